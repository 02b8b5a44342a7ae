// Reconciling orders with payments: every payment intent that succeeded in the
// last days must have its order. One can be missing when the payment went
// through while the database was down and Stripe gave up redelivering the
// webhook. Orders are made by the same function as POST /api/orders and the
// webhook, which keeps one order per payment intent however often this runs
// and whatever runs beside it, and refunds (once) a payment that can never
// become an order. Orders it had to make are raised as an alert
// (reconcile_created_orders): something kept them from being made at the time.
// It runs daily by itself (runDailyReconcile, claimed once for the whole shop)
// and by hand with `npm run orders:reconcile`.
import "server-only";
import { createHash } from "node:crypto";
import { raiseAlert } from "@/lib/alerts/raise";
import { db } from "@/lib/db";
import { DomainError } from "@/lib/errors";
import { createOrderForPaymentIntent, RefundedRefusal } from "@/lib/orders/create-order";
import { isReconcileDays, RECONCILE_DAYS } from "@/lib/orders/reconcile-options";
import { runJob } from "@/lib/maintenance/jobs";
import { getPaymentProvider, getPaymentsMode } from "@/lib/payments/provider";

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
  if (report.created.length > 0) await raiseCreatedOrders(report.created);
  return report;
}

/** Tells the owner about orders the reconcile had to make: once per set of payments (a run that makes the same ones again cannot happen). */
async function raiseCreatedOrders(created: ReconcileReport["created"]): Promise<void> {
  const ids = created.map((entry) => entry.paymentIntentId).sort();
  const listed = created.map((entry) => `${entry.paymentIntentId} → order ${entry.orderId}`);
  await raiseAlert("reconcile_created_orders", createHash("sha256").update(ids.join(",")).digest("hex").slice(0, 32), {
    message: `The reconcile made ${created.length === 1 ? "1 order" : `${created.length} orders`} for payments that had none: ${listed.slice(0, 20).join(", ")}${listed.length > 20 ? ", …" : ""}`,
    facts: { orders: created.length, payments: ids.slice(0, 20).join(", ") },
  });
}

const HOUR = 60 * 60 * 1000;
/** The daily reconcile: once a day for the whole shop; a run may take up to an hour before another instance takes it over. */
export const DAILY_RECONCILE = { everyMs: 24 * HOUR, leaseMs: HOUR } as const;

/**
 * The reconcile of the last RECONCILE_DAYS.default days, once a day for the
 * whole shop (claimed in ScheduledJob "reconcile"). A run that could not make
 * some order fails, so the job is tried again after its retry delay. Nothing
 * runs while the shop takes no payments.
 */
export async function runDailyReconcile(now = new Date()) {
  if (getPaymentsMode() === "unavailable") return { ran: false as const };
  return runJob("reconcile", DAILY_RECONCILE, async () => {
    const report = await reconcileOrders({ days: RECONCILE_DAYS.default, now });
    if (report.failed.length > 0) throw new Error(`${report.failed.length} payment(s) could not become orders now: ${report.failed.map((entry) => entry.paymentIntentId).join(", ")}`);
    return report;
  });
}
