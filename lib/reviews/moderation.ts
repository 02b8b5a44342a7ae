// The owner's moderation of verified buyers' reviews (the "Customer reviews"
// section of /admin/content). Every customer's review waits for it, whatever
// its rating; the owner approves it (it shows on the storefront, newest
// first), rejects it (it does not, or no longer does) or answers it publicly
// (the answer shows under it). The owner never edits what a customer wrote.
// Each action names the version it was taken on (409 edit_conflict when
// another admin acted since), is written to the change log in its
// transaction, and refreshes the reviews (and with them the average, the
// claims that follow it and every page that shows them).
import "server-only";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { refreshData } from "@/lib/cache/data-tags";
import { db } from "@/lib/db";
import { editConflict, editedItemGone, recordChange } from "@/lib/editing/changes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readReviewSummary, type ReviewSummary } from "@/lib/reviews/public";
import { starsLabel } from "@/lib/reviews/format";
import type { ReviewModeration } from "@/lib/reviews/schema";
import { readReviewSettings, type ReviewSettingsJson } from "@/lib/reviews/settings";

export interface ModeratedReviewJson {
  id: string;
  version: number;
  status: "pending" | "approved" | "rejected";
  name: string;
  rating: number;
  headline: string;
  text: string;
  photoUrl: string | null;
  reply: string | null;
  repliedAt: string | null;
  /** The first 8 characters of the order's id, as the dashboard shows them. */
  order: string | null;
  createdAt: string;
  publishedAt: string | null;
  moderatedAt: string | null;
}

export interface ReviewModerationJson {
  pending: ModeratedReviewJson[];
  approved: ModeratedReviewJson[];
  rejected: ModeratedReviewJson[];
  counts: { pending: number; approved: number; rejected: number };
  summary: ReviewSummary;
  settings: ReviewSettingsJson;
}

/** Reviews shown per list (the oldest waiting first; the latest approved and rejected first). */
export const MODERATION_LIST_LIMIT = 50;

const select = {
  id: true,
  version: true,
  status: true,
  name: true,
  rating: true,
  headline: true,
  text: true,
  photoUrl: true,
  reply: true,
  repliedAt: true,
  orderId: true,
  createdAt: true,
  publishedAt: true,
  moderatedAt: true,
} as const;

type Row = Prisma.ReviewGetPayload<{ select: typeof select }>;

const toJson = (row: Row): ModeratedReviewJson => ({
  id: row.id,
  version: row.version,
  status: row.status,
  name: row.name,
  rating: row.rating ?? 0,
  headline: row.headline ?? "",
  text: row.text,
  photoUrl: row.photoUrl,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  order: row.orderId?.slice(0, 8) ?? null,
  createdAt: row.createdAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

const VERIFIED = { source: "verified" } as const;

/** The queue (oldest first), the latest approved and rejected reviews, the counts, the average and the settings. */
export async function reviewModeration(admin: AdminPrincipal): Promise<ReviewModerationJson> {
  assertAdmin(admin);
  const [pending, approved, rejected, counts, summary, settings] = await Promise.all([
    db.review.findMany({ where: { ...VERIFIED, status: "pending" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take: MODERATION_LIST_LIMIT, select }),
    db.review.findMany({ where: { ...VERIFIED, status: "approved" }, orderBy: [{ publishedAt: "desc" }, { id: "desc" }], take: MODERATION_LIST_LIMIT, select }),
    db.review.findMany({ where: { ...VERIFIED, status: "rejected" }, orderBy: [{ moderatedAt: "desc" }, { id: "desc" }], take: MODERATION_LIST_LIMIT, select }),
    db.review.groupBy({ by: ["status"], where: VERIFIED, _count: { _all: true } }),
    readReviewSummary(),
    readReviewSettings(),
  ]);
  const count = (status: string) => counts.find((row) => row.status === status)?._count._all ?? 0;
  return {
    pending: pending.map(toJson),
    approved: approved.map(toJson),
    rejected: rejected.map(toJson),
    counts: { pending: count("pending"), approved: count("approved"), rejected: count("rejected") },
    summary,
    settings,
  };
}

const DONE = { approve: "Approved", reject: "Rejected", answer: "Answered" } as const;

/** Approves, rejects or answers one customer's review; answers the review as it is now. */
export async function moderateReview(admin: AdminPrincipal, id: string, action: ReviewModeration, now = new Date()): Promise<{ review: ModeratedReviewJson }> {
  assertAdmin(admin);
  const review = await db.$transaction(async (tx) => {
    const before = await tx.review.findFirst({ where: { id, ...VERIFIED }, select });
    if (!before) throw editedItemGone("review");
    let data: Prisma.ReviewUpdateManyMutationInput;
    let summary: string;
    const who = `the review by ${before.name} (${starsLabel(before.rating ?? 0)})`;
    if (action.action === "answer") {
      const reply = action.reply || null;
      data = { reply, repliedAt: reply ? now : null };
      summary = reply ? `${before.reply ? "Changed the answer to" : "Answered"} ${who}` : `Removed the answer to ${who}`;
    } else {
      const status = action.action === "approve" ? "approved" : "rejected";
      // An approved review is dated when it was first published; a rejected one is no longer published.
      data = { status, moderatedAt: now, publishedAt: status === "approved" ? (before.status === "approved" ? before.publishedAt : now) : null };
      summary = `${DONE[action.action]} ${who}`;
    }
    const updated = await tx.review.updateMany({ where: { id, version: action.version }, data: { ...data, version: { increment: 1 } } });
    if (before.version !== action.version || updated.count !== 1) throw editConflict("review");
    const after = await tx.review.findUniqueOrThrow({ where: { id }, select });
    await recordChange(tx, admin, {
      entity: "review",
      entityId: id,
      action: "update",
      summary,
      before: { status: before.status, reply: before.reply },
      after: { status: after.status, reply: after.reply },
    });
    return after;
  });
  refreshData("reviews");
  return { review: toJson(review) };
}
