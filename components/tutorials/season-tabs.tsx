import Link from "next/link";
import clsx from "clsx";
import { SEASON_LABELS, SEASONS, type Season } from "@/lib/tutorials/format";

const TABS: { value: Season | "all"; label: string }[] = [{ value: "all", label: "All Seasons" }, ...SEASONS.map((s) => ({ value: s, label: SEASON_LABELS[s] }))];

export function tutorialsHref(season: Season | "all", videoId?: string): string {
  const params = new URLSearchParams();
  if (season !== "all") params.set("season", season);
  if (videoId) params.set("video", videoId);
  const query = params.toString();
  return query ? `/tutorials?${query}` : "/tutorials";
}

/** The season filter, kept in the address. */
export function SeasonTabs({ active }: { active: Season | "all" }) {
  return (
    <nav aria-label="Seasons" className="flex gap-2 overflow-x-auto pb-1">
      {TABS.map(({ value, label }) => (
        <Link
          key={value}
          href={tutorialsHref(value)}
          aria-current={value === active ? "page" : undefined}
          className={clsx(
            "whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
            value === active ? "border-brand-700 bg-brand-700 text-white" : "border-neutral-300 bg-white text-neutral-800 hover:border-brand-600",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
