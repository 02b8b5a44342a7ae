"use client";
// Featured seasonal tutorials: loads GET /api/tutorials/featured, shows three
// skeleton cards meanwhile, then the first three; an empty list or a failed
// request hides the whole section.
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "./section-heading";
import { thumbnailSource } from "@/components/tutorials/thumbnail";
import { formatDate } from "@/lib/format/dates";
import { formatDuration } from "@/lib/format/duration";
import type { Tutorial } from "@/lib/schemas/tutorial";
import { readJson } from "@/lib/http/read";

export const FEATURED_TUTORIALS_SHOWN = 3;

/** The fields of a tutorial the cards show. */
type FeaturedTutorialCard = Pick<Tutorial, "id" | "title" | "description" | "thumbnailUrl" | "season" | "duration" | "publishedAt">;

type State = { status: "loading" } | { status: "hidden" } | { status: "loaded"; tutorials: FeaturedTutorialCard[] };

// A card's thumbnail from the image optimiser, as WebP: widths it makes by
// default (imageSizes and deviceSizes), chosen by the card's width in the grid
// (max-w-7xl with px-4 or px-6; one column, or three with gap-6 from md).
const THUMBNAIL_WIDTHS = [384, 640, 828];
const THUMBNAIL_SIZES =
  "(min-width: 1280px) 395px, (min-width: 768px) calc((100vw - 96px) / 3), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

const optimizedUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

export function FeaturedTutorials() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let active = true;
    // No error handling of its own (spec): a failed or empty answer hides the section.
    void readJson<FeaturedTutorialCard[]>("/api/tutorials/featured").then((list) => {
      if (!active) return;
      const shown = Array.isArray(list) ? list.slice(0, FEATURED_TUTORIALS_SHOWN) : [];
      setState(shown.length ? { status: "loaded", tutorials: shown } : { status: "hidden" });
    });
    return () => {
      active = false;
    };
  }, []);

  if (state.status === "hidden") return null;

  return (
    <section id="tutorials" aria-labelledby="tutorials-title" aria-busy={state.status === "loading"} className="section bg-white">
      <div className="wrap">
        <SectionHeading id="tutorials-title" eyebrow="Video tutorials" title="Seasonal tattoo care" lead="Short guides from our artists for every season of healing." />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {state.status === "loading"
            ? Array.from({ length: FEATURED_TUTORIALS_SHOWN }, (_, index) => (
                // Grey blocks for the thumbnail and three lines of text (.skeleton in storefront.css).
                <li key={index} data-testid="tutorial-skeleton" className="skeleton">
                  <div />
                  <div />
                  <div />
                  <div />
                </li>
              ))
            : state.tutorials.map((tutorial) => <TutorialCard key={tutorial.id} tutorial={tutorial} />)}
        </ul>
        <div className="mt-10 text-center">
          <a href="/tutorials" className="btn-line h-12">
            View All Seasonal Tutorials
          </a>
        </div>
      </div>
    </section>
  );
}

function TutorialCard({ tutorial }: { tutorial: FeaturedTutorialCard }) {
  const duration = formatDuration(tutorial.duration);
  const thumbnail = thumbnailSource(tutorial.thumbnailUrl);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-brand-100">
        {thumbnail && (
          // eslint-disable-next-line @next/next/no-img-element -- next/image would add client code to the home page
          <img
            src={thumbnail.optimized ? optimizedUrl(thumbnail.src, 640) : thumbnail.src}
            srcSet={thumbnail.optimized ? THUMBNAIL_WIDTHS.map((width) => `${optimizedUrl(thumbnail.src, width)} ${width}w`).join(", ") : undefined}
            sizes={thumbnail.optimized ? THUMBNAIL_SIZES : undefined}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
        <span className="absolute left-3 top-3 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold capitalize text-brand-900">
          {tutorial.season}
        </span>
        {duration && (
          <span className="absolute bottom-3 right-3 inline-flex items-center gap-1 rounded bg-black/75 px-2 py-0.5 text-xs font-medium text-white">
            <Icon name="clock" className="h-3 w-3" /> <span className="sr-only">Duration </span>
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
        <a
          href="/tutorials"
          aria-label={`Watch Tutorial: ${tutorial.title}`}
          className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          <Icon name="play-circle" className="h-4 w-4" /> Watch Tutorial
        </a>
      </div>
    </li>
  );
}
