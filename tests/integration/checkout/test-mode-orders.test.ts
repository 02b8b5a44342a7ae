// The checkout API in the local test payment mode, against the real database.
import "../../support/checkout-env";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { REQUEST_EMAIL_BUDGET_MS } from "@/lib/mail/outbox";
import { customerOrderSchema, publicOrderSchema } from "@/lib/schemas/order";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { consoleOutput, silentMailServer, withSmtp } from "../support/mail";
import { attach, confirm, DECLINED_CARD, GOOD_CARD, openIntent, postOrder, requestIntent, routes } from "./test-mode-support";

const CLIENT = "203.0.113.7";

/** Attaches the shopper's details and confirms with `cardNumber`; returns the confirmation's answer. */
async function payIntent(clientSecret: string, cardNumber = GOOD_CARD, details: object = SHIPPING) {
  expect((await attach(clientSecret, details)).status).toBe(200);
  return confirm(clientSecret, cardNumber);
}

describe("POST /api/create-payment-intent", () => {
  it("prices the product on the server and stores the intent with the client's key", async () => {
    const { clientSecret, id } = await openIntent("4oz", CLIENT, 15.99);
    expect(clientSecret).toMatch(/^pi_test[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const stored = await db.localPaymentIntent.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ amountCents: 1599, status: "requires_payment_method", clientKey: CLIENT });
    const session = await db.checkoutAttempt.findUniqueOrThrow({ where: { paymentIntentId: id } });
    expect(session).toMatchObject({ amountCents: 1599, subtotalCents: 1599, lines: [{ productId: "4oz", quantity: 1, unitPriceCents: 1599, lineTotalCents: 1599 }] });
  });

  it("refuses a tampered amount and an unknown product with 400", async () => {
    const tampered = await requestIntent("4oz", undefined, 0.5);
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error.fields).toHaveProperty("amount");
    const unknown = await requestIntent("40oz", undefined, 9);
    expect(unknown.status).toBe(400);
    const malformed = await routes.createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [] }), undefined);
    expect(malformed.status).toBe(400);
  });
});

describe("without Stripe keys on a PostgreSQL server", () => {
  it("answers 503 (the Payment Setup Error) and logs why, instead of taking test payments", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      delete process.env.PAYMENTS_MODE;
      try {
        const route = await import("@/app/api/create-payment-intent/route");
        const res = await route.POST(jsonRequest("/api/create-payment-intent", { items: [{ id: "4oz", name: "x" }], amount: 15.99 }), undefined);
        expect(res.status).toBe(503);
        expect((await res.json()).error.code).toBe("payments_unavailable");
      } finally {
        process.env.PAYMENTS_MODE = "test";
      }
    });
    expect(spy.mock.calls.flat().join(" ")).toContain("Payments are not configured");
    spy.mockRestore();
  });
});

describe("paying in test mode", () => {
  it("declines 4000 0000 0000 0002 with Stripe's message and keeps the intent unpaid", async () => {
    const { clientSecret, id } = await openIntent();
    const res = await payIntent(clientSecret, DECLINED_CARD);
    expect(res.status).toBe(402);
    expect((await res.json()).error.message).toBe("Your card was declined.");
    const stored = await db.localPaymentIntent.findUniqueOrThrow({ where: { id } });
    expect(stored.status).toBe("requires_payment_method");
    expect(JSON.stringify(stored)).not.toContain("40000000");
  });

  it("keeps only brand and last 4 of a test card that succeeds", async () => {
    const { clientSecret, id } = await openIntent();
    const res = await payIntent(clientSecret);
    expect(res.status).toBe(200);
    const stored = await db.localPaymentIntent.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: "succeeded", cardBrand: "visa", cardLast4: "4242" });
    expect(JSON.stringify(stored)).not.toContain("4242424242424242");
  });

  it("refuses details and confirmation for an unknown client secret", async () => {
    const fake = "pi_testAAAAAAAAAAAAAAAAAAAA_secret_BBBBBBBBBBBBBBBBBBBBBBBB";
    expect((await attach(fake)).status).toBe(400);
    const { clientSecret } = await openIntent();
    const wrongSecret = clientSecret.replace(/_secret_.*/, "_secret_CCCCCCCCCCCCCCCCCCCCCCCC");
    expect((await confirm(wrongSecret, "4242424242424242")).status).toBe(400);
  });
});

describe("POST /api/orders", () => {
  it("creates one paid order with the stored details, priced by the server, and one e-mail", async () => {
    const { clientSecret, id } = await openIntent("1oz");
    await payIntent(clientSecret, "4242424242424242", { ...SHIPPING, customerEmail: "one@example.com" });
    // The client's amount, status and names are not what the order is made from.
    const res = await postOrder({ paymentIntentId: id, clientSecret, amount: 900, status: "delivered", customerName: "Mallory" });
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(() => customerOrderSchema.parse(order)).not.toThrow();
    // The request's amount is in cents; the answer's, like all money in JSON answers, in dollars.
    expect(order).toMatchObject({
      amount: 9,
      status: "paid",
      customerEmail: "one@example.com",
      customerName: "Ada Lovelace",
      shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
      productDetails: { size: "1 oz / 30ml", quantity: 1, price: 9 },
      photoUrl: null,
    });

    const again = await postOrder({ paymentIntentId: id });
    expect(again.status).toBe(200);
    const repeat = await again.json();
    expect(() => publicOrderSchema.parse(repeat)).not.toThrow();
    expect(repeat.id).toBe(order.id);
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(1);
    // A test payment moved no money: its order says so.
    expect((await db.order.findUniqueOrThrow({ where: { paymentIntentId: id } })).paymentMode).toBe("test");

    const emails = await db.outgoingEmail.findMany({ where: { dedupeKey: `order-confirmation:${order.id}` } });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ status: "sent", to: "one@example.com", attempts: 1 });
    expect(emails[0].text).toContain(order.id);
    expect(emails[0].text).toContain("1 oz / 30ml");
    expect(emails[0].text).toContain("$9.00");
    expect(emails[0].text).toContain("support@verdantink.com");
    const outbox = path.join(process.env.DATA_DIR!, "outbox");
    const files = readdirSync(outbox).filter((f) => readFileSync(path.join(outbox, f), "utf8").includes(order.id));
    expect(files).toHaveLength(1);
  });

  it("creates no order for an unpaid or unknown payment intent", async () => {
    const { clientSecret, id } = await openIntent();
    await attach(clientSecret);
    const unpaid = await postOrder({ paymentIntentId: id, amount: 1599, status: "paid" });
    expect(unpaid.status).toBe(402);
    const unknown = await postOrder({ paymentIntentId: "pi_testDoesNotExist1234" });
    expect(unknown.status).toBe(404);
    const malformed = await postOrder({ amount: 1599 });
    expect(malformed.status).toBe(400);
    expect(await db.order.count({ where: { paymentIntentId: { in: [id, "pi_testDoesNotExist1234"] } } })).toBe(0);
  });

  it("refuses an amount that differs from the payment", async () => {
    const { clientSecret, id } = await openIntent("4oz");
    await payIntent(clientSecret);
    const res = await postOrder({ paymentIntentId: id, amount: 100 });
    expect(res.status).toBe(400);
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("gives exactly one order for 20 concurrent posts of one payment intent", async () => {
    const { clientSecret, id } = await openIntent("4oz");
    await payIntent(clientSecret);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postOrder({ paymentIntentId: id, amount: 1599 })));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(1);
    expect(await db.outgoingEmail.count({ where: { dedupeKey: `order-confirmation:${bodies[0].id}` } })).toBe(1);
  });

  it("sends its own confirmation and leaves other due messages to the delivery schedule", async () => {
    const other = await db.outgoingEmail.create({
      data: { dedupeKey: `other-message:${Date.now()}`, to: "someone@example.com", subject: "Another message", text: "Hello" },
    });
    try {
      const { clientSecret, id } = await openIntent("4oz");
      await payIntent(clientSecret);
      const res = await postOrder({ paymentIntentId: id });
      expect(res.status).toBe(201);
      const own = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `order-confirmation:${(await res.json()).id}` } });
      expect(own).toMatchObject({ status: "sent", attempts: 1 });
      expect(await db.outgoingEmail.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ status: "pending", attempts: 0 });
    } finally {
      await db.outgoingEmail.delete({ where: { id: other.id } });
    }
  });

  it("keeps the order when the confirmation e-mail cannot be sent, and sends it on a later run", async () => {
    const { clientSecret, id } = await openIntent("4oz");
    await payIntent(clientSecret);
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    let orderId = "";
    await jest.isolateModulesAsync(async () => {
      process.env.SMTP_URL = "smtp://127.0.0.1:1";
      try {
        const route = await import("@/app/api/orders/route");
        const res = await route.POST(jsonRequest("/api/orders", { paymentIntentId: id }), undefined);
        expect(res.status).toBe(201);
        orderId = (await res.json()).id;
      } finally {
        delete process.env.SMTP_URL;
      }
    });
    spy.mockRestore();
    const key = `order-confirmation:${orderId}`;
    const failed = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: key } });
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    const { deliverPendingEmails } = await import("@/lib/mail/outbox");
    await deliverPendingEmails({ now: new Date(Date.now() + 60 * 60 * 1000) });
    const sent = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: key } });
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    // Nothing is sent twice.
    await deliverPendingEmails({ now: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: key } })).attempts).toBe(2);
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(1);
  });

  it("answers within a few seconds when the mail server never answers, leaving the confirmation to the delivery schedule", async () => {
    const { clientSecret, id } = await openIntent("4oz");
    await payIntent(clientSecret);
    const silent = await silentMailServer();
    const { result } = await consoleOutput(() =>
      withSmtp(silent.url, async () => {
        const route = await import("@/app/api/orders/route");
        const started = Date.now();
        const res = await route.POST(jsonRequest("/api/orders", { paymentIntentId: id }), undefined);
        return { status: res.status, orderId: ((await res.json()) as { id: string }).id, took: Date.now() - started };
      }),
    ).finally(() => silent.close());
    // A send on its own would wait 10 s for the greeting; the order does not wait past its budget.
    expect(result.status).toBe(201);
    expect(result.took).toBeLessThan(REQUEST_EMAIL_BUDGET_MS + 2_000);

    const key = `order-confirmation:${result.orderId}`;
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: key } })).toMatchObject({ status: "pending", attempts: 1 });
    const { deliverPendingEmails } = await import("@/lib/mail/outbox");
    await consoleOutput(() => deliverPendingEmails({ now: new Date(Date.now() + 60 * 60 * 1000) }));
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: key } })).toMatchObject({ status: "sent", attempts: 2 });
  });
});
