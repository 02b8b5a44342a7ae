// Local test payment mode: payment intents live in the database and are
// confirmed with Stripe's test cards. Only brand and last 4 digits are kept.
import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { LocalPaymentIntent } from "@/lib/generated/prisma/client";
import { checkoutDetailsSchema, type CheckoutDetails } from "@/lib/orders/checkout-schema";
import { sameSecret } from "@/lib/payments/secrets";
import { evaluateTestCard, type CardOutcome } from "@/lib/payments/test-cards";
import { intentIdFromClientSecret, RefundRefusedError, type PaymentIntentView, type PaymentProvider } from "@/lib/payments/types";

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "").slice(0, bytes);

async function findByClientSecret(clientSecret: string) {
  const id = intentIdFromClientSecret(clientSecret);
  if (!id) return null;
  const intent = await db.localPaymentIntent.findUnique({ where: { id } });
  return intent && sameSecret(intent.clientSecret, clientSecret) ? intent : null;
}

export const localPaymentProvider: PaymentProvider = {
  mode: "test",

  async createIntent(cart, clientKey) {
    const id = `pi_test${token(20)}`;
    const clientSecret = `${id}_secret_${token(24)}`;
    await db.localPaymentIntent.create({
      data: { id, clientSecret, amountCents: cart.amountCents, clientKey },
    });
    return { id, clientSecret };
  },

  async updateIntent(paymentIntentId, cart) {
    const { count } = await db.localPaymentIntent.updateMany({
      where: { id: paymentIntentId, status: "requires_payment_method" },
      data: { amountCents: cart.amountCents },
    });
    return count === 1;
  },

  async attachDetails(clientSecret, details) {
    const intent = await findByClientSecret(clientSecret);
    if (!intent) return false;
    // Details of a paid intent are final: the order may already be made from them.
    await db.localPaymentIntent.updateMany({
      where: { id: intent.id, status: { not: "succeeded" } },
      data: { details },
    });
    return true;
  },

  async retrieveIntent(id) {
    const intent = await db.localPaymentIntent.findUnique({ where: { id } });
    return intent ? toView(intent) : null;
  },

  async listSucceededIntents(since) {
    const intents = await db.localPaymentIntent.findMany({
      where: { status: "succeeded", createdAt: { gte: since } },
      orderBy: { createdAt: "desc" },
    });
    return intents.map(toView);
  },

  async refundAmount(paymentIntentId, amountCents, key, reason) {
    return db.$transaction(async (tx) => {
      const made = await tx.localRefund.findUnique({ where: { key }, select: { id: true } });
      if (made) return made;
      // Only a succeeded payment, never past what was paid.
      const taken = await tx.$executeRaw`
        UPDATE "LocalPaymentIntent" SET "refundedCents" = "refundedCents" + ${amountCents}, "updatedAt" = now()
        WHERE id = ${paymentIntentId} AND status = 'succeeded' AND "refundedAt" IS NULL AND "refundedCents" + ${amountCents} <= "amountCents"`;
      if (taken !== 1) throw new RefundRefusedError(`Payment intent ${paymentIntentId} cannot give back ${amountCents} cents: not a succeeded payment, or more than is left`);
      return tx.localRefund.create({
        data: { id: `re_test${randomBytes(12).toString("hex")}`, key, paymentIntentId, amountCents, reason: reason.slice(0, 500) },
        select: { id: true },
      });
    });
  },

  async findRefund(paymentIntentId, key) {
    const refund = await db.localRefund.findUnique({ where: { key }, select: { id: true, paymentIntentId: true } });
    return refund && refund.paymentIntentId === paymentIntentId ? { id: refund.id, status: "succeeded", failure: null } : null;
  },

  async refund(paymentIntentId, reason) {
    // Only the first refund of a paid intent is recorded; any later one finds it refunded.
    const { count } = await db.localPaymentIntent.updateMany({
      where: { id: paymentIntentId, status: "succeeded", refundedAt: null },
      data: { refundedAt: new Date(), refundReason: reason.slice(0, 500) },
    });
    if (count === 1) return true;
    const intent = await db.localPaymentIntent.findUnique({ where: { id: paymentIntentId }, select: { status: true, refundedAt: true } });
    if (intent?.refundedAt) return false;
    throw new Error(`Payment intent ${paymentIntentId} cannot be refunded: ${intent ? `it is ${intent.status}` : "it does not exist"}`);
  },
};

function toView(intent: LocalPaymentIntent): PaymentIntentView {
  const details = checkoutDetailsSchema.safeParse(intent.details);
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency,
    fromShop: true,
    legacyProductId: null,
    details: details.success ? (details.data as CheckoutDetails) : null,
    clientSecret: intent.clientSecret,
    refunded: intent.refundedAt !== null,
  };
}

export type TestConfirmation =
  | { status: "succeeded"; paymentIntentId: string }
  | { status: "failed"; paymentIntentId: string; error: { code: string; message: string; field?: string } }
  | { status: "unknown" };

/** Confirms a local intent with a test card, as Stripe's confirmCardPayment would. */
export async function confirmTestPayment(
  input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): Promise<TestConfirmation> {
  const intent = await findByClientSecret(input.clientSecret);
  if (!intent) return { status: "unknown" };
  if (intent.status === "succeeded") return { status: "succeeded", paymentIntentId: intent.id };

  const outcome: CardOutcome = evaluateTestCard(input, now);
  if (!outcome.ok) {
    // Card-entry mistakes are caught before a charge is attempted; declines are recorded.
    if (!outcome.field) {
      await db.localPaymentIntent.updateMany({
        where: { id: intent.id, status: { not: "succeeded" } },
        data: { lastPaymentError: outcome.message },
      });
    }
    return { status: "failed", paymentIntentId: intent.id, error: { code: outcome.code, message: outcome.message, field: outcome.field } };
  }
  await db.localPaymentIntent.updateMany({
    where: { id: intent.id, status: { not: "succeeded" } },
    data: { status: "succeeded", cardBrand: outcome.brand, cardLast4: outcome.last4, lastPaymentError: null },
  });
  return { status: "succeeded", paymentIntentId: intent.id };
}
