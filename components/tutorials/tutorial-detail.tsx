import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { thumbnailSource } from "@/components/tutorials/thumbnail";
import { TutorialPlayer } from "@/components/tutorials/tutorial-player";
import { formatDate } from "@/lib/format/dates";
import { formatDuration } from "@/lib/format/duration";
import type { Tutorial } from "@/lib/schemas/tutorial";
import { SEASON_LABELS } from "@/lib/tutorials/format";

/** The selected tutorial: the inline player, its details and Back to List. */
export function TutorialDetail({ tutorial, backHref }: { tutorial: Tutorial; backHref: string }) {
  const duration = formatDuration(tutorial.duration);
  return (
    <section aria-labelledby="video-title" className="mx-auto max-w-4xl">
      <Link href={backHref} className="inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to List
      </Link>
      <div className="mt-4">
        <TutorialPlayer key={tutorial.id} title={tutorial.title} videoUrl={tutorial.videoUrl} poster={thumbnailSource(tutorial.thumbnailUrl)?.src} />
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Badge tone="brand">{SEASON_LABELS[tutorial.season]}</Badge>
        <Badge tone="neutral" className="capitalize">{tutorial.category}</Badge>
      </div>
      <h2 id="video-title" className="mt-3 text-2xl font-bold text-neutral-900">{tutorial.title}</h2>
      <p className="mt-2 flex flex-wrap gap-3 text-sm text-neutral-600">
        <time dateTime={tutorial.publishedAt}>{formatDate(tutorial.publishedAt)}</time>
        {duration && <span>{duration}</span>}
        <span>{tutorial.views.toLocaleString("en-US")} views</span>
      </p>
      <p className="mt-4 text-neutral-800">{tutorial.description}</p>
    </section>
  );
}
