// Creates the order of a paid payment intent, once. The provider is asked for
// the intent; it must have succeeded with the product's price, and it carries
// the customer's details. The payment intent id is unique on orders, so a
// repeat (double click, retry, webhook redelivery, concurrent requests) gets
// the order that already exists. The confirmation e-mail is queued in the same
// transaction and sent afterwards, within a few seconds (a slow mail server
// never holds the order's answer: the delivery schedule sends what is left);
// a failed send never touches the order.
// A payment that succeeded but can never become an order (an unknown product,
// an amount other than the price, no valid shipping details) is refunded in
// full and raised as an alert; a refunded payment never becomes an order.
import "server-only";
import { refreshData } from "@/lib/cache/data-tags";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { DomainError, invalidInput, notFound } from "@/lib/errors";
import { orderConfirmationKey, queueOrderConfirmation } from "@/lib/mail/order-confirmation";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { orderToCustomerJson, orderToPublicJson } from "@/lib/orders/order-json";
import type { CreateOrderRequest } from "@/lib/orders/order-request-schema";
import { getPaymentProvider } from "@/lib/payments/provider";
import { sameSecret } from "@/lib/payments/secrets";
import type { PaymentIntentView } from "@/lib/payments/types";
import type { CustomerOrder, PublicOrder } from "@/lib/schemas/order";

export type CreatedOrder = Prisma.OrderGetPayload<object>;

export interface OrderCheck {
  /** Amount the client says it paid, in cents; refused when it differs. */
  claimedAmountCents?: number;
}

async function existingOrder(paymentIntentId: string) {
  return db.order.findUnique({ where: { paymentIntentId } });
}

/** Another request created this payment intent's order first. */
function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError
    ? error.code === "P2002"
    : (error as { code?: unknown } | null)?.code === "P2002";
}

function paymentRequired(message: string) {
  return new DomainError("payment_required", "payment_not_completed", message);
}

/** A payment that is not an order and never will be: refused as unprocessable. */
function notAnOrder(code: string, message: string) {
  return new DomainError("unprocessable", code, message);
}

/** The refusal of a payment that can never become an order and was refunded (unprocessable). */
export class RefundedRefusal extends DomainError {
  constructor(code: string, message: string) {
    super("unprocessable", code, message);
  }
}

/**
 * Says the products changed (a size sold out), so the pages show it now. An
 * order made outside a request (the schedule's reconcile run) cannot: the
 * pages then follow within their period (five minutes).
 */
function productsChanged(): void {
  try {
    refreshData("products");
  } catch (error) {
    console.warn(`[cache] a sold-out size could not be shown at once; the pages follow within five minutes: ${error instanceof Error ? error.message : error}`);
  }
}

/**
 * A succeeded payment that can never become an order: it is refunded in full
 * and raised as an alert (the intent id and the reason, never the customer's
 * data), and the refusal is returned to be thrown. A refund that fails is
 * thrown instead, so that the webhook, the next order post or the reconcile
 * run tries again.
 */
async function refusedAndRefunded(intent: PaymentIntentView, code: string, reason: string): Promise<RefundedRefusal> {
  let refundedNow: boolean;
  try {
    refundedNow = await getPaymentProvider().refund(intent.id, reason);
  } catch (error) {
    console.error(`[alert] payment ${intent.id} cannot become an order (${reason}) and its refund failed: ${error instanceof Error ? error.message : error}`);
    throw error;
  }
  if (refundedNow) console.error(`[alert] payment ${intent.id} cannot become an order and was refunded in full: ${reason}`);
  return new RefundedRefusal(code, `${reason} The payment has been refunded.`);
}

async function validatedIntent(paymentIntentId: string) {
  const intent: PaymentIntentView | null = await getPaymentProvider().retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("Unknown payment intent.", "payment_intent_not_found");
  if (intent.status !== "succeeded") throw paymentRequired("The payment has not succeeded.");
  if (intent.refunded) throw notAnOrder("payment_refunded", "The payment was refunded; it does not become an order.");
  // Without a product id the payment was not opened by this shop (another use
  // of the same Stripe account): it is left alone, not refunded.
  if (!intent.productId) throw notAnOrder("payment_intent_invalid", "The payment is not for a product of this shop.");
  // Reasons that will not change: the payment is given back.
  const product = await db.product.findUnique({ where: { id: intent.productId } });
  if (!product) throw await refusedAndRefunded(intent, "product_unknown", "The payment is for a product this shop does not sell.");
  // The price the shop opened the payment at (kept with the checkout session),
  // which a price change made while the customer paid does not move.
  const opened = await db.checkoutAttempt.findUnique({ where: { paymentIntentId: intent.id }, select: { productId: true, amountCents: true } });
  const priceCents = opened?.productId === product.id ? opened.amountCents : product.priceCents;
  if (intent.amountCents !== priceCents || intent.currency.toLowerCase() !== "usd") {
    throw await refusedAndRefunded(intent, "amount_mismatch", "The amount paid does not match the product's price.");
  }
  if (!intent.details) throw await refusedAndRefunded(intent, "details_missing", "The payment carries no valid shipping details.");
  return { intent, details: intent.details, product, priceCents };
}

/** The order of this payment intent, created now if the payment succeeded. */
export async function createOrderForPaymentIntent(
  paymentIntentId: string,
  check: OrderCheck = {},
): Promise<{ order: CreatedOrder; created: boolean; intent?: PaymentIntentView }> {
  const found = await existingOrder(paymentIntentId);
  if (found) {
    if (check.claimedAmountCents !== undefined && check.claimedAmountCents !== found.amountCents) {
      throw invalidInput("The amount does not match the payment.", { amount: "Does not match the payment" });
    }
    return { order: found, created: false };
  }

  const { intent, details, product, priceCents } = await validatedIntent(paymentIntentId);
  if (check.claimedAmountCents !== undefined && check.claimedAmountCents !== intent.amountCents) {
    throw invalidInput("The amount does not match the payment.", { amount: "Does not match the payment" });
  }

  let order: CreatedOrder;
  let soldOutNow = false;
  try {
    order = await db.$transaction(async (tx) => {
      const created = await tx.order.create({
        data: {
          customerEmail: details.customerEmail,
          customerName: details.customerName,
          shippingName: details.customerName,
          shippingAddress: details.shippingAddress.address,
          shippingCity: details.shippingAddress.city,
          shippingState: details.shippingAddress.state,
          shippingZipCode: details.shippingAddress.zipCode,
          shippingCountry: details.shippingAddress.country,
          paymentIntentId: intent.id,
          amountCents: intent.amountCents,
          currency: intent.currency.toLowerCase(),
          status: "paid",
          // A test payment moved no money: the admin pages mark its order.
          paymentMode: getPaymentProvider().mode,
          photoUrl: details.photoUrl,
          productId: product.id,
          productName: product.name,
          productSize: product.size,
          quantity: 1,
          unitPriceCents: priceCents,
        },
      });
      // A counted stock goes down by the tin sold (never below zero: a payment
      // opened before the last tin sold is still an order the owner fulfils).
      const left = await tx.$queryRaw<{ stock: number }[]>`
        UPDATE "Product" SET stock = stock - 1, "updatedAt" = now() WHERE id = ${product.id} AND stock > 0 RETURNING stock`;
      soldOutNow = left[0]?.stock === 0;
      await queueOrderConfirmation(tx, created);
      // The checkout session became an order (the analytics' checkout conversion).
      await tx.checkoutAttempt.updateMany({ where: { paymentIntentId: intent.id }, data: { orderedAt: created.createdAt } });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await existingOrder(paymentIntentId);
      if (winner) return { order: winner, created: false, intent };
    }
    throw error;
  }

  // The last counted tin sold: the products changed.
  if (soldOutNow) productsChanged();

  // Sending happens after the order is safe, within a short budget; a send
  // that failed or ran out of time is retried later by the delivery schedule,
  // which also sends whatever else is due.
  await sendQueuedEmailNow(orderConfirmationKey(order.id));
  return { order, created: true, intent };
}

/**
 * Whether `clientSecret` is the payment's own client secret (compared in
 * constant time). The intent already fetched is used when there is one; a
 * provider that cannot be asked now means no.
 */
async function holdsClientSecret(paymentIntentId: string, clientSecret: string, known?: PaymentIntentView): Promise<boolean> {
  let intent = known ?? null;
  if (!intent) {
    try {
      intent = await getPaymentProvider().retrieveIntent(paymentIntentId);
    } catch (error) {
      console.warn(`[payments] could not check the client secret of ${paymentIntentId}: ${error instanceof Error ? error.message : error}`);
      return false;
    }
  }
  return intent?.clientSecret ? sameSecret(intent.clientSecret, clientSecret) : false;
}

/**
 * POST /api/orders: the order of a paid payment intent, created now or found.
 * The customer's personal data is answered only to whoever sends the payment's
 * client secret; anyone else holding the intent id learns its status only.
 */
export async function saveCheckoutOrder(request: CreateOrderRequest): Promise<{ created: boolean; order: CustomerOrder | PublicOrder }> {
  const { order, created, intent } = await createOrderForPaymentIntent(request.paymentIntentId, { claimedAmountCents: request.amount });
  const owner = request.clientSecret !== undefined && (await holdsClientSecret(order.paymentIntentId, request.clientSecret, intent));
  return { created, order: owner ? orderToCustomerJson(order) : orderToPublicJson(order) };
}
