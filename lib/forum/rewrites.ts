// The forum's list tabs keep their addresses (`/forum?tab=popular`) but are
// served from prerendered pages: Next.js cannot prerender a page per query
// string, so the query is rewritten to a path before routing.
import type { Rewrite } from "next/dist/lib/load-custom-routes";

export const forumRewrites: Rewrite[] = [
  { source: "/forum", has: [{ type: "query", key: "tab", value: "popular" }], destination: "/forum/popular" },
];
