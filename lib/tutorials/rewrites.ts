// The tutorials page keeps its addresses (`/tutorials?season=…&video=…`) but
// is served from prerendered pages: Next.js cannot prerender a page per query
// string, so the query is rewritten to a path before routing.
import type { Rewrite } from "next/dist/lib/load-custom-routes";

export const tutorialsRewrites: Rewrite[] = [];
