// Each refund gives back its share of the order's sales tax, stored with the
// refund: in proportion to the amount, rounded half up, and the last refund
// takes what is left, so an order's refunds give back exactly its tax.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { POST as cancelRoute } from "@/app/api/admin/orders/[id]/cancel/route";
import { db } from "@/lib/db";
import { adminRequest, createTestAdmin } from "../support/admin-auth";
import { TaxedOrders } from "./support";

const orders = new TaxedOrders(db);
let bearer: string;
beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, "tax-refunds-admin@example.com", "tax-refunds-admin-pass")).token;
});
afterAll(() => orders.deleteAll());

const ctx = (id: string) => ({ params: Promise.resolve({ id }) }) as never;
const post = (path: string, body: unknown) => adminRequest(path, { bearer }, { method: "POST", body: JSON.stringify(body) });
const refund = (id: string, body: Record<string, unknown>) =>
  refundRoute(post(`/api/admin/orders/${id}/refund`, { reason: "Dented tin", requestKey: randomUUID(), ...body }), ctx(id));
const refundsOf = (orderId: string) => db.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });

describe("the tax of a refund", () => {
  it("gives back the refund's share of the tax: $10 of a $39.19 order with $2.31 tax gives back $0.59", async () => {
    const order = await orders.make();
    const res = await refund(order.id, { amount: 10 });
    expect(res.status).toBe(201);
    const [made] = await refundsOf(order.id);
    // 231 × 1000 / 3919 = 58.94… → 59
    expect(made).toMatchObject({ amountCents: 1000, taxCents: 59, status: "succeeded" });
  });

  it("gives the last refund what is left of the tax, so the refunds give back the order's tax exactly", async () => {
    const order = await orders.make();
    expect((await refund(order.id, { amount: 10 })).status).toBe(201);
    expect((await refund(order.id, { amount: 10 })).status).toBe(201);
    const last = await refund(order.id, {});
    expect(await last.json()).toMatchObject({ amount: 19.19, refunded: 39.19, status: "refunded" });
    const made = await refundsOf(order.id);
    expect(made.map((r) => [r.amountCents, r.taxCents])).toEqual([
      [1000, 59],
      [1000, 59],
      [1919, 113],
    ]);
    expect(made.reduce((sum, r) => sum + r.taxCents, 0)).toBe(order.taxCents);
  });

  it("gives back all of the tax with a full refund, and none when the order had no tax", async () => {
    const taxed = await orders.make();
    expect((await refund(taxed.id, {})).status).toBe(201);
    expect((await refundsOf(taxed.id)).map((r) => r.taxCents)).toEqual([231]);

    const untaxed = await orders.make({ taxCents: 0, taxRatePpm: 0, taxState: null, taxSource: "none", amountCents: 3688 });
    expect((await refund(untaxed.id, { amount: 10 })).status).toBe(201);
    expect((await refund(untaxed.id, {})).status).toBe(201);
    expect((await refundsOf(untaxed.id)).map((r) => r.taxCents)).toEqual([0, 0]);
  });

  it("does not count a refund that failed: the next one's share is reckoned without it", async () => {
    const order = await orders.make();
    // The payment was given back elsewhere in the meantime: the provider refuses.
    await db.localPaymentIntent.update({ where: { id: order.paymentIntentId }, data: { refundedCents: 3919 } });
    expect((await refund(order.id, { amount: 39.19 })).status).toBe(502);
    await db.localPaymentIntent.update({ where: { id: order.paymentIntentId }, data: { refundedCents: 0 } });
    expect((await refund(order.id, { amount: 10 })).status).toBe(201);
    const last = await refund(order.id, {});
    expect(last.status).toBe(201);
    expect((await refundsOf(order.id)).map((r) => [r.status, r.amountCents, r.taxCents])).toEqual([
      ["failed", 3919, 231],
      ["succeeded", 1000, 59],
      ["succeeded", 2919, 172],
    ]);
  });

  it("gives back the rest of the tax when an order is cancelled after a partial refund", async () => {
    const order = await orders.make();
    expect((await refund(order.id, { amount: 5 })).status).toBe(201);
    const res = await cancelRoute(post(`/api/admin/orders/${order.id}/cancel`, { reason: "Changed their mind", requestKey: randomUUID() }), ctx(order.id));
    expect(res.status).toBe(200);
    // 231 × 500 / 3919 = 29.47… → 29; the cancellation gives back the other 202.
    expect((await refundsOf(order.id)).map((r) => [r.amountCents, r.taxCents])).toEqual([
      [500, 29],
      [3419, 202],
    ]);
  });
});
