// Stripe mode: PaymentIntents (card, and the wallets and Link the card method
// carries) marked as the shop's checkout and carrying the abuse-limit
// key of the client that opened them and, right before confirmation, the
// customer's details in their metadata, so that an order can be made from the
// intent alone (by the browser or by the webhook). A payment that cannot become
// an order is refunded through Stripe's Refunds API, once per intent.
import "server-only";
import type Stripe from "stripe";
import { checkoutDetailsSchema } from "@/lib/orders/checkout-schema";
import { intentIdFromClientSecret, RefundRefusedError, type PaymentIntentState, type PaymentIntentView, type PaymentProvider } from "@/lib/payments/types";
import type { CheckoutDetails } from "@/lib/orders/checkout-schema";

const KNOWN_STATES: PaymentIntentState[] = ["requires_payment_method", "requires_confirmation", "requires_action", "processing", "succeeded", "canceled"];

/** Metadata values are strings of at most 500 characters. */
export function detailsToMetadata(details: CheckoutDetails): Record<string, string> {
  return {
    customer_email: details.customerEmail,
    customer_name: details.customerName,
    ship_address: details.shippingAddress.address,
    ship_city: details.shippingAddress.city,
    ship_state: details.shippingAddress.state,
    ship_zip: details.shippingAddress.zipCode,
    ship_country: details.shippingAddress.country,
    photo_url: details.photoUrl ?? "",
  };
}

export function metadataToDetails(metadata: Record<string, string> | null | undefined): CheckoutDetails | null {
  if (!metadata?.customer_email) return null;
  const parsed = checkoutDetailsSchema.safeParse({
    customerEmail: metadata.customer_email,
    customerName: metadata.customer_name,
    shippingAddress: {
      address: metadata.ship_address,
      city: metadata.ship_city,
      state: metadata.ship_state,
      zipCode: metadata.ship_zip,
      country: metadata.ship_country,
    },
    photoUrl: metadata.photo_url || null,
  });
  return parsed.success ? parsed.data : null;
}

/** Whether money went back, read from the intent's latest charge when it was expanded. */
function isRefunded(intent: Stripe.PaymentIntent): boolean {
  const charge = intent.latest_charge;
  return typeof charge === "object" && charge !== null && (charge.refunded || charge.amount_refunded > 0);
}

export function toPaymentIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: KNOWN_STATES.includes(intent.status as PaymentIntentState) ? (intent.status as PaymentIntentState) : "other",
    amountCents: intent.amount,
    currency: intent.currency,
    // "checkout" marks the shop's intents; "product_id" the one-size intents opened before carts.
    fromShop: Boolean(intent.metadata?.checkout || intent.metadata?.product_id),
    legacyProductId: intent.metadata?.product_id || null,
    details: metadataToDetails(intent.metadata),
    clientSecret: intent.client_secret ?? null,
    refunded: isRefunded(intent),
  };
}

function isMissingResource(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === "resource_missing";
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  const provider: PaymentProvider = {
    mode: "stripe",

    async createIntent(cart, clientKey) {
      const intent = await stripe.paymentIntents.create({
        amount: cart.amountCents,
        currency: "usd",
        // Card (with Apple Pay and Google Pay, which pay by card) and Link, no other method
        // (the API's current name for payment_method_types).
        allowed_payment_method_types: ["card", "link"],
        description: cart.description,
        // client_key: a decline reported by the payment_intent.payment_failed webhook counts against this client.
        metadata: { checkout: "1", client_key: clientKey },
      });
      if (!intent.client_secret) throw new Error("Stripe returned a payment intent without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async updateIntent(paymentIntentId, cart) {
      try {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") return false;
        if (intent.amount === cart.amountCents && intent.description === cart.description) return true;
        await stripe.paymentIntents.update(paymentIntentId, { amount: cart.amountCents, description: cart.description });
        return true;
      } catch (error) {
        if (isMissingResource(error)) return false;
        throw error;
      }
    },

    async attachDetails(clientSecret, details) {
      const id = intentIdFromClientSecret(clientSecret);
      if (!id) return false;
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(id);
      } catch (error) {
        if (isMissingResource(error)) return false;
        throw error;
      }
      if (intent.client_secret !== clientSecret) return false;
      if (intent.status === "succeeded") return true;
      await stripe.paymentIntents.update(id, {
        metadata: { ...intent.metadata, ...detailsToMetadata(details) },
        receipt_email: details.customerEmail,
      });
      return true;
    },

    async retrieveIntent(id) {
      try {
        // The latest charge tells whether the payment was refunded.
        return toPaymentIntentView(await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }));
      } catch (error) {
        if (isMissingResource(error)) return null;
        throw error;
      }
    },

    async refund(paymentIntentId, reason) {
      try {
        // The key makes a retry return the first refund instead of making another.
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, reason: "requested_by_customer", metadata: { shop_reason: reason.slice(0, 500) } },
          { idempotencyKey: `refund-${paymentIntentId}` },
        );
        return refund.lastResponse?.headers?.["idempotent-replayed"] !== "true";
      } catch (error) {
        // Refunded already (after the key expired, or by a request with other
        // parameters under the same key): nothing more to give back.
        const intent = await provider.retrieveIntent(paymentIntentId).catch(() => null);
        if (intent?.refunded) return false;
        throw error;
      }
    },

    async refundAmount(paymentIntentId, amountCents, key, reason) {
      let refund: Stripe.Refund;
      try {
        refund = await stripe.refunds.create(
          // The key in the metadata finds the refund again after a crash (findRefund).
          { payment_intent: paymentIntentId, amount: amountCents, reason: "requested_by_customer", metadata: { shop_reason: reason.slice(0, 500), shop_refund_key: key } },
          { idempotencyKey: key },
        );
      } catch (error) {
        // Stripe answered no (a 4xx); a connection or server error is not a refusal.
        const type = (error as { type?: string })?.type;
        if (type === "StripeInvalidRequestError" || type === "StripeCardError") throw new RefundRefusedError((error as Error).message);
        throw error;
      }
      if (refund.status === "failed" || refund.status === "canceled") throw new RefundRefusedError(`Stripe reports the refund ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ""}`);
      return { id: refund.id };
    },

    async findRefund(paymentIntentId, key) {
      for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
        if (refund.metadata?.shop_refund_key !== key) continue;
        // Pending (and requires_action) refunds are under way, as refundAmount counts them.
        const failed = refund.status === "failed" || refund.status === "canceled";
        return { id: refund.id, status: failed ? "failed" : "succeeded", failure: failed ? `Stripe reports the refund ${refund.status}${refund.failure_reason ? ` (${refund.failure_reason})` : ""}` : null };
      }
      return null;
    },

    async listSucceededIntents(since) {
      // Stripe lists newest first and cannot filter by status: page through the period.
      const listed = stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: 100 });
      const succeeded: PaymentIntentView[] = [];
      for await (const intent of listed) {
        if (intent.status === "succeeded") succeeded.push(toPaymentIntentView(intent));
      }
      return succeeded;
    },
  };
  return provider;
}
