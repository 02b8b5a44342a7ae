// The verified buyers' reviews as the storefront shows them: approved ones
// only, newest first, a page at a time, with their average and count. Owner
// testimonials are never among them (lib/editable-content/content.ts reads
// those). Every read is a cached read tagged "reviews": approving,
// rejecting or answering a review refreshes them, and the pages that showed
// them, at once.
import "server-only";
import { cache } from "react";
import { cachedJsonRead, cachedRead, STOREFRONT_READ_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";
import { averageRating } from "@/lib/reviews/format";
import { REVIEWS_PAGE_SIZE } from "@/lib/reviews/schema";

/** A published review from a verified buyer (plain JSON: dates as ISO text). */
export interface VerifiedReviewJson {
  id: string;
  name: string;
  rating: number;
  headline: string;
  text: string;
  photoUrl: string | null;
  /** The owner's public answer. */
  reply: string | null;
  repliedAt: string | null;
  publishedAt: string;
}

/** The average of the approved verified reviews ("4.6", one decimal, half up) and their count; average null while there are none. */
export interface ReviewSummary {
  count: number;
  average: string | null;
}

export interface VerifiedReviewPage {
  summary: ReviewSummary;
  page: number;
  pageCount: number;
  reviews: VerifiedReviewJson[];
}

const PUBLISHED = { source: "verified", status: "approved" } as const;

/** The count and average of the published verified reviews (one aggregate query). */
export async function readReviewSummary(): Promise<ReviewSummary> {
  const { _count, _sum } = await db.review.aggregate({ where: { ...PUBLISHED, rating: { not: null } }, _count: { _all: true }, _sum: { rating: true } });
  return { count: _count._all, average: averageRating(_sum.rating ?? 0, _count._all) };
}

/** One page of published verified reviews, newest first (pages from 1), with the summary. */
export async function readVerifiedReviewPage(page = 1): Promise<VerifiedReviewPage> {
  const [summary, rows] = await Promise.all([
    readReviewSummary(),
    db.review.findMany({
      where: { ...PUBLISHED, rating: { not: null } },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * REVIEWS_PAGE_SIZE,
      take: REVIEWS_PAGE_SIZE,
      select: { id: true, name: true, rating: true, headline: true, text: true, photoUrl: true, reply: true, repliedAt: true, publishedAt: true, createdAt: true },
    }),
  ]);
  return {
    summary,
    page,
    pageCount: Math.ceil(summary.count / REVIEWS_PAGE_SIZE),
    reviews: rows.map((row) => ({
      id: row.id,
      name: row.name,
      rating: row.rating!,
      headline: row.headline ?? "",
      text: row.text,
      photoUrl: row.photoUrl,
      reply: row.reply,
      repliedAt: row.repliedAt?.toISOString() ?? null,
      publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    })),
  };
}

/** The first page and the summary, for the prerendered pages (`/`, the USA landing page, the Product JSON-LD). */
export const getVerifiedReviews = cache(cachedRead("verified-reviews", ["reviews"], () => readVerifiedReviewPage(1), STOREFRONT_READ_SECONDS));

/** A page as GET /api/reviews sends it (its JSON text, cached). */
export const verifiedReviewPageJson = cachedJsonRead("verified-reviews-page", ["reviews"], (page: number) => readVerifiedReviewPage(page));
