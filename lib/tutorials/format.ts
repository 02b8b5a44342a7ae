// How tutorials are shown (SPEC section 9): seasons, durations as m:ss, dates
// like "Jan 5, 2025", and where a video plays. Safe for the browser.

export const SEASONS = ["spring", "summer", "fall", "winter"] as const;
export type Season = (typeof SEASONS)[number];

export const SEASON_LABELS: Record<Season, string> = { spring: "Spring", summer: "Summer", fall: "Fall", winter: "Winter" };

export function isSeason(value: unknown): value is Season {
  return typeof value === "string" && (SEASONS as readonly string[]).includes(value);
}

/** 412 → "6:52", 65 → "1:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "2025-01-05T…" → "Jan 5, 2025" (the calendar day in UTC, the same for every visitor). */
export function formatPublishedDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export type VideoSource = { kind: "embed"; src: string; provider: "YouTube" | "Vimeo" } | { kind: "file"; src: string };

/**
 * Where a tutorial's video plays: YouTube and Vimeo links become their
 * privacy-friendly embeds (no tracking cookies); anything else is a video file.
 */
export function videoSourceOf(videoUrl: string): VideoSource {
  let url: URL | null = null;
  try {
    url = new URL(videoUrl, "http://local.invalid");
  } catch {
    url = null;
  }
  const host = url?.hostname.replace(/^www\.|^m\./, "") ?? "";
  if (url && (host === "youtube.com" || host === "youtube-nocookie.com" || host === "youtu.be")) {
    const id =
      host === "youtu.be"
        ? url.pathname.slice(1)
        : (url.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? "");
    if (/^[\w-]{6,20}$/.test(id)) return { kind: "embed", provider: "YouTube", src: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (url && (host === "vimeo.com" || host === "player.vimeo.com")) {
    const id = /(\d{5,12})/.exec(url.pathname)?.[1];
    if (id) return { kind: "embed", provider: "Vimeo", src: `https://player.vimeo.com/video/${id}?dnt=1` };
  }
  return { kind: "file", src: videoUrl };
}
