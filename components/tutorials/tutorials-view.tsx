// The tutorials page for one season (or all) and, when a tutorial of that list
// is chosen, its inline player. Its three routes (all seasons, one season, one
// video) are prerendered and refreshed every few seconds; the visible
// addresses stay `/tutorials?season=…&video=…` (lib/tutorials/rewrites.ts).
import "server-only";
import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { SeasonTabs, tutorialsHref } from "@/components/tutorials/season-tabs";
import { TutorialCard } from "@/components/tutorials/tutorial-card";
import { TutorialDetail } from "@/components/tutorials/tutorial-detail";
import { TutorialsEmptyState } from "@/components/tutorials/tutorials-empty-state";
import { SEASON_LABELS, type Season } from "@/lib/tutorials/format";
import { readTutorials } from "@/lib/tutorials/queries";

export type TutorialsSeason = Season | "all";

/** Cards in the first row of the widest grid: their thumbnails load at once. */
const FIRST_ROW = 3;

// The metadata and the page of one render share one query.
const tutorialsOf = cache((season: TutorialsSeason) => readTutorials(season === "all" ? undefined : season));

async function selectedTutorial(season: TutorialsSeason, videoId: string | undefined) {
  const tutorials = await tutorialsOf(season);
  return { tutorials, selected: videoId ? tutorials.find((t) => t.id === videoId) : undefined };
}

/**
 * Title and description of the tutorials page, and its canonical address: the
 * public query address, also when the page is reached by its internal path.
 */
export async function tutorialsMetadata(season: TutorialsSeason, videoId?: string): Promise<Metadata> {
  const { selected } = await selectedTutorial(season, videoId);
  return {
    title: "Seasonal Tattoo Care Tutorials",
    description: "Video tutorials on caring for a new tattoo in spring, summer, fall and winter.",
    alternates: { canonical: tutorialsHref(season, selected?.id) },
  };
}

/** The list of `season` with its tabs, or the player of `videoId` when it is in that list. */
export async function TutorialsView({ season, videoId }: { season: TutorialsSeason; videoId?: string }) {
  const { tutorials, selected } = await selectedTutorial(season, videoId);
  const featured = tutorials.filter((t) => t.featured);

  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Home
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">Seasonal Tattoo Care</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">
        Every season is hard on fresh ink in its own way. Short video guides from artists on sun, cold, humidity and more.
      </p>

      {selected ? (
        <div className="mt-8">
          <TutorialDetail tutorial={selected} backHref={tutorialsHref(season)} />
        </div>
      ) : (
        <>
          <div className="mt-8">
            <SeasonTabs active={season} />
          </div>
          {tutorials.length === 0 ? (
            <div className="mt-8">
              <TutorialsEmptyState season={season} />
            </div>
          ) : (
            <>
              {featured.length > 0 && (
                <section aria-labelledby="featured-heading" className="mt-8">
                  <h2 id="featured-heading" className="text-xl font-semibold text-neutral-900">Featured Tutorials</h2>
                  <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {featured.map((tutorial, index) => (
                      <TutorialCard key={tutorial.id} tutorial={tutorial} activeSeason={season} eager={index < FIRST_ROW} />
                    ))}
                  </ul>
                </section>
              )}
              <section aria-labelledby="all-heading" className="mt-10">
                <h2 id="all-heading" className="text-xl font-semibold text-neutral-900">
                  {season === "all" ? "All Tutorials" : `${SEASON_LABELS[season]} Tutorials`}
                </h2>
                <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tutorials">
                  {tutorials.map((tutorial, index) => (
                    <TutorialCard key={tutorial.id} tutorial={tutorial} activeSeason={season} eager={featured.length === 0 && index < FIRST_ROW} />
                  ))}
                </ul>
              </section>
            </>
          )}
        </>
      )}
    </main>
  );
}
