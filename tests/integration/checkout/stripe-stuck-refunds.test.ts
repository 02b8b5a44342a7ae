// Refunds left pending by a crash, in Stripe mode (against the local stand-in
// for Stripe's API): the sweep finds the refund Stripe made by the key in its
// metadata and records it without a second refund; one Stripe never got is
// made now under the same idempotency key; one Stripe reports failed is
// recorded as failed; while Stripe does not answer, refund_stuck is raised.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { jsonRequest } from "../../support/requests";
import { openIntent, setUpStripeMode } from "../support/stripe-checkout";

const MINUTE = 60 * 1000;

const shop = setUpStripeMode(async () => ({
  createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
  attachDetails: (await import("@/app/api/payment-intents/details/route")).POST,
  createOrder: (await import("@/app/api/orders/route")).POST,
  sweep: await import("@/lib/orders/stuck-refunds"),
  refunds: await import("@/lib/orders/refund-settlement"),
  provider: await import("@/lib/payments/provider"),
  alerts: await import("@/lib/alerts/raise"),
}));

const orderIds: string[] = [];
afterAll(async () => {
  await shop.routes.alerts.alertDeliveriesSettled();
  await shop.db.order.deleteMany({ where: { id: { in: orderIds } } });
});

beforeEach(() => {
  for (const method of ["error", "info", "log"] as const) jest.spyOn(console, method).mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** A $15.99 order paid through (the stand-in for) Stripe. */
async function paidOrder() {
  const { id, clientSecret } = await openIntent(shop.routes, "4oz");
  shop.stripe.succeed(id);
  expect((await shop.routes.createOrder(jsonRequest("/api/orders", { paymentIntentId: id, clientSecret }), undefined)).status).toBe(201);
  const order = await shop.db.order.findUniqueOrThrow({ where: { paymentIntentId: id } });
  orderIds.push(order.id);
  return order;
}

/** A refund reserved as the admin API reserves it, whose process stopped 20 minutes ago (after asking Stripe, with `madeAtStripe`). */
async function stuckRefund(order: { id: string; paymentIntentId: string }, amountCents: number, { madeAtStripe = false } = {}) {
  const refund = await shop.db.$transaction(async (tx) => {
    await tx.order.update({ where: { id: order.id }, data: { refundedCents: { increment: amountCents } } });
    return tx.refund.create({ data: { orderId: order.id, amountCents, reason: "Tin arrived dented", requestKey: randomUUID(), createdAt: new Date(Date.now() - 20 * MINUTE) } });
  });
  if (madeAtStripe) await shop.routes.provider.getPaymentProvider().refundAmount(order.paymentIntentId, amountCents, shop.routes.refunds.providerRefundKey(refund.id), refund.reason);
  return refund;
}

const refundPosts = () => shop.stripe.requests.filter((request) => request.method === "POST" && request.path === "/v1/refunds");

describe("the stuck-refund sweep in Stripe mode", () => {
  it("records a refund Stripe made before the crash, found by its key, without refunding again", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 700, { madeAtStripe: true });
    const made = shop.stripe.refunds.find((entry) => entry.metadata.shop_refund_key === shop.routes.refunds.providerRefundKey(refund.id))!;
    expect(made).toBeDefined();
    const posts = refundPosts().length;
    expect((await shop.routes.sweep.settleStuckRefunds()).succeeded).toContain(refund.id);
    expect(refundPosts()).toHaveLength(posts);
    expect(await shop.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "succeeded", providerRefundId: made.id });
  });

  it("makes a refund Stripe never got, under the refund's idempotency key", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 1599);
    expect((await shop.routes.sweep.settleStuckRefunds()).succeeded).toContain(refund.id);
    const post = refundPosts().at(-1)!;
    expect(post.idempotencyKey).toBe(`order-refund-${refund.id}`);
    expect(post.form).toMatchObject({ payment_intent: order.paymentIntentId, amount: "1599", "metadata[shop_refund_key]": `order-refund-${refund.id}` });
    expect(await shop.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: 1599 });
  });

  it("records a refund Stripe reports failed as failed, and releases its amount", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 500, { madeAtStripe: true });
    const made = shop.stripe.refunds.find((entry) => entry.metadata.shop_refund_key === shop.routes.refunds.providerRefundKey(refund.id))!;
    Object.assign(made, { status: "failed", failure_reason: "expired_or_canceled_card" });
    expect((await shop.routes.sweep.settleStuckRefunds()).failed).toContain(refund.id);
    expect(await shop.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "failed", failureMessage: "Stripe reports the refund failed (expired_or_canceled_card)" });
    expect((await shop.db.order.findUniqueOrThrow({ where: { id: order.id } })).refundedCents).toBe(0);
    expect(await shop.db.alert.findUnique({ where: { name_key: { name: "refund_failed", key: `refund:${refund.id}` } } })).not.toBeNull();
  });

  it("raises refund_stuck while Stripe fails, and settles the refund once it answers", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 400);
    shop.stripe.failAt("/v1/refunds");
    try {
      expect((await shop.routes.sweep.settleStuckRefunds()).unsettled).toContain(refund.id);
    } finally {
      shop.stripe.recover();
    }
    const stuck = await shop.db.alert.findUnique({ where: { name_key: { name: "refund_stuck", key: refund.id } } });
    expect(stuck!.message).toContain("the payment provider could not be asked");
    expect(await shop.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "pending" });
    expect((await shop.routes.sweep.settleStuckRefunds()).succeeded).toContain(refund.id);
    expect(await shop.db.alert.findUnique({ where: { id: stuck!.id } })).toMatchObject({ resolvedByEmail: "shop" });
  });
});
