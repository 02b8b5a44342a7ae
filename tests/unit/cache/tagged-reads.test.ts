// Every public read the pages make is a cached read tagged with the kind of
// data it shows (lib/cache/data-tags.ts). Next.js records those tags on each
// page that made the read, so a page that reads products is refreshed by a
// price change without being named anywhere. Keys carry the database, so a
// shop on another database never answers with these rows.
import { unstable_cache } from "next/cache";
import { DATA_TAGS } from "@/lib/cache/data-tags";
import { listProducts } from "@/lib/catalog/products";
import { getClaims, getFaqItems, getReviews, getSocialProofFigures } from "@/lib/editable-content/content";
import { getBusinessDetails, getDeliveryPromise, getPolicy } from "@/lib/editable-content/policies";
import { readForumCategories, readForumCategoryOverview, readForumOverview, readForumPost } from "@/lib/forum/posts";
import { getVerifiedReviews } from "@/lib/reviews/public";
import { readTutorials } from "@/lib/tutorials/queries";
import { getLiveData } from "@/lib/social-proof/live-data";

jest.mock("next/cache", () => ({ unstable_cache: jest.fn(() => async () => "cached"), revalidateTag: jest.fn() }));
jest.mock("@/lib/db", () => ({ db: { databaseIdentity: { findFirst: async () => ({ id: "database-1" }) } } }));

const cached = jest.mocked(unstable_cache);
beforeEach(() => cached.mockClear());

/** The key parts and options of the one cached read `read` made. */
async function cacheOf(read: () => Promise<unknown>) {
  expect(await read()).toBe("cached");
  expect(cached).toHaveBeenCalledTimes(1);
  const [, keyParts, options] = cached.mock.calls[0]!;
  return { keyParts, options };
}

it.each([
  ["the products (sizes, prices, stock)", "products", 300, listProducts],
  ["the FAQ", "faq", 300, getFaqItems],
  ["the reviews", "reviews", 300, getReviews],
  // The average rating may follow the verified reviews.
  ["the claims", ["claims", "reviews"], 300, getClaims],
  ["the verified buyers' reviews", "reviews", 300, getVerifiedReviews],
  ["the social-proof figures", "figures", 300, getSocialProofFigures],
  ["a policy page", "policies", 300, () => getPolicy("terms")],
  ["the business details", "policies", 300, getBusinessDetails],
  ["the delivery promise", "policies", 300, getDeliveryPromise],
  ["the live figures from the shop's data", "live", 60, getLiveData],
  ["the tutorials", "tutorials", 10, () => readTutorials()],
  ["the forum's overview", "forum", 10, readForumOverview],
  ["the forum's categories", "forum", 10, readForumCategories],
  ["a forum category's page", "forum", 10, () => readForumCategoryOverview("aftercare")],
  ["a forum post", "forum", 10, () => readForumPost("00000000-0000-4000-8000-000000000000")],
] as const)("%s are a cached read tagged %j, kept for %i s, keyed by the database", async (_what, tag, seconds, read) => {
  const { keyParts, options } = await cacheOf(read);
  const tags = typeof tag === "string" ? [tag] : [...tag];
  expect(options).toEqual({ tags, revalidate: seconds });
  expect(keyParts).toContain("database-1");
  for (const each of tags) expect(DATA_TAGS).toContain(each);
});
