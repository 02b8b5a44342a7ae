// A customer cancels their own order from their account. This is the owner's
// cancellation (lib/orders/refunds.ts cancelOrder: the full refund through
// the provider the order was paid with, the tins put back into stock, a
// label voided, the refund e-mail), called as the customer, with the
// customer's rules (lib/account/cancel-rules.ts) checked first and again
// under the order's row lock: the order must be theirs, not shipped, without
// a label, within the owner's window, and no other refund may be under way.
// Of two cancellations at once, the second finds the first's refund under
// way (or the order cancelled) and is refused: one refund. A refusal changes
// nothing.
import "server-only";
import { randomUUID } from "node:crypto";
import { assertCustomer, type CustomerPrincipal } from "@/lib/account/principal";
import { cancelRefusal } from "@/lib/account/cancel-rules";
import { cancellableOf, isOwnOrder, ORDER_NOT_FOUND } from "@/lib/account/orders";
import { readCancelSettings } from "@/lib/account/settings";
import { DomainError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/http/ids";
import { logger } from "@/lib/log";
import { cancelOrder, type CancelOutcome } from "@/lib/orders/refunds";
import { LIMITS } from "@/lib/security/limits";
import { enforceLimit } from "@/lib/security/rate-limit";
import { getSite } from "@/lib/site";

const log = logger("account");

/** The reason recorded on the order and its refund. */
export function customerCancelReason(reason?: string): string {
  return reason ? `Cancelled by the customer: ${reason}` : "Cancelled by the customer";
}

export const REFUND_NOT_MADE = "We could not refund your payment just now, so your order has not been cancelled. Please try again in a few minutes.";

/** Throws (404, or 409 with the customer's reason) unless the customer may cancel the order now. */
async function assertMayCancel(tx: Prisma.TransactionClient, customer: CustomerPrincipal, orderId: string, now: Date): Promise<void> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: {
      customerEmail: true,
      status: true,
      createdAt: true,
      trackingNumber: true,
      labels: { where: { voidedAt: null }, select: { id: true }, take: 1 },
      refunds: { where: { status: "pending" }, select: { id: true }, take: 1 },
    },
  });
  if (!order || !isOwnOrder(customer, order)) throw notFound(ORDER_NOT_FOUND);
  const settings = await readCancelSettings(tx);
  const refusal = cancelRefusal(cancellableOf(order), settings.values, now, getSite().supportEmail);
  if (refusal) throw new DomainError("conflict", refusal.code, refusal.message);
}

/** Cancels the customer's own order: refunded in full, put back into stock, the refund e-mailed. */
export async function cancelOwnOrder(customer: CustomerPrincipal, orderId: string, reason?: string, now = new Date()): Promise<CancelOutcome> {
  assertCustomer(customer);
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  await enforceLimit(LIMITS.customerCancels, customer.memberId, "You have tried to cancel orders many times in a short while. Please wait an hour, or write to us.");
  let outcome: CancelOutcome;
  try {
    outcome = await cancelOrder(customer, { orderId, reason: customerCancelReason(reason), requestKey: randomUUID(), check: (tx) => assertMayCancel(tx, customer, orderId, now) }, now);
  } catch (error) {
    // The provider refused the refund: the order stays as it was, and the customer may try again.
    if (error instanceof DomainError && error.code === "refund_failed") throw new DomainError("upstream_failed", "refund_failed", REFUND_NOT_MADE);
    throw error;
  }
  log.info("order cancelled by its customer", { orderId, refundedCents: outcome.refundedNowCents });
  return outcome;
}
