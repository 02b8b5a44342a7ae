// The admin's analytics against a hand-made fixture in the local test payment
// mode: orders placed inside and outside each range (at its edges too), both
// sizes, partial and full refunds, several states, a Stripe order and session
// that must not count, checkout sessions paid or not, labels with and without
// a rate and one voided. "Now" is in 2031, so only the fixture's rows fall in
// the 7, 30 and 90-day ranges of the shared test database. Every expected
// figure below is worked out by hand from the fixture.
import "../support/checkout-env";
import { GET as analyticsRoute } from "@/app/api/admin/analytics/route";
import { db } from "@/lib/db";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { getAnalytics } from "@/lib/orders/analytics";
import { analyticsSchema, type Analytics } from "@/lib/schemas/analytics";
import { adminRequest, createTestAdmin, noContext } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";

const NOW = new Date("2031-06-15T12:00:00.000Z");
const PREFIX = "pi_analytics_";
const at = (iso: string) => new Date(iso);

let bearer: string;
let admin: ReturnType<typeof grantAdminPrincipal>;

async function removeFixture() {
  await db.order.deleteMany({ where: { paymentIntentId: { startsWith: PREFIX } } });
  await db.checkoutAttempt.deleteMany({ where: { paymentIntentId: { startsWith: PREFIX } } });
}

/** An order of the fixture: test mode unless said otherwise; `key` names its payment intent. */
function order(key: string, fields: { at: string; size: "1oz" | "4oz"; quantity: number; state: string; refunded?: number; mode?: "test" | "stripe" }) {
  const unit = fields.size === "1oz" ? 900 : 1599;
  const amount = unit * fields.quantity;
  const refunded = fields.refunded ?? 0;
  return makeOrder({
    paymentIntentId: PREFIX + key,
    paymentMode: fields.mode ?? "test",
    lines: [{ productId: fields.size, quantity: fields.quantity, unitPriceCents: unit }],
    amountCents: amount,
    refundedCents: refunded,
    status: refunded === amount ? "refunded" : "delivered",
    shippingState: fields.state,
    createdAt: at(fields.at),
  });
}

let labelNumber = 0;
function label(orderId: string, createdAt: string, rateCents: number | null, voidedAt?: string) {
  labelNumber += 1;
  return db.shippingLabel.create({
    data: {
      orderId,
      carrier: "USPS",
      service: "Ground Advantage",
      trackingNumber: `ANALYTICS${Date.now()}${labelNumber}`,
      rateCents,
      createdAt: at(createdAt),
      voidedAt: voidedAt ? at(voidedAt) : null,
    },
  });
}

beforeAll(async () => {
  await removeFixture();
  const created = await createTestAdmin(db as never, "analytics-admin@example.com", "analytics-admin-pass");
  bearer = created.token;
  admin = grantAdminPrincipal({ id: created.admin.id, email: created.admin.email, sessionId: created.sessionIds.api });

  // 7 days: 2031-06-09 .. 06-15; 30 days: from 05-17; 90 days: from 03-18.
  const a = await order("A", { at: "2031-06-15T08:00:00Z", size: "1oz", quantity: 2, state: "CA" });
  const b = await order("B", { at: "2031-06-10T10:00:00Z", size: "4oz", quantity: 1, state: "NY", refunded: 599 });
  const c = await order("C", { at: "2031-06-09T00:00:00Z", size: "1oz", quantity: 1, state: "CA", refunded: 900 });
  const d = await order("D", { at: "2031-06-08T23:59:59Z", size: "4oz", quantity: 3, state: "TX" });
  const e = await order("E", { at: "2031-05-20T12:00:00Z", size: "1oz", quantity: 1, state: "WA" });
  const f = await order("F", { at: "2031-05-16T23:00:00Z", size: "4oz", quantity: 2, state: "NY", refunded: 1000 });
  const g = await order("G", { at: "2031-04-01T12:00:00Z", size: "1oz", quantity: 3, state: "FL" });
  await order("K", { at: "2031-04-10T12:00:00Z", size: "1oz", quantity: 1, state: "OR" });
  await order("H", { at: "2031-03-17T12:00:00Z", size: "4oz", quantity: 1, state: "CA" });
  // Paid with Stripe: never counted by a shop in the test payment mode.
  const stripeOrder = await order("I", { at: "2031-06-14T12:00:00Z", size: "4oz", quantity: 3, state: "NV", mode: "stripe" });
  // Placed after "now": not counted yet.
  await order("J", { at: "2031-06-15T13:00:00Z", size: "1oz", quantity: 1, state: "OR" });

  const sessions: [string, string, "test" | "stripe"][] = [
    ["A", "2031-06-15T07:55:00Z", "test"],
    ["B", "2031-06-10T09:55:00Z", "test"],
    ["C", "2031-06-08T23:55:00Z", "test"], // before the 7 days, its order inside them
    ["D", "2031-06-08T23:50:00Z", "test"],
    ["G", "2031-04-01T11:50:00Z", "test"],
    ["K", "2031-04-10T11:50:00Z", "test"],
    ["J", "2031-06-15T11:59:00Z", "test"], // its order comes after "now"
    ["U1", "2031-06-12T10:00:00Z", "test"], // never paid
    ["U2", "2031-06-01T10:00:00Z", "test"],
    ["U3", "2031-04-05T10:00:00Z", "test"],
    ["I", "2031-06-14T11:55:00Z", "stripe"],
    ["S1", "2031-06-13T10:00:00Z", "stripe"],
  ];
  await db.checkoutAttempt.createMany({
    data: sessions.map(([key, createdAt, paymentMode]) => ({ paymentIntentId: PREFIX + key, paymentMode, lines: [], subtotalCents: 900, amountCents: 900, createdAt: at(createdAt) })),
  });
  // As checkout does when a session's order is placed.
  await db.$executeRaw`UPDATE "CheckoutAttempt" a SET "orderedAt" = o."createdAt" FROM "Order" o
    WHERE o."paymentIntentId" = a."paymentIntentId" AND a."paymentIntentId" LIKE ${`${PREFIX}%`}`;

  await label(a.id, "2031-06-15T09:00:00Z", 550);
  await label(b.id, "2031-06-10T12:00:00Z", null); // the local label generator reports no rate
  await label(c.id, "2031-06-09T03:00:00Z", 700, "2031-06-09T05:00:00Z"); // voided
  await label(d.id, "2031-06-09T01:00:00Z", 1200); // bought inside the 7 days for an order placed before them
  await label(e.id, "2031-05-21T10:00:00Z", 480);
  await label(f.id, "2031-05-18T10:00:00Z", 900);
  await label(stripeOrder.id, "2031-06-14T15:00:00Z", 2000);
  await label(g.id, "2031-04-02T10:00:00Z", null);
});

afterAll(async () => {
  // Leave the shared test database as the seed made it for other test files.
  await removeFixture();
  await deleteMadeOrders();
});

/** The days of the series with something in them. */
const busyDays = (figures: Analytics) => figures.series.filter((day) => day.orders > 0);

describe("getAnalytics", () => {
  it("refuses anyone but an admin", async () => {
    await expect(getAnalytics({ id: "x", email: "x@example.com", sessionId: "x" } as never, "7d", NOW)).rejects.toMatchObject({ kind: "unauthenticated" });
  });

  it("gives the last 7 days' figures, today and the first day included", async () => {
    const figures = await getAnalytics(admin, "7d", NOW);
    expect(() => analyticsSchema.parse(figures)).not.toThrow();
    expect(figures).toMatchObject({
      range: "7d",
      paymentMode: "test",
      from: "2031-06-09T00:00:00.000Z",
      to: "2031-06-15T12:00:00.000Z",
      revenue: 28, // A 18.00 + B 15.99 - 5.99 + C 9.00 - 9.00
      orders: 3,
      averageOrderValue: 9.33,
      bucket: "day",
      refunds: { refundedOrders: 2, rate: 2 / 3, amount: 14.99 },
      conversion: { opened: 4, paid: 2, rate: 0.5 }, // A, B, J (paid after now), U1
      labels: { spend: 17.5, count: 3, unrated: 1 }, // A 5.50, B (no rate), D 12.00
    });
    expect(figures.sizes).toEqual([
      { productId: "1oz", size: "1 oz / 30ml", units: 3, orders: 2, revenue: 18 },
      { productId: "4oz", size: "4 oz / 120ml", units: 1, orders: 1, revenue: 10 },
    ]);
    expect(figures.series).toEqual([
      { start: "2031-06-09", revenue: 0, orders: 1 },
      { start: "2031-06-10", revenue: 10, orders: 1 },
      { start: "2031-06-11", revenue: 0, orders: 0 },
      { start: "2031-06-12", revenue: 0, orders: 0 },
      { start: "2031-06-13", revenue: 0, orders: 0 },
      { start: "2031-06-14", revenue: 0, orders: 0 },
      { start: "2031-06-15", revenue: 18, orders: 1 },
    ]);
    expect(figures.topStates).toEqual([
      { state: "CA", orders: 2, revenue: 18 },
      { state: "NY", orders: 1, revenue: 10 },
    ]);
  });

  it("gives the last 30 days' figures", async () => {
    const figures = await getAnalytics(admin, "30d", NOW);
    expect(() => analyticsSchema.parse(figures)).not.toThrow();
    expect(figures).toMatchObject({
      from: "2031-05-17T00:00:00.000Z",
      revenue: 84.97,
      orders: 5,
      averageOrderValue: 16.99, // 84.97 / 5 = 16.994
      bucket: "day",
      refunds: { refundedOrders: 2, rate: 0.4, amount: 14.99 },
      conversion: { opened: 7, paid: 4, rate: 4 / 7 }, // + C, D, U2
      labels: { spend: 31.3, count: 5, unrated: 1 }, // + E 4.80, F 9.00
    });
    expect(figures.sizes).toEqual([
      { productId: "1oz", size: "1 oz / 30ml", units: 4, orders: 3, revenue: 27 },
      { productId: "4oz", size: "4 oz / 120ml", units: 4, orders: 2, revenue: 57.97 },
    ]);
    expect(figures.series).toHaveLength(30);
    expect(figures.series[0].start).toBe("2031-05-17");
    expect(figures.series[29].start).toBe("2031-06-15");
    expect(busyDays(figures)).toEqual([
      { start: "2031-05-20", revenue: 9, orders: 1 },
      { start: "2031-06-08", revenue: 47.97, orders: 1 },
      { start: "2031-06-09", revenue: 0, orders: 1 },
      { start: "2031-06-10", revenue: 10, orders: 1 },
      { start: "2031-06-15", revenue: 18, orders: 1 },
    ]);
    expect(figures.topStates).toEqual([
      { state: "TX", orders: 1, revenue: 47.97 },
      { state: "CA", orders: 2, revenue: 18 },
      { state: "NY", orders: 1, revenue: 10 },
      { state: "WA", orders: 1, revenue: 9 },
    ]);
  });

  it("gives the last 90 days' figures and keeps the five states with the most revenue", async () => {
    const figures = await getAnalytics(admin, "90d", NOW);
    expect(() => analyticsSchema.parse(figures)).not.toThrow();
    expect(figures).toMatchObject({
      from: "2031-03-18T00:00:00.000Z",
      revenue: 142.95,
      orders: 8,
      averageOrderValue: 17.87, // 142.95 / 8 = 17.86875
      refunds: { refundedOrders: 3, rate: 0.375, amount: 24.99 },
      conversion: { opened: 10, paid: 6, rate: 0.6 }, // + G, K, U3
      labels: { spend: 31.3, count: 6, unrated: 2 }, // + G (no rate)
    });
    expect(figures.sizes).toEqual([
      { productId: "1oz", size: "1 oz / 30ml", units: 8, orders: 5, revenue: 63 },
      { productId: "4oz", size: "4 oz / 120ml", units: 6, orders: 3, revenue: 79.95 },
    ]);
    expect(figures.series).toHaveLength(90);
    // OR and WA tie on revenue and orders: the first by name stays.
    expect(figures.topStates).toEqual([
      { state: "TX", orders: 1, revenue: 47.97 },
      { state: "NY", orders: 2, revenue: 31.98 },
      { state: "FL", orders: 1, revenue: 27 },
      { state: "CA", orders: 2, revenue: 18 },
      { state: "OR", orders: 1, revenue: 9 },
    ]);
  });

  it("shows all time per month, every month present, once it spans more than 90 days", async () => {
    const figures = await getAnalytics(admin, "all", NOW);
    expect(() => analyticsSchema.parse(figures)).not.toThrow();
    expect(figures.bucket).toBe("month");
    // The seeded sample orders (test payments, years before 2031) come first.
    expect(figures.from.endsWith("-01T00:00:00.000Z")).toBe(true);
    expect(figures.orders).toBeGreaterThanOrEqual(9);
    const starts = figures.series.map((month) => month.start);
    expect(starts.every((start) => start.endsWith("-01"))).toBe(true);
    for (let i = 1; i < starts.length; i += 1) {
      const previous = new Date(`${starts[i - 1]}T00:00:00Z`);
      expect(starts[i]).toBe(new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 1)).toISOString().slice(0, 10));
    }
    expect(figures.series.slice(-5)).toEqual([
      { start: "2031-02-01", revenue: 0, orders: 0 },
      { start: "2031-03-01", revenue: 15.99, orders: 1 }, // H
      { start: "2031-04-01", revenue: 36, orders: 2 }, // G, K
      { start: "2031-05-01", revenue: 30.98, orders: 2 }, // E, F
      { start: "2031-06-01", revenue: 75.97, orders: 4 }, // A, B, C, D
    ]);
  });
});

describe("GET /api/admin/analytics", () => {
  const get = (query: string, auth: { bearer?: string } = { bearer }) => analyticsRoute(adminRequest(`/api/admin/analytics${query}`, auth), noContext);

  it("answers 401 without an admin session", async () => {
    const res = await get("?range=7d", {});
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBeDefined();
  });

  it("answers 400 with the field on a range it does not know", async () => {
    const res = await get("?range=12d");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields.range).toBe("Range must be 7d, 30d, 90d or all.");
  });

  it("answers the figures of the range asked, 30 days by default, never cached", async () => {
    const res = await get("?range=90d");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const figures = analyticsSchema.parse(await res.json());
    expect(figures).toMatchObject({ range: "90d", paymentMode: "test", bucket: "day" });
    expect(figures.series).toHaveLength(90);
    const byDefault = analyticsSchema.parse(await (await get("")).json());
    expect(byDefault.range).toBe("30d");
    expect(byDefault.series).toHaveLength(30);
  });
});
