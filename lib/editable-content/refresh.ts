// Which public pages and reads show what the owner edits, and the refresh
// each save makes: exactly those pages are marked for regeneration and those
// cached reads expire (on every instance with REDIS_URL), nothing else. The
// pages stay prerendered; each is rendered again on its next request.
import "server-only";
import { refreshPublicData, type PublicChange } from "@/lib/cache/refresh";
import { PAGE_ROUTES } from "@/lib/cache/routes";
import type { EditedEntity } from "@/lib/editing/changes";
import { SEASONS } from "@/lib/tutorials/format";

/** The marketing landing pages: each shows the lowest price and the claims. */
export const LANDING_PAGES = ["/buy-tattoo-aftercare-usa", "/how-to-care-for-new-tattoos", "/tattoo-heal-fast"] as const;

/** Where each kind of edited content is shown. (/checkout reads prices per request.) */
export const SHOWN_ON: Record<EditedEntity, PublicChange> = {
  // Sizes, prices and stock: the home page's sizes and Product JSON-LD, the
  // landing pages' "Starting from", the share image's price.
  product: { paths: ["/", ...LANDING_PAGES, "/opengraph-image"] },
  faq: { paths: ["/"] },
  // The home page's reviews and the USA landing page's first six.
  review: { paths: ["/", "/buy-tattoo-aftercare-usa"] },
  claims: { paths: ["/", ...LANDING_PAGES] },
  // The live-style indicators are on the home page only.
  figures: { paths: ["/"] },
  // The tutorials' pages and API, and the home page's featured tutorials.
  tutorial: {
    paths: ["/", "/tutorials/season/all", ...SEASONS.map((season) => `/tutorials/season/${season}`)],
    routes: [PAGE_ROUTES.tutorialWatch],
    reads: ["tutorials"],
  },
};

/**
 * Makes the public pages show a saved change now. With `bestEffort` (work
 * that may run outside a request, like the schedule's reconcile run, where
 * Next.js cannot mark pages) a refusal is logged and the pages follow within
 * their revalidate period.
 */
export function refreshShownContent(entity: EditedEntity, { bestEffort = false }: { bestEffort?: boolean } = {}): void {
  try {
    refreshPublicData(SHOWN_ON[entity]);
  } catch (error) {
    if (!bestEffort) throw error;
    console.warn(`[cache] the pages showing ${entity} changes could not be refreshed now; they follow within five minutes: ${error instanceof Error ? error.message : error}`);
  }
}
