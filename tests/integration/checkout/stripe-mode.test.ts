// Stripe mode against a local server that answers like Stripe's API, and the
// webhook with signatures made by Stripe's own library.
import "../../support/checkout-env";
import Stripe from "stripe";
import { customerOrderSchema } from "@/lib/schemas/order";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { openIntent as openIntentWith, signedEvent, setUpStripeMode } from "../support/stripe-checkout";

const shop = setUpStripeMode(async () => ({
  createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
  attachDetails: (await import("@/app/api/payment-intents/details/route")).POST,
  confirmTest: (await import("@/app/api/payment-intents/confirm/route")).POST,
  createOrder: (await import("@/app/api/orders/route")).POST,
  webhook: (await import("@/app/api/webhooks/stripe/route")).POST,
}));

const openIntent = (productId: string, details = SHIPPING) => openIntentWith(shop.routes, productId, details);

describe("Stripe mode", () => {
  it("creates a card-and-Link intent (wallets pay by card) for the server's total, with the secret key, and keeps the client's key and the details on it", async () => {
    const { id } = await openIntent("4oz");
    const created = shop.stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/payment_intents")!;
    expect(created.authorization).toBe("Bearer sk_test_shop");
    expect(created.form).toMatchObject({
      amount: "1599",
      currency: "usd",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "link",
      "metadata[checkout]": "1",
    });
    expect(created.form).not.toHaveProperty("allowed_payment_method_types[2]");
    expect(shop.stripe.intents.get(id)!.metadata).toMatchObject({
      checkout: "1",
      // The test requests carry no forwarded address.
      client_key: "unknown",
      customer_email: "ada@example.com",
      customer_name: "Ada Lovelace",
      ship_address: "12 Analytical Way",
      ship_city: "Austin",
      ship_state: "TX",
      ship_zip: "73301",
      ship_country: "United States",
    });
  });

  it("never runs the local test mode while Stripe keys are set", async () => {
    const res = await shop.routes.confirmTest(jsonRequest("/x", { clientSecret: "pi_x_secret_y", cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" }), undefined);
    expect(res.status).toBe(404);
  });

  it("makes the order only once Stripe says the payment succeeded", async () => {
    const { id, clientSecret } = await openIntent("1oz");
    expect((await shop.routes.createOrder(jsonRequest("/api/orders", { paymentIntentId: id }), undefined)).status).toBe(402);
    shop.stripe.succeed(id);
    const res = await shop.routes.createOrder(jsonRequest("/api/orders", { paymentIntentId: id, clientSecret, amount: 900, status: "paid" }), undefined);
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(() => customerOrderSchema.parse(order)).not.toThrow();
    expect(order).toMatchObject({ amount: 9, status: "paid", customerEmail: "ada@example.com" });
    expect((await shop.db.order.findUniqueOrThrow({ where: { paymentIntentId: id } })).paymentMode).toBe("stripe");
    expect((await shop.routes.createOrder(jsonRequest("/api/orders", { paymentIntentId: "pi_unknownAtStripe123" }), undefined)).status).toBe(404);
  });

  it("answers 400 to a webhook with a bad or missing signature, and creates nothing", async () => {
    const { id } = await openIntent("4oz");
    const intent = shop.stripe.succeed(id);
    const good = signedEvent(intent);
    const body = await good.text();
    const forged = new Request("http://localhost/api/webhooks/stripe", {
      method: "POST",
      headers: { "Stripe-Signature": Stripe.webhooks.generateTestHeaderString({ payload: body, secret: "whsec_someone_else" }) },
      body,
    });
    expect((await shop.routes.webhook(forged, undefined)).status).toBe(400);
    const unsigned = new Request("http://localhost/api/webhooks/stripe", { method: "POST", body });
    expect((await shop.routes.webhook(unsigned, undefined)).status).toBe(400);
    expect(await shop.db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("creates the order from a signed payment_intent.succeeded, once, even with a second event", async () => {
    const details = { ...SHIPPING, customerEmail: "webhook@example.com", customerName: "Grace Hopper" };
    const { id } = await openIntent("4oz", details);
    const intent = shop.stripe.succeed(id);
    const first = await shop.routes.webhook(signedEvent(intent), undefined);
    expect(first.status).toBe(200);
    const { orderId } = await first.json();
    const order = await shop.db.order.findUniqueOrThrow({ where: { paymentIntentId: id } });
    expect(order).toMatchObject({
      id: orderId,
      status: "paid",
      amountCents: 1599,
      customerEmail: "webhook@example.com",
      customerName: "Grace Hopper",
      shippingAddress: "12 Analytical Way",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      shippingCountry: "United States",
    });
    expect(await shop.db.orderLine.findMany({ where: { orderId }, select: { productId: true, quantity: true } })).toEqual([{ productId: "4oz", quantity: 1 }]);
    // Another event about the same payment finds the order that exists.
    const again = await shop.routes.webhook(signedEvent(intent), undefined);
    expect(again.status).toBe(200);
    expect((await again.json()).orderId).toBe(orderId);
    expect(await shop.db.order.count({ where: { paymentIntentId: id } })).toBe(1);
    expect(await shop.db.outgoingEmail.count({ where: { dedupeKey: `order-confirmation:${orderId}` } })).toBe(1);
  });

  it("acknowledges other event types without creating anything", async () => {
    const res = await shop.routes.webhook(signedEvent({ id: "pi_other123456", object: "payment_intent" }, "payment_intent.created"), undefined);
    expect(res.status).toBe(200);
  });
});
