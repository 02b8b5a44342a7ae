import type { CheckoutDetails } from "@/lib/orders/checkout-schema";

export type PaymentIntentState = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled" | "other";

/** A payment intent as the provider reports it: the only source of truth for an order. */
export interface PaymentIntentView {
  id: string;
  status: PaymentIntentState;
  amountCents: number;
  currency: string;
  productId: string | null;
  details: CheckoutDetails | null;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** What the shop needs from a payment provider (Stripe or the local test mode). */
export interface PaymentProvider {
  readonly mode: "stripe" | "test";
  createIntent(product: { id: string; name: string; size: string; priceCents: number }): Promise<CreatedPaymentIntent>;
  /** Stores the customer's details with the intent its client secret names; false when the secret is unknown. */
  attachDetails(clientSecret: string, details: CheckoutDetails): Promise<boolean>;
  /** The intent by id, or null when the provider does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /** Every succeeded intent created at or after `since`, newest first (for reconciling orders). */
  listSucceededIntents(since: Date): Promise<PaymentIntentView[]>;
}

/** The id part of a client secret: "pi_123_secret_abc" → "pi_123". */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match ? match[1] : null;
}
