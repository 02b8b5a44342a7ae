// Refunds left pending by a crash. A refund is reserved (status "pending")
// before the provider is asked and settled right after it answers
// (lib/orders/refunds.ts); a process that stops in between leaves it pending,
// its amount counted against the order. The sweep finds refunds pending for
// STUCK_AFTER_MS (far longer than any request) and asks the provider what
// became of each, by the refund's own idempotency key:
//   - the provider made it: recorded as succeeded, as the request would have
//     (the order's status, the customer's e-mail, Stripe Tax, the label of an
//     order refunded in full before it shipped);
//   - the provider never heard of it: asked now, under the same key (so a
//     refund the provider did make is answered, never made twice), while the
//     key is still kept by the provider (Stripe: 24 hours);
//   - the provider refused it: recorded as failed, its amount released, and
//     refund_failed raised (the owner meant to give money back and did not);
//   - the provider cannot be asked (it does not answer, the order was paid
//     in the other payment mode, the key is too old to ask again):
//     refund_stuck is raised and the sweep tries again at its next run; the
//     alert closes itself once the refund is settled.
// A cancellation's refund is settled as a refund (the order becomes refunded
// when nothing is left); the order's label is voided as for any order
// refunded in full before it shipped.
import "server-only";
import { closeAlertsSettledByShop, raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { refundedKey } from "@/lib/mail/order-updates";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { canCancel } from "@/lib/orders/order-status";
import { failReservedRefund, providerRefundKey, recordTaxRefund, settleRefund } from "@/lib/orders/refund-settlement";
import { getPaymentProvider, getPaymentsMode } from "@/lib/payments/provider";
import { RefundRefusedError } from "@/lib/payments/types";
import { voidLabelsOf } from "@/lib/shipping/void-labels";
import { logger } from "@/lib/log";

const log = logger("payments");

const MINUTE = 60 * 1000;
/** A refund pending this long was left by a process that stopped. */
export const STUCK_AFTER_MS = 15 * MINUTE;
/** Stripe keeps an idempotency key for 24 hours: past that, asking again under it could refund twice. */
export const ASK_AGAIN_WITHIN_MS = 23 * 60 * MINUTE;

export interface StuckRefundReport {
  /** Refunds the provider had made (or made now): recorded as succeeded. */
  succeeded: string[];
  /** Refunds the provider refused: recorded as failed. */
  failed: string[];
  /** Refunds that could not be settled now: refund_stuck raised. */
  unsettled: string[];
}

type StuckRefund = Awaited<ReturnType<typeof stuckRefunds>>[number];

function stuckRefunds(now: Date, limit: number) {
  return db.refund.findMany({
    where: { status: "pending", createdAt: { lt: new Date(now.getTime() - STUCK_AFTER_MS) } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      id: true,
      amountCents: true,
      taxCents: true,
      reason: true,
      createdAt: true,
      order: { select: { id: true, paymentIntentId: true, paymentMode: true, amountCents: true, taxSource: true, status: true } },
    },
  });
}

type Outcome = { status: "succeeded"; providerRefundId: string } | { status: "failed"; message: string } | { status: "unsettled"; reason: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** What the provider says became of the refund, asking for it again when it never arrived. */
async function providerOutcome(refund: StuckRefund, now: Date): Promise<Outcome> {
  const mode = getPaymentsMode();
  if (refund.order.paymentMode !== mode) {
    return { status: "unsettled", reason: `the order was paid in ${refund.order.paymentMode} mode and the shop takes ${mode} payments now` };
  }
  const provider = getPaymentProvider();
  const key = providerRefundKey(refund.id);
  const found = await provider.findRefund(refund.order.paymentIntentId, key);
  if (found) return found.status === "succeeded" ? { status: "succeeded", providerRefundId: found.id } : { status: "failed", message: found.failure ?? "the payment provider reports the refund failed" };
  if (now.getTime() - refund.createdAt.getTime() > ASK_AGAIN_WITHIN_MS) {
    return { status: "unsettled", reason: "the payment provider has no refund under its key, which is too old to ask again without risking a second refund" };
  }
  try {
    const made = await provider.refundAmount(refund.order.paymentIntentId, refund.amountCents, key, refund.reason);
    return { status: "succeeded", providerRefundId: made.id };
  } catch (error) {
    if (error instanceof RefundRefusedError) return { status: "failed", message: messageOf(error) };
    throw error;
  }
}

/** Records a refund the provider made, as the owner's request would have. False when it was settled meanwhile. */
async function recordSucceeded(refund: StuckRefund, providerRefundId: string, now: Date): Promise<boolean> {
  const settled = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ status: string }[]>`SELECT status FROM "Refund" WHERE id = ${refund.id}::uuid FOR UPDATE`;
    if (rows[0]?.status !== "pending") return null;
    // The provider's id is kept unless another refund row (Stripe's charge.refunded) holds it already.
    const known = await tx.refund.findUnique({ where: { providerRefundId }, select: { id: true } });
    return settleRefund(tx, refund.id, known ? null : providerRefundId, now);
  });
  if (!settled) return false;
  await recordTaxRefund(refund.order, refund);
  await sendQueuedEmailNow(refundedKey(refund.id));
  if (settled.status === "refunded" && canCancel(refund.order.status)) await voidLabelsOf(refund.order.id, now);
  return true;
}

async function settleOne(refund: StuckRefund, now: Date): Promise<keyof StuckRefundReport | null> {
  let outcome: Outcome;
  try {
    outcome = await providerOutcome(refund, now);
  } catch (error) {
    outcome = { status: "unsettled", reason: `the payment provider could not be asked: ${messageOf(error)}` };
  }
  const what = `Refund ${refund.id} of order ${refund.order.id} (${formatMoney(refund.amountCents)})`;
  const facts = { refundId: refund.id, orderId: refund.order.id, paymentIntentId: refund.order.paymentIntentId, amount: formatMoney(refund.amountCents), reason: refund.reason };
  if (outcome.status === "unsettled") {
    await raiseAlert("refund_stuck", refund.id, { message: `${what} has been pending since ${refund.createdAt.toISOString()} and cannot be settled: ${outcome.reason}`, facts: { ...facts, error: outcome.reason } });
    return "unsettled";
  }
  if (outcome.status === "succeeded") {
    if (!(await recordSucceeded(refund, outcome.providerRefundId, now))) return null;
    log.info(`${what} was left pending and has been recorded as made`, { refundId: refund.id, providerRefundId: outcome.providerRefundId });
  } else {
    if (!(await failReservedRefund(refund, refund.order.id, outcome.message, now))) return null;
    await raiseAlert("refund_failed", `refund:${refund.id}`, {
      message: `${what} did not go through: ${outcome.message}. Nothing was given back; refund again from the order's details if you still mean to`,
      facts: { ...facts, error: outcome.message },
    });
  }
  await closeAlertsSettledByShop("refund_stuck", refund.id);
  return outcome.status;
}

/** Settles the refunds left pending (at most `limit`, oldest first). */
export async function settleStuckRefunds({ now = new Date(), limit = 50 }: { now?: Date; limit?: number } = {}): Promise<StuckRefundReport> {
  const report: StuckRefundReport = { succeeded: [], failed: [], unsettled: [] };
  for (const refund of await stuckRefunds(now, limit)) {
    const outcome = await settleOne(refund, now);
    if (outcome) report[outcome].push(refund.id);
  }
  return report;
}
