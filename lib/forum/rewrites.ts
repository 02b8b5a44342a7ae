// The forum's list tabs keep their addresses (`/forum`, `/forum?tab=popular`)
// but are served from prerendered pages: Next.js cannot prerender a page per
// query string, so the query is rewritten to a path before routing.
//
// Plain `/forum` is rewritten too, rather than served by a page of its own:
// the browser's router learns which page serves a path and may reuse it for
// the same path with another query string without asking the server. A path
// that is always rewritten is never learned, and each tab is asked for.
import type { Rewrite } from "next/dist/lib/load-custom-routes";

export const forumRewrites: Rewrite[] = [
  { source: "/forum", has: [{ type: "query", key: "tab", value: "popular" }], destination: "/forum/popular" },
  { source: "/forum", destination: "/forum/recent" },
];
