// Carts at checkout, against the real database in the local test payment
// mode: several sizes and quantities in one order, the server's prices,
// discount codes, sales tax in a registered state, stock per line, and the
// races (the last use of a code, the last tin).
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { POST as updateCart } from "@/app/api/payment-intents/cart/route";
import { db } from "@/lib/db";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { attach, confirm, postOrder, routes } from "./test-mode-support";

const TWO_FOUR_ONE_ONE = [
  { id: "4oz", quantity: 2 },
  { id: "1oz", quantity: 1 },
];
let clientNumber = 0;
/** A client address of its own per checkout, so that no test reaches another's limits. */
const nextClient = () => `198.51.100.${(clientNumber += 1) % 250}`;

function open(body: object, client = nextClient()) {
  return routes.createPaymentIntent(jsonRequest("/api/create-payment-intent", body, { headers: { "X-Forwarded-For": client } }), undefined);
}

async function openCart(body: object) {
  const res = await open(body);
  const json = await res.json();
  expect(res.status).toBe(200);
  return json as { clientSecret: string; summary: { total: number; subtotal: number; discount: { amount: number } | null; tax: { amount: number; rate: number; state: string } | null; lines: { id: string; quantity: number; lineTotal: number }[] } };
}

function change(clientSecret: string, body: object, client = nextClient()) {
  return updateCart(jsonRequest("/api/payment-intents/cart", { clientSecret, ...body }, { headers: { "X-Forwarded-For": client } }), undefined);
}

/** The orders this file made: deleted afterwards, so that other files see the shared database as the seed made it. */
const madeOrders: string[] = [];

/** Attaches the shopper's details, pays with 4242 and saves the order; the order's JSON. */
async function pay(clientSecret: string, details: object = SHIPPING) {
  const attached = await attach(clientSecret, details);
  expect(attached.status).toBe(200);
  const { summary } = (await attached.json()) as { summary: { total: number } };
  expect((await confirm(clientSecret)).status).toBe(200);
  const res = await postOrder({ paymentIntentId: clientSecret.split("_secret_")[0], clientSecret });
  expect(res.status).toBe(201);
  const order = (await res.json()) as Record<string, unknown> & { id: string; amount: number };
  madeOrders.push(order.id);
  return { order, summary };
}

const codes: string[] = [];
async function makeCode(fields: Partial<Parameters<typeof db.discountCode.create>[0]["data"]> = {}) {
  const code = `T${randomUUID().replace(/-/g, "").slice(0, 10).toUpperCase()}`;
  codes.push(code);
  return db.discountCode.create({ data: { code, kind: "percent", percentOff: 10, createdByEmail: "owner@example.com", ...fields } });
}

const stockBefore = new Map<string, number | null>();
beforeAll(async () => {
  for (const product of await db.product.findMany()) stockBefore.set(product.id, product.stock);
});
afterEach(async () => {
  await db.taxRegistration.deleteMany({});
  for (const [id, stock] of stockBefore) await db.product.update({ where: { id }, data: { stock } });
});
afterAll(async () => {
  await db.order.deleteMany({ where: { OR: [{ id: { in: madeOrders } }, { discountCode: { in: codes } }] } });
  await db.discountCode.deleteMany({ where: { code: { in: codes } } });
});

describe("a cart of several sizes", () => {
  it("2 × 4 oz + 1 × 1 oz with a 10 % code to Texas (registered) charges the exact cents the summary showed", async () => {
    await db.taxRegistration.create({ data: { state: "TX", adminEmail: "owner@example.com" } });
    const { code } = await makeCode({ artistName: "Rosa Ink", artistEmail: "rosa@example.com", artistSource: "other" });
    const opened = await openCart({ items: TWO_FOUR_ONE_ONE, discountCode: code.toLowerCase() });
    // Before the address: lines, subtotal and discount; no tax yet.
    expect(opened.summary).toMatchObject({ subtotal: 40.98, discount: { code, amount: 4.1 }, tax: null, total: 36.88 });
    const changed = await change(opened.clientSecret, { items: TWO_FOUR_ONE_ONE, discountCode: code, shippingAddress: { state: "Texas", zipCode: "73301" } });
    expect(changed.status).toBe(200);
    const { summary } = await changed.json();
    // 40.98 − 4.10 = 36.88 taxed at 6.25 % = 2.305 → 2.31 (half up); 36.88 + 2.31 = 39.19.
    expect(summary).toEqual({
      lines: [
        expect.objectContaining({ id: "4oz", quantity: 2, unitPrice: 15.99, lineTotal: 31.98 }),
        expect.objectContaining({ id: "1oz", quantity: 1, unitPrice: 9, lineTotal: 9 }),
      ],
      subtotal: 40.98,
      discount: { code, amount: 4.1 },
      tax: { amount: 2.31, rate: 6.25, state: "TX" },
      shipping: 0,
      total: 39.19,
    });
    const intent = await db.localPaymentIntent.findUniqueOrThrow({ where: { id: opened.clientSecret.split("_secret_")[0] } });
    expect(intent.amountCents).toBe(3919);

    const { order, summary: atPayment } = await pay(opened.clientSecret);
    expect(atPayment.total).toBe(39.19);
    expect(order).toMatchObject({ amount: 39.19, subtotal: 40.98, discount: 4.1, tax: 2.31, lines: [{ size: "4 oz / 120ml", quantity: 2, total: 31.98 }, { size: "1 oz / 30ml", quantity: 1, total: 9 }] });
    const row = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: { orderBy: { position: "asc" } } } });
    expect(row).toMatchObject({ amountCents: 3919, subtotalCents: 4098, discountCents: 410, discountCode: code, taxCents: 231, taxRatePpm: 62_500, taxState: "TX", taxSource: "local" });
    expect(row.lines.map((line) => [line.productId, line.quantity, line.unitPriceCents, line.lineTotalCents])).toEqual([
      ["4oz", 2, 1599, 3198],
      ["1oz", 1, 900, 900],
    ]);
    // The confirmation e-mail lists the lines.
    const mail = await db.outgoingEmail.findFirstOrThrow({ where: { dedupeKey: `order-confirmation:${order.id}` } });
    expect(mail.text).toContain("2 × ");
    expect(mail.text).toContain("(4 oz / 120ml) at $15.99: $31.98");
    expect(mail.text).toContain(`Discount (${code}): -$4.10`);
    expect(mail.text).toContain("Sales tax (TX, 6.25%): $2.31");
  });

  it("charges no tax in a state the owner has not registered, and none by default", async () => {
    const opened = await openCart({ items: TWO_FOUR_ONE_ONE, shippingAddress: { state: "TX", zipCode: "73301" } });
    expect(opened.summary).toMatchObject({ subtotal: 40.98, tax: null, total: 40.98 });
  });

  it("takes each line's tins from a counted stock, and refuses a cart asking for more than is left (409, naming the size)", async () => {
    await db.product.update({ where: { id: "4oz" }, data: { stock: 5 } });
    await db.product.update({ where: { id: "1oz" }, data: { stock: 2 } });
    const tooMany = await open({ items: [{ id: "4oz", quantity: 6 }] });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ error: { code: "sold_out", message: "Only 5 tins of the 4 oz / 120ml size are left." } });
    const opened = await openCart({ items: TWO_FOUR_ONE_ONE });
    await pay(opened.clientSecret);
    const after = await db.product.findMany({ where: { id: { in: ["4oz", "1oz"] } }, select: { id: true, stock: true } });
    expect(Object.fromEntries(after.map((p) => [p.id, p.stock]))).toEqual({ "4oz": 3, "1oz": 1 });
  });

  it("puts a cancelled order's tins back into stock, once, and a refund's only when asked", async () => {
    const { cancelOrder, refundOrder } = await import("@/lib/orders/refunds");
    const { grantAdminPrincipal } = await import("@/lib/auth/principal");
    const { createTestAdmin } = await import("../support/admin-auth");
    const created = await createTestAdmin(db as never, "cart-orders@example.com", "cart-orders-password");
    const admin = grantAdminPrincipal({ id: created.admin.id, email: created.admin.email, sessionId: created.sessionIds.api });
    await db.product.update({ where: { id: "4oz" }, data: { stock: 10 } });
    await db.product.update({ where: { id: "1oz" }, data: { stock: 10 } });
    const stock = async () => Object.fromEntries((await db.product.findMany({ where: { id: { in: ["4oz", "1oz"] } } })).map((p) => [p.id, p.stock]));

    const cancelled = await pay((await openCart({ items: TWO_FOUR_ONE_ONE })).clientSecret);
    expect(await stock()).toEqual({ "4oz": 8, "1oz": 9 });
    await cancelOrder(admin, { orderId: cancelled.order.id, reason: "Customer asked", requestKey: randomUUID() });
    expect(await stock()).toEqual({ "4oz": 10, "1oz": 10 });
    await cancelOrder(admin, { orderId: cancelled.order.id, reason: "Again", requestKey: randomUUID() });
    expect(await stock()).toEqual({ "4oz": 10, "1oz": 10 });

    const refunded = await pay((await openCart({ items: TWO_FOUR_ONE_ONE })).clientSecret);
    await refundOrder(admin, { orderId: refunded.order.id, amountCents: 900, reason: "One tin was dented", requestKey: randomUUID() });
    expect(await stock()).toEqual({ "4oz": 8, "1oz": 9 });
    await refundOrder(admin, { orderId: refunded.order.id, reason: "Returned", requestKey: randomUUID(), restock: true });
    expect(await stock()).toEqual({ "4oz": 10, "1oz": 10 });
  });

  it("refunds a payment for the last tin that another order took first, and makes one order", async () => {
    await db.product.update({ where: { id: "1oz" }, data: { stock: 1 } });
    // Two tabs reach the payment while the tin is still there; the first pays first.
    const first = await openCart({ items: [{ id: "1oz", quantity: 1 }] });
    const second = await openCart({ items: [{ id: "1oz", quantity: 1 }] });
    expect((await attach(second.clientSecret)).status).toBe(200);
    await pay(first.clientSecret);
    // A third shopper is told before paying.
    const third = await openCart({ items: [{ id: "4oz", quantity: 1 }] }).catch(() => null);
    expect(third).not.toBeNull();
    expect((await confirm(second.clientSecret)).status).toBe(200);
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = await postOrder({ paymentIntentId: second.clientSecret.split("_secret_")[0], clientSecret: second.clientSecret });
    expect(res.status).toBe(422);
    expect(spy.mock.calls.flat().join(" ")).toContain('"area":"alert"');
    spy.mockRestore();
    const refunded = await db.localPaymentIntent.findUniqueOrThrow({ where: { id: second.clientSecret.split("_secret_")[0] } });
    expect(refunded.refundedAt).not.toBeNull();
    expect(await db.order.count({ where: { paymentIntentId: second.clientSecret.split("_secret_")[0] } })).toBe(0);
  });

  it("tells a shopper whose tins sold out since the cart opened before paying (409 at the details)", async () => {
    await db.product.update({ where: { id: "4oz" }, data: { stock: 2 } });
    const opened = await openCart({ items: [{ id: "4oz", quantity: 2 }] });
    await db.product.update({ where: { id: "4oz" }, data: { stock: 1 } });
    const res = await attach(opened.clientSecret);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "sold_out", message: "Only 1 tin of the 4 oz / 120ml size is left." });
  });

  it("records a checkout at the prices it showed when a price changes meanwhile; the next checkout gets the new price", async () => {
    const opened = await openCart({ items: [{ id: "1oz", quantity: 3 }] });
    await db.product.update({ where: { id: "1oz" }, data: { priceCents: 1100 } });
    try {
      const { order } = await pay(opened.clientSecret);
      expect(order).toMatchObject({ amount: 27, lines: [{ price: 9, quantity: 3, total: 27 }] });
      expect((await openCart({ items: [{ id: "1oz", quantity: 3 }] })).summary.total).toBe(33);
    } finally {
      await db.product.update({ where: { id: "1oz" }, data: { priceCents: 900 } });
    }
  });

  it("taxes the address the order ships to: a cart change after the details names another state changes nothing of the tax", async () => {
    await db.taxRegistration.create({ data: { state: "TX", adminEmail: "owner@example.com" } });
    const opened = await openCart({ items: [{ id: "4oz", quantity: 1 }] });
    const attached = await attach(opened.clientSecret, SHIPPING);
    expect((await attached.json()).summary).toMatchObject({ tax: { amount: 1, state: "TX" }, total: 16.99 });
    // The same details, then a cart change that claims an untaxed state: the details' Texas is taxed.
    const changed = await change(opened.clientSecret, { items: [{ id: "4oz", quantity: 1 }], shippingAddress: { state: "OR", zipCode: "97201" } });
    expect(changed.status).toBe(200);
    expect((await changed.json()).summary).toMatchObject({ tax: { amount: 1, state: "TX" }, total: 16.99 });
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: opened.clientSecret.split("_secret_")[0] } })).amountCents).toBe(1699);
    expect((await confirm(opened.clientSecret)).status).toBe(200);
    const res = await postOrder({ paymentIntentId: opened.clientSecret.split("_secret_")[0], clientSecret: opened.clientSecret });
    expect(res.status).toBe(201);
    const order = (await res.json()) as { id: string };
    madeOrders.push(order.id);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ amountCents: 1699, taxCents: 100, taxState: "TX", shippingState: "TX", shippingCountry: "United States" });
  });

  it("ships within the United States only: another country is refused beside its field, any spelling of it is taxed and kept as United States", async () => {
    await db.taxRegistration.create({ data: { state: "TX", adminEmail: "owner@example.com" } });
    const abroad = await openCart({ items: [{ id: "4oz", quantity: 1 }] });
    const refused = await attach(abroad.clientSecret, { ...SHIPPING, shippingAddress: { ...SHIPPING.shippingAddress, country: "America!" } });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ "shippingAddress.country": "We ship only within the United States" });
    // A cart priced for "another country" is still taxed by its state and ZIP.
    const priced = await change(abroad.clientSecret, { items: [{ id: "4oz", quantity: 1 }], shippingAddress: { state: "TX", zipCode: "73301", country: "Narnia" } });
    expect((await priced.json()).summary).toMatchObject({ tax: { amount: 1, state: "TX" }, total: 16.99 });

    const spelled = await openCart({ items: [{ id: "4oz", quantity: 1 }] });
    const { order } = await pay(spelled.clientSecret, { ...SHIPPING, shippingAddress: { ...SHIPPING.shippingAddress, country: "U.S.A." } });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ amountCents: 1699, taxCents: 100, shippingCountry: "United States" });
  });

  it("refuses a ZIP code outside the state beside the ZIP field, when the cart is priced and at the details; nothing is kept", async () => {
    await db.taxRegistration.create({ data: { state: "NY", adminEmail: "owner@example.com" } });
    const opened = await openCart({ items: [{ id: "4oz", quantity: 1 }] });
    const message = "This ZIP code is not in Oregon. Please check the state and ZIP code";
    // A New York ZIP code under the name of an untaxed state, in a cart change and then in the details.
    const changed = await change(opened.clientSecret, { items: [{ id: "4oz", quantity: 1 }], shippingAddress: { state: "Oregon", zipCode: "10001" } });
    expect(changed.status).toBe(400);
    expect((await changed.json()).error.fields).toEqual({ zipCode: message });
    const attached = await attach(opened.clientSecret, { ...SHIPPING, shippingAddress: { ...SHIPPING.shippingAddress, city: "New York", state: "OR", zipCode: "10001-2345" } });
    expect(attached.status).toBe(400);
    expect((await attached.json()).error.fields).toEqual({ zipCode: message });
    const intentId = opened.clientSecret.split("_secret_")[0];
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: intentId } })).details).toBeNull();
    expect(await db.checkoutAttempt.findUniqueOrThrow({ where: { paymentIntentId: intentId } })).toMatchObject({ taxAddress: null, taxCents: 0, amountCents: 1599 });
    // The same address with its own state is taxed; a ZIP code that serves two states is taken for either.
    const newYork = await change(opened.clientSecret, { items: [{ id: "4oz", quantity: 1 }], shippingAddress: { state: "NY", zipCode: "10001" } });
    expect((await newYork.json()).summary).toMatchObject({ tax: { state: "NY" } });
    for (const state of ["KY", "TN"]) {
      const fortCampbell = await change(opened.clientSecret, { items: [{ id: "4oz", quantity: 1 }], shippingAddress: { state, zipCode: "42223" } });
      expect(fortCampbell.status).toBe(200);
    }
  });

  it("refuses details whose state is not a US state, though the cart was never priced for an address", async () => {
    const opened = await openCart({ items: [{ id: "4oz", quantity: 1 }] });
    const res = await attach(opened.clientSecret, { ...SHIPPING, shippingAddress: { ...SHIPPING.shippingAddress, state: "Ontario" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ state: "Please enter a US state (for example TX or Texas)" });
  });

  it("ignores a price, discount or tax the client sends: the server's figures win", async () => {
    const opened = await openCart({ items: [{ id: "4oz", quantity: 1, price: 0.01 }], discount: 15.99, tax: 0, total: 0.01 });
    expect(opened.summary.total).toBe(15.99);
  });
});

describe("bad carts", () => {
  const cases: [string, unknown, string][] = [
    ["a quantity of 0", [{ id: "4oz", quantity: 0 }], "items.0.quantity"],
    ["a negative quantity", [{ id: "4oz", quantity: -1 }], "items.0.quantity"],
    ["a fraction", [{ id: "4oz", quantity: 1.5 }], "items.0.quantity"],
    ["text", [{ id: "4oz", quantity: "two" }], "items.0.quantity"],
    ["more than the size's limit", [{ id: "4oz", quantity: 11 }], "items.0.quantity"],
    ["an unknown size", [{ id: "40oz", quantity: 1 }], "items.0.id"],
    ["the same size twice", [{ id: "4oz", quantity: 1 }, { id: "4oz", quantity: 2 }], "items.1.id"],
    ["more than 10 lines", Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, quantity: 1 })), "items"],
  ];
  it.each(cases)("refuses %s with 400 and a field message, and opens nothing", async (_name, items, field) => {
    const before = await db.checkoutAttempt.count();
    const res = await open({ items });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields[field]).toEqual(expect.any(String));
    expect(await db.checkoutAttempt.count()).toBe(before);
  });

  it("says the size's own limit", async () => {
    const res = await open({ items: [{ id: "1oz", quantity: 11 }] });
    expect((await res.json()).error.fields["items.0.quantity"]).toBe("You can order at most 10 of the 1 oz / 30ml size");
  });
});

describe("discount codes at checkout", () => {
  const now = Date.now();
  const cases: [string, Record<string, unknown>, string, object?][] = [
    ["expired", { endsAt: new Date(now - 60_000) }, "This code has expired."],
    ["not yet started", { startsAt: new Date("2099-01-01T00:00:00Z") }, "This code can be used from January 1, 2099."],
    ["paused", { active: false }, "This code is not active right now."],
    ["below the minimum", { minSubtotalCents: 5000 }, "This code needs a subtotal of at least $50.00."],
    ["for the other size", { productId: "1oz" }, "This code applies only to the 1 oz / 30ml size."],
  ];
  it.each(cases)("gives no discount to a code %s, with its field message", async (_name, fields, message) => {
    const { code } = await makeCode(fields);
    const res = await open({ items: [{ id: "4oz", quantity: 2 }], discountCode: code });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ discountCode: message });
  });

  it("gives no discount to an unknown code", async () => {
    const res = await open({ items: [{ id: "4oz", quantity: 1 }], discountCode: "NO-SUCH-CODE" });
    expect((await res.json()).error.fields).toEqual({ discountCode: "This code is not valid." });
  });

  it("keeps an open checkout's code as it was shown when the owner pauses it or it is used up meanwhile; the next checkout is refused", async () => {
    const { code, id } = await makeCode({ maxUses: 1 });
    const opened = await openCart({ items: [{ id: "4oz", quantity: 2 }], discountCode: code });
    expect(opened.summary.discount).toEqual({ code, amount: 3.2 });
    await db.discountCode.update({ where: { id }, data: { active: false } });
    const { order } = await pay(opened.clientSecret);
    expect(order).toMatchObject({ amount: 28.78, discount: 3.2 });
    await db.discountCode.update({ where: { id }, data: { active: true } });
    const next = await open({ items: [{ id: "4oz", quantity: 2 }], discountCode: code });
    expect((await next.json()).error.fields).toEqual({ discountCode: "This code has been used up." });
  });

  it("refuses a once-per-customer code to an e-mail that used it", async () => {
    const { code } = await makeCode({ oncePerCustomer: true });
    const first = await openCart({ items: [{ id: "1oz", quantity: 1 }], discountCode: code });
    await pay(first.clientSecret);
    const second = await openCart({ items: [{ id: "1oz", quantity: 1 }], discountCode: code });
    const res = await attach(second.clientSecret, { ...SHIPPING, customerEmail: SHIPPING.customerEmail.toUpperCase() });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ discountCode: "You have already used this code." });
  });

  it("holds a once-per-customer code for the details' e-mail when it is added after them", async () => {
    const { code } = await makeCode({ oncePerCustomer: true });
    const first = await openCart({ items: [{ id: "1oz", quantity: 1 }], discountCode: code });
    await pay(first.clientSecret);
    // The same customer: details first, without a code; then the code, with no e-mail in the request.
    const second = await openCart({ items: [{ id: "1oz", quantity: 1 }] });
    expect((await attach(second.clientSecret, SHIPPING)).status).toBe(200);
    const res = await change(second.clientSecret, { items: [{ id: "1oz", quantity: 1 }], discountCode: code });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ discountCode: "You have already used this code." });
    expect(await db.discountRedemption.count({ where: { paymentIntentId: second.clientSecret.split("_secret_")[0] } })).toBe(0);
  });

  it("gives a code with one use left to exactly one of 20 checkouts racing for it", async () => {
    const { code, id } = await makeCode({ maxUses: 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => open({ items: [{ id: "1oz", quantity: 1 }], discountCode: code })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ discountCode: "This code has been used up." });
    }
    const winner = (await answers.find((res) => res.status === 200)!.json()) as { clientSecret: string };
    await pay(winner.clientSecret);
    expect(await db.order.count({ where: { discountCodeId: id } })).toBe(1);
  });

  it("holds one use of a code per client: its new checkout takes over its earlier one's, and the checkout it pays keeps it", async () => {
    const { code, id } = await makeCode({ maxUses: 2 });
    const cart = { items: [{ id: "1oz", quantity: 1 }], discountCode: code };
    const intentOf = (opened: { clientSecret: string }) => opened.clientSecret.split("_secret_")[0]!;
    // One client opens five checkouts with the code (a shopper reloading, or someone hoarding its uses): it holds one use.
    const hoarder = "203.0.113.77";
    const opened: { clientSecret: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await open(cart, hoarder);
      expect(res.status).toBe(200);
      opened.push(await res.json());
    }
    const live = () => db.discountRedemption.findMany({ where: { codeId: id, status: "reserved" } });
    expect((await live()).map((row) => row.paymentIntentId)).toEqual([intentOf(opened[4]!)]);
    // So another shopper still gets the code; a third finds both uses held.
    const other = await openCart(cart);
    expect(other.summary.discount).toEqual({ code, amount: 0.9 });
    const third = await open(cart);
    expect((await third.json()).error.fields).toEqual({ discountCode: "This code has been used up." });
    // The client is kept as a keyed hash, not its address, and only while its reservation may be taken over.
    const rows = await db.discountRedemption.findMany({ where: { codeId: id } });
    expect(rows.filter((row) => row.clientHash !== null).map((row) => row.paymentIntentId).sort()).toEqual([intentOf(opened[4]!), intentOf(other)].sort());
    expect(rows.some((row) => row.clientHash?.includes("203.0.113"))).toBe(false);

    // The client pays in its first checkout (an older tab): the client's use moves to it at its details.
    expect((await attach(opened[0]!.clientSecret, SHIPPING, hoarder)).status).toBe(200);
    // From then on that checkout keeps it: the client's last checkout is told before paying, and a new one finds the code used up.
    const stale = await attach(opened[4]!.clientSecret, SHIPPING, hoarder);
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.fields).toEqual({ discountCode: "This code has been used up." });
    expect((await open(cart, hoarder)).status).toBe(400);
    const { order } = await pay(opened[0]!.clientSecret);
    expect(order).toMatchObject({ discount: 0.9 });
    await pay(other.clientSecret);
    expect(await db.order.count({ where: { discountCodeId: id } })).toBe(2);
    expect(await db.discountRedemption.count({ where: { codeId: id, clientHash: { not: null } } })).toBe(0);
  });

  it("counts codes that give nothing against the client, and refuses guesses past the limit with 429", async () => {
    const client = "192.0.2.200";
    let last: Response | undefined;
    for (let i = 0; i < 11; i += 1) last = await open({ items: [{ id: "1oz", quantity: 1 }], discountCode: `GUESS${i}` }, client);
    expect(last!.status).toBe(429);
    expect((await last!.json()).error.message).toBe("Too many codes tried. Please try again later.");
  });
});
