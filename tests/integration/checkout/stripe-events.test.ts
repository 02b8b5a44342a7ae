// Stripe mode, against the local stand-in for Stripe's API: refunds of
// payments that cannot become orders (once, whatever delivers them), disputes,
// declines counted from payment_intent.payment_failed, each webhook event
// handled once, and the order's personal data only for the client secret.
import "../../support/checkout-env";
import { adminOrderSchema, customerOrderSchema, publicOrderSchema } from "@/lib/schemas/order";
import { createTestAdmin } from "../support/admin-auth";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { eventPayload, openIntent as openIntentWith, signedEvent, setUpStripeMode } from "../support/stripe-checkout";

const shop = setUpStripeMode(async () => {
  const orders = await import("@/app/api/orders/route");
  return {
    createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
    attachDetails: (await import("@/app/api/payment-intents/details/route")).POST,
    createOrder: orders.POST,
    listOrders: orders.GET,
    webhook: (await import("@/app/api/webhooks/stripe/route")).POST,
    reconcileOrders: (await import("@/lib/orders/reconcile")).reconcileOrders,
    refundOrder: (await import("@/app/api/admin/orders/[id]/refund/route")).POST,
    limits: (await import("@/lib/security/limits")).LIMITS,
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const logged = () => consoleError.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
const openIntent = (productId: string, details = SHIPPING) => openIntentWith(shop.routes, productId, details);
/** An intent opened by `client` (its forwarded address) without the details step. */
const intentWithoutDetails = (productId = "4oz", client = "203.0.113.9") => openIntentWith(shop.routes, productId, null, client);
const deliver = async (payload: string, object: object = {}) => {
  const res = await shop.routes.webhook(signedEvent(object, undefined, payload), undefined);
  return { status: res.status, body: await res.json() };
};
const postOrder = (body: object) => shop.routes.createOrder(jsonRequest("/api/orders", body), undefined);
const refundsOf = (id: string) => shop.stripe.refunds.filter((refund) => refund.payment_intent === id);
const refundRequestsOf = (id: string) => shop.stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds" && r.form.payment_intent === id);

describe("a succeeded payment that cannot become an order", () => {
  it("is refunded once through Stripe when its webhook is delivered twice, and the order post then creates nothing", async () => {
    const { id, clientSecret } = await intentWithoutDetails();
    const intent = shop.stripe.succeed(id);
    const payload = eventPayload(intent);

    const first = await deliver(payload);
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(refundsOf(id)).toEqual([
      expect.objectContaining({ payment_intent: id, amount: 1599, reason: "requested_by_customer", metadata: { shop_reason: expect.stringMatching(/shipping details/) } }),
    ]);
    expect(refundRequestsOf(id).map((r) => r.idempotencyKey)).toEqual([`refund-${id}`]);
    expect(logged()).toMatch(new RegExp(`"area":"alert","msg":"Payment ${id} .*refunded in full`));

    // Stripe redelivers the same event: nothing is done again.
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Another event about it, and the browser's order post, find it refunded.
    expect((await deliver(eventPayload(intent))).status).toBe(200);
    const order = await postOrder({ paymentIntentId: id, clientSecret });
    expect(order.status).toBe(422);
    expect((await order.json()).error.code).toBe("payment_refunded");

    expect(refundRequestsOf(id)).toHaveLength(1);
    expect(refundsOf(id)).toHaveLength(1);
    expect(await shop.db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("is refunded once when the webhook and the order post race, the second asking with the same key", async () => {
    const { id } = await openIntent("4oz", { ...SHIPPING, customerEmail: "racer@example.com" });
    const intent = shop.stripe.succeed(id);
    intent.amount = 1000; // not the price of the 4 oz jar
    const [webhook, order] = await Promise.all([deliver(eventPayload(intent)), postOrder({ paymentIntentId: id })]);
    expect(webhook.status).toBe(200);
    expect(order.status).toBe(422);
    expect(refundsOf(id)).toHaveLength(1);
    expect(refundRequestsOf(id).every((r) => r.idempotencyKey === `refund-${id}`)).toBe(true);
    expect(await shop.db.order.count({ where: { paymentIntentId: id } })).toBe(0);
    expect(logged()).not.toContain("racer@example.com");
  });

  it("is refunded by the reconcile run, once, and a payment of another system on the account is left alone", async () => {
    const { id } = await openIntent("1oz");
    shop.stripe.succeed(id).amount = 100;
    const foreign = await openIntent("4oz");
    shop.stripe.intents.get(foreign.id)!.metadata = {};
    shop.stripe.succeed(foreign.id);

    const first = await shop.routes.reconcileOrders({ days: 1 });
    expect(first.refunded.map((r) => r.paymentIntentId)).toEqual([id]);
    expect(first.skipped.map((s) => s.paymentIntentId)).toContain(foreign.id);
    const second = await shop.routes.reconcileOrders({ days: 1 });
    expect(second.refunded).toEqual([]);
    expect(second.skipped.map((s) => s.paymentIntentId)).toContain(id);
    expect(refundsOf(id)).toHaveLength(1);
    expect(refundsOf(foreign.id)).toHaveLength(0);
  });
});

describe("refunds through Stripe", () => {
  it("refunds part of an order through Stripe's Refunds API once per request key, and records a refund made in Stripe's dashboard once", async () => {
    const { id } = await openIntent("4oz", { ...SHIPPING, customerEmail: "refunded@example.com" });
    const intent = shop.stripe.succeed(id);
    const orderId = (await deliver(eventPayload(intent))).body.orderId as string;
    const { token } = await createTestAdmin(shop.db, "refunds-stripe-admin@example.com", "refunds-stripe-admin-password");
    const requestKey = "5b0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f";
    const refund = () =>
      shop.routes.refundOrder(
        new Request(`http://localhost/api/admin/orders/${orderId}/refund`, {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify({ amount: 5, reason: "Dented tin", requestKey }),
        }),
        { params: Promise.resolve({ id: orderId }) } as never,
      );
    expect((await refund()).status).toBe(201);
    expect((await refund()).status).toBe(200);
    expect(refundsOf(id).map((r) => r.amount)).toEqual([500]);
    const [made] = refundRequestsOf(id);
    expect(made!.form).toMatchObject({ amount: "500", payment_intent: id });
    expect(made!.idempotencyKey).toMatch(/^order-refund-/);
    expect(await shop.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ refundedCents: 500, status: "paid" });

    // Stripe tells of its own refund (already recorded): nothing new.
    const charge = shop.stripe.charges.get(intent.latest_charge!)!;
    expect(await deliver(eventPayload({ ...charge, refunds: { data: [{ id: refundsOf(id)[0]!.id }] } }, "charge.refunded"))).toMatchObject({ status: 200, body: { received: true, orderId } });
    expect(await shop.db.refund.count({ where: { orderId } })).toBe(1);

    // $3 more refunded in Stripe's dashboard: recorded once, with its e-mail, however often Stripe says so.
    const dashboard = eventPayload({ ...charge, amount_refunded: 800, refunds: { data: [{ id: "re_dashboard1" }] } }, "charge.refunded");
    await deliver(dashboard);
    expect(await deliver(dashboard)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    await deliver(eventPayload({ ...charge, amount_refunded: 800 }, "charge.refunded"));
    const refunds = await shop.db.refund.findMany({ where: { orderId }, orderBy: { createdAt: "asc" } });
    expect(refunds.map((r) => [r.amountCents, r.source, r.status])).toEqual([
      [500, "admin", "succeeded"],
      [300, "stripe", "succeeded"],
    ]);
    expect(refunds[1]!.providerRefundId).toBe("re_dashboard1");
    expect(await shop.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ refundedCents: 800, status: "paid" });
    expect(await shop.db.outgoingEmail.count({ where: { dedupeKey: { in: refunds.map((r) => `order-refunded:${r.id}`) } } })).toBe(2);

    // Refunded in full in the dashboard: the order is refunded.
    await deliver(eventPayload({ ...charge, amount_refunded: 1599, refunded: true }, "charge.refunded"));
    expect(await shop.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ refundedCents: 1599, status: "refunded" });
    // Leave the shared test database with the seed's statuses for other test files.
    await shop.db.order.delete({ where: { id: orderId } });
  });
});

describe("charge.dispute.created", () => {
  it("flags the order as disputed with the reason, shows it to the admin, and alerts without the customer's e-mail", async () => {
    const { id } = await openIntent("4oz", { ...SHIPPING, customerEmail: "disputed@example.com" });
    const intent = shop.stripe.succeed(id);
    const { body } = await deliver(eventPayload(intent));
    const orderId = body.orderId as string;
    expect(await shop.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ disputedAt: null, disputeReason: null });

    const dispute = { id: "dp_1Fraud", object: "dispute", charge: intent.latest_charge, payment_intent: id, reason: "fraudulent", amount: 1599, status: "needs_response" };
    const payload = eventPayload(dispute, "charge.dispute.created");
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true } });
    const flagged = await shop.db.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(flagged.disputedAt).toBeInstanceOf(Date);
    expect(flagged.disputeReason).toBe("fraudulent");
    expect(logged()).toMatch(new RegExp(`"area":"alert","msg":"Payment ${id} of order ${orderId} is disputed \\(fraudulent\\)`));
    expect(logged()).not.toContain("disputed@example.com");

    // Redelivered, and a later dispute event: the first dispute is kept.
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    await deliver(eventPayload({ ...dispute, id: "dp_2Other", reason: "duplicate" }, "charge.dispute.created"));
    expect(await shop.db.order.findUniqueOrThrow({ where: { id: orderId } })).toMatchObject({ disputedAt: flagged.disputedAt, disputeReason: "fraudulent" });

    const { token } = await createTestAdmin(shop.db, "disputes-admin@example.com", "disputes-admin-password");
    const list = await shop.routes.listOrders(new Request("http://localhost/api/orders", { headers: { Authorization: `Bearer ${token}` } }), undefined);
    expect(list.status).toBe(200);
    const orders = adminOrderSchema.array().parse(await list.json());
    const shown = orders.find((o) => o.id === orderId);
    expect(shown).toMatchObject({ disputedAt: flagged.disputedAt!.toISOString(), disputeReason: "fraudulent" });
  });

  it("is acknowledged with an alert when no order has the payment", async () => {
    const dispute = { id: "dp_3NoOrder", object: "dispute", payment_intent: "pi_noOrderForThis123", reason: "product_not_received", amount: 1599, evidence_details: { due_by: Date.UTC(2026, 11, 10) / 1000 } };
    expect((await deliver(eventPayload(dispute, "charge.dispute.created"))).status).toBe(200);
    expect(logged()).toContain('"area":"alert","msg":"Payment pi_noOrderForThis123 is disputed (product_not_received) and has no order"');
    // Raised for the owner once, with the dispute's figures; the redelivered event adds nothing.
    const alert = await shop.db.alert.findUniqueOrThrow({ where: { name_key: { name: "dispute_opened", key: "dp_3NoOrder" } } });
    expect(alert.details).toEqual({ disputeId: "dp_3NoOrder", paymentIntentId: "pi_noOrderForThis123", orderId: null, reason: "product_not_received", amount: "$15.99", respondBy: "2026-12-10T00:00:00.000Z" });
  });
});

describe("payment_intent.payment_failed", () => {
  const failure = (intent: object) => eventPayload({ ...intent, status: "requires_payment_method", last_payment_error: { code: "card_declined" } }, "payment_intent.payment_failed");

  it("counts each declined payment once against the client that opened the intent, which then gets no new payment session", async () => {
    const client = "203.0.113.50";
    const { id } = await intentWithoutDetails("4oz", client);
    const intent = shop.stripe.intents.get(id)!;
    expect(intent.metadata.client_key).toBe(client);

    const limit = shop.routes.limits.cardDeclines.limit;
    // Delivered twice at once, then again: counted once.
    const first = failure(intent);
    const [a, b] = await Promise.all([deliver(first), deliver(first)]);
    expect([a, b]).toEqual(expect.arrayContaining([{ status: 200, body: { received: true } }, { status: 200, body: { received: true, duplicate: true } }]));
    expect(await deliver(first)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    for (let i = 1; i < limit - 1; i++) await deliver(failure(intent));
    // One short of the limit: new sessions are still opened.
    await intentWithoutDetails("4oz", client);

    await deliver(failure(intent));
    const refused = await shop.routes.createPaymentIntent(
      jsonRequest("/api/create-payment-intent", { items: [{ id: "4oz", name: "Ointment" }] }, { headers: { "X-Forwarded-For": client } }),
      undefined,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: "too_many_requests", message: "Too many declined payments. Please try again later or contact support." },
    });
    // Another client is not affected.
    await intentWithoutDetails("4oz", "203.0.113.51");
  });
});

describe("each webhook event once", () => {
  it("records an event after it was handled, and not one whose handling failed", async () => {
    const { id } = await openIntent("4oz");
    const intent = shop.stripe.succeed(id);
    const payload = eventPayload(intent);
    const eventId = JSON.parse(payload).id as string;
    const { body } = await deliver(payload);
    expect(body.orderId).toEqual(expect.any(String));
    expect(await shop.db.processedWebhookEvent.findUnique({ where: { id: eventId } })).toMatchObject({ type: "payment_intent.succeeded" });

    const unknown = eventPayload({ id: "pi_unknownAtStripe987", object: "payment_intent" });
    expect((await deliver(unknown)).status).toBe(404);
    expect(await shop.db.processedWebhookEvent.findUnique({ where: { id: JSON.parse(unknown).id } })).toBeNull();

    // Events of types the shop does not handle are acknowledged and not recorded.
    const other = eventPayload({ id: "pi_other123456", object: "payment_intent" }, "payment_intent.created");
    expect((await deliver(other)).status).toBe(200);
    expect(await shop.db.processedWebhookEvent.findUnique({ where: { id: JSON.parse(other).id } })).toBeNull();
  });

  it("refuses a handled event type without an event id", async () => {
    const { id } = await openIntent("4oz");
    const intent = shop.stripe.succeed(id);
    const payload = JSON.stringify({ object: "event", type: "payment_intent.succeeded", data: { object: intent } });
    expect((await deliver(payload)).status).toBe(400);
    expect(await shop.db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });
});

describe("the order's personal data in Stripe mode", () => {
  it("is answered with the PaymentIntent's own client secret only", async () => {
    const { id, clientSecret } = await openIntent("4oz");
    shop.stripe.succeed(id);
    const anonymous = await (await postOrder({ paymentIntentId: id })).json();
    expect(() => publicOrderSchema.parse(anonymous)).not.toThrow();
    expect(anonymous).not.toHaveProperty("customerEmail");
    expect(anonymous).not.toHaveProperty("shippingAddress");
    const wrong = await (await postOrder({ paymentIntentId: id, clientSecret: clientSecret.replace(/.$/, (c) => (c === "0" ? "1" : "0")) })).json();
    expect(() => publicOrderSchema.parse(wrong)).not.toThrow();
    expect(wrong).not.toHaveProperty("customerEmail");
    const owner = await (await postOrder({ paymentIntentId: id, clientSecret })).json();
    expect(() => customerOrderSchema.parse(owner)).not.toThrow();
    expect(owner).toMatchObject({ id: anonymous.id, customerEmail: "ada@example.com", customerName: "Ada Lovelace", shippingAddress: { city: "Austin" } });
  });
});
