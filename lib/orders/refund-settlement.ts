// What settles a refund, whoever asked for it: the owner's request
// (lib/orders/refunds.ts) right after the provider answers, or the sweep of
// refunds a crash left pending (lib/orders/stuck-refunds.ts). A refund made is
// recorded with the order's new status and the customer's e-mail; one that
// gave nothing back is kept as failed and its amount released; Stripe Tax
// records the refund's reversal.
import "server-only";
import { raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { queueRefundEmail } from "@/lib/mail/order-updates";
import { orderLinesInclude } from "@/lib/orders/order-json";
import { statusAfterRefund } from "@/lib/orders/order-status";
import { restockOrder } from "@/lib/orders/restock";
import type { TaxSource } from "@/lib/tax/calculator";
import { taxBookkeepingFor } from "@/lib/tax/provider";

type Tx = Prisma.TransactionClient;

/** A refund reserved and not yet made: its amount and its share of the tax. */
export interface ReservedRefund {
  id: string;
  amountCents: number;
  taxCents: number;
}

/**
 * Records a refund that went back with the tax bookkeeping of the order
 * (Stripe Tax: a reversal of the order's tax transaction, made first when
 * its sale was never recorded). Never throws: a failure is raised as an
 * alert, and the refund stands.
 */
export async function recordTaxRefund(order: { id: string; amountCents: number; taxSource: string }, refund: { id: string; amountCents: number; taxCents: number }): Promise<void> {
  if (order.taxSource !== "stripe") return;
  try {
    const bookkeeping = taxBookkeepingFor(order.taxSource as TaxSource);
    if (!bookkeeping) throw new Error("the shop is not connected to Stripe");
    const taxed = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { id: true, taxCents: true, taxCalculationId: true, taxTransactionId: true } });
    if (!taxed.taxTransactionId && taxed.taxCalculationId) {
      taxed.taxTransactionId = await bookkeeping.recordSale(taxed);
      if (taxed.taxTransactionId) await db.order.update({ where: { id: order.id }, data: { taxTransactionId: taxed.taxTransactionId } });
    }
    await bookkeeping.recordRefund(taxed, { ...refund, full: refund.amountCents === order.amountCents });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await raiseAlert("tax_record_failed", `refund:${refund.id}`, {
      message: `Refund ${refund.id} of order ${order.id} could not be recorded with Stripe Tax (reverse it in Stripe's Dashboard): ${message}`,
      facts: { orderId: order.id, refundId: refund.id, amount: formatMoney(refund.amountCents), error: message },
    });
  }
}

/**
 * Marks a reserved refund as made and queues the customer's e-mail; the
 * order becomes refunded when nothing is left, or cancelled when the refund
 * is a cancellation's (in the same transaction, so a cancellation whose
 * money went back is never left half done).
 */
export async function settleRefund(
  tx: Tx,
  refundId: string,
  providerRefundId: string | null,
  now: Date,
  cancelReason?: string,
  restock = false,
): Promise<{ status: OrderStatus; refundedCents: number; restocked: boolean }> {
  const refund = await tx.refund.update({ where: { id: refundId }, data: { status: "succeeded", providerRefundId, settledAt: now } });
  // A cancelled order's tins never left; a refund with "put back in stock" brought them back.
  const restocked = cancelReason !== undefined || restock ? await restockOrder(tx, refund.orderId, now) : false;
  const order = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId }, include: orderLinesInclude });
  const data =
    cancelReason !== undefined
      ? { status: "cancelled" as const, cancelledAt: now, cancelReason }
      : { status: statusAfterRefund(order.status, order.amountCents, order.refundedCents) };
  const updated = data.status === order.status ? order : await tx.order.update({ where: { id: order.id }, data, include: orderLinesInclude });
  await queueRefundEmail(tx, updated, refund);
  return { status: updated.status, refundedCents: updated.refundedCents, restocked };
}

/**
 * A reserved refund that gave nothing back: kept as failed with the
 * provider's message, and its amount (and tax) no longer counted on the
 * order. Only a refund still pending is changed; false when it was not.
 */
export async function failReservedRefund(refund: ReservedRefund, orderId: string, message: string, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.refund.updateMany({ where: { id: refund.id, status: "pending" }, data: { status: "failed", failureMessage: message, settledAt: now } });
    if (count === 0) return false;
    await tx.order.update({ where: { id: orderId }, data: { refundedCents: { decrement: refund.amountCents }, refundedTaxCents: { decrement: refund.taxCents } } });
    return true;
  });
}

/** The provider's idempotency key of a refund the owner made. */
export const providerRefundKey = (refundId: string) => `order-refund-${refundId}`;

