import type { CheckoutDetails } from "@/lib/orders/checkout-schema";

export type PaymentIntentState = "requires_payment_method" | "requires_confirmation" | "requires_action" | "processing" | "succeeded" | "canceled" | "other";

/** A payment intent as the provider reports it: the only source of truth for an order. */
export interface PaymentIntentView {
  id: string;
  status: PaymentIntentState;
  amountCents: number;
  currency: string;
  /** Opened by this shop's checkout (not another use of the same Stripe account). */
  fromShop: boolean;
  /** A one-size intent opened before checkout sessions were kept (Stripe metadata product_id): its size. */
  legacyProductId: string | null;
  details: CheckoutDetails | null;
  /** The secret the customer's browser pays with: holding it proves the purchase is one's own. */
  clientSecret: string | null;
  /** Money was given back: a refunded payment never becomes an order. */
  refunded: boolean;
}

/** What an intent is opened or changed for: the total and a description ("2 × 4 oz, 1 × 1 oz"). */
export interface IntentCart {
  amountCents: number;
  description: string;
}

export interface CreatedPaymentIntent {
  id: string;
  clientSecret: string;
}

/** What the shop needs from a payment provider (Stripe or the local test mode). */
export interface PaymentProvider {
  readonly mode: "stripe" | "test";
  /** Opens an intent for the cart's total; `clientKey` is the abuse-limit key of the client opening it. */
  createIntent(cart: IntentCart, clientKey: string): Promise<CreatedPaymentIntent>;
  /**
   * Changes what an intent not yet paid asks for (the shopper changed the
   * cart, the code or the address). False when it can no longer change
   * (paid, processing, cancelled) or is unknown.
   */
  updateIntent(paymentIntentId: string, cart: IntentCart): Promise<boolean>;
  /** Stores the customer's details with the intent its client secret names; false when the secret is unknown. */
  attachDetails(clientSecret: string, details: CheckoutDetails): Promise<boolean>;
  /** The intent by id, or null when the provider does not know it. */
  retrieveIntent(id: string): Promise<PaymentIntentView | null>;
  /** Every succeeded intent created at or after `since`, newest first (for reconciling orders). */
  listSucceededIntents(since: Date): Promise<PaymentIntentView[]>;
  /**
   * Gives a succeeded payment back in full. Asking again (a retry, a second
   * delivery, a concurrent request) refunds nothing more. True when this call
   * refunded it, false when it had been refunded already.
   */
  refund(paymentIntentId: string, reason: string): Promise<boolean>;
  /**
   * Gives back `amountCents` of a succeeded payment (the owner's refund).
   * The same `key` never refunds twice: asking again answers the first
   * refund. Resolves with the provider's refund id; rejects when the provider
   * refuses (more than is left, a payment not taken).
   */
  refundAmount(paymentIntentId: string, amountCents: number, key: string, reason: string): Promise<{ id: string }>;
  /**
   * The refund `refundAmount` made under `key` for this payment, as the
   * provider knows it now, or null when it made none (the shop stopped
   * before asking). "failed" when the provider could not give the money back.
   */
  findRefund(paymentIntentId: string, key: string): Promise<{ id: string; status: "succeeded" | "failed"; failure: string | null } | null>;
}

/**
 * The provider answered and refused a refund (more than is left, a payment
 * not taken, a refund it reports failed), as opposed to not answering: asking
 * again will not change its mind.
 */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefundRefusedError";
  }
}

/** The id part of a client secret: "pi_123_secret_abc" → "pi_123". */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match ? match[1] : null;
}
