// POST /api/create-payment-intent: the server prices the chosen product and
// opens a payment intent for exactly that amount. A client amount that
// disagrees is refused, never used; a size sold out is refused with 409
// sold_out. The price is recorded with the session (CheckoutAttempt): a price
// changed while the customer pays does not change what they pay, and their
// order is made at that price. A client whose cards were declined too
// often within the hour gets no new payment session and cannot confirm a card
// on one it already holds (card testing).
import "server-only";
import { db } from "@/lib/db";
import { findProduct, isSoldOut } from "@/lib/catalog/products";
import { dollarsToCents } from "@/lib/catalog/money";
import { DomainError, invalidInput, rateLimited } from "@/lib/errors";
import type { CheckoutDetails } from "@/lib/orders/checkout-schema";
import { getPaymentProvider } from "@/lib/payments/provider";
import type { CreatePaymentIntentRequest } from "@/lib/payments/request-schemas";
import { LIMITS, type LimitRule } from "@/lib/security/limits";
import { consumeLimit, peekLimit } from "@/lib/security/rate-limit";
import { markPhotoAttached } from "@/lib/uploads/photo-uploads";

/** 409 sold_out: the size's counted stock is used up. */
export const soldOut = (size: string) => new DomainError("conflict", "sold_out", `The ${size} size is sold out. Please choose another size.`);

export const TOO_MANY_DECLINES_MESSAGE = "Too many declined payments. Please try again later or contact support.";

/** Refuses (429) a client whose declines within the window reached the limit. */
async function refuseCardTesting(clientKey: string): Promise<void> {
  const declines = await peekLimit(LIMITS.cardDeclines, clientKey);
  if (!declines.allowed) throw rateLimited(declines.retryAfterSeconds, TOO_MANY_DECLINES_MESSAGE);
}

/**
 * Admits a payment request (a new payment session, a test card confirmation)
 * of the client with this key: a client whose cards were declined too often is
 * refused first, without counting; then the request counts against `rule`,
 * 429 past it.
 */
export async function admitPaymentRequest(clientKey: string, rule: LimitRule): Promise<void> {
  await refuseCardTesting(clientKey);
  const count = await consumeLimit(rule, clientKey);
  if (!count.allowed) throw rateLimited(count.retryAfterSeconds);
}

/** Counts one declined card against the client that tried it. */
export async function countCardDecline(clientKey: string): Promise<void> {
  await consumeLimit(LIMITS.cardDeclines, clientKey);
}

export async function createPaymentIntentForCheckout(request: CreatePaymentIntentRequest, clientKey: string): Promise<{ clientSecret: string }> {
  const product = await findProduct(request.items[0].id);
  if (!product) throw invalidInput("Unknown product.", { "items.0.id": "Unknown product" });
  if (isSoldOut(product)) throw soldOut(product.size);
  if (request.amount !== undefined && dollarsToCents(request.amount) !== product.priceCents) {
    throw invalidInput("The amount does not match the product's price.", { amount: "Does not match the price" });
  }
  const provider = getPaymentProvider();
  const intent = await provider.createIntent(product, clientKey);
  // Counted for the checkout conversion of the admin's analytics (sessions opened against orders paid).
  await db.checkoutAttempt.create({
    data: { paymentIntentId: intent.id, paymentMode: provider.mode, productId: product.id, amountCents: product.priceCents },
  });
  return { clientSecret: intent.clientSecret };
}

/**
 * Right before paying: keep the customer's details with the intent, and keep
 * their photo from the purge of photos no order uses, since the order is made
 * from these details.
 */
export async function attachCheckoutDetails(clientSecret: string, details: CheckoutDetails): Promise<void> {
  const found = await getPaymentProvider().attachDetails(clientSecret, details);
  if (!found) throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
  await markPhotoAttached(details.photoUrl);
}
