// The money-back guarantee against a real database: a customer asks for a
// refund of their own delivered order from their account (a numbered return
// request and its e-mail, in one transaction), refused with a message and
// nothing changed for another account, before delivery, after the owner's
// window, a cancelled or fully refunded order, twice while one is open, two
// at once (one created; the database's unique index holds it too), too often;
// the owner's queue, approval through the refund path (the refund e-mail,
// stock back, refunded) and refusal with a reason the customer is e-mailed,
// each decided once (two approvals at once: one refund), in the change log;
// and the owner's setting.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { addCalendarDays, calendarDayIn, endOfDayIn } from "@/lib/orders/business-days";
import { db } from "@/lib/db";
import { POST as returnRoute } from "@/app/api/account/orders/[id]/return/route";
import { GET as orderRoute } from "@/app/api/account/orders/[id]/route";
import { GET as listRoute } from "@/app/api/account/orders/route";
import { GET as queueRoute } from "@/app/api/admin/returns/route";
import { POST as approveRoute } from "@/app/api/admin/returns/[id]/approve/route";
import { POST as refuseRoute } from "@/app/api/admin/returns/[id]/refuse/route";
import { GET as readSettings, PUT as saveSettings } from "@/app/api/admin/accounts/return-settings/route";
import { APPROVAL_SETTLED_AFTER_MS, settleApprovedReturns } from "@/lib/account/return-settlement";
import { RETURN_SETTINGS_KEY } from "@/lib/account/return-settings";
import { returnCreatedKey, returnRefusedKey } from "@/lib/account/return-mail";
import { refundedKey } from "@/lib/mail/order-updates";
import { accountOrderDetailSchema, accountOrdersPageSchema } from "@/lib/schemas/account";
import { SHIPPING } from "../support/requests";
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { createTestMember, memberRequest, type TestMember } from "./support/member-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";
import { paidIntent, postOrder } from "./checkout/test-mode-support";

const none = { params: Promise.resolve({}) };
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });
const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);
const DAY = 86_400_000;

let bearer: string;
let alice: TestMember;
let bob: TestMember;
let aliceEmail: string;
let bobEmail: string;
let stockBefore: number | null;
const paidOrders: string[] = [];
let clients = 0;

beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, "returns-admin@example.com", "returns-admin-pass")).token;
  aliceEmail = `alice-${unique()}@returns.example.com`;
  bobEmail = `bob-${unique()}@returns.example.com`;
  alice = await createTestMember(db, aliceEmail, null);
  bob = await createTestMember(db, bobEmail, null);
  stockBefore = (await db.product.findUniqueOrThrow({ where: { id: "4oz" } })).stock;
  await db.product.update({ where: { id: "4oz" }, data: { stock: 500 } });
});

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: paidOrders } } });
  await deleteMadeOrders();
  await db.product.update({ where: { id: "4oz" }, data: { stock: stockBefore } });
  await db.contentBlock.deleteMany({ where: { key: RETURN_SETTINGS_KEY } });
  await db.member.deleteMany({ where: { email: { endsWith: "returns.example.com" } } });
  await db.$disconnect();
});

/** A $15.99 order paid in the test payment mode by `email`, delivered `daysAgo` days ago. */
async function deliveredOrder(email: string, daysAgo = 2) {
  clients += 1;
  const client = `198.51.101.${clients}`;
  const intent = await paidIntent("4oz", { ...SHIPPING, customerEmail: email }, client);
  const res = await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret }, client);
  expect(res.status).toBe(201);
  const paid = await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } });
  paidOrders.push(paid.id);
  return db.order.update({ where: { id: paid.id }, data: { status: "delivered", shippedAt: new Date(Date.now() - (daysAgo + 3) * DAY), deliveredAt: new Date(Date.now() - daysAgo * DAY) } });
}

const ask = (member: { cookie: string } | null, id: string, body: unknown = { reason: "It did not suit my skin", tinWillBeSent: false }, headers?: Record<string, string>) =>
  returnRoute(memberRequest(`/api/account/orders/${id}/return`, member, { method: "POST", json: body, headers }), idContext(id));
const show = async (member: { cookie: string }, id: string) => accountOrderDetailSchema.parse(await (await orderRoute(memberRequest(`/api/account/orders/${id}`, member), idContext(id))).json());
const queue = (query = "") => queueRoute(adminRequest(`/api/admin/returns${query}`, { bearer }), none);
const approve = (id: string, body: unknown = {}) => approveRoute(adminRequest(`/api/admin/returns/${id}/approve`, { bearer }, { method: "POST", body: JSON.stringify(body) }), idContext(id));
const refuse = (id: string, body: unknown) => refuseRoute(adminRequest(`/api/admin/returns/${id}/refuse`, { bearer }, { method: "POST", body: JSON.stringify(body) }), idContext(id));

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

async function created(res: Response) {
  expect(res.status).toBe(201);
  return ((await res.json()) as { returnRequest: { id: string; number: string } }).returnRequest;
}

async function setReturnSettings(values: { guaranteeDays: number; tinMustBeSentBack: boolean; reviewBusinessDays: number }) {
  const current = (await (await readSettings(adminRequest("/api/admin/accounts/return-settings", { bearer }), none)).json()) as { settings: { version: number } };
  const res = await saveSettings(adminRequest("/api/admin/accounts/return-settings", { bearer }, { method: "PUT", body: JSON.stringify({ version: current.settings.version, values }) }), none);
  expect(res.status).toBe(200);
}
const DEFAULTS = { guaranteeDays: 30, tinMustBeSentBack: false, reviewBusinessDays: 2 };

const stock4oz = async () => (await db.product.findUniqueOrThrow({ where: { id: "4oz" } })).stock;

/** What a refused request must leave as it was. */
async function snapshot(orderId: string) {
  const order = await db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, refundedCents: true } });
  const requests = await db.returnRequest.findMany({ where: { orderId }, select: { id: true, status: true }, orderBy: { number: "asc" } });
  return { order, requests, refunds: await db.refund.count({ where: { orderId } }), emails: await db.outgoingEmail.count({ where: { dedupeKey: { startsWith: "return-" }, to: { endsWith: "returns.example.com" } } }) };
}

describe("POST /api/account/orders/{id}/return", () => {
  it("creates a numbered request for the customer's own delivered order and e-mails the number and the next steps", async () => {
    const order = await deliveredOrder(aliceEmail.toUpperCase());
    const before = await show(alice, order.id);
    // Covered to the end of the 30th day after the delivery day, in the shop's time zone (America/Chicago unless set).
    const lastDay = addCalendarDays(calendarDayIn(order.deliveredAt!, "America/Chicago"), 30);
    expect(before.actions.refund).toEqual({ allowed: true, reason: null, until: endOfDayIn(lastDay, "America/Chicago").toISOString() });
    expect(before.guarantee).toEqual({ days: 30, tinMustBeSentBack: false, reviewBusinessDays: 2, endsAt: before.actions.refund.until, lastDay });
    expect(before.returnRequest).toBeNull();

    const res = await ask(alice, order.id, { reason: "  It made my skin itch  ", tinWillBeSent: false });
    const request = await created(res.clone());
    expect(request.number).toMatch(/^R-\d{4,}$/);
    const row = await db.returnRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ orderId: order.id, memberId: alice.id, customerEmail: aliceEmail, reason: "It made my skin itch", tinWillBeSent: false, status: "open" });
    expect(Number(request.number.slice(2))).toBe(row.number);

    const [mail] = await db.outgoingEmail.findMany({ where: { dedupeKey: returnCreatedKey(request.id) } });
    expect(mail).toMatchObject({ to: order.customerEmail, subject: `We have your refund request ${request.number} (order ${order.id.slice(0, 8).toUpperCase()})` });
    expect(mail!.text).toContain(`Its number is ${request.number}.`);
    expect(mail!.text).toContain("You don't need to send the tin back.");
    expect(mail!.text).toContain("We will look at your request within 2 business days");
    expect(mail!.text).toContain(`/account/orders/${order.id}`);

    // The page shows it, and the button gives way to the reason.
    const after = await show(alice, order.id);
    expect(after.returnRequest).toMatchObject({ number: request.number, status: "open", reason: "It made my skin itch", tinWillBeSent: false, refusalReason: null, decidedAt: null });
    expect(after.actions.refund).toEqual({ allowed: false, reason: `You have already asked for a refund of this order (${request.number}). We will e-mail you as soon as we have looked at it.`, until: null });
    const listed = accountOrdersPageSchema.parse(await (await listRoute(memberRequest("/api/account/orders", alice), none)).json()).orders.find((o) => o.id === order.id)!;
    expect(listed.actions.refund.allowed).toBe(false);

    // Twice while open: refused, nothing changed.
    const state = await snapshot(order.id);
    const twice = await ask(alice, order.id);
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({ code: "request_open", message: after.actions.refund.reason });
    expect(await snapshot(order.id)).toEqual(state);
  });

  it("answers 401 without a session, 404 for another account's order or one that does not exist, 403 from another site; nothing changes", async () => {
    const order = await deliveredOrder(aliceEmail);
    const state = await snapshot(order.id);
    expect((await ask(null, order.id)).status).toBe(401);
    for (const res of [await ask(bob, order.id), await ask(bob, randomUUID()), await ask(bob, "not-a-uuid")]) {
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message: "Order not found." });
    }
    const crossSite = await ask(alice, order.id, undefined, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await snapshot(order.id)).toEqual(state);
    // Bob's own orders are Bob's: his request for his order works.
    const bobs = await deliveredOrder(bobEmail);
    await created(await ask(bob, bobs.id));
  });

  it("is refused with a clear message before delivery, after the window, for a cancelled or refunded order; nothing changes", async () => {
    const paid = await makeOrder({ customerEmail: aliceEmail, status: "paid" });
    const shipped = await makeOrder({ customerEmail: aliceEmail, status: "shipped", shippedAt: new Date() });
    // 32 days: the guarantee runs to the end of its 30th day in the shop's
    // time zone, so an order delivered 31 × 24 hours ago is still inside it
    // in the first hours of a UTC day (till 06:00 UTC in Chicago's winter).
    const late = await deliveredOrder(aliceEmail, 32);
    const cancelled = await makeOrder({ customerEmail: aliceEmail, status: "cancelled", refundedCents: 900, cancelledAt: new Date() });
    const refunded = await makeOrder({ customerEmail: aliceEmail, status: "refunded", refundedCents: 900, deliveredAt: new Date(Date.now() - DAY) });
    const cases: [string, string, RegExp][] = [
      [paid.id, "not_delivered", /once your order has been delivered/],
      [shipped.id, "not_delivered", /once your order has been delivered/],
      [late.id, "guarantee_ended", /^The 30-day guarantee for this order ended on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/],
      [cancelled.id, "cancelled", /was cancelled/],
      [refunded.id, "refunded", /refunded in full/],
    ];
    for (const [id, code, message] of cases) {
      const state = await snapshot(id);
      const res = await ask(alice, id);
      expect(res.status).toBe(409);
      const error = await errorOf(res);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      expect(await snapshot(id)).toEqual(state);
      // The page gives the same reason instead of the button.
      expect((await show(alice, id)).actions.refund).toEqual({ allowed: false, reason: error.message, until: null });
    }
  });

  it("checks the reason, and asks for the tin when the owner's policy does", async () => {
    const order = await deliveredOrder(aliceEmail);
    const state = await snapshot(order.id);
    const missing = await ask(alice, order.id, { reason: "   ", tinWillBeSent: false });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({ reason: "Tell us why you are asking for a refund." });
    const long = await ask(alice, order.id, { reason: "x".repeat(1001), tinWillBeSent: false });
    expect((await errorOf(long)).fields).toEqual({ reason: "Keep the reason under 1000 characters." });
    expect((await ask(alice, order.id, { reason: "ok" })).status).toBe(400);
    try {
      await setReturnSettings({ guaranteeDays: 30, tinMustBeSentBack: true, reviewBusinessDays: 3 });
      expect((await show(alice, order.id)).guarantee).toMatchObject({ tinMustBeSentBack: true, reviewBusinessDays: 3 });
      const noTin = await ask(alice, order.id, { reason: "Too greasy", tinWillBeSent: false });
      expect(noTin.status).toBe(400);
      expect((await errorOf(noTin)).fields).toEqual({ tinWillBeSent: "Our guarantee asks you to send the tin back: tick the box to say you will." });
      expect(await snapshot(order.id)).toEqual(state);
      const request = await created(await ask(alice, order.id, { reason: "Too greasy", tinWillBeSent: true }));
      const mail = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: returnCreatedKey(request.id) } });
      expect(mail.text).toMatch(new RegExp(`please send the tin back to .+, and write ${request.number} on the parcel`));
      expect(mail.text).toContain("within 3 business days");
    } finally {
      await setReturnSettings(DEFAULTS);
    }
  });

  it("follows the owner's number of days", async () => {
    const order = await deliveredOrder(aliceEmail, 10);
    try {
      await setReturnSettings({ ...DEFAULTS, guaranteeDays: 7 });
      const res = await ask(alice, order.id);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toMatch(/^The 7-day guarantee for this order ended on/);
      await setReturnSettings({ ...DEFAULTS, guaranteeDays: 14 });
      await created(await ask(alice, order.id));
    } finally {
      await setReturnSettings(DEFAULTS);
    }
  });

  it("creates one request when two arrive at once, and the database refuses a second open one by itself", async () => {
    const order = await deliveredOrder(aliceEmail);
    const answers = await Promise.all([ask(alice, order.id), ask(alice, order.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await errorOf(answers.find((res) => res.status === 409)!)).code).toBe("request_open");
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(1);
    // Whatever the code does, the unique index allows one open (or approved) request per order.
    await expect(db.returnRequest.create({ data: { orderId: order.id, customerEmail: aliceEmail, reason: "again", tinWillBeSent: false } })).rejects.toThrow();
    await expect(db.returnRequest.create({ data: { orderId: order.id, customerEmail: aliceEmail, reason: "again", tinWillBeSent: false, status: "approved" } })).rejects.toThrow();
    // Decided ones do not count.
    await db.returnRequest.create({ data: { orderId: order.id, customerEmail: aliceEmail, reason: "old", tinWillBeSent: false, status: "refused" } });
    expect(await db.returnRequest.count({ where: { orderId: order.id } })).toBe(2);
  });

  it("limits how often an account asks, refused requests included", async () => {
    const member = await createTestMember(db, `dana-${unique()}@returns.example.com`, null);
    const email = (await db.member.findUniqueOrThrow({ where: { id: member.id } })).email;
    const order = await makeOrder({ customerEmail: email, status: "paid" });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(member, order.id)).status);
    expect(statuses.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the owner's queue", () => {
  it("lists one status, newest first, with the order, customer, reason, tin flag and age; admins only", async () => {
    const first = await deliveredOrder(bobEmail);
    const second = await deliveredOrder(bobEmail);
    const older = await created(await ask(bob, first.id, { reason: "First one", tinWillBeSent: true }));
    const newer = await created(await ask(bob, second.id, { reason: "Second one", tinWillBeSent: false }));
    const res = await queue("?status=open");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; counts: Record<string, number>; requests: { id: string; number: string; orderNumber: string; customerEmail: string; reason: string; tinWillBeSent: boolean; createdAt: string; refundable: number }[] };
    expect(body.status).toBe("open");
    expect(body.counts.open).toBeGreaterThanOrEqual(2);
    const ids = body.requests.map((r) => r.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.requests.find((r) => r.id === older.id)).toMatchObject({ number: older.number, orderNumber: first.id.slice(0, 8).toUpperCase(), customerEmail: bobEmail, reason: "First one", tinWillBeSent: true, refundable: 15.99 });
    const times = body.requests.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(((await (await queue()).json()) as { status: string }).status).toBe("open");
    expect((await queue("?status=lost")).status).toBe(400);
    expect((await queueRoute(new Request("http://localhost/api/admin/returns"), none)).status).toBe(401);
    expect((await approveRoute(new Request(`http://localhost/api/admin/returns/${older.id}/approve`, { method: "POST", body: "{}" }), idContext(older.id))).status).toBe(401);
    expect((await db.returnRequest.findUniqueOrThrow({ where: { id: older.id } })).status).toBe("open");
  });

  it("approves through the refund path: the refund e-mail, stock back, refunded; logged; a second decision is refused", async () => {
    const order = await deliveredOrder(aliceEmail);
    const request = await created(await ask(alice, order.id, { reason: "Did not help", tinWillBeSent: true }));
    const stock = await stock4oz();
    const res = await approve(request.id, { restock: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, refundedNow: 15.99, request: { id: request.id, status: "refunded", restock: true, refunded: 15.99, refundable: 0 } });
    const row = await db.returnRequest.findUniqueOrThrow({ where: { id: request.id } });
    expect(row).toMatchObject({ status: "refunded", decidedByEmail: "returns-admin@example.com", restock: true });
    const [refund] = await db.refund.findMany({ where: { orderId: order.id } });
    expect(refund).toMatchObject({ id: row.refundId, amountCents: 1599, status: "succeeded", source: "admin" });
    expect(refund!.reason).toContain(request.number);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "refunded", refundedCents: 1599 });
    expect(await stock4oz()).toBe(stock! + 1);
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } })).refundedCents).toBe(1599);
    const mail = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: refundedKey(refund!.id) } });
    expect(mail).toMatchObject({ to: order.customerEmail });
    expect(mail.text).toContain("We have refunded $15.99");
    const log = await db.contentChange.findMany({ where: { entity: "return_request", entityId: request.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((change) => change.summary)).toEqual([`${request.number} approved: refund what is left of order ${order.id.slice(0, 8).toUpperCase()}, tins back in stock`, `${request.number} refunded: $15.99 of order ${order.id.slice(0, 8).toUpperCase()}`]);

    const detail = await show(alice, order.id);
    expect(detail).toMatchObject({ status: "refunded", returnRequest: { number: request.number, status: "refunded" }, actions: { refund: { allowed: false } } });

    for (const again of [await approve(request.id), await refuse(request.id, { reason: "Changed my mind" })]) {
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toEqual({ code: "already_decided", message: "This request was already approved and refunded." });
    }
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(1);
    expect((await approve(randomUUID())).status).toBe(404);
    expect((await approve("nope")).status).toBe(404);
  });

  it("refunds once when two approvals arrive at once", async () => {
    const order = await deliveredOrder(aliceEmail);
    const request = await created(await ask(alice, order.id));
    const answers = await Promise.all([approve(request.id), approve(request.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await errorOf(answers.find((res) => res.status === 409)!)).code).toBe("already_decided");
    expect(await db.refund.findMany({ where: { orderId: order.id }, select: { amountCents: true, status: true } })).toEqual([{ amountCents: 1599, status: "succeeded" }]);
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: order.paymentIntentId } })).refundedCents).toBe(1599);
  });

  it("settles an approval a stopped process left behind: refunded when its refund succeeded, open again when none was made, left while one is pending", async () => {
    const interrupted = async (refundStatus: "succeeded" | "pending" | null) => {
      const order = await deliveredOrder(aliceEmail);
      const request = await created(await ask(alice, order.id));
      // As a process that stopped between the claim and the refund's answer leaves it.
      await db.returnRequest.update({ where: { id: request.id }, data: { status: "approved", decidedAt: new Date(Date.now() - APPROVAL_SETTLED_AFTER_MS - 60_000) } });
      const refund = refundStatus
        ? await db.refund.create({ data: { orderId: order.id, amountCents: 1599, reason: "Money-back guarantee", source: "admin", status: refundStatus, requestKey: `return:${request.id}:${randomUUID()}` } })
        : null;
      return { request, refund };
    };
    const made = await interrupted("succeeded");
    const none = await interrupted(null);
    const pending = await interrupted("pending");
    // Approved moments ago: an approval still under way is left alone.
    const order = await deliveredOrder(aliceEmail);
    const recent = await created(await ask(alice, order.id));
    await db.returnRequest.update({ where: { id: recent.id }, data: { status: "approved", decidedAt: new Date() } });

    expect(await settleApprovedReturns()).toBeGreaterThanOrEqual(2);
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: made.request.id } })).toMatchObject({ status: "refunded", refundId: made.refund!.id });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: none.request.id } })).toMatchObject({ status: "open", decidedAt: null });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: pending.request.id } })).toMatchObject({ status: "approved" });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: recent.id } })).toMatchObject({ status: "approved" });
    expect(await db.contentChange.findFirst({ where: { entityId: made.request.id, adminEmail: "the shop" }, orderBy: { createdAt: "desc" } })).toMatchObject({ summary: expect.stringContaining("its approval was interrupted") });
    // Nothing more to do: a second pass changes nothing.
    expect(await settleApprovedReturns()).toBe(0);
    await db.returnRequest.update({ where: { id: recent.id }, data: { status: "open", decidedAt: null } });
    await db.returnRequest.update({ where: { id: pending.request.id }, data: { status: "open", decidedAt: null } });
    await db.refund.delete({ where: { id: pending.refund!.id } });
  });

  it("refunds a part when the owner says so, and leaves the request open when the amount does not fit", async () => {
    const order = await deliveredOrder(aliceEmail);
    const request = await created(await ask(alice, order.id));
    const tooMuch = await approve(request.id, { amount: 20 });
    expect(tooMuch.status).toBe(400);
    expect((await errorOf(tooMuch)).fields).toEqual({ amount: "At most $15.99 can still be refunded." });
    expect(await db.returnRequest.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({ status: "open", decidedAt: null });
    expect((await approve(request.id, { amount: 0 })).status).toBe(400);
    const part = await approve(request.id, { amount: 5 });
    expect(part.status).toBe(200);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "delivered", refundedCents: 500 });
    expect((await show(alice, order.id)).returnRequest?.status).toBe("refunded");
  });

  it("refuses with a reason the customer is e-mailed and sees; the customer may ask again; a second decision is refused", async () => {
    const order = await deliveredOrder(aliceEmail);
    const request = await created(await ask(alice, order.id));
    const noReason = await refuse(request.id, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fields).toEqual({ reason: "Give the reason the customer will read." });
    expect((await db.returnRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("open");

    const res = await refuse(request.id, { reason: "The order was a gift card purchase." });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, request: { status: "refused", refusalReason: "The order was a gift card purchase." } });
    const mail = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: returnRefusedKey(request.id) } });
    expect(mail).toMatchObject({ to: order.customerEmail, subject: `About your refund request ${request.number}` });
    expect(mail.text).toContain("Our reason: The order was a gift card purchase.");
    const change = await db.contentChange.findFirstOrThrow({ where: { entity: "return_request", entityId: request.id } });
    expect(change).toMatchObject({ adminEmail: "returns-admin@example.com", summary: `${request.number} refused: The order was a gift card purchase.` });
    expect(await db.refund.count({ where: { orderId: order.id } })).toBe(0);

    const detail = await show(alice, order.id);
    expect(detail.returnRequest).toMatchObject({ number: request.number, status: "refused", refusalReason: "The order was a gift card purchase." });
    expect(detail.actions.refund.allowed).toBe(true);

    for (const again of [await refuse(request.id, { reason: "Again" }), await approve(request.id)]) {
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toEqual({ code: "already_decided", message: "This request was already refused." });
    }
    expect((await db.returnRequest.findUniqueOrThrow({ where: { id: request.id } })).refusalReason).toBe("The order was a gift card purchase.");
    await created(await ask(alice, order.id, { reason: "Here is a photo of the leak", tinWillBeSent: false }));
  });
});

describe("the owner's setting", () => {
  it("is saved with its version and logged; bad values and other admins' saves are refused", async () => {
    const read = async () => ((await (await readSettings(adminRequest("/api/admin/accounts/return-settings", { bearer }), none)).json()) as { settings: { version: number; values: unknown } }).settings;
    const { version, values } = await read();
    expect(values).toEqual(DEFAULTS);
    const put = (body: unknown) => saveSettings(adminRequest("/api/admin/accounts/return-settings", { bearer }, { method: "PUT", body: JSON.stringify(body) }), none);
    const bad = await put({ version, values: { ...DEFAULTS, guaranteeDays: 0 } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ "values.guaranteeDays": "Allow at least 1 day." });
    const saved = await put({ version, values: { guaranteeDays: 60, tinMustBeSentBack: true, reviewBusinessDays: 1 } });
    expect(saved.status).toBe(200);
    expect(await read()).toEqual({ version: version + 1, values: { guaranteeDays: 60, tinMustBeSentBack: true, reviewBusinessDays: 1 } });
    const change = await db.contentChange.findFirstOrThrow({ where: { entity: "return_settings" }, orderBy: { createdAt: "desc" } });
    expect(change).toMatchObject({ adminEmail: "returns-admin@example.com", summary: "Money-back guarantee: 60 days after delivery, the tin sent back, an answer within 1 business day" });
    const stale = await put({ version, values: DEFAULTS });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe("edit_conflict");
    expect((await saveSettings(new Request("http://localhost/api/admin/accounts/return-settings", { method: "PUT", body: "{}" }), none)).status).toBe(401);
    await setReturnSettings(DEFAULTS);
  });
});
