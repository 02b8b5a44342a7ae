// Creates the order of a paid payment intent, once. The provider is asked for
// the intent; it must have succeeded with the product's price, and it carries
// the customer's details. The payment intent id is unique on orders, so a
// repeat (double click, retry, webhook redelivery, concurrent requests) gets
// the order that already exists. The confirmation e-mail is queued in the same
// transaction and sent afterwards; a failed send never touches the order.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, badRequest } from "@/lib/http/errors";
import { orderConfirmationKey, queueOrderConfirmation } from "@/lib/mail/order-confirmation";
import { deliverPendingEmails } from "@/lib/mail/outbox";
import { getPaymentProvider } from "@/lib/payments/provider";
import type { PaymentIntentView } from "@/lib/payments/types";

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
  return new ApiError(402, "payment_not_completed", message);
}

async function validatedIntent(paymentIntentId: string) {
  const intent: PaymentIntentView | null = await getPaymentProvider().retrieveIntent(paymentIntentId);
  if (!intent) throw new ApiError(404, "payment_intent_not_found", "Unknown payment intent.");
  if (intent.status !== "succeeded") throw paymentRequired("The payment has not succeeded.");
  if (!intent.productId) throw new ApiError(422, "payment_intent_invalid", "The payment is not for a product of this shop.");
  const product = await db.product.findUnique({ where: { id: intent.productId } });
  if (!product) throw new ApiError(422, "payment_intent_invalid", "The payment is not for a product of this shop.");
  if (intent.amountCents !== product.priceCents || intent.currency.toLowerCase() !== "usd") {
    throw new ApiError(422, "amount_mismatch", "The amount paid does not match the product's price.");
  }
  if (!intent.details) throw new ApiError(422, "details_missing", "The payment carries no shipping details.");
  return { intent, details: intent.details, product };
}

/** The order of this payment intent, created now if the payment succeeded. */
export async function createOrderForPaymentIntent(
  paymentIntentId: string,
  check: OrderCheck = {},
): Promise<{ order: CreatedOrder; created: boolean }> {
  const found = await existingOrder(paymentIntentId);
  if (found) {
    if (check.claimedAmountCents !== undefined && check.claimedAmountCents !== found.amountCents) {
      throw badRequest("The amount does not match the payment.", { amount: "Does not match the payment" });
    }
    return { order: found, created: false };
  }

  const { intent, details, product } = await validatedIntent(paymentIntentId);
  if (check.claimedAmountCents !== undefined && check.claimedAmountCents !== intent.amountCents) {
    throw badRequest("The amount does not match the payment.", { amount: "Does not match the payment" });
  }

  let order: CreatedOrder;
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
          photoUrl: details.photoUrl,
          productId: product.id,
          productName: product.name,
          productSize: product.size,
          quantity: 1,
          unitPriceCents: product.priceCents,
        },
      });
      await queueOrderConfirmation(tx, created);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await existingOrder(paymentIntentId);
      if (winner) return { order: winner, created: false };
    }
    throw error;
  }

  // Sending happens after the order is safe; failures are retried later by
  // the delivery schedule, which also sends whatever else is due.
  await deliverPendingEmails({ dedupeKey: orderConfirmationKey(order.id) }).catch((error) => console.error("[mail] delivery run failed:", error));
  return { order, created: true };
}

/** The order as the API answers it (SPEC §3 shape). */
export function orderToJson(order: CreatedOrder) {
  return {
    id: order.id,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    shippingAddress: {
      name: order.shippingName,
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      zipCode: order.shippingZipCode,
      country: order.shippingCountry,
    },
    paymentIntentId: order.paymentIntentId,
    amount: order.amountCents,
    status: order.status,
    photoUrl: order.photoUrl,
    productDetails: {
      name: order.productName,
      size: order.productSize,
      quantity: order.quantity,
      price: order.unitPriceCents / 100,
    },
    createdAt: order.createdAt.toISOString(),
  };
}
