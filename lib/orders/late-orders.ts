// Late orders: an order still unshipped after the promised processing time
// (the delivery promise's longest processing time, in business days of the
// shop's time zone: lib/orders/business-days.ts) is late. For each, once:
//   - the customer is sent a delay notice (lib/mail/delay-notice.ts) with a
//     new ship-by date and a single-use link to cancel it for a full refund
//     (lib/orders/late-cancel.ts), valid until the order ships;
//   - the owner is told (the alert order_late, keyed by the order: the
//     dashboard's "Needs your attention" and an e-mail to every admin), and
//     the dashboard counts the late orders still unshipped.
//
// Unshipped means: paid (a label moves an order to processing, shipping to
// shipped), no tracking number and no live label, not cancelled, not
// refunded in full, no refund under way, not anonymized. Orders placed more
// than LATE_NOTICE_WINDOW_DAYS ago are left alone: turning this on, or
// importing old orders, never writes to customers of long ago.
//
// It runs hourly in every server process (lib/maintenance/background.ts) and
// by `npm run orders:late`. Once per order, whatever runs at the same time:
// each order is claimed by a conditional update of Order.delayNoticeAt (a
// second instance waits for the row, then finds it claimed and does
// nothing), and the link and the e-mail are stored in that same transaction,
// the e-mail under the dedupe key `delay-notice:<orderId>`. The alert is
// raised once the notice is stored (and once only: alerts are unique on name
// and key).
import "server-only";
import { closeAlertsSettledByShop, raiseAlert } from "@/lib/alerts/raise";
import { getConfig } from "@/lib/config";
import { isUuid } from "@/lib/http/ids";
import { db } from "@/lib/db";
import { readMailFacts } from "@/lib/editable-content/policies";
import { businessDays } from "@/lib/editable-content/policy-schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createEmailLink, emailLinkUrl } from "@/lib/links/email-link";
import { composeDelayNotice, delayNoticeKey } from "@/lib/mail/delay-notice";
import { mailFooter } from "@/lib/mail/footer";
import { deliverPendingEmails, queueEmail } from "@/lib/mail/outbox";
import { calendarDayIn, formatCalendarDay, isLate, lateCandidatesBefore, newShipByDay, shipByDay } from "@/lib/orders/business-days";
import { orderLinesInclude } from "@/lib/orders/order-json";
import { redactEmails } from "@/lib/security/redact";
import { logger } from "@/lib/log";

const log = logger("orders");

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders placed longer ago than this are never sent a delay notice. */
export const LATE_NOTICE_WINDOW_DAYS = 60;
/** How long the cancel link works at most; it stops working sooner, when the order ships. */
export const CANCEL_LINK_DAYS = 60;
/** The page the delay notice's link opens. */
export const CANCEL_PAGE_PATH = "/orders/cancel";

const BATCH_SIZE = 50;
const MAX_BATCHES = 20;

/** Paid and not shipped, labelled, cancelled, refunded in full or being refunded; no notice sent yet. */
function awaitingNotice(): Prisma.OrderWhereInput {
  return {
    status: "paid",
    trackingNumber: null,
    shippedAt: null,
    cancelledAt: null,
    anonymizedAt: null,
    delayNoticeAt: null,
    refundedCents: { lt: db.order.fields.amountCents },
    labels: { none: { voidedAt: null } },
    refunds: { none: { status: "pending" } },
  };
}

class NoLongerLate extends Error {}

interface NoticeContext {
  now: Date;
  timeZone: string;
  processingDays: number;
}

/** Claims one order and stores its link and notice; false when another run claimed it or it no longer qualifies. */
async function noticeOne(orderId: string, context: NoticeContext): Promise<boolean> {
  const { now, timeZone, processingDays } = context;
  let facts: { placedOn: string; shipBy: string; newShipBy: string } | null = null;
  try {
    await db.$transaction(async (tx) => {
      // The conditional update locks the row: of two runs, the second finds it claimed.
      const claimed = await tx.order.updateMany({ where: { id: orderId, status: "paid", trackingNumber: null, cancelledAt: null, anonymizedAt: null, delayNoticeAt: null }, data: { delayNoticeAt: now } });
      if (claimed.count !== 1) throw new NoLongerLate();
      // The rest of the rule, read under that lock (a label or a refund started meanwhile).
      const order = await tx.order.findFirst({ where: { ...awaitingNotice(), delayNoticeAt: now, id: orderId }, include: orderLinesInclude });
      if (!order || !isLate(order.createdAt, processingDays, now, timeZone)) throw new NoLongerLate();
      const { token } = await createEmailLink(tx, { purpose: "cancel", email: order.customerEmail, orderId, validForMs: CANCEL_LINK_DAYS * DAY_MS, now });
      const { business } = await readMailFacts(tx);
      facts = {
        placedOn: formatCalendarDay(calendarDayIn(order.createdAt, timeZone)),
        shipBy: formatCalendarDay(shipByDay(order.createdAt, processingDays, timeZone)),
        newShipBy: formatCalendarDay(newShipByDay(now, processingDays, timeZone)),
      };
      const message = composeDelayNotice(
        order,
        { placedOn: facts.placedOn, promised: businessDays(processingDays, processingDays), newShipBy: facts.newShipBy, cancelUrl: emailLinkUrl(CANCEL_PAGE_PATH, token) },
        mailFooter(business),
      );
      await queueEmail(tx, { dedupeKey: delayNoticeKey(orderId), to: order.customerEmail, ...message });
    });
  } catch (error) {
    if (error instanceof NoLongerLate) return false;
    throw error;
  }
  const told = facts as { placedOn: string; shipBy: string; newShipBy: string } | null;
  if (told) {
    await raiseAlert("order_late", orderId, {
      message: `Order ${orderId.slice(0, 8)} was placed on ${told.placedOn} and has not shipped; it was promised by ${told.shipBy}. The customer was sent a delay notice saying it will ship by ${told.newShipBy}, with a link to cancel.`,
      facts: { orderId, placedOn: told.placedOn, promisedBy: told.shipBy, newShipBy: told.newShipBy },
    });
  }
  return true;
}

export interface LateOrderRun {
  now?: Date;
}

/** Sends the delay notice of every order that is late now and has none; answers the orders noticed. */
export async function noticeLateOrders({ now = new Date() }: LateOrderRun = {}): Promise<string[]> {
  const { delivery } = await readMailFacts();
  const context: NoticeContext = { now, timeZone: getConfig().shop.timeZone, processingDays: delivery.processingTo };
  const window = { gt: new Date(now.getTime() - LATE_NOTICE_WINDOW_DAYS * DAY_MS), lt: lateCandidatesBefore(now, context.processingDays) };
  const noticed: string[] = [];
  const skipped: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    // Oldest first, on the (status, createdAt) index.
    const candidates = await db.order.findMany({
      where: { ...awaitingNotice(), createdAt: window, id: { notIn: skipped } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH_SIZE,
      select: { id: true, createdAt: true },
    });
    for (const { id, createdAt } of candidates) {
      // The later an order was placed, the later its ship-by day: the rest are not late either.
      if (!isLate(createdAt, context.processingDays, now, context.timeZone)) return noticed;
      try {
        if (await noticeOne(id, context)) noticed.push(id);
        else skipped.push(id);
      } catch (error) {
        // Left unclaimed: the next run tries it again.
        skipped.push(id);
        log.error("the delay notice could not be queued", { orderId: id, error: redactEmails(error instanceof Error ? error.message : String(error)) });
      }
    }
    if (candidates.length < BATCH_SIZE) break;
  }
  return noticed;
}

/** Open order_late alerts read per pass when closing those settled. */
const SETTLED_ALERTS_BATCH = 500;

/**
 * Closes the order_late alerts whose order is no longer late: it got its
 * label or shipped, or it was cancelled or refunded (by the owner, or by the
 * delay notice's link, which closes its own at once). The owner resolves the
 * others by shipping the order; the dashboard then clears itself within the hour.
 */
export async function closeSettledLateAlerts(): Promise<number> {
  const open = await db.alert.findMany({ where: { name: "order_late", resolvedAt: null }, select: { key: true }, orderBy: { openedAt: "asc" }, take: SETTLED_ALERTS_BATCH });
  if (open.length === 0) return 0;
  const keys = open.map((alert) => alert.key).filter(isUuid);
  // Still late: paid, no tracking number, no live label, not cancelled (an order deleted on a privacy request is gone: settled).
  const stillLate = await db.order.findMany({
    where: { id: { in: keys }, status: "paid", trackingNumber: null, shippedAt: null, cancelledAt: null, labels: { none: { voidedAt: null } } },
    select: { id: true },
  });
  const late = new Set(stillLate.map((order) => order.id));
  let closed = 0;
  for (const key of keys) if (!late.has(key)) closed += await closeAlertsSettledByShop("order_late", key);
  return closed;
}

/**
 * The hourly pass: sends the delay notices due and their e-mails (one that
 * fails is retried by the mail schedule), then closes the alerts of late
 * orders that have since shipped or were cancelled.
 */
export async function sendDueDelayNotices(now?: Date): Promise<string[]> {
  const noticed = await noticeLateOrders({ now });
  await closeSettledLateAlerts();
  for (const orderId of noticed) await deliverPendingEmails({ dedupeKey: delayNoticeKey(orderId), limit: 1 });
  return noticed;
}

/** How many orders were found late and have still not shipped (the dashboard's badge). */
export async function countLateOrders(): Promise<number> {
  return db.order.count({ where: { status: "paid", delayNoticeAt: { not: null }, trackingNumber: null, cancelledAt: null } });
}
