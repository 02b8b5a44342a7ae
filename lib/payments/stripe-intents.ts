// Stripe mode: card-only PaymentIntents carrying the product and, right before
// confirmation, the customer's details in their metadata, so that an order can
// be made from the intent alone (by the browser or by the webhook).
import "server-only";
import type Stripe from "stripe";
import { checkoutDetailsSchema } from "@/lib/orders/checkout-schema";
import { intentIdFromClientSecret, type PaymentIntentState, type PaymentIntentView, type PaymentProvider } from "@/lib/payments/types";
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

export function toPaymentIntentView(intent: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: KNOWN_STATES.includes(intent.status as PaymentIntentState) ? (intent.status as PaymentIntentState) : "other",
    amountCents: intent.amount,
    currency: intent.currency,
    productId: intent.metadata?.product_id || null,
    details: metadataToDetails(intent.metadata),
  };
}

function isMissingResource(error: unknown): boolean {
  const e = error as { type?: string; statusCode?: number; code?: string };
  return e?.statusCode === 404 || e?.code === "resource_missing";
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    mode: "stripe",

    async createIntent(product) {
      const intent = await stripe.paymentIntents.create({
        amount: product.priceCents,
        currency: "usd",
        // Card only (the API's current name for payment_method_types).
        allowed_payment_method_types: ["card"],
        description: `${product.name} (${product.size})`,
        metadata: { product_id: product.id },
      });
      if (!intent.client_secret) throw new Error("Stripe returned a payment intent without a client secret");
      return { id: intent.id, clientSecret: intent.client_secret };
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
        metadata: { product_id: intent.metadata?.product_id ?? "", ...detailsToMetadata(details) },
        receipt_email: details.customerEmail,
      });
      return true;
    },

    async retrieveIntent(id) {
      try {
        return toPaymentIntentView(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissingResource(error)) return null;
        throw error;
      }
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
}
