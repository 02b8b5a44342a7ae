"use client";
// Featured seasonal tutorials: loads GET /api/tutorials/featured, shows three
// skeleton cards meanwhile, then the first three; an empty list or a failed
// request hides the whole section.
import { useEffect, useState } from "react";
import Link from "next/link";
import { Clock, PlayCircle } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format/dates";
import { formatDuration } from "@/lib/format/duration";
import type { Tutorial } from "@/lib/schemas/tutorial";

export const FEATURED_TUTORIALS_SHOWN = 3;

/** The fields of a tutorial the cards show. */
type FeaturedTutorialCard = Pick<Tutorial, "id" | "title" | "description" | "thumbnailUrl" | "season" | "duration" | "publishedAt">;

type State = { status: "loading" } | { status: "hidden" } | { status: "loaded"; tutorials: FeaturedTutorialCard[] };

export function FeaturedTutorials() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let active = true;
    fetch("/api/tutorials/featured", { credentials: "include" })
      .then((response) => (response.ok ? (response.json() as Promise<FeaturedTutorialCard[]>) : Promise.reject()))
      .then((list) => {
        if (!active) return;
        const shown = Array.isArray(list) ? list.slice(0, FEATURED_TUTORIALS_SHOWN) : [];
        setState(shown.length ? { status: "loaded", tutorials: shown } : { status: "hidden" });
      })
      .catch(() => active && setState({ status: "hidden" }));
    return () => {
      active = false;
    };
  }, []);

  if (state.status === "hidden") return null;

  return (
    <section id="tutorials" aria-labelledby="tutorials-title" aria-busy={state.status === "loading"} className="scroll-mt-20 bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Video tutorials</p>
          <h2 id="tutorials-title" className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Seasonal tattoo care
          </h2>
          <p className="mt-4 text-lg text-neutral-700">Short guides from our artists for every season of healing.</p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {state.status === "loading"
            ? Array.from({ length: FEATURED_TUTORIALS_SHOWN }, (_, index) => (
                <li key={index} data-testid="tutorial-skeleton" className="overflow-hidden rounded-2xl border border-neutral-200">
                  <Skeleton className="aspect-video w-full rounded-none" />
                  <div className="space-y-3 p-5">
                    <Skeleton className="h-5 w-3/4" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-1/2" />
                  </div>
                </li>
              ))
            : state.tutorials.map((tutorial) => <TutorialCard key={tutorial.id} tutorial={tutorial} />)}
        </ul>
        <div className="mt-10 text-center">
          <Link
            href="/tutorials"
            prefetch={false}
            className="inline-flex h-12 items-center justify-center rounded-full border-2 border-brand-700 px-8 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
          >
            View All Seasonal Tutorials
          </Link>
        </div>
      </div>
    </section>
  );
}

function TutorialCard({ tutorial }: { tutorial: FeaturedTutorialCard }) {
  const duration = formatDuration(tutorial.duration);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-brand-100">
        {tutorial.thumbnailUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- small local thumbnails; next/image would add client code
          <img src={tutorial.thumbnailUrl} alt="" width={640} height={360} loading="lazy" className="h-full w-full object-cover" />
        )}
        <span className="absolute left-3 top-3 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold capitalize text-brand-900">
          {tutorial.season}
        </span>
        {duration && (
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded bg-black/75 px-2 py-0.5 text-xs font-medium text-white">
            <Clock aria-hidden="true" className="h-3 w-3" /> <span className="sr-only">Duration </span>
            {duration}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-brand-900">{tutorial.title}</h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-neutral-700">{tutorial.description}</p>
        <p className="mt-3 text-xs text-neutral-600">
          <time dateTime={tutorial.publishedAt}>{formatDate(tutorial.publishedAt)}</time>
        </p>
        <Link
          href="/tutorials"
          prefetch={false}
          aria-label={`Watch Tutorial: ${tutorial.title}`}
          className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          <PlayCircle aria-hidden="true" className="h-4 w-4" /> Watch Tutorial
        </Link>
      </div>
    </li>
  );
}
