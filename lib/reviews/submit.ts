// A customer writing the review of their order, with the single-use link of
// their review e-mail (lib/links/email-link.ts, purpose "review"). The page
// checks the link first (reviewLinkState); sending the review uses the link
// in the transaction that stores the review, so a link used twice, expired,
// unknown or made for another order stores nothing and says which it was.
// The review waits for the owner's moderation, whatever its rating.
import "server-only";
import { db } from "@/lib/db";
import { DomainError, rateLimited } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { checkEmailLink, signedLinkId, useEmailLink, type EmailLinkFailure } from "@/lib/links/email-link";
import { describeLines } from "@/lib/cart/pricing";
import { shownNameOf } from "@/lib/reviews/format";
import { OWN_PHOTO_ADDRESS, type ReviewSubmission } from "@/lib/reviews/schema";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit } from "@/lib/security/rate-limit";

/** Why a review link does not open the form: the link's own reasons, or the order has its review already. */
export type ReviewLinkProblem = EmailLinkFailure | "reviewed";

export const REVIEW_LINK_MESSAGES: Record<ReviewLinkProblem, string> = {
  unknown: "This review link is not valid. Please open the link from your e-mail again, exactly as it was sent.",
  expired: "This review link has expired. Review links work for 60 days after we send them.",
  used: "This review link has already been used: we have your review. Thank you!",
  reviewed: "This order already has a review. Thank you!",
};

export const WRONG_ORDER_MESSAGE = "This review link is for another order. Please open the link from the e-mail about this order.";
export const REVIEW_THANKS = "Thank you! Your review will appear once we have checked it.";
export const PHOTO_GONE_MESSAGE = "The photo could not be found. Please upload it again.";
export const LINK_ATTEMPTS_MESSAGE = "This review link was tried too many times. Please wait an hour and try again.";

/** What the review page shows for a link: the form (with the order it is about), or why not. */
export type ReviewLinkState =
  | { ok: true; orderId: string; ordered: string; deliveredAt: string | null; shownName: string }
  | { ok: false; problem: ReviewLinkProblem };

/** The order a review link is for, when it still has one (an anonymized order no longer does). */
async function linkedOrder(orderId: string | null) {
  if (!orderId) return null;
  return db.order.findFirst({
    where: { id: orderId, anonymizedAt: null },
    select: { id: true, customerName: true, deliveredAt: true, lines: { orderBy: { position: "asc" }, select: { quantity: true, productSize: true } }, review: { select: { id: true } } },
  });
}

/** Checks a link for the review page, without using it. */
export async function reviewLinkState(token: string, now = new Date()): Promise<ReviewLinkState> {
  const check = await checkEmailLink("review", token, now);
  if (!check.ok) return { ok: false, problem: check.reason };
  const order = await linkedOrder(check.link.orderId);
  if (!order) return { ok: false, problem: "unknown" };
  if (order.review) return { ok: false, problem: "reviewed" };
  return {
    ok: true,
    orderId: order.id,
    ordered: describeLines(order.lines.map((line) => ({ quantity: line.quantity, size: line.productSize }))),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    shownName: shownNameOf(order.customerName),
  };
}

const linkRefused = (problem: ReviewLinkProblem) => new DomainError(problem === "reviewed" ? "conflict" : "forbidden", `review_link_${problem}`, REVIEW_LINK_MESSAGES[problem]);

/** A photo the shop's upload flow stored (its metadata stripped), else a field message. */
async function assertStoredPhoto(tx: Prisma.TransactionClient, photoUrl: string | null): Promise<void> {
  if (!photoUrl) return;
  const key = OWN_PHOTO_ADDRESS.exec(photoUrl)?.[1];
  const upload = key ? await tx.storedUpload.findUnique({ where: { key }, select: { purpose: true, status: true } }) : null;
  if (!upload || upload.purpose !== "photo" || !["stored", "attached"].includes(upload.status)) {
    throw new DomainError("invalid", "invalid_request", PHOTO_GONE_MESSAGE, { fields: { photoUrl: PHOTO_GONE_MESSAGE } });
  }
}

/**
 * Stores a customer's review for moderation and uses its link, in one
 * transaction. Each link may be tried a limited number of times an hour,
 * however many clients try it.
 */
export async function submitReview(input: ReviewSubmission, now = new Date()): Promise<{ id: string; message: string }> {
  const linkId = await signedLinkId("review", input.token);
  if (!linkId) throw linkRefused("unknown");
  const attempts = await consumeLimit(LIMITS.reviewLinkAttempts, linkId, 1, now);
  if (!attempts.allowed) throw rateLimited(attempts.retryAfterSeconds, LINK_ATTEMPTS_MESSAGE);
  try {
    return await db.$transaction(async (tx) => {
      const used = await useEmailLink(tx, "review", input.token, now);
      if (!used.ok) throw linkRefused(used.reason);
      // Thrown errors roll the transaction back: the link stays unused.
      if (used.link.orderId !== input.orderId) throw new DomainError("forbidden", "review_link_wrong_order", WRONG_ORDER_MESSAGE);
      const order = await tx.order.findFirst({ where: { id: input.orderId, anonymizedAt: null }, select: { id: true, review: { select: { id: true } } } });
      if (!order) throw linkRefused("unknown");
      if (order.review) throw linkRefused("reviewed");
      await assertStoredPhoto(tx, input.photoUrl);
      const review = await tx.review.create({
        data: {
          source: "verified",
          status: "pending",
          orderId: order.id,
          name: input.name,
          rating: input.rating,
          headline: input.headline,
          text: input.text,
          photoUrl: input.photoUrl,
          createdAt: now,
        },
        select: { id: true },
      });
      return { id: review.id, message: REVIEW_THANKS };
    });
  } catch (error) {
    // Two links of one order sent at once: the second insert meets the first's unique order.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw linkRefused("reviewed");
    throw error;
  }
}
