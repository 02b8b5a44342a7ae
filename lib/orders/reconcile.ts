// Reconciling orders with payments: every payment intent that succeeded in the
// last days must have its order. One can be missing when the payment went
// through while the database was down and Stripe gave up redelivering the
// webhook. Orders are made by the same function as POST /api/orders and the
// webhook, which keeps one order per payment intent however often this runs
// and whatever runs beside it, and refunds (once) a payment that can never
// become an order.
import "server-only";
import { db } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { createOrderForPaymentIntent, RefundedRefusal } from "@/lib/orders/create-order";
import { isReconcileDays, RECONCILE_DAYS } from "@/lib/orders/reconcile-options";
import { getPaymentProvider } from "@/lib/payments/provider";

export interface ReconcileReport {
  since: Date;
  /** Succeeded payment intents in the period. */
  succeeded: number;
  /** Of those, the ones whose order already existed. */
  alreadyOrdered: number;
  /** Orders created now: payment intent → order. */
  created: Array<{ paymentIntentId: string; orderId: string }>;
  /** Payments that could never become orders (unknown product, wrong amount, no details): refunded. */
  refunded: Array<{ paymentIntentId: string; reason: string }>;
  /** Payments that are not orders of this shop (not opened by it, or refunded before). */
  skipped: Array<{ paymentIntentId: string; reason: string }>;
  /** Payments whose order could not be made now; running again retries them. */
  failed: Array<{ paymentIntentId: string; reason: string }>;
}

export async function reconcileOrders(options: { days: number; now?: Date }): Promise<ReconcileReport> {
  const { days } = options;
  if (!isReconcileDays(days)) {
    throw new RangeError(`days must be a whole number from ${RECONCILE_DAYS.min} to ${RECONCILE_DAYS.max}`);
  }
  const since = new Date((options.now ?? new Date()).getTime() - days * 24 * 60 * 60 * 1000);
  const intents = await getPaymentProvider().listSucceededIntents(since);
  const ids = intents.map((intent) => intent.id);
  const ordered = new Set(
    (await db.order.findMany({ where: { paymentIntentId: { in: ids } }, select: { paymentIntentId: true } })).map(
      (order) => order.paymentIntentId,
    ),
  );

  const report: ReconcileReport = { since, succeeded: ids.length, alreadyOrdered: ordered.size, created: [], refunded: [], skipped: [], failed: [] };
  for (const id of ids) {
    if (ordered.has(id)) continue;
    try {
      const { order, created } = await createOrderForPaymentIntent(id);
      if (created) report.created.push({ paymentIntentId: id, orderId: order.id });
      // Made by a webhook or the customer's browser in the meantime.
      else report.alreadyOrdered += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof RefundedRefusal) report.refunded.push({ paymentIntentId: id, reason });
      else if (error instanceof DomainError && error.kind === "unprocessable") report.skipped.push({ paymentIntentId: id, reason });
      else report.failed.push({ paymentIntentId: id, reason });
    }
  }
  return report;
}
