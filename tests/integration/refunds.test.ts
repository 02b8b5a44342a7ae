// Refunds and cancellations through the admin API, in the local test payment
// mode against the real database: the state machine, amounts, idempotency,
// concurrency, voided labels and the customer's e-mails.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { POST as cancelRoute } from "@/app/api/admin/orders/[id]/cancel/route";
import { PUT as bulkStatus } from "@/app/api/admin/orders/bulk-status/route";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { db } from "@/lib/db";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { getLegacyFigures } from "@/lib/orders/admin";
import { deliveredKey, refundedKey, shippedKey } from "@/lib/mail/order-updates";
import { SHIPPING } from "../support/requests";
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { paidIntent, postOrder } from "./checkout/test-mode-support";
import { deleteMadeOrders, makeOrder } from "./support/orders";

let bearer: string;
beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, "refunds-admin@example.com", "refunds-admin-pass")).token;
});
const paidOrders: string[] = [];
afterAll(async () => {
  // Leave the shared test database as the seed made it for other test files.
  await db.order.deleteMany({ where: { id: { in: paidOrders } } });
  await deleteMadeOrders();
});

const ctx = (id: string) => ({ params: Promise.resolve({ id }) }) as never;
const post = (path: string, body: unknown) => adminRequest(path, { bearer }, { method: "POST", body: JSON.stringify(body) });
const refund = (id: string, body: Record<string, unknown>) => refundRoute(post(`/api/admin/orders/${id}/refund`, { reason: "Dented tin", requestKey: randomUUID(), ...body }), ctx(id));
const cancel = (id: string, body: Record<string, unknown> = {}) => cancelRoute(post(`/api/admin/orders/${id}/cancel`, { reason: "Customer changed their mind", requestKey: randomUUID(), ...body }), ctx(id));

/** A $15.99 order paid in the test payment mode, as checkout makes it. */
async function paidOrder() {
  const intent = await paidIntent("4oz", SHIPPING);
  const res = await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret });
  expect(res.status).toBe(201);
  const order = await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
  paidOrders.push(order.id);
  return order;
}

const orderRow = (id: string) => db.order.findUniqueOrThrow({ where: { id } });
const emailsOf = (key: string) => db.outgoingEmail.findMany({ where: { dedupeKey: key } });

describe("POST /api/admin/orders/{id}/refund", () => {
  it("takes the refund off the legacy page's revenue", async () => {
    const owner = grantAdminPrincipal({ id: randomUUID(), email: "refunds-admin@example.com", sessionId: "test" });
    const order = await paidOrder();
    const before = (await getLegacyFigures(owner)).revenueCents;
    expect((await refund(order.id, { amount: 4.5 })).status).toBe(201);
    expect((await getLegacyFigures(owner)).revenueCents).toBe(before - 450);
  });

  it("refunds part of a paid order, then the rest, and the order becomes refunded", async () => {
    const order = await paidOrder();
    const half = await refund(order.id, { amount: 8 });
    expect(half.status).toBe(201);
    const first = await half.json();
    expect(first).toMatchObject({ success: true, amount: 8, refunded: 8, status: "paid", repeated: false });
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 800, status: "paid" });
    const intent = await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } });
    expect(intent.refundedCents).toBe(800);
    const [mail] = await emailsOf(refundedKey(first.refundId));
    expect(mail).toMatchObject({ to: order.customerEmail, subject: expect.stringContaining("$8.00") });
    expect(mail!.text).toContain("We have refunded $8.00");
    expect(mail!.text).toContain("Refunded on this order so far: $8.00 of $15.99.");
    expect(mail!.html).toContain("$8.00");

    const rest = await (await refund(order.id, {})).json();
    expect(rest).toMatchObject({ amount: 7.99, refunded: 15.99, status: "refunded" });
    // The last of several refunds gives the total; one refund of the whole order says the amount once.
    expect((await emailsOf(refundedKey(rest.refundId)))[0]!.text).toContain("Your order has now been refunded in full ($15.99).");
    const whole = await paidOrder();
    const wholeMail = (await emailsOf(refundedKey((await (await refund(whole.id, {})).json()).refundId)))[0]!.text;
    expect(wholeMail).toContain("We have refunded $15.99 to the card you paid with.");
    expect(wholeMail).toContain("That is the whole amount of your order.");
    expect(wholeMail.match(/\$15\.99/g)).toHaveLength(1);
    const refunds = await db.refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => [r.amountCents, r.status, r.adminEmail])).toEqual([
      [800, "succeeded", "refunds-admin@example.com"],
      [799, "succeeded", "refunds-admin@example.com"],
    ]);
    // Nothing is left to give back.
    const again = await refund(order.id, { amount: 1 });
    expect(again.status).toBe(409);
  });

  it("refuses more than is left, an unpaid order and a bad amount", async () => {
    const order = await paidOrder();
    const tooMuch = await refund(order.id, { amount: 16 });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).error.fields.amount).toBe("At most $15.99 can still be refunded.");
    const pending = await makeOrder({ status: "pending" });
    const unpaid = await refund(pending.id, { amount: 1 });
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).error.message).toBe("Only a paid order can be refunded.");
    for (const amount of [0, -1, 1.234, "5"]) expect((await refund(order.id, { amount })).status).toBe(400);
    expect((await refund(order.id, { reason: "" })).status).toBe(400);
    expect((await refund(randomUUID(), { amount: 1 })).status).toBe(404);
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 0, status: "paid" });
  });

  it("keeps a refund the provider refuses as failed, releases its amount, and says so for its request key", async () => {
    const order = await paidOrder();
    // The payment was given back elsewhere in the meantime: the provider has nothing left to refund.
    await db.localPaymentIntent.update({ where: { id: order.paymentIntentId }, data: { refundedCents: 1599 } });
    const requestKey = randomUUID();
    const refused = await refund(order.id, { amount: 5, requestKey });
    expect(refused.status).toBe(502);
    expect((await refused.json()).error).toMatchObject({ code: "refund_failed", message: expect.stringContaining("The payment provider refused the refund") });
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 0, status: "paid" });
    const [kept] = await db.refund.findMany({ where: { orderId: order.id } });
    expect(kept).toMatchObject({ status: "failed", amountCents: 500, failureMessage: expect.any(String) });
    expect(await db.outgoingEmail.count({ where: { dedupeKey: refundedKey(kept!.id) } })).toBe(0);
    const again = await refund(order.id, { amount: 5, requestKey });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("refund_failed");
  });

  it("refuses to refund through another payment mode than the order was paid with", async () => {
    const stripeOrder = await makeOrder({ status: "paid", paymentMode: "stripe" });
    const res = await refund(stripeOrder.id, { amount: 1 });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "payment_mode_mismatch", message: "This order was paid through Stripe: it can be refunded only while the shop is connected to Stripe." });
    expect(await db.refund.count({ where: { orderId: stripeOrder.id } })).toBe(0);
  });

  it("refunds once for a double click (the same request key), even at the same time", async () => {
    const order = await paidOrder();
    const requestKey = randomUUID();
    const answers = await Promise.all([refund(order.id, { amount: 5, requestKey }), refund(order.id, { amount: 5, requestKey })]);
    // One made the refund, the other found it.
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
    const later = await refund(order.id, { amount: 5, requestKey });
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ repeated: true, amount: 5 });
    expect(await orderRow(order.id)).toMatchObject({ refundedCents: 500 });
    expect(await db.localRefund.count({ where: { paymentIntentId: order.paymentIntentId } })).toBe(1);
  });

  it("never gives back more than was paid when refunds race", async () => {
    const order = await paidOrder();
    const answers = await Promise.all([...Array(4)].map(() => refund(order.id, { amount: 6 })));
    const made = answers.filter((res) => res.status === 201).length;
    expect(made).toBe(2);
    expect(answers.filter((res) => res.status === 400)).toHaveLength(2);
    const row = await orderRow(order.id);
    expect(row.refundedCents).toBe(1200);
    const intent = await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } });
    expect(intent.refundedCents).toBe(1200);
  });
});

describe("POST /api/admin/orders/{id}/cancel", () => {
  it("cancels an unshipped order: refunds what is left, voids its label, e-mails the refund", async () => {
    const order = await paidOrder();
    const label = await createLabel(post("/api/shipping/labels", { orderId: order.id, carrier: "USPS", service: "Priority Mail" }), ctx(""));
    expect(label.status).toBe(201);
    expect(await emailsOf(shippedKey(order.id))).toHaveLength(1);
    await refund(order.id, { amount: 2 });
    const res = await cancel(order.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, status: "cancelled", refunded: 15.99, refundedNow: 13.99, voidedLabels: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", refundedCents: 1599, cancelReason: "Customer changed their mind" });
    expect((await db.shippingLabel.findFirstOrThrow({ where: { orderId: order.id } })).voidedAt).toBeInstanceOf(Date);
    const refunds = await db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toHaveLength(2);
    for (const r of refunds) expect(await emailsOf(refundedKey(r.id))).toHaveLength(1);
    // Cancelling again changes nothing.
    expect(await (await cancel(order.id)).json()).toMatchObject({ status: "cancelled", refundedNow: 0 });
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(2);
    // A closed order keeps its status.
    const bulk = await bulkStatus(adminRequest("/api/admin/orders/bulk-status", { bearer }, { method: "PUT", body: JSON.stringify({ orderIds: [order.id], status: "shipped" }) }), ctx(""));
    expect(bulk.status).toBe(409);
    expect((await orderRow(order.id)).status).toBe("cancelled");
  });

  it("cancels an unpaid order without a refund, and refuses to cancel once shipped", async () => {
    const pending = await makeOrder({ status: "pending" });
    expect(await (await cancel(pending.id)).json()).toMatchObject({ status: "cancelled", refundedNow: 0, voidedLabels: 0 });
    for (const status of ["shipped", "delivered", "returned"] as const) {
      const shipped = await makeOrder({ status });
      const res = await cancel(shipped.id);
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe("An order can be cancelled only before it ships.");
      expect((await orderRow(shipped.id)).status).toBe(status);
    }
  });
});

describe("the customer's e-mails about an order", () => {
  it("says it shipped (carrier, tracking number, the tracking link) once when its label is created, and that it was delivered once", async () => {
    const order = await paidOrder();
    const res = await createLabel(post("/api/shipping/labels", { orderId: order.id, carrier: "UPS", service: "UPS Ground" }), ctx(""));
    expect(res.status).toBe(201);
    const { trackingNumber } = (await res.json()) as { trackingNumber: string };
    const [shipped] = await emailsOf(shippedKey(order.id));
    expect(shipped).toMatchObject({ to: order.customerEmail, subject: `Your order has shipped (${order.id.slice(0, 8)})` });
    expect(shipped!.text).toContain("Carrier: UPS UPS Ground");
    expect(shipped!.text).toContain(`Tracking number: ${trackingNumber}`);
    expect(shipped!.text).toContain(`/track?number=${trackingNumber}`);
    expect(shipped!.html).toContain(`/track?number=${trackingNumber}`);

    const deliver = () =>
      bulkStatus(adminRequest("/api/admin/orders/bulk-status", { bearer }, { method: "PUT", body: JSON.stringify({ orderIds: [order.id], status: "delivered" }) }), ctx(""));
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    const delivered = await emailsOf(deliveredKey(order.id));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe(`Delivered: your order ${order.id.slice(0, 8)}`);
    expect(delivered[0]!.html).toContain("</html>");
  });
});
