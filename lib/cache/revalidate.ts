// Refreshing the shop's prerendered public pages on demand (POST
// /api/admin/cache/revalidate): after a price or content change an admin
// need not wait for a page's revalidate period. With Redis holding the
// Next.js cache (REDIS_URL), a refresh on one instance reaches every instance.
import { z } from "zod";
import type { ReadTag } from "@/lib/cache/reads";
import type { PublicChange } from "@/lib/cache/refresh";
import { PAGE_ROUTES, type PageRoute } from "@/lib/cache/routes";
import { SEASONS } from "@/lib/tutorials/format";

/**
 * The public pages an admin may refresh, by the address visitors use: the
 * paths Next.js's cache knows them by (some are served from prerendered pages
 * at other paths, see lib/forum/rewrites.ts and lib/tutorials/rewrites.ts),
 * the dynamic routes whose every page goes with them (the forum's categories
 * and posts, the tutorials' players),
 * and the cached public reads (lib/cache/reads.ts) of the data they show.
 */
const PUBLIC_PAGES = {
  "/": { paths: () => ["/"], reads: ["tutorials"] },
  "/buy-tattoo-aftercare-usa": { paths: () => ["/buy-tattoo-aftercare-usa"], reads: [] },
  "/how-to-care-for-new-tattoos": { paths: () => ["/how-to-care-for-new-tattoos"], reads: [] },
  "/tattoo-heal-fast": { paths: () => ["/tattoo-heal-fast"], reads: [] },
  "/wholesale": { paths: () => ["/wholesale"], reads: [] },
  "/forum": { paths: () => ["/forum/recent", "/forum/popular"], routes: [PAGE_ROUTES.forumCategory, PAGE_ROUTES.forumPost], reads: ["forum"] },
  "/tutorials": {
    paths: () => ["/tutorials/season/all", ...SEASONS.map((season) => `/tutorials/season/${season}`)],
    routes: [PAGE_ROUTES.tutorialWatch],
    reads: ["tutorials"],
  },
} satisfies Record<string, { paths: () => string[]; routes?: PageRoute[]; reads: ReadTag[] }>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PAGE_PATHS = Object.keys(PUBLIC_PAGES) as [PublicPagePath, ...PublicPagePath[]];

export const NOT_A_PUBLIC_PAGE = `Not a public page that can be refreshed (one of ${PUBLIC_PAGE_PATHS.join(", ")})`;

/** A JSON body names the pages; a request without a body refreshes every one of them. */
export const revalidateBodySchema = z.object({
  paths: z
    .array(z.enum(PUBLIC_PAGE_PATHS, NOT_A_PUBLIC_PAGE), "Give the pages to refresh as a list of paths")
    .min(1, "Give at least one page to refresh")
    .max(50, "Give at most 50 pages at once"),
});


/**
 * Marks the named pages (all public pages when none are named) for
 * regeneration, each rendered again on its next request, and expires the
 * cached reads of their data. Returns the pages refreshed, by their public
 * address, each once.
 */
export function revalidatePublicPages(pages: readonly PublicPagePath[] | undefined, refresh: (change: PublicChange) => void): PublicPagePath[] {
  const chosen = [...new Set(pages ?? PUBLIC_PAGE_PATHS)];
  refresh({
    paths: chosen.flatMap((page) => PUBLIC_PAGES[page].paths()),
    routes: chosen.flatMap((page) => (PUBLIC_PAGES[page] as { routes?: PageRoute[] }).routes ?? []),
    reads: [...new Set(chosen.flatMap((page): ReadTag[] => PUBLIC_PAGES[page].reads))],
  });
  return chosen;
}
