// A card payment that goes through at Stripe while the shop's database is
// down is not lost: the webhook answers 5xx so Stripe redelivers it, the
// redelivery after the database returns creates the order, and the reconcile
// run creates the orders of payments whose webhooks Stripe gave up on. Never
// two orders for one payment, whichever of them runs, however often.
import "../../support/checkout-env";
import { startFakeStripe } from "../../support/fake-stripe";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { loadAppBehindProxy, type AppBehindProxy } from "../support/app-behind-proxy";
import { openIntent, signedEvent, stripeEnv } from "../support/stripe-checkout";

const load = async () => ({
  createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
  attachDetails: (await import("@/app/api/payment-intents/details/route")).POST,
  createOrder: (await import("@/app/api/orders/route")).POST,
  webhook: (await import("@/app/api/webhooks/stripe/route")).POST,
  reconcileOrders: (await import("@/lib/orders/reconcile")).reconcileOrders,
  db: (await import("@/lib/db")).db,
});

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let shop: AppBehindProxy<Awaited<ReturnType<typeof load>>>;
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await loadAppBehindProxy(load, stripeEnv(stripe.url));
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  consoleError.mockRestore();
  await shop.proxy.start();
});

const ordersOf = (paymentIntentId: string) => shop.app.db.order.findMany({ where: { paymentIntentId } });
const DAY = 24 * 60 * 60;

/** An intent that the customer paid while the database was down, and whose webhook failed. */
async function paidDuringOutage(productId = "4oz", details = SHIPPING) {
  const { id } = await openIntent(shop.app, productId, details);
  await shop.proxy.stop();
  const intent = stripe.succeed(id);
  const payload = await signedEvent(intent).text();
  const delivery = await shop.app.webhook(signedEvent(intent, undefined, payload), undefined);
  await shop.proxy.start();
  return { id, intent, payload, delivery };
}

describe("a payment that succeeds while the database is down", () => {
  it("makes the webhook answer 5xx, and the redelivery after the database returns creates the order once", async () => {
    const details = { ...SHIPPING, customerEmail: "outage@example.com", customerName: "Katherine Johnson" };
    const { id } = await openIntent(shop.app, "4oz", details);
    await shop.proxy.stop();
    const intent = stripe.succeed(id);
    const event = signedEvent(intent);
    const payload = await event.clone().text();

    // The customer's browser cannot make the order either: a 503, not a lost payment.
    const fromBrowser = await shop.app.createOrder(jsonRequest("/api/orders", { paymentIntentId: id }), undefined);
    expect(fromBrowser.status).toBe(503);

    const first = await shop.app.webhook(event, undefined);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await first.json()).toEqual({ error: { code: "database_unavailable", message: expect.any(String) } });

    await shop.proxy.start();
    expect(await ordersOf(id)).toHaveLength(0);

    // Stripe redelivers the same event, with a fresh signature.
    const redelivery = await shop.app.webhook(signedEvent(intent, undefined, payload), undefined);
    expect(redelivery.status).toBe(200);
    const { orderId } = await redelivery.json();
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ id: orderId, status: "paid", amountCents: 1599, customerEmail: "outage@example.com", customerName: "Katherine Johnson" });

    // Handled now: a further redelivery of the event is acknowledged and does nothing.
    const again = await shop.app.webhook(signedEvent(intent, undefined, payload), undefined);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await ordersOf(id)).toHaveLength(1);
    expect(await shop.app.db.outgoingEmail.count({ where: { dedupeKey: `order-confirmation:${orderId}` } })).toBe(1);
  });

  it("is ordered by the reconcile run when Stripe gave up redelivering, and only once however often it runs", async () => {
    const missed = [await paidDuringOutage("1oz"), await paidDuringOutage("4oz")];
    for (const { delivery } of missed) expect(delivery.status).toBe(503);

    // Around them: a payment with its order, one not paid, one that is not a shop order, one paid long ago.
    const ordered = await openIntent(shop.app, "1oz");
    stripe.succeed(ordered.id);
    expect((await shop.app.createOrder(jsonRequest("/api/orders", { paymentIntentId: ordered.id }), undefined)).status).toBe(201);
    const unpaid = await openIntent(shop.app, "4oz");
    const foreign = await openIntent(shop.app, "4oz");
    stripe.intents.get(foreign.id)!.metadata = {};
    stripe.succeed(foreign.id);
    const old = await paidDuringOutage("4oz");
    stripe.intents.get(old.id)!.created -= 10 * DAY;

    const report = await shop.app.reconcileOrders({ days: 7 });
    expect(report.created.map((c) => c.paymentIntentId).sort()).toEqual(missed.map((m) => m.id).sort());
    expect(report.skipped).toEqual([{ paymentIntentId: foreign.id, reason: expect.any(String) }]);
    expect(report.failed).toEqual([]);
    for (const { id } of missed) expect(await ordersOf(id)).toHaveLength(1);
    expect(await ordersOf(ordered.id)).toHaveLength(1);
    expect(await ordersOf(unpaid.id)).toHaveLength(0);
    expect(await ordersOf(foreign.id)).toHaveLength(0);
    expect(await ordersOf(old.id)).toHaveLength(0);

    const second = await shop.app.reconcileOrders({ days: 7 });
    expect(second.created).toEqual([]);
    expect(second.alreadyOrdered).toBeGreaterThanOrEqual(3);
    for (const { id } of missed) expect(await ordersOf(id)).toHaveLength(1);

    // A wider window reaches the old payment.
    const wider = await shop.app.reconcileOrders({ days: 30 });
    expect(wider.created.map((c) => c.paymentIntentId)).toEqual([old.id]);

    // A late redelivery of a reconciled payment finds the order.
    const late = await shop.app.webhook(signedEvent(missed[0].intent, undefined, missed[0].payload), undefined);
    expect(late.status).toBe(200);
    expect((await late.json()).orderId).toBe(report.created.find((c) => c.paymentIntentId === missed[0].id)!.orderId);
  });

  it("gets one order when the reconcile run, the redelivered webhook and the browser race", async () => {
    const { id, intent, payload } = await paidDuringOutage("4oz");
    const [report, webhook, browser] = await Promise.all([
      shop.app.reconcileOrders({ days: 1 }),
      shop.app.webhook(signedEvent(intent, undefined, payload), undefined),
      shop.app.createOrder(jsonRequest("/api/orders", { paymentIntentId: id }), undefined),
    ]);
    expect(webhook.status).toBe(200);
    expect([200, 201]).toContain(browser.status);
    expect(report.failed).toEqual([]);
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    expect((await webhook.json()).orderId).toBe(orders[0].id);
    expect((await browser.json()).id).toBe(orders[0].id);
  });

  it("makes the reconcile run fail while the database is still down, creating nothing", async () => {
    const { id } = await paidDuringOutage("1oz");
    await shop.proxy.stop();
    await expect(shop.app.reconcileOrders({ days: 1 })).rejects.toThrow();
    await shop.proxy.start();
    expect(await ordersOf(id)).toHaveLength(0);
    expect((await shop.app.reconcileOrders({ days: 1 })).created.map((c) => c.paymentIntentId)).toContain(id);
  });
});
