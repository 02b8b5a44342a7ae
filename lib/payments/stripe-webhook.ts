// POST /api/webhooks/stripe: verifies Stripe's signature over the raw body and
// handles the events the shop acts on:
// - payment_intent.succeeded: makes sure the order exists (same rule as
//   POST /api/orders: the intent is fetched again and must have succeeded; a
//   payment that can never become an order is refunded);
// - payment_intent.payment_failed: counts a declined card against the client
//   that opened the intent (its client_key), as card testing;
// - charge.dispute.created: marks the order as disputed, with the reason;
// - charge.refunded: records on the order what was refunded in Stripe's own
//   dashboard (refunds the shop made itself are recorded already).
// Each event is handled once: its id is recorded once it was handled, and a
// redelivery of a recorded id is acknowledged without doing anything again.
// Events of other types are acknowledged and ignored.
import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { DomainError, invalidInput, unavailable } from "@/lib/errors";
import { createOrderForPaymentIntent } from "@/lib/orders/create-order";
import { paymentIntentIdSchema } from "@/lib/orders/order-request-schema";
import { countCardDecline } from "@/lib/payments/checkout-session";
import { recordProviderRefunds } from "@/lib/orders/refunds";
import { logger } from "@/lib/log";

const log = logger("payments");

const HANDLED_TYPES = ["payment_intent.succeeded", "payment_intent.payment_failed", "charge.dispute.created", "charge.refunded"] as const;
type HandledType = (typeof HANDLED_TYPES)[number];

/** Every event names its type; the ones the shop handles also need their id. */
const eventSchema = z.object({ type: z.string() });
const eventIdSchema = z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/);

/** The part of a payment_intent.succeeded event the shop reads. */
const succeededEventSchema = z.object({
  data: z.object({ object: z.object({ id: paymentIntentIdSchema }) }),
});

/** The part of a payment_intent.payment_failed event the shop reads. */
const failedEventSchema = z.object({
  data: z.object({
    object: z.object({
      id: paymentIntentIdSchema,
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  }),
});

/** The part of a charge.dispute.created event (a Dispute object) the shop reads. */
const disputeEventSchema = z.object({
  data: z.object({
    object: z.object({
      id: z.string().max(255),
      payment_intent: paymentIntentIdSchema.nullish(),
      reason: z.string().max(100).nullish(),
      amount: z.number().int().nonnegative().nullish(),
      // When Stripe needs the evidence by (unix seconds).
      evidence_details: z.object({ due_by: z.number().int().nullish() }).nullish(),
    }),
  }),
});

/** The part of a charge.refunded event (a Charge object) the shop reads. */
const refundedEventSchema = z.object({
  data: z.object({
    object: z.object({
      id: z.string().max(255),
      payment_intent: paymentIntentIdSchema.nullish(),
      amount_refunded: z.number().int().nonnegative(),
      refunds: z.object({ data: z.array(z.object({ id: z.string().max(255) })) }).nullish(),
    }),
  }),
});

export interface WebhookResult {
  received: true;
  orderId?: string;
  /** This event id was handled before: nothing was done again. */
  duplicate?: true;
}

/** Checks the signature and returns the event, or throws a 400. */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw invalidInput("Missing Stripe-Signature header.");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw invalidInput("Invalid webhook signature.");
  }
}

function parsed<T extends z.ZodType>(schema: T, event: unknown, message: string): z.infer<T> {
  const result = schema.safeParse(event);
  if (!result.success) throw invalidInput(message);
  return result.data;
}

const isHandled = (type: string): type is HandledType => (HANDLED_TYPES as readonly string[]).includes(type);

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResult> {
  const secret = getConfig().payments.stripeWebhookSecret;
  if (!secret) throw unavailable("Stripe webhooks are not configured.", "webhooks_unavailable");
  const event = verifyStripeEvent(rawBody, signature, secret);
  // Signed, but still checked: an event without a type, id or payment intent is a 400, not a crash.
  const { type } = parsed(eventSchema, event, "The event has no type.");
  if (!isHandled(type)) return { received: true };
  const id = parsed(eventIdSchema, (event as { id?: unknown }).id, "The event has no id.");

  if (await db.processedWebhookEvent.findUnique({ where: { id }, select: { id: true } })) return { received: true, duplicate: true };

  switch (type) {
    case "payment_intent.succeeded": {
      const result = await orderForSucceededPayment(parsed(succeededEventSchema, event, "The event carries no payment intent.").data.object.id);
      await recordProcessed(id, type);
      return result;
    }
    case "payment_intent.payment_failed": {
      const intent = parsed(failedEventSchema, event, "The event carries no payment intent.").data.object;
      return countDecline(id, type, intent.metadata?.client_key);
    }
    case "charge.refunded": {
      const charge = parsed(refundedEventSchema, event, "The event carries no charge.").data.object;
      const result = charge.payment_intent ? await recordProviderRefunds(charge.payment_intent, charge.amount_refunded, charge.refunds?.data[0]?.id ?? null) : { orderId: null };
      await recordProcessed(id, type);
      return { received: true, ...(result.orderId ? { orderId: result.orderId } : {}) };
    }
    case "charge.dispute.created": {
      const dispute = parsed(disputeEventSchema, event, "The event carries no dispute.").data.object;
      await markDisputed(dispute);
      await recordProcessed(id, type);
      return { received: true };
    }
  }
}

/** Remembers a handled event; a concurrent delivery that recorded it first is fine. */
async function recordProcessed(id: string, type: string): Promise<void> {
  await db.processedWebhookEvent.createMany({ data: [{ id, type }], skipDuplicates: true });
}

async function orderForSucceededPayment(paymentIntentId: string): Promise<WebhookResult> {
  try {
    const { order } = await createOrderForPaymentIntent(paymentIntentId);
    return { received: true, orderId: order.id };
  } catch (error) {
    // A payment that is not an order (not the shop's, refunded, or refunded
    // now) is acknowledged, so Stripe stops redelivering it; anything else
    // (the database or Stripe unreachable) is retried by Stripe.
    if (error instanceof DomainError && error.kind === "unprocessable") {
      log.error("the webhook created no order", { paymentIntentId, error: error.message });
      return { received: true };
    }
    throw error;
  }
}

/**
 * A decline is counted once per event: the event id is recorded first, so
 * that a concurrent delivery of the same event counts nothing; when counting
 * fails the record is removed again and Stripe's redelivery counts it.
 */
async function countDecline(id: string, type: string, clientKey: string | undefined): Promise<WebhookResult> {
  // Intents opened before client keys were kept name no client.
  if (!clientKey || clientKey.length > 100) {
    await recordProcessed(id, type);
    return { received: true };
  }
  const { count } = await db.processedWebhookEvent.createMany({ data: [{ id, type }], skipDuplicates: true });
  if (count === 0) return { received: true, duplicate: true };
  try {
    await countCardDecline(clientKey);
  } catch (error) {
    await db.processedWebhookEvent.deleteMany({ where: { id } }).catch(() => {});
    throw error;
  }
  return { received: true };
}

/** The disputed amount and the evidence's deadline, when Stripe gave them. */
function disputeFigures(dispute: z.infer<typeof disputeEventSchema>["data"]["object"]) {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    amount: typeof dispute.amount === "number" ? formatMoney(dispute.amount) : null,
    respondBy: typeof dueBy === "number" ? new Date(dueBy * 1000).toISOString() : null,
  };
}

/** Flags the order of the disputed payment; the first dispute's time and reason are kept. */
async function markDisputed(dispute: z.infer<typeof disputeEventSchema>["data"]["object"]): Promise<void> {
  const reason = dispute.reason ?? "unknown";
  const paymentIntentId = dispute.payment_intent;
  if (!paymentIntentId) {
    await raiseAlert("dispute_opened", dispute.id, {
      message: `Dispute ${dispute.id} (${reason}) names no payment intent: find it in Stripe's Dashboard and respond before the deadline`,
      facts: { disputeId: dispute.id, reason, ...disputeFigures(dispute) },
    });
    return;
  }
  await db.order.updateMany({ where: { paymentIntentId, disputedAt: null }, data: { disputedAt: new Date(), disputeReason: reason } });
  const order = await db.order.findUnique({ where: { paymentIntentId }, select: { id: true } });
  await raiseAlert("dispute_opened", dispute.id, {
    message: order
      ? `Payment ${paymentIntentId} of order ${order.id} is disputed (${reason}): respond in Stripe before the deadline`
      : `Payment ${paymentIntentId} is disputed (${reason}) and has no order`,
    facts: { disputeId: dispute.id, paymentIntentId, orderId: order?.id ?? null, reason, ...disputeFigures(dispute) },
  });
}
