// Asking customers for a review: the owner's number of days after delivery
// (lib/reviews/settings.ts), each delivered order gets one e-mail with a
// single-use review link. It runs on a schedule in every server process
// (hourly, lib/maintenance/background.ts) and right after an order is marked
// delivered (so with 0 days the e-mail goes at once).
//
// An order is asked when it is delivered (status delivered, deliveredAt set),
// was not cancelled, disputed or anonymized, has no review and was not asked
// before, and was delivered at least the owner's number of days ago but not
// more than REVIEW_REQUEST_WINDOW_DAYS days before that: turning the e-mail
// on, or shortening the delay, never mails customers of long ago. Refunded
// orders have the status refunded and are never asked; an order refunded in
// part still is (the shop asks every buyer, not only the happy ones).
//
// Once per order, whatever runs at the same time: each order is claimed by a
// conditional update of Order.reviewRequestedAt (a second instance waits for
// the row, then finds it claimed and does nothing), and the link and the
// e-mail are stored in that same transaction, the e-mail under the dedupe key
// `review-request:<orderId>`.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createEmailLink, emailLinkUrl } from "@/lib/links/email-link";
import { deliverPendingEmails, queueEmail, REQUEST_EMAIL_BUDGET_MS } from "@/lib/mail/outbox";
import { readMailFacts } from "@/lib/editable-content/policies";
import { mailFooter } from "@/lib/mail/footer";
import { composeReviewRequest, reviewRequestKey } from "@/lib/mail/review-request";
import { orderLinesInclude } from "@/lib/orders/order-json";
import { REVIEW_LINK_DAYS, REVIEW_REQUEST_WINDOW_DAYS } from "@/lib/reviews/schema";
import { readReviewSettings } from "@/lib/reviews/settings";
import { redactEmails } from "@/lib/security/redact";
import { logger } from "@/lib/log";

const log = logger("reviews");

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders asked per query; a run goes on while there are more. */
const BATCH_SIZE = 50;
/** At most this many batches per run: the next run goes on. */
const MAX_BATCHES = 20;

/** The page of the review form, which the e-mail's link opens. */
export const REVIEW_PAGE_PATH = "/reviews/write";

/** Orders that may be asked now, delivered between `from` (excluded) and `to`. */
function askable(from: Date, to: Date): Prisma.OrderWhereInput {
  return { status: "delivered", deliveredAt: { gt: from, lte: to }, reviewRequestedAt: null, anonymizedAt: null, cancelledAt: null, disputedAt: null };
}

/** Claims one order and stores its link and e-mail; false when it was claimed by another run or no longer qualifies. */
async function askOne(orderId: string, where: Prisma.OrderWhereInput, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({ where: { ...where, id: orderId }, data: { reviewRequestedAt: now } });
    if (claimed.count !== 1) return false;
    const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: orderLinesInclude });
    const { token } = await createEmailLink(tx, { purpose: "review", email: order.customerEmail, orderId, validForMs: REVIEW_LINK_DAYS * DAY_MS, now });
    const footer = mailFooter((await readMailFacts(tx)).business);
    const message = composeReviewRequest(order, { url: emailLinkUrl(REVIEW_PAGE_PATH, token), validDays: REVIEW_LINK_DAYS }, footer);
    await queueEmail(tx, { dedupeKey: reviewRequestKey(orderId), to: order.customerEmail, ...message });
    return true;
  });
}

export interface ReviewRequestRun {
  now?: Date;
  /** Only these orders (those just marked delivered). */
  orderIds?: readonly string[];
}

/** Queues the review e-mail of every order that is due; answers the dedupe keys of the e-mails queued. */
export async function requestReviews({ now = new Date(), orderIds }: ReviewRequestRun = {}): Promise<string[]> {
  if (orderIds && orderIds.length === 0) return [];
  const { values: settings } = await readReviewSettings();
  if (!settings.askForReviews) return [];
  const to = new Date(now.getTime() - settings.requestDelayDays * DAY_MS);
  const from = new Date(to.getTime() - REVIEW_REQUEST_WINDOW_DAYS * DAY_MS);
  const where = askable(from, to);
  const queued: string[] = [];
  const failed: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await db.order.findMany({
      where: { ...where, review: { is: null }, id: { ...(orderIds ? { in: [...orderIds] } : {}), notIn: failed } },
      orderBy: { deliveredAt: "asc" },
      take: BATCH_SIZE,
      select: { id: true },
    });
    for (const { id } of due) {
      try {
        if (await askOne(id, where, now)) queued.push(reviewRequestKey(id));
      } catch (error) {
        // Left unclaimed: the next run tries it again.
        failed.push(id);
        log.error("the review e-mail could not be queued", { orderId: id, error: redactEmails(error instanceof Error ? error.message : String(error)) });
      }
    }
    if (due.length < BATCH_SIZE) break;
  }
  return queued;
}

/**
 * Right after orders were marked delivered (the admin's status change, the
 * carrier's webhook): asks those that are due now (a delay of 0 days) and
 * sends their e-mails within one request's short budget (what is left is
 * sent by the mail schedule within minutes). Never fails the
 * change that called it: whatever goes wrong is logged, and the schedule
 * asks again later.
 */
export async function requestReviewsAfterDelivery(orderIds: readonly string[]): Promise<void> {
  try {
    const queued = await requestReviews({ orderIds });
    // One request's budget for all of them (a bulk change may deliver hundreds): the rest go with the mail schedule.
    const deadline = Date.now() + REQUEST_EMAIL_BUDGET_MS;
    for (const dedupeKey of queued) {
      const budgetMs = deadline - Date.now();
      if (budgetMs <= 0) break;
      await deliverPendingEmails({ dedupeKey, budgetMs });
    }
  } catch (error) {
    log.error("asking for reviews after delivery failed", { error: redactEmails(error instanceof Error ? error.message : String(error)) });
  }
}

/** The hourly pass: queues the review e-mails that are due and sends them (one that fails is retried by the mail schedule). */
export async function sendDueReviewRequests(): Promise<void> {
  for (const dedupeKey of await requestReviews()) await deliverPendingEmails({ dedupeKey, limit: 1 });
}
