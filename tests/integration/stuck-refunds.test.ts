// Refunds left pending by a crash, in the local test payment mode: the sweep
// finds them after 15 minutes and finishes them (the provider made the refund
// before the crash, or is asked now under the same key: never twice), records
// them failed when the provider refuses (refund_failed), and raises
// refund_stuck for one it cannot settle, which it closes itself once it can.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { alertDeliveriesSettled } from "@/lib/alerts/raise";
import { refundedKey } from "@/lib/mail/order-updates";
import { providerRefundKey } from "@/lib/orders/refund-settlement";
import { settleStuckRefunds, STUCK_AFTER_MS } from "@/lib/orders/stuck-refunds";
import { localPaymentProvider } from "@/lib/payments/local-intents";
import { SHIPPING } from "../support/requests";
import { paidIntent, postOrder } from "./checkout/test-mode-support";

const MINUTE = 60 * 1000;
const orderIds: string[] = [];
const refundIds: string[] = [];

afterAll(async () => {
  await alertDeliveriesSettled();
  const alerts = await db.alert.findMany({ where: { OR: refundIds.flatMap((id) => [{ key: id }, { key: `refund:${id}` }]) }, select: { id: true } });
  await db.outgoingEmail.deleteMany({ where: { OR: alerts.map((alert) => ({ dedupeKey: { startsWith: `alert:${alert.id}:` } })) } });
  await db.alert.deleteMany({ where: { id: { in: alerts.map((alert) => alert.id) } } });
  await db.order.deleteMany({ where: { id: { in: orderIds } } });
});

let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  consoleSpies = (["error", "info", "log"] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => {}));
});
afterEach(() => consoleSpies.forEach((spy) => spy.mockRestore()));

/** A $15.99 order paid in the test payment mode, as checkout makes it. */
async function paidOrder() {
  const intent = await paidIntent("4oz", SHIPPING);
  expect((await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret })).status).toBe(201);
  const order = await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
  orderIds.push(order.id);
  return order;
}

/**
 * A refund the owner asked for, reserved as the admin API reserves it, whose
 * process then stopped `ageMs` ago: before asking the provider, or (`madeAtProvider`) right after.
 */
async function stuckRefund(order: { id: string; paymentIntentId: string }, amountCents: number, { ageMs = 20 * MINUTE, madeAtProvider = false } = {}) {
  const refund = await db.$transaction(async (tx) => {
    await tx.order.update({ where: { id: order.id }, data: { refundedCents: { increment: amountCents } } });
    return tx.refund.create({
      data: { orderId: order.id, amountCents, reason: "Tin arrived dented", requestKey: randomUUID(), adminEmail: "owner@example.com", createdAt: new Date(Date.now() - ageMs) },
    });
  });
  refundIds.push(refund.id);
  if (madeAtProvider) await localPaymentProvider.refundAmount(order.paymentIntentId, amountCents, providerRefundKey(refund.id), refund.reason);
  return refund;
}

const refundRow = (id: string) => db.refund.findUniqueOrThrow({ where: { id } });
const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const intentRow = (id: string) => db.localPaymentIntent.findUniqueOrThrow({ where: { id } });
const alertOf = (name: string, key: string) => db.alert.findUnique({ where: { name_key: { name, key } } });

describe("the stuck-refund sweep", () => {
  it("finishes a refund whose process stopped before asking the provider: asked now, once, and recorded as the request would have", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 1599);
    const report = await settleStuckRefunds();
    expect(report.succeeded).toContain(refund.id);
    const settled = await refundRow(refund.id);
    expect(settled).toMatchObject({ status: "succeeded", providerRefundId: expect.stringMatching(/^re_test/), settledAt: expect.any(Date) });
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 1599, status: "refunded" });
    expect((await intentRow(order.paymentIntentId)).refundedCents).toBe(1599);
    expect(await db.localRefund.count({ where: { key: providerRefundKey(refund.id) } })).toBe(1);
    // The customer is told, once.
    const [mail] = await db.outgoingEmail.findMany({ where: { dedupeKey: refundedKey(refund.id) } });
    expect(mail).toMatchObject({ to: order.customerEmail, subject: expect.stringContaining("$15.99") });
    // A second sweep finds nothing left, and the provider is not asked again.
    const again = await settleStuckRefunds();
    expect([...again.succeeded, ...again.failed, ...again.unsettled]).not.toContain(refund.id);
    expect((await intentRow(order.paymentIntentId)).refundedCents).toBe(1599);
    expect(await alertOf("refund_stuck", refund.id)).toBeNull();
  });

  it("finishes a refund the provider had made before the process stopped, without refunding it twice", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 800, { madeAtProvider: true });
    const made = await db.localRefund.findUniqueOrThrow({ where: { key: providerRefundKey(refund.id) } });
    expect((await settleStuckRefunds()).succeeded).toContain(refund.id);
    expect(await refundRow(refund.id)).toMatchObject({ status: "succeeded", providerRefundId: made.id });
    expect((await intentRow(order.paymentIntentId)).refundedCents).toBe(800);
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 800, status: "paid" });
  });

  it("leaves a refund younger than 15 minutes alone (its request may still be running)", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 500, { ageMs: STUCK_AFTER_MS - MINUTE });
    const report = await settleStuckRefunds();
    expect([...report.succeeded, ...report.failed, ...report.unsettled]).not.toContain(refund.id);
    expect(await refundRow(refund.id)).toMatchObject({ status: "pending" });
    expect((await intentRow(order.paymentIntentId)).refundedCents).toBe(0);
    // Later it is.
    expect((await settleStuckRefunds({ now: new Date(Date.now() + 2 * MINUTE) })).succeeded).toContain(refund.id);
  });

  it("records as failed a refund the provider refuses, releases its amount and raises refund_failed", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 1000);
    // Meanwhile the payment was given back some other way: what is left at the provider is less than the refund.
    await db.localPaymentIntent.update({ where: { id: order.paymentIntentId }, data: { refundedCents: 1000 } });
    const report = await settleStuckRefunds();
    expect(report.failed).toContain(refund.id);
    expect(await refundRow(refund.id)).toMatchObject({ status: "failed", failureMessage: expect.stringContaining("cannot give back 1000 cents") });
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 0, status: "paid" });
    const alert = await alertOf("refund_failed", `refund:${refund.id}`);
    expect(alert!.message).toMatch(new RegExp(`^Refund ${refund.id} of order ${order.id} \\(\\$10\\.00\\) did not go through: .*Nothing was given back`));
    expect(alert!.details).toMatchObject({ refundId: refund.id, orderId: order.id, paymentIntentId: order.paymentIntentId, amount: "$10.00" });
    expect(await db.outgoingEmail.count({ where: { dedupeKey: refundedKey(refund.id) } })).toBe(0);
    expect((await settleStuckRefunds()).failed).not.toContain(refund.id);
  });

  it("raises refund_stuck once for a refund it cannot settle, keeps trying, and closes the alert when it can", async () => {
    const order = await paidOrder();
    // Paid through Stripe, while the shop now takes test payments: the provider cannot be asked.
    await db.order.update({ where: { id: order.id }, data: { paymentMode: "stripe" } });
    const refund = await stuckRefund(order, 1599);
    expect((await settleStuckRefunds()).unsettled).toContain(refund.id);
    expect((await settleStuckRefunds()).unsettled).toContain(refund.id);
    const alert = await alertOf("refund_stuck", refund.id);
    expect(alert).toMatchObject({ resolvedAt: null });
    expect(alert!.message).toContain("the order was paid in stripe mode and the shop takes test payments now");
    expect(await db.alert.count({ where: { name: "refund_stuck", key: refund.id } })).toBe(1);
    const raised = consoleSpies[0]!.mock.calls.flat().filter((line) => String(line).includes(`"area":"alert","msg":"Refund ${refund.id}`));
    expect(raised).toHaveLength(1);
    expect(await refundRow(refund.id)).toMatchObject({ status: "pending" });

    await db.order.update({ where: { id: order.id }, data: { paymentMode: "test" } });
    expect((await settleStuckRefunds()).succeeded).toContain(refund.id);
    expect(await alertOf("refund_stuck", refund.id)).toMatchObject({ resolvedAt: expect.any(Date), resolvedByEmail: "shop" });
  });

  it("does not ask again under a key older than the provider keeps it: refund_stuck", async () => {
    const order = await paidOrder();
    const refund = await stuckRefund(order, 300, { ageMs: 24 * 60 * MINUTE });
    expect((await settleStuckRefunds()).unsettled).toContain(refund.id);
    expect((await alertOf("refund_stuck", refund.id))!.message).toContain("too old to ask again");
    expect((await intentRow(order.paymentIntentId)).refundedCents).toBe(0);
  });
});
