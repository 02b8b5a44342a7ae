// POST /api/webhooks/stripe: verifies Stripe's signature over the raw body and,
// on payment_intent.succeeded, makes sure the order exists (same rule as
// POST /api/orders: the intent is fetched again and must have succeeded).
import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { ApiError, badRequest, serviceUnavailable } from "@/lib/http/errors";
import { createOrderForPaymentIntent } from "@/lib/orders/create-order";
import { paymentIntentIdSchema } from "@/lib/orders/order-request-schema";

/** Every event names its type. */
const eventSchema = z.object({ type: z.string() });

/** The part of a payment_intent.succeeded event the shop reads. */
const succeededEventSchema = z.object({
  type: z.literal("payment_intent.succeeded"),
  data: z.object({ object: z.object({ id: paymentIntentIdSchema }) }),
});

/** Checks the signature and returns the event, or throws a 400. */
export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw badRequest("Missing Stripe-Signature header.");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest("Invalid webhook signature.");
  }
}

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<{ received: true; orderId?: string }> {
  const secret = getConfig().payments.stripeWebhookSecret;
  if (!secret) throw serviceUnavailable("Stripe webhooks are not configured.", "webhooks_unavailable");
  const event = verifyStripeEvent(rawBody, signature, secret);
  // Signed, but still checked: an event without a type or without a payment intent is a 400, not a crash.
  const typed = eventSchema.safeParse(event);
  if (!typed.success) throw badRequest("The event has no type.");
  if (typed.data.type !== "payment_intent.succeeded") return { received: true };

  const parsed = succeededEventSchema.safeParse(event);
  if (!parsed.success) throw badRequest("The event carries no payment intent.");
  const intent = parsed.data.data.object;
  try {
    const { order } = await createOrderForPaymentIntent(intent.id);
    return { received: true, orderId: order.id };
  } catch (error) {
    // An intent that is not a shop order (no product or details) is acknowledged,
    // so Stripe stops redelivering it; anything else is retried by Stripe.
    if (error instanceof ApiError && error.status === 422) {
      console.error(`[payments] webhook for ${intent.id} created no order: ${error.message}`);
      return { received: true };
    }
    throw error;
  }
}
