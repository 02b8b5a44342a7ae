import { VideoOff } from "lucide-react";
import type { Season } from "@/lib/tutorials/format";

/** Shown when no tutorial is published (for the chosen season). */
export function TutorialsEmptyState({ season }: { season: Season | "all" }) {
  return (
    <div className="rounded-2xl border border-dashed border-neutral-300 bg-white p-10 text-center">
      <VideoOff aria-hidden="true" className="mx-auto h-10 w-10 text-neutral-400" />
      <h2 className="mt-4 text-lg font-semibold text-neutral-900">No tutorials available</h2>
      <p className="mt-1 text-neutral-600">
        {season === "all" ? "No video tutorials have been published yet." : `No ${season} tutorials available yet.`}
      </p>
    </div>
  );
}
