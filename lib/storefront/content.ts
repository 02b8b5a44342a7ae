// The storefront's editable texts as the pages read them: the FAQ, the
// reviews, the claims and the social-proof figures, from the database (the
// owner edits them in /admin/content). Pages are prerendered and refreshed by
// each save (lib/storefront/refresh.ts); within one render each is read once.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/storefront/defaults";
import { CLAIM_KEYS, type Claims, type FaqItem, type Review, type SocialProofFigures } from "@/lib/storefront/schema";

/** The content blocks' keys (ContentBlock rows). */
export const CONTENT_BLOCKS = { claims: "claims", figures: "figures" } as const;

export const getFaqItems = cache(async (): Promise<FaqItem[]> => {
  return db.faqEntry.findMany({ orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }], select: { question: true, answer: true } });
});

export const getReviews = cache(async (): Promise<Review[]> => {
  const rows = await db.review.findMany({
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    select: { name: true, title: true, text: true, isArtist: true, image: true },
  });
  return rows.map(({ title, ...review }) => (title ? { ...review, title } : review));
});

/** A block's stored values over its defaults: a key missing from the row keeps the shipped text. */
async function readBlock<T extends object>(key: string, defaults: T): Promise<T & object> {
  const row = await db.contentBlock.findUnique({ where: { key }, select: { values: true } });
  const stored = row?.values && typeof row.values === "object" && !Array.isArray(row.values) ? (row.values as Partial<T>) : {};
  return { ...defaults, ...stored };
}

export const getClaims = cache(async (): Promise<Claims> => {
  const claims = await readBlock<Claims>(CONTENT_BLOCKS.claims, DEFAULT_CLAIMS);
  return Object.fromEntries(CLAIM_KEYS.map((key) => [key, claims[key]])) as Claims;
});

export const getSocialProofFigures = cache(async (): Promise<SocialProofFigures> => {
  const { viewingNow, percentSold, ordersThisWeek } = await readBlock<SocialProofFigures>(CONTENT_BLOCKS.figures, DEFAULT_FIGURES);
  return { viewingNow, percentSold, ordersThisWeek };
});
