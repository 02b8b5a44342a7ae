// How tutorials are shown: their seasons and where a video plays. Dates and
// durations are written by lib/format. Safe for the browser: no server code
// and no validation library, so client components can import it cheaply.

export const SEASONS = ["spring", "summer", "fall", "winter"] as const;
export type Season = (typeof SEASONS)[number];

export const SEASON_LABELS: Record<Season, string> = { spring: "Spring", summer: "Summer", fall: "Fall", winter: "Winter" };

export function isSeason(value: unknown): value is Season {
  return typeof value === "string" && (SEASONS as readonly string[]).includes(value);
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
