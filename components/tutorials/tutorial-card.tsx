import Image from "next/image";
import Link from "next/link";
import { Clock, Eye, Play } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { tutorialsHref } from "@/components/tutorials/season-tabs";
import { thumbnailSource } from "@/components/tutorials/thumbnail";
import { formatDate } from "@/lib/format/dates";
import { formatDuration } from "@/lib/format/duration";
import type { Tutorial } from "@/lib/schemas/tutorial";
import { SEASON_LABELS, type Season } from "@/lib/tutorials/format";

// The card's width in the grid of the tutorials page (max-w-6xl with px-4 or
// px-6, gap-6; one, two or three columns), so the optimiser sends the width
// the card needs.
const CARD_IMAGE_SIZES =
  "(min-width: 1152px) 352px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";

/**
 * One tutorial in the list; choosing it opens the inline player. `eager` loads
 * its thumbnail at once (the cards in view when the page opens).
 */
export function TutorialCard({ tutorial, activeSeason, eager = false }: { tutorial: Tutorial; activeSeason: Season | "all"; eager?: boolean }) {
  const duration = formatDuration(tutorial.duration);
  const thumbnail = thumbnailSource(tutorial.thumbnailUrl);
  return (
    <li>
      <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-brand-700 hover:shadow-md">
        <div className="relative aspect-video bg-gradient-to-br from-brand-900 to-brand-600">
          {thumbnail && (
            <Image
              src={thumbnail.src}
              alt=""
              fill
              unoptimized={!thumbnail.optimized}
              sizes={CARD_IMAGE_SIZES}
              loading={eager ? "eager" : "lazy"}
              className="object-cover"
            />
          )}
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-black/60 text-white ring-2 ring-white/70">
              <Play className="h-5 w-5 translate-x-px" />
            </span>
          </span>
          {duration && (
            <span className="absolute bottom-2 right-2 rounded bg-black/75 px-1.5 py-0.5 text-xs font-semibold text-white">
              <span className="sr-only">Duration </span>
              {duration}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-4">
          <div className="flex flex-wrap gap-2">
            <Badge tone="brand">{SEASON_LABELS[tutorial.season]}</Badge>
            <Badge tone="neutral" className="capitalize">{tutorial.category}</Badge>
          </div>
          <h3 className="mt-2 font-semibold text-neutral-900">
            <Link href={tutorialsHref(activeSeason, tutorial.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {tutorial.title}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-3 text-sm text-neutral-700">{tutorial.description}</p>
          <p className="mt-auto flex flex-wrap items-center gap-3 pt-3 text-xs text-neutral-600">
            <time dateTime={tutorial.publishedAt}>{formatDate(tutorial.publishedAt)}</time>
            <span className="flex items-center gap-1"><Eye aria-hidden="true" className="h-3.5 w-3.5" /> {tutorial.views.toLocaleString("en-US")} views</span>
            {duration && (
              <span className="flex items-center gap-1"><Clock aria-hidden="true" className="h-3.5 w-3.5" /> {duration}</span>
            )}
          </p>
        </div>
      </article>
    </li>
  );
}
