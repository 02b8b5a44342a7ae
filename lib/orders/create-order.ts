// Creates the order of a paid payment intent, once. The provider is asked for
// the intent; it must have succeeded with the total of the checkout session it
// was opened for (its lines, discount and tax, as the shopper saw them), and
// it carries the customer's details. Each line's tins leave the counted stock
// and the session's discount code is marked used, in the order's transaction. The payment intent id is unique on orders, so a
// repeat (double click, retry, webhook redelivery, concurrent requests) gets
// the order that already exists. The confirmation e-mail is queued in the same
// transaction and sent afterwards, within a few seconds (a slow mail server
// never holds the order's answer: the delivery schedule sends what is left);
// a failed send never touches the order.
// A payment that succeeded but can never become an order (an unknown product,
// an amount other than the session's total, no valid shipping details, fewer
// tins left than it paid for) is refunded in full and raised as an alert; a
// refunded payment never becomes an order.
import "server-only";
import { stockChanged } from "@/lib/orders/restock";
import { closeAlertsSettledByShop, raiseAlert } from "@/lib/alerts/raise";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { DomainError, invalidInput, notFound } from "@/lib/errors";
import { orderConfirmationKey, queueOrderConfirmation } from "@/lib/mail/order-confirmation";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { orderLinesInclude, orderToCustomerJson, orderToPublicJson, type OrderWithLines } from "@/lib/orders/order-json";
import { useHeldCode } from "@/lib/discounts/redeem";
import { storedLines } from "@/lib/payments/checkout-session";
import { getTaxCalculator } from "@/lib/tax/provider";
import { priceLine } from "@/lib/cart/pricing";
import type { CreateOrderRequest } from "@/lib/orders/order-request-schema";
import { getPaymentProvider } from "@/lib/payments/provider";
import { sameSecret } from "@/lib/payments/secrets";
import type { PaymentIntentView } from "@/lib/payments/types";
import type { CustomerOrder, PublicOrder } from "@/lib/schemas/order";
import { logger } from "@/lib/log";

const log = logger("payments");

export type CreatedOrder = OrderWithLines;

export interface OrderCheck {
  /** Amount the client says it paid, in cents; refused when it differs. */
  claimedAmountCents?: number;
}

async function existingOrder(paymentIntentId: string) {
  return db.order.findUnique({ where: { paymentIntentId }, include: orderLinesInclude });
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
    const message = error instanceof Error ? error.message : String(error);
    await raiseAlert("refund_failed", intent.id, {
      message: `Payment ${intent.id} cannot become an order (${reason}) and its refund failed: ${message}`,
      facts: { paymentIntentId: intent.id, amount: formatMoney(intent.amountCents), reason, error: message },
    });
    throw error;
  }
  if (refundedNow) {
    await raiseAlert("payment_refunded_no_order", intent.id, {
      message: `Payment ${intent.id} cannot become an order and was refunded in full: ${reason}`,
      facts: { paymentIntentId: intent.id, amount: formatMoney(intent.amountCents), reason },
    });
    // A refund that failed before went through at this try.
    await closeAlertsSettledByShop("refund_failed", intent.id);
  }
  return new RefundedRefusal(code, `${reason} The payment has been refunded.`);
}

/** A line of the session the payment was opened for. */
type SessionLine = ReturnType<typeof storedLines>[number];

/**
 * The session a payment was opened for, as the shopper saw it (its lines,
 * discount and tax). A one-size Stripe payment opened before sessions were
 * kept (metadata product_id, no session) is one tin at the product's price.
 */
async function sessionOf(intent: PaymentIntentView) {
  const attempt = await db.checkoutAttempt.findUnique({ where: { paymentIntentId: intent.id } });
  if (attempt || !intent.legacyProductId) return attempt;
  const product = await db.product.findUnique({ where: { id: intent.legacyProductId } });
  if (!product) return null;
  return {
    lines: [priceLine(product, 1)] as unknown,
    subtotalCents: product.priceCents,
    discountCents: 0,
    discountCodeId: null,
    discountCode: null,
    taxCents: 0,
    taxRatePpm: 0,
    taxState: null,
    taxSource: "none",
    taxCalculationId: null,
    amountCents: product.priceCents,
  };
}

async function validatedIntent(paymentIntentId: string) {
  const intent: PaymentIntentView | null = await getPaymentProvider().retrieveIntent(paymentIntentId);
  if (!intent) throw notFound("Unknown payment intent.", "payment_intent_not_found");
  if (intent.status !== "succeeded") throw paymentRequired("The payment has not succeeded.");
  if (intent.refunded) throw notAnOrder("payment_refunded", "The payment was refunded; it does not become an order.");
  // A payment this shop's checkout did not open (another use of the same
  // Stripe account) is left alone, not refunded.
  if (!intent.fromShop) throw notAnOrder("payment_intent_invalid", "The payment is not for a product of this shop.");
  // Reasons that will not change: the payment is given back.
  const session = await sessionOf(intent);
  const lines: SessionLine[] = session ? storedLines(session.lines) : [];
  if (!session || lines.length === 0) throw await refusedAndRefunded(intent, "product_unknown", "The payment is for a product this shop does not sell.");
  const known = await db.product.findMany({ where: { id: { in: lines.map((line) => line.productId) } }, select: { id: true } });
  if (known.length !== new Set(lines.map((line) => line.productId)).size) {
    throw await refusedAndRefunded(intent, "product_unknown", "The payment is for a product this shop does not sell.");
  }
  // The total the shop opened (or last changed) the payment at, which a price
  // change made while the customer paid does not move.
  if (intent.amountCents !== session.amountCents || intent.currency.toLowerCase() !== "usd") {
    throw await refusedAndRefunded(intent, "amount_mismatch", "The amount paid does not match the order's total.");
  }
  if (!intent.details) throw await refusedAndRefunded(intent, "details_missing", "The payment carries no valid shipping details.");
  return { intent, details: intent.details, session, lines };
}

/** Thrown inside the order's transaction: a line asks for more tins than are left. */
class LineSoldOut extends Error {
  constructor(readonly size: string, readonly left: number) {
    super(`sold out: ${size}`);
  }
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

  const { intent, details, session, lines } = await validatedIntent(paymentIntentId);
  if (check.claimedAmountCents !== undefined && check.claimedAmountCents !== intent.amountCents) {
    throw invalidInput("The amount does not match the payment.", { amount: "Does not match the payment" });
  }

  let order: CreatedOrder;
  let soldOutNow = false;
  try {
    order = await db.$transaction(async (tx) => {
      const code = session.discountCodeId ? await tx.discountCode.findUnique({ where: { id: session.discountCodeId }, select: { id: true, oncePerCustomer: true } }) : null;
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
          subtotalCents: session.subtotalCents,
          discountCents: session.discountCents,
          discountCode: session.discountCode,
          discountCodeId: code?.id ?? null,
          taxCents: session.taxCents,
          taxRatePpm: session.taxRatePpm,
          taxState: session.taxState,
          taxSource: session.taxSource,
          taxCalculationId: session.taxCalculationId,
          lines: {
            create: lines.map((line, position) => ({
              position,
              productId: line.productId,
              productName: line.name,
              productSize: line.size,
              unitPriceCents: line.unitPriceCents,
              quantity: line.quantity,
              lineTotalCents: line.lineTotalCents,
            })),
          },
        },
        include: orderLinesInclude,
      });
      // Each line's tins leave the counted stock; a line asking for more than
      // is left (two shoppers paying for the last tin) makes no order.
      for (const line of lines) {
        const left = await tx.$queryRaw<{ stock: number | null }[]>`
          UPDATE "Product" SET stock = CASE WHEN stock IS NULL THEN NULL ELSE stock - ${line.quantity} END, "updatedAt" = now()
          WHERE id = ${line.productId} AND (stock IS NULL OR stock >= ${line.quantity}) RETURNING stock`;
        if (left.length === 0) {
          const product = await tx.product.findUnique({ where: { id: line.productId }, select: { stock: true } });
          throw new LineSoldOut(line.size, product?.stock ?? 0);
        }
        if (left[0].stock === 0) soldOutNow = true;
      }
      if (code) {
        await useHeldCode(tx, {
          paymentIntentId: intent.id,
          codeId: code.id,
          orderId: created.id,
          customerEmail: details.customerEmail,
          discountCents: session.discountCents,
          oncePerCustomer: code.oncePerCustomer,
        });
      }
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
    if (error instanceof LineSoldOut) {
      throw await refusedAndRefunded(
        intent,
        "sold_out",
        error.left > 0 ? `Only ${error.left} of the ${error.size} size ${error.left === 1 ? "was" : "were"} left.` : `The ${error.size} size sold out.`,
      );
    }
    throw error;
  }

  // The last counted tin of a size sold: the products changed.
  if (soldOutNow) stockChanged();
  await recordTaxSale(order);

  // Sending happens after the order is safe, within a short budget; a send
  // that failed or ran out of time is retried later by the delivery schedule,
  // which also sends whatever else is due.
  await sendQueuedEmailNow(orderConfirmationKey(order.id));
  return { order, created: true, intent };
}

/**
 * Records the order's tax with the tax calculator's bookkeeping (Stripe Tax:
 * a transaction from the checkout's calculation). A failure is logged as an
 * alert and never undoes the order: the reconcile run records it later.
 */
export async function recordTaxSale(order: CreatedOrder): Promise<void> {
  if (order.taxSource !== "stripe" || order.taxTransactionId || !order.taxCalculationId) return;
  try {
    const transactionId = await getTaxCalculator().recordSale(order);
    if (transactionId) await db.order.update({ where: { id: order.id }, data: { taxTransactionId: transactionId } });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await raiseAlert("tax_record_failed", `sale:${order.id}`, {
      message: `The tax of order ${order.id} could not be recorded with Stripe Tax: ${message}`,
      facts: { orderId: order.id, error: message },
    });
  }
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
      log.warn("could not check the client secret", { paymentIntentId, error: error instanceof Error ? error.message : String(error) });
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
