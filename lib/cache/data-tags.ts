// What the shop's public pages and read APIs show, by kind of data, and the
// one way a change makes them show it now. A cached read declares the kind
// it reads (its tag, lib/cache/reads.ts); Next.js records the tags of the
// cached reads a page made when it renders it, so a save that refreshes a
// tag marks every page and read that showed that data, wherever it is, and
// no list of pages is kept anywhere. With Redis holding the Next.js cache
// (REDIS_URL) the tags and the pages are shared, so the refresh reaches every
// instance at once; each instance's one-second response cache
// (server/response-cache.ts) is emptied here on this one, and expires within
// the second on the others.
// A render already under way when the change was made stores its page after
// the expiry, with the data it read before: the cache handlers expire the
// same tags once more a few seconds later (lib/cache/settle.mjs).
import "server-only";
import { revalidateTag } from "next/cache";
import { expireServedResponses } from "@/lib/cache/served-responses";

/**
 * The kinds of data the public pages read, each a cache tag. "policies": the
 * policy pages' texts, the business details and the delivery promise. "live":
 * the figures from the shop's data (orders, stock sold, visitors), read again
 * every minute rather than refreshed by a save.
 */
export const DATA_TAGS = ["products", "faq", "reviews", "claims", "figures", "tutorials", "forum", "policies", "live"] as const;

export type DataTag = (typeof DATA_TAGS)[number];

/**
 * Says that these kinds of data changed: every cached read with one of these
 * tags, and every page that read one, is expired at once (the next request
 * reads the database and renders again), and the answers this instance's
 * server keeps are forgotten. Call it inside a request (a route handler or a
 * server action), after the change is committed.
 */
export function refreshData(...tags: DataTag[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  expireServedResponses();
}
