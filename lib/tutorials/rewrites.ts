// The tutorials page keeps its addresses (`/tutorials?season=…&video=…`) but
// is served from prerendered pages: Next.js cannot prerender a page per query
// string, so the query is rewritten to a path before routing. The first rule
// that matches wins; the last one sends every other `/tutorials` address (no
// query, an unknown season, a video parameter that is not a tutorial id) to
// the page of all seasons.
//
// Plain `/tutorials` is rewritten too, rather than served by a page of its
// own: the browser's router learns which page serves a path and reuses it for
// the same path with another query string without asking the server, so with
// a page at `/tutorials` every season tab would show all seasons. A path that
// is always rewritten is never learned, and each query address is asked for.
import type { Rewrite } from "next/dist/lib/load-custom-routes";
import { SEASONS } from "./format";

// `has` values are regular expressions matched against the whole value; a
// named group becomes a parameter of the destination.
const SEASON = { type: "query", key: "season", value: `(?<season>${SEASONS.join("|")})` } as const;
// Tutorial ids are UUIDs as PostgreSQL writes them (lower case).
const VIDEO = { type: "query", key: "video", value: "(?<video>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})" } as const;

export const tutorialsRewrites: Rewrite[] = [
  { source: "/tutorials", has: [SEASON, VIDEO], destination: "/tutorials/watch/:season/:video" },
  // A video with no season, or with one that is not a season, plays from the list of all seasons.
  { source: "/tutorials", has: [VIDEO], destination: "/tutorials/watch/all/:video" },
  { source: "/tutorials", has: [SEASON], destination: "/tutorials/season/:season" },
  { source: "/tutorials", destination: "/tutorials/season/all" },
];
