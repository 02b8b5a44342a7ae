// Customer accounts against a real database: one account per e-mail address
// (the community's e-mail sign-in, asked for at /orders, returning to
// /account), the account's orders (every order of its address whatever its
// case, those paid before the account existed included, newest first, with
// lines, totals, status, tracking and photo), ownership with two accounts on
// every order route, and the customer's own cancellation through the owner's
// path (full refund, stock back, the refund e-mail) with its refusals
// (another account, twice, a label bought, shipped, the owner's window, two
// at once) that change nothing.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { GET as communityAuthGet } from "@/app/api/community/auth/[...nextauth]/route";
import { POST as signIn } from "@/app/api/community/sign-in/route";
import { GET as listRoute } from "@/app/api/account/orders/route";
import { GET as orderRoute } from "@/app/api/account/orders/[id]/route";
import { POST as cancelRoute } from "@/app/api/account/orders/[id]/cancel/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/admin/accounts/cancel-settings/route";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { CANCEL_SETTINGS_KEY } from "@/lib/account/settings";
import { orderConfirmationKey } from "@/lib/mail/order-confirmation";
import { refundedKey } from "@/lib/mail/order-updates";
import { ORDERS_SIGN_IN_SUBJECT } from "@/lib/forum/sign-in-mail";
import { accountOrderDetailSchema, accountOrdersPageSchema } from "@/lib/schemas/account";
import { SHIPPING } from "../support/requests";
import { latestSignInLink, outboxMessages } from "../support/eml";
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { createTestMember, memberRequest, type TestMember } from "./support/member-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";
import { paidIntent, postOrder } from "./checkout/test-mode-support";

const none = { params: Promise.resolve({}) };
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });
const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);

let bearer: string;
let alice: TestMember;
let bob: TestMember;
let aliceEmail: string;
let bobEmail: string;
let stockBefore: number | null;
const paidOrders: string[] = [];
let clients = 0;

beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, "accounts-admin@example.com", "accounts-admin-pass")).token;
  aliceEmail = `alice-${unique()}@accounts.example.com`;
  bobEmail = `bob-${unique()}@accounts.example.com`;
  alice = await createTestMember(db, aliceEmail, null);
  bob = await createTestMember(db, bobEmail, null);
  stockBefore = (await db.product.findUniqueOrThrow({ where: { id: "4oz" } })).stock;
  await db.product.update({ where: { id: "4oz" }, data: { stock: 500 } });
});

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: paidOrders } } });
  await deleteMadeOrders();
  await db.product.update({ where: { id: "4oz" }, data: { stock: stockBefore } });
  await db.contentBlock.deleteMany({ where: { key: CANCEL_SETTINGS_KEY } });
  await db.member.deleteMany({ where: { email: { endsWith: "accounts.example.com" } } });
  await db.$disconnect();
});

/** A $15.99 order paid in the test payment mode with `email` typed at checkout, as checkout makes it. */
async function paidOrder(email: string) {
  // Each as a client of its own: the checkout's per-client limits are not what is tested here.
  clients += 1;
  const client = `198.51.100.${clients}`;
  const intent = await paidIntent("4oz", { ...SHIPPING, customerEmail: email }, client);
  const res = await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret }, client);
  expect(res.status).toBe(201);
  const order = await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
  paidOrders.push(order.id);
  return order;
}

const list = (member: { cookie: string } | null, query = "") => listRoute(memberRequest(`/api/account/orders${query}`, member), none);
const show = (member: { cookie: string } | null, id: string) => orderRoute(memberRequest(`/api/account/orders/${id}`, member), idContext(id));
const cancel = (member: { cookie: string } | null, id: string, body: unknown = {}) =>
  cancelRoute(memberRequest(`/api/account/orders/${id}/cancel`, member, { method: "POST", json: body }), idContext(id));
const putSettings = (values: unknown, version: number) =>
  saveSettings(adminRequest("/api/admin/accounts/cancel-settings", { bearer }, { method: "PUT", body: JSON.stringify({ version, values }) }), none);

async function setCancelSettings(values: { customersMayCancel: boolean; cancelWindowHours: number }) {
  const current = (await (await readSettings(adminRequest("/api/admin/accounts/cancel-settings", { bearer }), none)).json()) as { settings: { version: number } };
  const res = await putSettings(values, current.settings.version);
  expect(res.status).toBe(200);
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

const stock4oz = async () => (await db.product.findUniqueOrThrow({ where: { id: "4oz" } })).stock;

/** What a refused request must leave as it was. */
async function snapshot(orderId: string) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, refundedCents: true, cancelledAt: true, restockedAt: true } });
  return { order, refunds: await db.refund.count({ where: { orderId } }), stock: await stock4oz() };
}

describe("signing in at /orders", () => {
  it("sends the community's sign-in link, worded for orders, that signs in once and returns to /account, where earlier orders of the address appear", async () => {
    const email = `carol-${unique()}@Accounts.Example.com`;
    // Paid before any account existed, typed with another case.
    const older = await makeOrder({ customerEmail: email.toUpperCase(), createdAt: new Date(Date.now() - 3 * 86_400_000) });
    const newer = await makeOrder({ customerEmail: email, photoUrl: "/api/objects/uploads/0b7c2f5e-2d2a-4c55-9d61-6a4a3c1b9e10", trackingNumber: `9400${Date.now()}`.slice(0, 22), carrier: "USPS", service: "Priority Mail", status: "shipped" });
    await makeOrder({ customerEmail: `someone-else-${unique()}@accounts.example.com` });
    expect(await db.member.count({ where: { email: email.toLowerCase() } })).toBe(0);

    const sent = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email, callbackUrl: "/account" } }), none);
    expect(sent.status).toBe(202);
    const answer = await sent.json();
    const outbox = getConfig().mail.outboxDir;
    const message = outboxMessages(outbox).filter((text) => text.includes(`To: ${email.toLowerCase()}`)).at(-1)!;
    expect(message).toContain(`Subject: ${ORDERS_SIGN_IN_SUBJECT}`);
    expect(message).toContain("sign in and see your orders");
    const link = latestSignInLink(outbox, email.toLowerCase())!;
    const callback = await communityAuthGet(new NextRequest(link));
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/\/account$/);
    const cookie = callback.headers.getSetCookie().find((line) => line.startsWith("forum.session-token="))!;
    const session = { cookie: cookie.split(";")[0]! };

    const res = await list(session);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = accountOrdersPageSchema.parse(await res.json());
    expect(page.email).toBe(email.toLowerCase());
    expect(page.orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(page.orders[0]).toMatchObject({
      status: "shipped",
      amount: 9,
      lines: [{ name: "Healing Ointment", size: "1 oz / 30ml", quantity: 1, price: 9, total: 9 }],
      photoUrl: newer.photoUrl,
      trackingNumber: newer.trackingNumber,
      trackingUrl: `/track?number=${newer.trackingNumber}`,
      actions: { cancel: { allowed: false, reason: expect.stringContaining("already shipped") } },
    });
    expect(page.orders[1]).toMatchObject({ status: "paid", customerEmail: email.toUpperCase(), actions: { cancel: { allowed: true, reason: null, until: null } } });

    // The link works once.
    const again = await communityAuthGet(new NextRequest(link));
    expect(again.headers.get("location")).toMatch(/error=Verification/);

    // An address without orders gets the same answer (and a link to an empty account).
    const stranger = `nobody-${unique()}@accounts.example.com`;
    const strangerAnswer = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email: stranger, callbackUrl: "/account" } }), none);
    expect(strangerAnswer.status).toBe(202);
    expect(await strangerAnswer.json()).toEqual(answer);
    expect(latestSignInLink(outbox, stranger)).toBeDefined();
  });

  it("counts links to one address against its limit, whatever page asked for them", async () => {
    const email = `limited-${unique()}@accounts.example.com`;
    for (let i = 0; i < 5; i++) {
      const client = { "X-Forwarded-For": `203.0.113.${100 + i}` };
      const res = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", headers: client, json: { email, callbackUrl: i % 2 ? "/account" : "/forum" } }), none);
      expect(res.status).toBe(202);
    }
    const sixth = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", headers: { "X-Forwarded-For": "203.0.113.120" }, json: { email, callbackUrl: "/account" } }), none);
    expect(sixth.status).toBe(429);
  });
});

describe("every order route checks the account", () => {
  it("answers 401 without a session, and 404 for another account's order as for one that does not exist", async () => {
    const aliceOrder = await makeOrder({ customerEmail: aliceEmail });
    const bobOrder = await makeOrder({ customerEmail: bobEmail.toUpperCase() });

    expect((await list(null)).status).toBe(401);
    expect((await show(null, aliceOrder.id)).status).toBe(401);
    expect((await cancel(null, aliceOrder.id)).status).toBe(401);

    const alicesList = accountOrdersPageSchema.parse(await (await list(alice)).json());
    expect(alicesList.orders.map((order) => order.id)).toContain(aliceOrder.id);
    expect(alicesList.orders.map((order) => order.id)).not.toContain(bobOrder.id);
    const bobsList = accountOrdersPageSchema.parse(await (await list(bob)).json());
    expect(bobsList.orders.map((order) => order.id)).toEqual([bobOrder.id]);

    const own = await show(alice, aliceOrder.id);
    expect(own.status).toBe(200);
    expect(accountOrderDetailSchema.parse(await own.json()).id).toBe(aliceOrder.id);

    const before = await snapshot(aliceOrder.id);
    const notTheirs = [await show(bob, aliceOrder.id), await cancel(bob, aliceOrder.id)];
    const madeUp = [await show(bob, randomUUID()), await cancel(bob, randomUUID()), await show(bob, "not-a-uuid")];
    for (const res of [...notTheirs, ...madeUp]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message: "Order not found." });
    }
    expect(await snapshot(aliceOrder.id)).toEqual(before);
  });

  it("refuses a cancellation from another site (CSRF), changing nothing", async () => {
    const order = await makeOrder({ customerEmail: aliceEmail });
    const res = await cancelRoute(memberRequest(`/api/account/orders/${order.id}/cancel`, alice, { method: "POST", json: {}, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }), idContext(order.id));
    expect(res.status).toBe(403);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  });
});

describe("POST /api/account/orders/{id}/cancel", () => {
  it("cancels the customer's own order through the owner's path: full refund, tins back in stock, the refund e-mail", async () => {
    const order = await paidOrder(aliceEmail.toUpperCase());
    const stockAfterOrder = await stock4oz();
    // The confirmation e-mail says where the order can be seen and cancelled.
    const [confirmation] = await db.outgoingEmail.findMany({ where: { dedupeKey: orderConfirmationKey(order.id) } });
    expect(confirmation!.text).toContain(`See your orders, or cancel this one before it ships: ${new URL("/orders", getConfig().siteUrl)}`);
    expect(confirmation!.html).toContain(`href="${new URL("/orders", getConfig().siteUrl)}"`);
    const res = await cancel(alice, order.id, { reason: "  Ordered the wrong size  " });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; refundedNow: number; order: unknown };
    expect(body).toMatchObject({ success: true, refundedNow: 15.99 });
    expect(accountOrderDetailSchema.parse(body.order)).toMatchObject({ status: "cancelled", refunded: 15.99, actions: { cancel: { allowed: false, reason: "This order is already cancelled." } } });

    const row = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: "cancelled", refundedCents: 1599, cancelReason: "Cancelled by the customer: Ordered the wrong size" });
    expect(row.restockedAt).toBeInstanceOf(Date);
    expect(await stock4oz()).toBe(stockAfterOrder! + 1);
    const [refund] = await db.refund.findMany({ where: { orderId: order.id } });
    expect(refund).toMatchObject({ amountCents: 1599, status: "succeeded", source: "customer", adminId: null, adminEmail: null });
    const intent = await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } });
    expect(intent.refundedCents).toBe(1599);
    const [mail] = await db.outgoingEmail.findMany({ where: { dedupeKey: refundedKey(refund!.id) } });
    expect(mail).toMatchObject({ to: order.customerEmail, subject: expect.stringContaining("$15.99") });
    expect(mail!.text).toContain("has been cancelled: it will not ship.");
    expect(mail!.text).toContain("We have refunded $15.99");

    // Twice: refused with a message, nothing changed.
    const before = await snapshot(order.id);
    const twice = await cancel(alice, order.id);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({ code: "already_cancelled", message: "This order is already cancelled." });
    expect(await snapshot(order.id)).toEqual(before);
  });

  it("gives one refund when two cancellations arrive at once", async () => {
    const order = await paidOrder(aliceEmail);
    const stockAfterOrder = await stock4oz();
    const answers = await Promise.all([cancel(alice, order.id), cancel(alice, order.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.status === 409)!;
    expect(["already_cancelled", "refund_under_way"]).toContain((await errorOf(refused)).code);
    expect(await db.refund.findMany({ where: { orderId: order.id }, select: { amountCents: true, status: true } })).toEqual([{ amountCents: 1599, status: "succeeded" }]);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "cancelled", refundedCents: 1599 });
    expect(await stock4oz()).toBe(stockAfterOrder! + 1);
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } })).refundedCents).toBe(1599);
  });

  it("is refused with a clear reason once a label is bought, and after shipping; nothing changes", async () => {
    const order = await paidOrder(aliceEmail);
    const label = await createLabel(adminRequest("/api/shipping/labels", { bearer }, { method: "POST", body: JSON.stringify({ orderId: order.id, carrier: "USPS", service: "Priority Mail" }) }), none as never);
    expect(label.status).toBe(201);
    const detail = accountOrderDetailSchema.parse(await (await show(alice, order.id)).json());
    expect(detail.actions.cancel).toEqual({ allowed: false, reason: expect.stringContaining("its shipping label has been bought"), until: null });
    const before = await snapshot(order.id);
    const res = await cancel(alice, order.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "label_bought", message: detail.actions.cancel.reason });
    expect(await snapshot(order.id)).toEqual(before);
    expect(await db.shippingLabel.count({ where: { orderId: order.id, voidedAt: null } })).toBe(1);

    for (const status of ["shipped", "delivered", "returned"] as const) {
      const shipped = await makeOrder({ customerEmail: aliceEmail, status });
      const refused = await cancel(alice, shipped.id);
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).code).toBe("shipped");
      expect((await db.order.findUniqueOrThrow({ where: { id: shipped.id } })).status).toBe(status);
    }
    const refunded = await makeOrder({ customerEmail: aliceEmail, status: "refunded", refundedCents: 900 });
    expect((await errorOf(await cancel(alice, refunded.id))).code).toBe("refunded");
  });

  it("follows the owner's window: off, or some hours after ordering", async () => {
    try {
      await setCancelSettings({ customersMayCancel: true, cancelWindowHours: 2 });
      const recent = await makeOrder({ customerEmail: aliceEmail, createdAt: new Date(Date.now() - 60 * 60 * 1000) });
      const old = await makeOrder({ customerEmail: aliceEmail, createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });
      const recentDetail = accountOrderDetailSchema.parse(await (await show(alice, recent.id)).json());
      expect(recentDetail.actions.cancel).toEqual({ allowed: true, reason: null, until: new Date(recent.createdAt.getTime() + 2 * 60 * 60 * 1000).toISOString() });
      const before = await snapshot(old.id);
      const late = await cancel(alice, old.id);
      expect(late.status).toBe(409);
      expect(await errorOf(late)).toMatchObject({ code: "window_passed", message: expect.stringContaining("within 2 hours of ordering") });
      expect(await snapshot(old.id)).toEqual(before);

      await setCancelSettings({ customersMayCancel: false, cancelWindowHours: 2 });
      const off = await cancel(alice, recent.id);
      expect(off.status).toBe(409);
      expect(await errorOf(off)).toMatchObject({ code: "cancel_off", message: expect.stringContaining("cannot be cancelled online") });
      expect((await db.order.findUniqueOrThrow({ where: { id: recent.id } })).status).toBe("paid");
    } finally {
      await setCancelSettings({ customersMayCancel: true, cancelWindowHours: 0 });
    }
  });

  it("checks the reason and limits how often an account tries", async () => {
    const order = await makeOrder({ customerEmail: bobEmail });
    const long = await cancel(bob, order.id, { reason: "x".repeat(501) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).fields).toEqual({ reason: "Keep the reason under 500 characters." });
    expect((await cancel(bob, order.id, { reason: 42 })).status).toBe(400);
    const shipped = await makeOrder({ customerEmail: bobEmail, status: "shipped" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await cancel(bob, shipped.id)).status);
    expect(statuses.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("paid");
  });
});

describe("the list", () => {
  it("shows 20 orders a page, newest first, and says when older ones follow", async () => {
    const member = await createTestMember(db, `dana-${unique()}@accounts.example.com`, null);
    const email = (await db.member.findUniqueOrThrow({ where: { id: member.id } })).email;
    const start = Date.now() - 60 * 86_400_000;
    for (let i = 0; i < 21; i++) await makeOrder({ customerEmail: email, createdAt: new Date(start + i * 3_600_000) });
    const first = accountOrdersPageSchema.parse(await (await list(member)).json());
    expect(first.orders).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const times = first.orders.map((order) => Date.parse(order.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const second = accountOrdersPageSchema.parse(await (await list(member, "?page=2")).json());
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.orders).toHaveLength(1);
    expect(Date.parse(second.orders[0]!.createdAt)).toBe(start);
    expect((await list(member, "?page=0")).status).toBe(400);
  });
});

describe("the owner's setting", () => {
  it("is saved with its version and logged; bad values and other admins' saves are refused", async () => {
    const read = async () => ((await (await readSettings(adminRequest("/api/admin/accounts/cancel-settings", { bearer }), none)).json()) as { settings: { version: number; values: unknown } }).settings;
    const { version } = await read();
    const bad = await putSettings({ customersMayCancel: true, cancelWindowHours: 721 }, version);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ "values.cancelWindowHours": "Allow at most 720 hours (30 days)." });
    const saved = await putSettings({ customersMayCancel: true, cancelWindowHours: 48 }, version);
    expect(saved.status).toBe(200);
    expect(await read()).toEqual({ version: version + 1, values: { customersMayCancel: true, cancelWindowHours: 48 } });
    const change = await db.contentChange.findFirstOrThrow({ where: { entity: "cancel_settings" }, orderBy: { createdAt: "desc" } });
    expect(change).toMatchObject({ adminEmail: "accounts-admin@example.com", summary: "Customer cancellations: customers may cancel within 48 hours, until a label is bought" });
    const stale = await putSettings({ customersMayCancel: false, cancelWindowHours: 0 }, version);
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("edit_conflict");
    expect((await saveSettings(new Request("http://localhost/api/admin/accounts/cancel-settings", { method: "PUT", body: "{}" }), none)).status).toBe(401);
    await setCancelSettings({ customersMayCancel: true, cancelWindowHours: 0 });
  });
});
