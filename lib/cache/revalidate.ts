// Refreshing the shop's prerendered public pages on demand (POST
// /api/admin/cache/revalidate): after a price or content change an admin
// need not wait for a page's revalidate period. With Redis holding the
// Next.js cache (REDIS_URL), a refresh on one instance reaches every instance.
import { z } from "zod";
import { SEASONS } from "@/lib/tutorials/format";

/**
 * The public pages an admin may refresh, by the address visitors use. Some
 * are served from prerendered pages at other paths (lib/forum/rewrites.ts,
 * lib/tutorials/rewrites.ts), and those are the paths Next.js's cache knows.
 */
const PUBLIC_PAGES = {
  "/": () => ["/"],
  "/buy-tattoo-aftercare-usa": () => ["/buy-tattoo-aftercare-usa"],
  "/how-to-care-for-new-tattoos": () => ["/how-to-care-for-new-tattoos"],
  "/tattoo-heal-fast": () => ["/tattoo-heal-fast"],
  "/wholesale": () => ["/wholesale"],
  "/forum": () => ["/forum/recent", "/forum/popular"],
  "/tutorials": () => ["/tutorials/season/all", ...SEASONS.map((season) => `/tutorials/season/${season}`)],
} satisfies Record<string, () => string[]>;

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
 * regeneration; each is rendered again on its next request. Returns the
 * pages refreshed, by their public address, each once.
 */
export function revalidatePublicPages(
  pages: readonly PublicPagePath[] | undefined,
  revalidatePath: (path: string) => void,
): PublicPagePath[] {
  const chosen = [...new Set(pages ?? PUBLIC_PAGE_PATHS)];
  for (const page of chosen) {
    for (const path of PUBLIC_PAGES[page]()) revalidatePath(path);
  }
  return chosen;
}
