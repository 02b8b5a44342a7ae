// Late orders against a real database: an order unshipped after the promised
// processing time is found once (two passes in a row, two at once: one
// alert, one delay notice, one link), orders not late, shipped, labelled,
// cancelled or refunded are left alone; the notice's link cancels the order
// once without signing in, whatever the owner's cancel setting (full refund,
// stock back, the refund e-mail), one refund for two clicks at once, and every
// refusal (altered, another purpose's, expired, used, labelled, shipped,
// cancelled) changes nothing. The dashboard counts the late orders.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { POST as cancelRoute } from "@/app/api/orders/cancel/route";
import { GET as alertsRoute } from "@/app/api/admin/alerts/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/admin/accounts/cancel-settings/route";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { CANCEL_SETTINGS_KEY } from "@/lib/account/settings";
import { alertDeliveriesSettled } from "@/lib/alerts/raise";
import { createEmailLink } from "@/lib/links/email-link";
import { delayNoticeKey } from "@/lib/mail/delay-notice";
import { refundedKey } from "@/lib/mail/order-updates";
import { DELAY_CANCEL_REASON, lateCancelState } from "@/lib/orders/late-cancel";
import { countLateOrders, noticeLateOrders, sendDueDelayNotices } from "@/lib/orders/late-orders";
import { jsonRequest, SHIPPING } from "../support/requests";
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";
import { paidIntent, postOrder } from "./checkout/test-mode-support";

const DAY_MS = 24 * 60 * 60 * 1000;
const none = { params: Promise.resolve({}) };
const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);

let bearer: string;
let stockBefore: number | null;
const paidOrders: string[] = [];
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `198.51.100.${100 + clients}`;
};

beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, "late-orders-admin@example.com", "late-orders-admin-pass")).token;
  stockBefore = (await db.product.findUniqueOrThrow({ where: { id: "4oz" } })).stock;
  await db.product.update({ where: { id: "4oz" }, data: { stock: 500 } });
});

afterAll(async () => {
  await alertDeliveriesSettled();
  await db.alert.deleteMany({ where: { name: "order_late", key: { in: paidOrders } } });
  await db.order.deleteMany({ where: { id: { in: paidOrders } } });
  await deleteMadeOrders();
  await db.product.update({ where: { id: "4oz" }, data: { stock: stockBefore } });
  await db.contentBlock.deleteMany({ where: { key: CANCEL_SETTINGS_KEY } });
  await db.$disconnect();
});

/** A $15.99 order paid in the test payment mode, as checkout makes it, placed `daysAgo` days ago. */
async function paidOrder(daysAgo: number) {
  const client = nextClient();
  const email = `late-${unique()}@late-orders.example.com`;
  const intent = await paidIntent("4oz", { ...SHIPPING, customerEmail: email }, client);
  const res = await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret }, client);
  expect(res.status).toBe(201);
  const order = await db.order.update({ where: { paymentIntentId: intent.id }, data: { createdAt: new Date(Date.now() - daysAgo * DAY_MS) } });
  paidOrders.push(order.id);
  return order;
}

/** The notices and alerts of an order. */
async function told(orderId: string) {
  return {
    notices: await db.outgoingEmail.count({ where: { dedupeKey: delayNoticeKey(orderId) } }),
    alerts: await db.alert.count({ where: { name: "order_late", key: orderId } }),
    links: await db.emailLink.count({ where: { purpose: "cancel", orderId } }),
  };
}

/** The cancel link's token in the order's delay notice. */
async function tokenOf(orderId: string): Promise<string> {
  const notice = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: delayNoticeKey(orderId) } });
  const token = /\/orders\/cancel\?token=([\w.-]+)/.exec(notice.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

/** A paid order 10 days old, with its delay notice sent: its cancel link's token. */
async function lateOrderWithLink() {
  const order = await paidOrder(10);
  expect(await noticeLateOrders()).toContain(order.id);
  return { order, token: await tokenOf(order.id) };
}

const cancelWith = (token: unknown, client = nextClient()) => cancelRoute(jsonRequest("/api/orders/cancel", { token }, { headers: { "X-Forwarded-For": client } }), none);

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

const stock4oz = async () => (await db.product.findUniqueOrThrow({ where: { id: "4oz" } })).stock;

/** What a refused cancellation must leave as it was. */
async function snapshot(orderId: string) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, refundedCents: true, cancelledAt: true, restockedAt: true } });
  const links = await db.emailLink.findMany({ where: { orderId, purpose: "cancel" }, select: { usedAt: true } });
  return { order, links, refunds: await db.refund.count({ where: { orderId } }), stock: await stock4oz() };
}

describe("finding late orders", () => {
  it("sends one delay notice and raises one alert per late order, however many passes run, and leaves the others alone", async () => {
    const late = await paidOrder(10);
    const recent = await makeOrder({ customerEmail: `recent-${unique()}@late-orders.example.com`, createdAt: new Date(Date.now() - 60 * 60 * 1000) });
    const old = (overrides: Parameters<typeof makeOrder>[0]) => makeOrder({ customerEmail: `old-${unique()}@late-orders.example.com`, createdAt: new Date(Date.now() - 10 * DAY_MS), ...overrides });
    const ignored = [
      recent,
      await old({ status: "shipped", trackingNumber: `9400${unique()}`.toUpperCase(), carrier: "USPS", shippedAt: new Date() }),
      await old({ status: "processing", trackingNumber: `9405${unique()}`.toUpperCase(), carrier: "USPS" }),
      await old({ status: "cancelled", cancelledAt: new Date() }),
      await old({ status: "refunded", refundedCents: 900 }),
      // Refunded in full, the refund still being made.
      await old({ refundedCents: 900 }),
      // Placed long ago (outside the window): never written to.
      await old({ createdAt: new Date(Date.now() - 90 * DAY_MS) }),
    ];

    // Two passes at once, then another: one notice, one alert, one link.
    const [first, second] = await Promise.all([noticeLateOrders(), noticeLateOrders()]);
    expect([...first, ...second].filter((id) => id === late.id)).toEqual([late.id]);
    expect(await noticeLateOrders()).not.toContain(late.id);
    await alertDeliveriesSettled();
    expect(await told(late.id)).toEqual({ notices: 1, alerts: 1, links: 1 });
    for (const order of ignored) {
      expect(await told(order.id)).toEqual({ notices: 0, alerts: 0, links: 0 });
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).delayNoticeAt).toBeNull();
    }

    // The customer's notice: plainly late, a new date, wait or cancel by a link.
    const notice = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: delayNoticeKey(late.id) } });
    expect(notice).toMatchObject({ to: late.customerEmail, subject: "Your Verdant Ink order is delayed: wait or cancel" });
    expect(notice.text).toContain(`your order ${late.id.slice(0, 8)} (1 × 4 oz / 120ml)`);
    expect(notice.text).toContain("We promised to ship it within 2 business days, and we are late.");
    expect(notice.text).toMatch(/We now expect to ship it by \w+day, \w+ \d{1,2}, \d{4}\./);
    expect(notice.text).toContain("Wait for it: you don't need to do anything.");
    expect(notice.text).toContain("You get a full refund of $15.99 to the card you paid with. No sign-in needed.");
    expect(notice.text).toMatch(/Cancel my order: http\S+\/orders\/cancel\?token=[\w.-]+/);
    expect(notice.html).toContain("Cancel my order</a>");

    // The owner's alert, e-mailed to the admins, and the dashboard's count.
    const alert = await db.alert.findUniqueOrThrow({ where: { name_key: { name: "order_late", key: late.id } } });
    expect(alert.message).toContain(`Order ${late.id.slice(0, 8)} was placed on`);
    expect(alert.message).not.toContain(late.customerEmail);
    expect(alert.notifiedAt).not.toBeNull();
    expect(await db.outgoingEmail.count({ where: { dedupeKey: { startsWith: `alert:${alert.id}:` } } })).toBeGreaterThanOrEqual(1);
    const panel = (await (await alertsRoute(adminRequest("/api/admin/alerts", { bearer }), none)).json()) as { lateOrders: number; alerts: { name: string; key: string }[] };
    expect(panel.lateOrders).toBe(await countLateOrders());
    expect(panel.lateOrders).toBeGreaterThanOrEqual(1);
    expect(panel.alerts).toContainEqual(expect.objectContaining({ name: "order_late", key: late.id }));
  });
});

describe("the delay notice's cancel link", () => {
  async function setCancelSettings(values: { customersMayCancel: boolean; cancelWindowHours: number }) {
    const current = (await (await readSettings(adminRequest("/api/admin/accounts/cancel-settings", { bearer }), none)).json()) as { settings: { version: number } };
    const res = await saveSettings(adminRequest("/api/admin/accounts/cancel-settings", { bearer }, { method: "PUT", body: JSON.stringify({ version: current.settings.version, values }) }), none);
    expect(res.status).toBe(200);
  }

  it("shows the order, then cancels it once, without signing in and whatever the owner's cancel setting: full refund, stock back, the refund e-mail", async () => {
    const { order, token } = await lateOrderWithLink();
    try {
      // The owner turned customer cancellations off: the delay notice's link still works.
      await setCancelSettings({ customersMayCancel: false, cancelWindowHours: 0 });
      const stockBeforeCancel = await stock4oz();
      // Opening the page changes nothing.
      expect(await lateCancelState(token)).toMatchObject({ ok: true, orderNumber: order.id.slice(0, 8), ordered: "1 × 4 oz / 120ml", total: "$15.99" });
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");

      const res = await cancelWith(token);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toMatchObject({ success: true, refundedNow: 15.99, message: expect.stringContaining("We have refunded $15.99") });
      const after = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(after).toMatchObject({ status: "cancelled", refundedCents: 1599, cancelReason: DELAY_CANCEL_REASON });
      expect(await stock4oz()).toBe(stockBeforeCancel! + 1);
      const refunds = await db.refund.findMany({ where: { orderId: order.id } });
      expect(refunds).toEqual([expect.objectContaining({ amountCents: 1599, status: "succeeded", source: "customer" })]);
      expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } })).refundedCents).toBe(1599);
      expect(await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: refundedKey(refunds[0]!.id) } })).toMatchObject({ to: order.customerEmail });
      expect((await db.emailLink.findFirstOrThrow({ where: { orderId: order.id, purpose: "cancel" } })).usedAt).not.toBeNull();
      // The owner's alert about it is settled by the shop.
      expect(await db.alert.findUniqueOrThrow({ where: { name_key: { name: "order_late", key: order.id } } })).toMatchObject({ resolvedByEmail: "shop", resolvedAt: expect.any(Date) });
      // No longer counted late.
      expect(await db.order.count({ where: { id: order.id, status: "paid" } })).toBe(0);

      // Used: refused, nothing changed.
      const before = await snapshot(order.id);
      const again = await cancelWith(token);
      expect(again.status).toBe(403);
      expect(await errorOf(again)).toEqual({ code: "cancel_link_used", message: expect.stringContaining("already been used") });
      expect(await snapshot(order.id)).toEqual(before);
      expect(await lateCancelState(token)).toMatchObject({ ok: false, problem: "used" });
    } finally {
      await db.contentBlock.deleteMany({ where: { key: CANCEL_SETTINGS_KEY } });
    }
  });

  it("gives one refund when the button is pressed twice at once", async () => {
    const { order, token } = await lateOrderWithLink();
    const answers = await Promise.all([cancelWith(token), cancelWith(token)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, expect.any(Number)]);
    const refused = answers.find((res) => res.status !== 200)!;
    expect([403, 409]).toContain(refused.status);
    expect(["cancel_link_used", "cancel_link_already_cancelled", "cancel_link_refund_under_way"]).toContain((await errorOf(refused)).code);
    expect(await db.refund.findMany({ where: { orderId: order.id }, select: { amountCents: true, status: true } })).toEqual([{ amountCents: 1599, status: "succeeded" }]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "cancelled", refundedCents: 1599 });
  });

  it("refuses a link altered, made for another purpose or expired, and nothing changes", async () => {
    const { order, token } = await lateOrderWithLink();
    const before = await snapshot(order.id);
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "not-a-token", `${randomUUID().replace(/-/g, "")}.${"x".repeat(43)}`]) {
      const res = await cancelWith(bad);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "cancel_link_unknown", message: expect.stringContaining("not valid") });
    }
    const review = await db.$transaction((tx) => createEmailLink(tx, { purpose: "review", email: order.customerEmail, orderId: order.id, validForMs: DAY_MS }));
    expect((await errorOf(await cancelWith(review.token))).code).toBe("cancel_link_unknown");
    const invalid = await cancelWith(42);
    expect(invalid.status).toBe(400);
    expect(await snapshot(order.id)).toEqual(before);

    await db.emailLink.updateMany({ where: { orderId: order.id, purpose: "cancel" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await cancelWith(token);
    expect(expired.status).toBe(403);
    expect((await errorOf(expired)).code).toBe("cancel_link_expired");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("stops working once the order has its label, has shipped or was cancelled, with the reason", async () => {
    const labelled = await lateOrderWithLink();
    const label = await createLabel(adminRequest("/api/shipping/labels", { bearer }, { method: "POST", body: JSON.stringify({ orderId: labelled.order.id, carrier: "USPS", service: "Priority Mail" }) }), none as never);
    expect(label.status).toBe(201);
    const beforeLabelled = await snapshot(labelled.order.id);
    const refusedLabelled = await cancelWith(labelled.token);
    expect(refusedLabelled.status).toBe(409);
    expect(await errorOf(refusedLabelled)).toEqual({ code: "cancel_link_label_bought", message: expect.stringContaining("its shipping label has been bought") });
    expect(await snapshot(labelled.order.id)).toEqual(beforeLabelled);
    expect(await lateCancelState(labelled.token)).toMatchObject({ ok: false, problem: "label_bought" });

    const shipped = await lateOrderWithLink();
    await db.order.update({ where: { id: shipped.order.id }, data: { status: "shipped", trackingNumber: `9400${unique()}`.toUpperCase(), carrier: "USPS", shippedAt: new Date() } });
    const beforeShipped = await snapshot(shipped.order.id);
    const refusedShipped = await cancelWith(shipped.token);
    expect(refusedShipped.status).toBe(409);
    expect(await errorOf(refusedShipped)).toEqual({ code: "cancel_link_shipped", message: expect.stringContaining("has already shipped") });
    expect(await snapshot(shipped.order.id)).toEqual(beforeShipped);

    const cancelled = await lateOrderWithLink();
    await db.order.update({ where: { id: cancelled.order.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    const beforeCancelled = await snapshot(cancelled.order.id);
    const refusedCancelled = await cancelWith(cancelled.token);
    expect(refusedCancelled.status).toBe(409);
    expect(await errorOf(refusedCancelled)).toEqual({ code: "cancel_link_already_cancelled", message: "This order is already cancelled." });
    expect(await snapshot(cancelled.order.id)).toEqual(beforeCancelled);

    // The hourly pass closes the owner's alerts of those three, and only theirs.
    const stillLate = await lateOrderWithLink();
    await alertDeliveriesSettled();
    await sendDueDelayNotices();
    const alertOf = (orderId: string) => db.alert.findUniqueOrThrow({ where: { name_key: { name: "order_late", key: orderId } } });
    for (const settled of [labelled, shipped, cancelled]) expect(await alertOf(settled.order.id)).toMatchObject({ resolvedByEmail: "shop", resolvedAt: expect.any(Date) });
    expect(await alertOf(stillLate.order.id)).toMatchObject({ resolvedAt: null });
  });
});
