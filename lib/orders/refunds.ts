// Refunds and cancellations. The owner gives back all or part of what an order
// was paid, with a reason, from the order's details; cancelling an order that
// has not shipped gives back what is left and voids its label. Money moves
// through the provider the order was paid with (Stripe's Refunds API, or the
// local test mode under the same contract); refunds made in Stripe's own
// dashboard arrive through its charge.refunded event (recordProviderRefunds).
//
// The owner refunds and cancels from the admin area; a customer cancels their
// own order from their account (lib/account/cancel.ts) through the same
// cancellation, which records it as theirs (Refund.source "customer") and
// runs the customer's own checks again under the order's row lock.
//
// A refund is reserved before the provider is asked: under the order's row
// lock, its amount is added to the order's refundedCents only while the order
// may be refunded and the amount fits in what is left, so refunds at the same
// time can never give back more than was paid. The request key (one per confirmation dialog) is
// unique: a double click or a retried request finds the first refund and
// refunds nothing more. The provider is asked with the refund's id as its
// idempotency key, so asking again after a failure never refunds twice. When
// the provider refuses, the reservation is released and the refund kept as
// failed, with the provider's message.
//
// Each refund gives back its share of the order's sales tax (taxShareOfRefund:
// in proportion to the amount, the last refund taking what is left), stored
// with the refund when it is reserved. An order Stripe Tax taxed has each
// refund recorded there as a reversal of its tax transaction once the money
// went back; a reversal Stripe refuses is raised as an alert
// (tax_record_failed) and never undoes the refund. Settling a refund (made or
// failed) is lib/orders/refund-settlement.ts, shared with the sweep of refunds
// a crash left pending (lib/orders/stuck-refunds.ts).
import "server-only";
import { failReservedRefund, providerRefundKey, recordTaxRefund, settleRefund, type ReservedRefund } from "@/lib/orders/refund-settlement";
import { isCustomerPrincipal, type CustomerPrincipal } from "@/lib/account/principal";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { taxShareOfRefund } from "@/lib/cart/pricing";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { conflict, DomainError, invalidInput, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { refundedKey } from "@/lib/mail/order-updates";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { CANCELLABLE_STATUSES, canCancel, canRefund, NOT_CANCELLABLE_MESSAGE, NOT_REFUNDABLE_MESSAGE } from "@/lib/orders/order-status";
import { getPaymentProvider, getPaymentsMode } from "@/lib/payments/provider";
import { voidLabelsOf } from "@/lib/shipping/void-labels";
import { restockOrder, stockChanged } from "@/lib/orders/restock";
import { logger } from "@/lib/log";

const log = logger("payments");

export interface RefundInput {
  orderId: string;
  /** Cents to give back; undefined: everything not refunded yet. */
  amountCents?: number;
  reason: string;
  /** The tins came back: put them into the counted stock (once per order). */
  restock?: boolean;
  /** One per confirmation dialog: the same key never refunds twice. */
  requestKey: string;
}

export interface RefundOutcome {
  refundId: string;
  amountCents: number;
  orderStatus: OrderStatus;
  refundedCents: number;
  /** This request found the refund its key had made before: nothing more was given back. */
  repeated: boolean;
}

type Tx = Prisma.TransactionClient;

/** Who gives money back: an admin, or a customer calling off their own order (lib/account/cancel.ts). */
export type RefundActor = AdminPrincipal | CustomerPrincipal;

/**
 * Who a refund is recorded as made by. Refuses (401) anything that did not
 * come from a session check, before the database is read.
 */
function madeBy(actor: RefundActor): { source: "admin" | "customer"; adminId: string | null; adminEmail: string | null } {
  if (isCustomerPrincipal(actor)) return { source: "customer", adminId: null, adminEmail: null };
  assertAdmin(actor);
  return { source: "admin", adminId: actor.id, adminEmail: actor.email };
}

/**
 * Checks of the caller's own that run under the order's row lock, before
 * anything changes, and throw to refuse: a customer's cancellation checks
 * there that the order is still theirs to cancel (no label bought
 * meanwhile, no other cancellation under way).
 */
type LockedCheck = (tx: Tx) => Promise<void>;

export const NOTHING_LEFT_MESSAGE = "This order has been refunded in full.";
export const amountTooLargeMessage = (leftCents: number) => `At most ${formatMoney(leftCents)} can still be refunded.`;

/**
 * The tax a refund of `amountCents` gives back, for an order (read under its
 * row lock) with `refundedCents` refunded before it, `refundedTaxCents` of it
 * tax (refunds reserved or made: a failed one gave its share back).
 */
function taxOfRefund(order: { amountCents: number; taxCents: number; refundedCents: number; refundedTaxCents: number }, amountCents: number): number {
  if (order.taxCents <= 0) return 0;
  return taxShareOfRefund({ totalCents: order.amountCents, taxCents: order.taxCents }, amountCents, { cents: order.refundedCents, taxCents: order.refundedTaxCents });
}

async function orderOrThrow(orderId: string) {
  const order = await db.order.findUnique({ where: { id: orderId } });
  if (!order) throw notFound("Order not found.");
  return order;
}

/** An order paid in one payment mode cannot be refunded through the other. */
function assertPaidInCurrentMode(order: { paymentMode: string }): void {
  if (order.paymentMode !== getPaymentsMode()) {
    throw conflict(
      order.paymentMode === "test"
        ? "This order was a test payment: it can be refunded only while the shop takes test payments."
        : "This order was paid through Stripe: it can be refunded only while the shop is connected to Stripe.",
      "payment_mode_mismatch",
    );
  }
}

/** The refund already made under this key, as an outcome. */
async function repeatedOutcome(tx: Tx, requestKey: string, orderId: string): Promise<RefundOutcome | null> {
  const refund = await tx.refund.findUnique({ where: { requestKey }, include: { order: { select: { status: true, refundedCents: true } } } });
  if (!refund) return null;
  if (refund.orderId !== orderId) throw conflict("This request key belongs to another order's refund.", "request_key_reused");
  if (refund.status === "failed") throw conflict(`That refund failed: ${refund.failureMessage ?? "the payment provider refused it"}. Open the dialog again to retry.`, "refund_failed");
  return { refundId: refund.id, amountCents: refund.amountCents, orderStatus: refund.order.status, refundedCents: refund.order.refundedCents, repeated: true };
}

type Action = "refund" | "cancel";

/**
 * Reserves a refund under the order's row lock: checks the action is allowed
 * in the order's status, the order was paid in the shop's current payment
 * mode and the amount fits in what is left, adds the amount
 * to the order and stores the refund as pending under its request key.
 * Answers the refund its key made before, if any, and null when nothing is
 * left to give back.
 */
async function reserveRefund(input: RefundInput, actor: RefundActor, action: Action, check?: LockedCheck): Promise<ReservedRefund | RefundOutcome | null> {
  const by = madeBy(actor);
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ amountCents: number; refundedCents: number; taxCents: number; refundedTaxCents: number; status: OrderStatus; paymentMode: string }[]>`
      SELECT "amountCents", "refundedCents", "taxCents", "refundedTaxCents", "status", "paymentMode" FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
    const order = rows[0];
    if (!order) throw notFound("Order not found.");
    await check?.(tx);
    const repeated = await repeatedOutcome(tx, input.requestKey, input.orderId);
    if (repeated) return repeated;
    if (action === "cancel" ? !canCancel(order.status) : !canRefund(order.status)) {
      throw conflict(action === "cancel" ? NOT_CANCELLABLE_MESSAGE : NOT_REFUNDABLE_MESSAGE, "status_conflict");
    }
    assertPaidInCurrentMode(order);
    const left = order.amountCents - order.refundedCents;
    if (left <= 0) return null;
    const amountCents = input.amountCents ?? left;
    if (amountCents > left) throw invalidInput(amountTooLargeMessage(left), { amount: amountTooLargeMessage(left) });
    const taxCents = taxOfRefund(order, amountCents);
    await tx.order.update({ where: { id: input.orderId }, data: { refundedCents: { increment: amountCents }, refundedTaxCents: { increment: taxCents } } });
    const refund = await tx.refund.create({
      data: { orderId: input.orderId, amountCents, taxCents, reason: input.reason, requestKey: input.requestKey, ...by },
      select: { id: true },
    });
    return { id: refund.id, amountCents, taxCents };
  });
}

/** Asks the provider for a reserved refund; on refusal the reservation is released and the refund kept as failed. */
async function executeRefund(
  order: { id: string; paymentIntentId: string; amountCents: number; taxSource: string },
  refund: ReservedRefund,
  reason: string,
  now: Date,
  cancelReason?: string,
  restock = false,
) {
  let providerRefundId: string;
  try {
    ({ id: providerRefundId } = await getPaymentProvider().refundAmount(order.paymentIntentId, refund.amountCents, providerRefundKey(refund.id), reason));
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    log.error("refund failed", { refundId: refund.id, orderId: order.id, error: message });
    await failReservedRefund(refund, order.id, message, now);
    throw new DomainError("upstream_failed", "refund_failed", `The payment provider refused the refund: ${message}`);
  }
  const settled = await db.$transaction((tx) => settleRefund(tx, refund.id, providerRefundId, now, cancelReason, restock));
  if (settled.restocked) stockChanged();
  await recordTaxRefund(order, refund);
  await sendQueuedEmailNow(refundedKey(refund.id));
  return settled;
}

/** Refunds all or part of a paid order (admins only). */
export async function refundOrder(admin: AdminPrincipal, input: RefundInput, now = new Date()): Promise<RefundOutcome> {
  assertAdmin(admin);
  const order = await orderOrThrow(input.orderId);
  const reserved = await reserveRefund(input, admin, "refund");
  if (!reserved) throw conflict(NOTHING_LEFT_MESSAGE, "refunded_in_full");
  if ("repeated" in reserved) return reserved;
  const settled = await executeRefund(order, reserved, input.reason, now, undefined, input.restock ?? false);
  // An order refunded in full before it shipped needs its label no more.
  if (settled.status === "refunded" && canCancel(order.status)) await voidLabelsOf(order.id, now);
  return { refundId: reserved.id, amountCents: reserved.amountCents, orderStatus: settled.status, refundedCents: settled.refundedCents, repeated: false };
}

export interface CancelOutcome {
  orderStatus: OrderStatus;
  refundedCents: number;
  /** Cents given back by this cancellation (0 for an unpaid order or one already refunded). */
  refundedNowCents: number;
  voidedLabels: number;
}

export interface CancelInput {
  orderId: string;
  reason: string;
  /** One per confirmation: the same key never refunds twice. */
  requestKey: string;
  /**
   * The caller's own checks (a customer's: lib/account/cancel.ts), run
   * before anything is read and again under the order's row lock; they throw
   * to refuse, and then nothing changes.
   */
  check?: LockedCheck;
}

/**
 * Cancels an order before it ships (admins, or the customer whose order it
 * is): what was paid and not yet refunded is given back, the order closed as
 * cancelled, its tins put back into stock and its label voided. For an
 * admin, cancelling again answers the cancelled order and refunds nothing
 * more; a customer's checks refuse it.
 */
export async function cancelOrder(actor: RefundActor, input: CancelInput, now = new Date()): Promise<CancelOutcome> {
  madeBy(actor);
  await input.check?.(db);
  const order = await orderOrThrow(input.orderId);
  if (order.status === "cancelled") return { orderStatus: order.status, refundedCents: order.refundedCents, refundedNowCents: 0, voidedLabels: 0 };
  if (!canCancel(order.status)) throw conflict(NOT_CANCELLABLE_MESSAGE, "status_conflict");
  let refundedNowCents = 0;
  // A pending order was never paid through the shop: nothing to give back.
  const reserved = canRefund(order.status) ? await reserveRefund(input, actor, "cancel", input.check) : null;
  if (reserved && !("repeated" in reserved)) {
    await executeRefund(order, reserved, input.reason, now, input.reason);
    refundedNowCents = reserved.amountCents;
  } else {
    const restocked = await db.$transaction(async (tx) => {
      if (input.check) {
        await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${order.id}::uuid FOR UPDATE`;
        await input.check(tx);
      }
      const closed = await tx.order.updateMany({
        where: { id: order.id, status: { in: [...CANCELLABLE_STATUSES] } },
        data: { status: "cancelled", cancelledAt: now, cancelReason: input.reason },
      });
      if (closed.count === 0 && !reserved) throw conflict(NOT_CANCELLABLE_MESSAGE, "status_conflict");
      return restockOrder(tx, order.id, now);
    });
    if (restocked) stockChanged();
  }
  const voidedLabels = await voidLabelsOf(order.id, now);
  const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true, refundedCents: true } });
  return { orderStatus: after.status, refundedCents: after.refundedCents, refundedNowCents, voidedLabels };
}

/**
 * Stripe's charge.refunded: `amountRefundedCents` is everything refunded on
 * the payment so far. What the shop has not recorded (a refund made in
 * Stripe's dashboard) is recorded now, once: the order's row is locked, and a
 * redelivered or older event finds nothing new. An order it refunds in full
 * before shipping has its label voided, as the shop's own refunds do.
 */
export async function recordProviderRefunds(paymentIntentId: string, amountRefundedCents: number, providerRefundId: string | null, now = new Date()): Promise<{ orderId: string | null; recordedCents: number }> {
  const recorded = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; amountCents: number; refundedCents: number; taxCents: number; refundedTaxCents: number; taxSource: string; status: OrderStatus }[]>`
      SELECT id, "amountCents", "refundedCents", "taxCents", "refundedTaxCents", "taxSource", "status" FROM "Order" WHERE "paymentIntentId" = ${paymentIntentId} FOR UPDATE`;
    const order = rows[0];
    if (!order) return { orderId: null, recordedCents: 0, voidLabels: false, taxRefund: null };
    const missing = Math.min(amountRefundedCents, order.amountCents) - order.refundedCents;
    if (missing <= 0) return { orderId: order.id, recordedCents: 0, voidLabels: false, taxRefund: null };
    const taxCents = taxOfRefund(order, missing);
    await tx.order.update({ where: { id: order.id }, data: { refundedCents: { increment: missing }, refundedTaxCents: { increment: taxCents } } });
    const refund = await tx.refund.create({
      // Keyed by the payment's refunded total: a later total is another refund.
      data: { orderId: order.id, amountCents: missing, taxCents, reason: "Refunded in Stripe", source: "stripe", requestKey: `stripe:${paymentIntentId}:${amountRefundedCents}` },
      select: { id: true },
    });
    // The event names Stripe's latest refund, which may be one the shop recorded already.
    const known = providerRefundId && (await tx.refund.findUnique({ where: { providerRefundId }, select: { id: true } }));
    const settled = await settleRefund(tx, refund.id, known ? null : providerRefundId, now);
    return {
      orderId: order.id,
      recordedCents: missing,
      voidLabels: settled.status === "refunded" && canCancel(order.status),
      taxRefund: { order, refund: { id: refund.id, amountCents: missing, taxCents } },
    };
  });
  if (recorded.taxRefund) await recordTaxRefund(recorded.taxRefund.order, recorded.taxRefund.refund);
  if (recorded.voidLabels) await voidLabelsOf(recorded.orderId!, now);
  return { orderId: recorded.orderId, recordedCents: recorded.recordedCents };
}
