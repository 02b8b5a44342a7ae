// Cancelling a late order with the link of its delay notice
// (lib/orders/late-orders.ts): no sign-in, one click on the page the link
// opens (a GET never cancels: mail scanners follow links; the page's button
// POSTs). The link (lib/links/email-link.ts, purpose "cancel") is signed and
// single-use; it works until the order ships (checked against the order when
// it is used: a label or a tracking number ends it) and at most
// CANCEL_LINK_DAYS days.
//
// This is the FTC mail-order rule's option to cancel a delayed order, so it
// does not depend on the owner's setting for cancellations from the account
// (lib/account/settings.ts: off, or a window of hours): whatever that says,
// the delay notice's link cancels an order that has not shipped. Everything
// else is the customer's cancellation from their account: the owner's
// cancelOrder (lib/orders/refunds.ts: a full refund through the provider the
// order was paid with, the tins back in stock, the refund e-mail), recorded
// as the customer's, with the customer's rules (lib/account/cancel-rules.ts)
// checked again under the order's row lock. Of two clicks at once, the
// second finds the first's refund under way (or the order cancelled) and is
// refused: one refund. The link is marked used once the order is cancelled,
// and the order's order_late alert is closed (resolved by the shop: nothing
// is left for the owner to do); a refusal changes nothing.
import "server-only";
import { randomUUID } from "node:crypto";
import { REFUND_NOT_MADE } from "@/lib/account/cancel";
import { cancelRefusal, type CancelRefusalCode } from "@/lib/account/cancel-rules";
import { closeAlertsSettledByShop } from "@/lib/alerts/raise";
import { cancellableOf } from "@/lib/account/orders";
import { grantCustomerPrincipal } from "@/lib/account/principal";
import type { CancelSettings } from "@/lib/account/schemas";
import { describeLines } from "@/lib/cart/pricing";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { checkEmailLink, useEmailLink, type EmailLinkFailure, type EmailLinkRow } from "@/lib/links/email-link";
import { logger } from "@/lib/log";
import { calendarDayIn, formatCalendarDay } from "@/lib/orders/business-days";
import { cancelOrder } from "@/lib/orders/refunds";
import { getConfig } from "@/lib/config";
import { getSite } from "@/lib/site";

const log = logger("orders");

/**
 * The customer's rules with the owner's setting left out: customers may
 * cancel, until a label is bought (see the file's comment: the FTC's option
 * to cancel a delayed order).
 */
const DELAY_NOTICE_RULES: CancelSettings = { customersMayCancel: true, cancelWindowHours: 0 };

export const DELAY_CANCEL_REASON = "Cancelled by the customer from the delay notice";

/** Why the link does not cancel: the link's own reasons, or the order's. */
export type LateCancelProblem = EmailLinkFailure | Exclude<CancelRefusalCode, "cancel_off" | "window_passed">;

const LINK_MESSAGES: Record<EmailLinkFailure, string> = {
  unknown: "This cancel link is not valid. Please open the link from your e-mail again, exactly as it was sent.",
  expired: "This cancel link has expired. If you still want to cancel your order, write to us and we will help.",
  used: "This cancel link has already been used: your order is cancelled and your refund is on its way.",
};

export const NO_CANCEL_TOKEN = "This page needs the link from the e-mail about your delayed order. Please open that link again, exactly as it was sent.";

/** What the cancel page shows: the order and its button, or why not. */
export type LateCancelState =
  | { ok: true; orderNumber: string; ordered: string; total: string; placedOn: string }
  | { ok: false; problem: LateCancelProblem; message: string };

const orderInclude = {
  lines: { orderBy: { position: "asc" }, select: { quantity: true, productSize: true } },
  labels: { where: { voidedAt: null }, select: { id: true }, take: 1 },
  refunds: { where: { status: "pending" }, select: { id: true }, take: 1 },
} satisfies Prisma.OrderInclude;

/** The link's order, or why it may not be cancelled now; null when the order is gone (unknown). */
async function judgeOrder(client: Prisma.TransactionClient | typeof db, link: EmailLinkRow, now: Date) {
  if (!link.orderId) return null;
  const order = await client.order.findUnique({ where: { id: link.orderId }, include: orderInclude });
  if (!order || order.anonymizedAt) return null;
  const refusal = cancelRefusal(cancellableOf(order), DELAY_NOTICE_RULES, now, getSite().supportEmail);
  return { order, refusal };
}

const refused = (problem: LateCancelProblem, message: string): LateCancelState => ({ ok: false, problem, message });

/** What the page of a cancel link shows (the link is checked, not used). */
export async function lateCancelState(token: string, now = new Date()): Promise<LateCancelState> {
  const check = await checkEmailLink("cancel", token, now);
  if (!check.ok) return refused(check.reason, LINK_MESSAGES[check.reason]);
  const judged = await judgeOrder(db, check.link, now);
  if (!judged) return refused("unknown", LINK_MESSAGES.unknown);
  const { order, refusal } = judged;
  if (refusal) return refused(refusal.code as LateCancelProblem, refusal.message);
  return {
    ok: true,
    orderNumber: order.id.slice(0, 8),
    ordered: describeLines(order.lines.map((line) => ({ quantity: line.quantity, size: line.productSize }))),
    total: formatMoney(order.amountCents - order.refundedCents),
    placedOn: formatCalendarDay(calendarDayIn(order.createdAt, getConfig().shop.timeZone)),
  };
}

const refusal = (problem: LateCancelProblem, message: string) =>
  new DomainError(problem === "unknown" ? "not_found" : problem === "expired" || problem === "used" ? "forbidden" : "conflict", `cancel_link_${problem}`, message);

export interface LateCancelOutcome {
  refundedNowCents: number;
  message: string;
}

/**
 * Cancels the order of a delay notice's link: refunded in full, put back
 * into stock, the refund e-mailed, the link used. Throws with the reason
 * (and changes nothing) when the link or the order does not allow it.
 */
export async function cancelByDelayLink(token: string, now = new Date()): Promise<LateCancelOutcome> {
  const check = await checkEmailLink("cancel", token, now);
  if (!check.ok) throw refusal(check.reason, LINK_MESSAGES[check.reason]);
  const link = check.link;
  const orderId = link.orderId;
  if (!orderId) throw refusal("unknown", LINK_MESSAGES.unknown);
  // Run before anything is read, and again under the order's row lock.
  const assertMayCancel = async (client: Prisma.TransactionClient) => {
    const judged = await judgeOrder(client, link, now);
    if (!judged) throw refusal("unknown", LINK_MESSAGES.unknown);
    if (judged.refusal) throw refusal(judged.refusal.code as LateCancelProblem, judged.refusal.message);
  };
  // The link proves the address as the e-mail sign-in does: its holder acts
  // as the customer of that address, for this one order (there may be no account).
  const customer = grantCustomerPrincipal({ id: link.id, email: link.email });
  let refundedNowCents: number;
  try {
    ({ refundedNowCents } = await cancelOrder(customer, { orderId, reason: DELAY_CANCEL_REASON, requestKey: `delay-cancel:${link.id}:${randomUUID()}`, check: assertMayCancel }, now));
  } catch (error) {
    // The provider refused the refund: the order stays as it was, and the link still works.
    if (error instanceof DomainError && error.code === "refund_failed") throw new DomainError("upstream_failed", "refund_failed", REFUND_NOT_MADE);
    throw error;
  }
  await db.$transaction((tx) => useEmailLink(tx, "cancel", token, now));
  // Nothing is left for the owner to do about this late order.
  await closeAlertsSettledByShop("order_late", orderId);
  log.info("late order cancelled by its customer from the delay notice", { orderId, refundedCents: refundedNowCents });
  return {
    refundedNowCents,
    message:
      refundedNowCents > 0
        ? `Your order is cancelled. We have refunded ${formatMoney(refundedNowCents)} to the card you paid with; your bank usually shows it within 5-10 business days. We have e-mailed you a receipt.`
        : "Your order is cancelled.",
  };
}
