// The storefront's editable texts as the pages read them: the FAQ, the
// reviews, the claims and the social-proof figures, from the database (the
// owner edits them in /admin/content). Pages are prerendered and refreshed by
// each save (lib/editable-content/refresh.ts); within one render each is read once.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import { CLAIM_KEYS, type Claims, type FaqItem, type Review, type SocialProofFigures } from "@/lib/editable-content/schema";

/** A group of texts or figures edited as one form: its ContentBlock row, the shipped values, and its keys. */
interface BlockKind<T> {
  key: string;
  defaults: T;
  /** The block's own keys, in their order (a stored row may carry others). */
  pick: (values: T) => T;
}

export const CONTENT_BLOCKS = {
  claims: {
    key: "claims",
    defaults: DEFAULT_CLAIMS,
    pick: (values: Claims) => Object.fromEntries(CLAIM_KEYS.map((key) => [key, values[key]])) as Claims,
  } satisfies BlockKind<Claims>,
  figures: {
    key: "figures",
    defaults: DEFAULT_FIGURES,
    pick: ({ viewingNow, percentSold, ordersThisWeek }: SocialProofFigures) => ({ viewingNow, percentSold, ordersThisWeek }),
  } satisfies BlockKind<SocialProofFigures>,
};

/**
 * A block's stored values over its defaults (a key missing from the row
 * keeps the shipped text) and its version: 1, the version a new row gets,
 * while the seed has not written it.
 */
export async function readContentBlock<T extends object>(block: BlockKind<T>): Promise<{ version: number; values: T }> {
  const row = await db.contentBlock.findUnique({ where: { key: block.key }, select: { values: true, version: true } });
  const stored = row?.values && typeof row.values === "object" && !Array.isArray(row.values) ? (row.values as Partial<T>) : {};
  return { version: row?.version ?? 1, values: block.pick({ ...block.defaults, ...stored }) };
}

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

export const getClaims = cache(async (): Promise<Claims> => (await readContentBlock(CONTENT_BLOCKS.claims)).values);

export const getSocialProofFigures = cache(async (): Promise<SocialProofFigures> => (await readContentBlock(CONTENT_BLOCKS.figures)).values);
