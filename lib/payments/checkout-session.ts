// The checkout session: a payment intent and the priced cart it asks for
// (CheckoutAttempt). Opening one (POST /api/create-payment-intent) prices the
// cart on the server (lib/cart/quote.ts) and opens an intent for exactly that
// total; a client amount that disagrees is refused, never used. Each change
// the shopper makes (sizes, quantities, the code, the state or ZIP: POST
// /api/payment-intents/cart) prices the cart again and changes the intent to
// the new total. What the session shows is what its order is recorded at: a
// price, a code or a tax rate changed meanwhile does not move it. A code is
// reserved for the session while it holds it (lib/discounts/redeem.ts).
// A client whose cards were declined too often within the hour gets no new
// payment session and cannot confirm a card on one it already holds (card testing).
import "server-only";
import { db } from "@/lib/db";
import { dollarsToCents } from "@/lib/catalog/money";
import { describeLines } from "@/lib/cart/pricing";
import { assertInStock, attemptFieldsOf, keepQuote, quoteCart, requoteForAddress, summaryOf, taxAddressKey, type Quote } from "@/lib/cart/quote";
import type { CartRequest, CartSummary } from "@/lib/cart/cart-schema";
import { keepHeldCode } from "@/lib/discounts/redeem";
import { conflict, invalidInput, rateLimited } from "@/lib/errors";
import type { CheckoutDetails } from "@/lib/orders/checkout-schema";
import { getPaymentProvider } from "@/lib/payments/provider";
import type { CreatePaymentIntentRequest } from "@/lib/payments/request-schemas";
import { sameSecret } from "@/lib/payments/secrets";
import { intentIdFromClientSecret } from "@/lib/payments/types";
import { LIMITS, type LimitRule } from "@/lib/security/limits";
import { consumeLimit, peekLimit } from "@/lib/security/rate-limit";
import { markPhotoAttached } from "@/lib/uploads/photo-uploads";
import { DISCOUNT_MESSAGES } from "@/lib/discounts/messages";

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

/**
 * Prices a cart with a discount code, counting a code that gives no discount
 * against the client (guessing codes is enumeration): past the limit, codes
 * are refused (429) without being looked at.
 */
export async function withCodeGuesses<T>(cart: CartRequest, clientKey: string, price: () => Promise<T>): Promise<T> {
  if (!cart.discountCode) return price();
  const guesses = await peekLimit(LIMITS.discountCodeGuesses, clientKey);
  if (!guesses.allowed) throw rateLimited(guesses.retryAfterSeconds, DISCOUNT_MESSAGES.tooManyGuesses);
  try {
    return await price();
  } catch (error) {
    if ((error as { fields?: Record<string, string> }).fields?.discountCode) await consumeLimit(LIMITS.discountCodeGuesses, clientKey);
    throw error;
  }
}

const intentCart = (quote: Quote) => ({ amountCents: quote.totalCents, description: describeLines(quote.lines) });

/** Opens a checkout session for the cart. */
export async function openCheckoutSession(request: CreatePaymentIntentRequest, clientKey: string): Promise<{ clientSecret: string; summary: CartSummary }> {
  // A cart that cannot be bought is refused before any payment intent exists.
  const preview = await withCodeGuesses(request, clientKey, () => quoteCart(request));
  if (request.amount !== undefined && dollarsToCents(request.amount) !== preview.totalCents) {
    throw invalidInput("The amount does not match the cart's total.", { amount: "Does not match the total" });
  }
  const provider = getPaymentProvider();
  const intent = await provider.createIntent(intentCart(preview), clientKey);
  // The code is reserved for this session (racing sessions queue on the code);
  // a session whose code was used up meanwhile is refused, and its intent never used.
  await keepQuote(preview, { paymentIntentId: intent.id, email: request.email, clientKey }, (tx) =>
    tx.checkoutAttempt.create({ data: { paymentIntentId: intent.id, paymentMode: provider.mode, ...attemptFieldsOf(preview) } }),
  );
  return { clientSecret: intent.clientSecret, summary: summaryOf(preview) };
}

/** The session a client secret opens, while it can still change; refusals otherwise. */
async function openSession(clientSecret: string) {
  const id = intentIdFromClientSecret(clientSecret);
  const intent = id ? await getPaymentProvider().retrieveIntent(id) : null;
  if (!intent || !intent.clientSecret || !sameSecret(intent.clientSecret, clientSecret)) {
    throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
  }
  const attempt = await db.checkoutAttempt.findUnique({ where: { paymentIntentId: intent.id } });
  if (!attempt) throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
  return { intent, attempt };
}

async function applyQuote(intentId: string, quote: Quote, amountBefore: number): Promise<void> {
  if (quote.totalCents === amountBefore) return;
  const changed = await getPaymentProvider().updateIntent(intentId, intentCart(quote));
  if (!changed) throw conflict("This payment has already been made or can no longer change.", "payment_not_changeable");
}

/** POST /api/payment-intents/cart: the shopper changed the cart; the session is priced again. */
export async function updateCheckoutSession(clientSecret: string, cart: CartRequest, clientKey: string): Promise<{ summary: CartSummary }> {
  const { intent } = await openSession(clientSecret);
  if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
    throw conflict("This payment has already been made or can no longer change.", "payment_not_changeable");
  }
  // Once the customer's details are kept with the payment (right before
  // paying), its order is made from them: the tax follows their address and a
  // once-per-customer code their e-mail, whatever this request says. A shopper
  // who changes the address sends the details again, which prices it anew.
  const details = intent.details;
  const priceFor: CartRequest = details ? { ...cart, email: details.customerEmail, shippingAddress: details.shippingAddress } : cart;
  const quote = await withCodeGuesses(priceFor, clientKey, async () => {
    const priced = await quoteCart(priceFor, { paymentIntentId: intent.id });
    // A session with its details keeps its code's reservation for itself.
    await keepQuote(priced, { paymentIntentId: intent.id, email: priceFor.email, clientKey: details ? undefined : clientKey }, (tx) =>
      tx.checkoutAttempt.update({ where: { paymentIntentId: intent.id }, data: attemptFieldsOf(priced) }),
    );
    return priced;
  });
  await applyQuote(intent.id, quote, intent.amountCents);
  return { summary: summaryOf(quote) };
}

type StoredLine = { productId: string; name: string; size: string; unitPriceCents: number; quantity: number; lineTotalCents: number };

/** The lines a session holds, as stored with it. */
export function storedLines(lines: unknown): StoredLine[] {
  return Array.isArray(lines) ? (lines as StoredLine[]) : [];
}

/**
 * Right before paying: keep the customer's details with the intent, and keep
 * their photo from the purge of photos no order uses, since the order is made
 * from these details. The session is checked against them: a shipping address
 * other than the one its tax was computed for prices it again, and its code
 * is held again for the customer's e-mail (a once-per-customer code, a
 * reservation that expired). The answer carries the session's summary: the
 * checkout confirms the payment only when its total is the one the shopper
 * saw, and shows the new summary otherwise.
 */
export async function attachCheckoutDetails(clientSecret: string, details: CheckoutDetails, clientKey?: string): Promise<{ summary: CartSummary }> {
  const { intent, attempt } = await openSession(clientSecret);
  const address = { ...details.shippingAddress };
  const lines = storedLines(attempt.lines);
  let summary: CartSummary;
  if (intent.status === "succeeded") {
    summary = summaryOfAttempt(attempt);
  } else {
    const discount = attempt.discountCode && attempt.discountCodeId ? { codeId: attempt.discountCodeId, code: attempt.discountCode, oncePerCustomer: false } : null;
    // A shipping address other than the one the tax was computed for, or one
    // without a US state and ZIP code in it (refused there): the tax of this one.
    // Either way, each line's tins must still be there: a shopper is told before paying, not after.
    const addressKey = taxAddressKey(address);
    const quote =
      addressKey === null || addressKey !== attempt.taxAddress
        ? await requoteForAddress({ lines, discountCents: attempt.discountCents, discount }, address)
        : (await assertInStock(lines), null);
    // The code is held again for the customer's e-mail (a once-per-customer code, a reservation that expired).
    await db.$transaction(async (tx) => {
      if (attempt.discountCode) {
        const held = await keepHeldCode(tx, { codeText: attempt.discountCode, lines, paymentIntentId: intent.id, email: details.customerEmail, discountCents: attempt.discountCents, clientKey });
        if (!held.ok) throw invalidInput(held.message, { discountCode: held.message });
      }
      if (quote) await tx.checkoutAttempt.update({ where: { paymentIntentId: intent.id }, data: attemptFieldsOf(quote) });
    });
    if (quote) {
      await applyQuote(intent.id, quote, intent.amountCents);
      summary = summaryOf(quote);
    } else {
      summary = summaryOfAttempt(attempt);
    }
  }
  if (intent.status !== "succeeded") {
    const found = await getPaymentProvider().attachDetails(clientSecret, details);
    if (!found) throw invalidInput("Unknown payment session.", { clientSecret: "Unknown payment session" });
  }
  await markPhotoAttached(details.photoUrl);
  return { summary };
}

/** A stored session as the checkout shows it. */
export function summaryOfAttempt(attempt: {
  lines: unknown;
  subtotalCents: number;
  discountCents: number;
  discountCode: string | null;
  taxCents: number;
  taxRatePpm: number;
  taxState: string | null;
  taxSource: string;
  taxCalculationId: string | null;
  amountCents: number;
}): CartSummary {
  return summaryOf({
    lines: storedLines(attempt.lines),
    subtotalCents: attempt.subtotalCents,
    discountCents: attempt.discountCents,
    discount: attempt.discountCode ? { code: attempt.discountCode } : null,
    tax: {
      taxCents: attempt.taxCents,
      ratePpm: attempt.taxRatePpm,
      state: attempt.taxState as Quote["tax"]["state"],
      source: attempt.taxSource as Quote["tax"]["source"],
      calculationId: attempt.taxCalculationId,
    },
    totalCents: attempt.amountCents,
  });
}

