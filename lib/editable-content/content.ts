// The storefront's editable texts as the pages read them: the FAQ, the
// owner's reviews (testimonials), the claims and the social-proof figures, from the database (the
// owner edits them in /admin/content). Each is a cached read tagged with its
// kind (faq, reviews, claims, figures), which each save refreshes
// (lib/cache/data-tags.ts); within one render each is read once.
import "server-only";
import { cache } from "react";
import { cachedRead, STOREFRONT_READ_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY } from "@/lib/editable-content/policy-defaults";
import type { BusinessDetails, DeliveryPromise } from "@/lib/editable-content/policy-schema";
import { CLAIM_KEYS, FIGURE_KEYS, type Claims, type FaqItem, type Review, type SocialProofFigures } from "@/lib/editable-content/schema";
import { readReviewSummary } from "@/lib/reviews/public";
import { averageClaim } from "@/lib/reviews/format";
import { readReviewSettings } from "@/lib/reviews/settings";

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
    pick: (values: SocialProofFigures) => Object.fromEntries(FIGURE_KEYS.map((key) => [key, values[key]])) as SocialProofFigures,
  } satisfies BlockKind<SocialProofFigures>,
  business: {
    key: "business",
    defaults: DEFAULT_BUSINESS,
    pick: ({ name, phone, street, city, state, zipCode }: BusinessDetails) => ({ name, phone, street, city, state, zipCode }),
  } satisfies BlockKind<BusinessDetails>,
  delivery: {
    key: "delivery",
    defaults: DEFAULT_DELIVERY,
    pick: ({ processingFrom, processingTo, deliveryFrom, deliveryTo }: DeliveryPromise) => ({ processingFrom, processingTo, deliveryFrom, deliveryTo }),
  } satisfies BlockKind<DeliveryPromise>,
};

/**
 * A block's stored values over its defaults (a key missing from the row
 * keeps the shipped text) and its version: 1, the version a new row gets,
 * while the seed has not written it. `client`: a transaction's, to read it
 * with the change being made (an e-mail queued with its order).
 */
export async function readContentBlock<T extends object>(block: BlockKind<T>, client: Prisma.TransactionClient = db): Promise<{ version: number; values: T }> {
  const row = await client.contentBlock.findUnique({ where: { key: block.key }, select: { values: true, version: true } });
  const stored = row?.values && typeof row.values === "object" && !Array.isArray(row.values) ? (row.values as Partial<T>) : {};
  return { version: row?.version ?? 1, values: block.pick({ ...block.defaults, ...stored }) };
}

async function readFaqItems(): Promise<FaqItem[]> {
  return db.faqEntry.findMany({ orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }], select: { question: true, answer: true } });
}

/** The owner's reviews (testimonials), in the owner's order; verified buyers' reviews are read by lib/reviews/public.ts. */
async function readReviews(): Promise<Review[]> {
  const rows = await db.review.findMany({
    where: { source: "owner" },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    select: { name: true, title: true, text: true, isArtist: true, image: true, connection: true },
  });
  return rows.map(({ title, ...review }) => (title ? { ...review, title } : review));
}

/**
 * The claims as the owner wrote them, except the average rating when the
 * owner set it to follow the verified reviews: then the claim is their
 * average and count ("4.6/5 average rating (23 reviews)") and the credibility
 * block's figure their average ("4.6/5"), both "" (shown nowhere) while there
 * are none.
 */
async function readClaims(): Promise<Claims> {
  const [claims, settings] = await Promise.all([readContentBlock(CONTENT_BLOCKS.claims), readReviewSettings()]);
  if (!settings.values.averageRatingFromReviews) return claims.values;
  const { average, count } = await readReviewSummary();
  return { ...claims.values, averageRating: average ? averageClaim(average, count) : "", averageRatingFigure: average ? `${average}/5` : "" };
}

const readFigures = async (): Promise<SocialProofFigures> => (await readContentBlock(CONTENT_BLOCKS.figures)).values;

export const getFaqItems = cache(cachedRead("faq", ["faq"], readFaqItems, STOREFRONT_READ_SECONDS));

export const getReviews = cache(cachedRead("reviews", ["reviews"], readReviews, STOREFRONT_READ_SECONDS));

/** Tagged "reviews" too: the average rating may follow the verified reviews. */
export const getClaims = cache(cachedRead("claims", ["claims", "reviews"], readClaims, STOREFRONT_READ_SECONDS));

export const getSocialProofFigures = cache(cachedRead("figures", ["figures"], readFigures, STOREFRONT_READ_SECONDS));
