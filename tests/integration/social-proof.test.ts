// The live figures from the shop's data, against the real database: orders
// this week count only paid orders of the last 7 days of the shop's payment
// mode; the share sold follows the counted stock through sales, cancellations
// and restocks; people viewing now are distinct visitors of the last 5
// minutes, reported by a beacon that sets no cookie and stores no address;
// the popup's orders are anonymised; and what the home page shows by default.
import "../support/checkout-env";
import { revalidateTag } from "next/cache";
import { POST as postVisit } from "@/app/api/visits/route";
import { db } from "@/lib/db";
import { updateProduct } from "@/lib/catalog/admin-products";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import { restockOrder } from "@/lib/orders/restock";
import { countOrdersThisWeek, homeSocialProof, readLiveData, readPercentSold, readRecentOrders } from "@/lib/social-proof/live-data";
import { countViewersNow, flushPageVisits, purgeOldPageVisits, recordPageVisit, visitorId } from "@/lib/social-proof/visits";
import { PAGE_VISIT_REPORTS } from "@/lib/security/limits";
import { createTestAdmin } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";

// A week no other test writes orders in.
const NOW = new Date("2041-03-10T12:00:30.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

// The payment mode the shop runs in for a test: the test payment mode of
// checkout-env, or real payments where a test says so. (A var: the mock's
// factory runs when the modules load, before the file's lets exist.)
// eslint-disable-next-line no-var
var mockPaymentsMode: "stripe" | null | undefined;
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return {
    ...actual,
    getConfig: () => {
      const real = actual.getConfig();
      return mockPaymentsMode ? { ...real, payments: { ...real.payments, mode: mockPaymentsMode } } : real;
    },
  };
});

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let products: { id: string; stock: number | null; stockCounted: number | null; stockCountedAt: Date | null; version: number }[];

beforeAll(async () => {
  owner = await createTestAdmin(db, "owner-proof@example.com", "owner-proof-password");
  products = await db.product.findMany({ select: { id: true, stock: true, stockCounted: true, stockCountedAt: true, version: true } });
  await db.pageVisit.deleteMany({});
});

afterEach(async () => {
  await deleteMadeOrders();
  mockPaymentsMode = null;
});

afterAll(async () => {
  await flushPageVisits();
  for (const { id, stock, stockCounted, stockCountedAt } of products) await db.product.update({ where: { id }, data: { stock, stockCounted, stockCountedAt } });
  await db.pageVisit.deleteMany({});
  await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES } } });
});

/** The shop as if it took real payments (the configuration is otherwise the test payment mode's). */
function takeRealPayments() {
  mockPaymentsMode = "stripe";
}

describe("orders this week", () => {
  it("counts the paid orders of the last 7 days, and no pending, cancelled, refunded or returned one, nor an older one", async () => {
    const base = { paymentMode: "test" };
    for (const status of ["paid", "processing", "shipped", "delivered"] as const) await makeOrder({ ...base, status, createdAt: ago(2 * DAY) });
    await makeOrder({ ...base, createdAt: ago(7 * DAY - MINUTE) });
    for (const status of ["pending", "cancelled", "refunded", "returned"] as const) await makeOrder({ ...base, status, createdAt: ago(HOUR) });
    await makeOrder({ ...base, createdAt: ago(7 * DAY + MINUTE) });
    await makeOrder({ ...base, createdAt: new Date(NOW.getTime() + MINUTE) });
    expect(await countOrdersThisWeek(NOW)).toBe(5);
  });

  it("counts only the payment mode the shop takes: real money in a shop taking real payments", async () => {
    await makeOrder({ paymentMode: "test", createdAt: ago(DAY) });
    await makeOrder({ paymentMode: "test", createdAt: ago(DAY) });
    await makeOrder({ paymentMode: "stripe", createdAt: ago(DAY) });
    expect(await countOrdersThisWeek(NOW)).toBe(2);
    takeRealPayments();
    expect(await countOrdersThisWeek(NOW)).toBe(1);
  });
});

describe("the popup's recent orders", () => {
  it("are the latest paid orders of the week, anonymised: city, state and sizes, never a name or an address", async () => {
    await makeOrder({ paymentMode: "test", createdAt: ago(8 * DAY), shippingCity: "Old Town", shippingState: "ME" });
    await makeOrder({ paymentMode: "test", status: "refunded", createdAt: ago(MINUTE), shippingCity: "Refundville" });
    await makeOrder({ paymentMode: "test", createdAt: ago(3 * HOUR), shippingCity: "portland", shippingState: "Oregon", lines: [{ productId: "1oz" }, { productId: "4oz", quantity: 2 }] });
    await makeOrder({ paymentMode: "test", createdAt: ago(2 * HOUR), shippingCity: "Austin", shippingState: "tx", lines: [{ productId: "4oz" }, { productId: "4oz" }] });
    await makeOrder({ paymentMode: "test", createdAt: ago(HOUR), shippingCity: "12 Elm Street", shippingState: "FL" });
    await makeOrder({ paymentMode: "test", createdAt: ago(30 * MINUTE), shippingCity: "Toronto", shippingState: "Ontario" });
    await makeOrder({ paymentMode: "test", createdAt: ago(20 * MINUTE), shippingCity: "Boise", shippingState: "ID", anonymizedAt: ago(MINUTE) });

    const orders = await readRecentOrders(NOW);
    expect(orders).toEqual([
      { place: "Florida", sizes: ["1 oz"], at: ago(HOUR).toISOString() },
      { place: "Austin, TX", sizes: ["4 oz"], at: ago(2 * HOUR).toISOString() },
      { place: "Portland, OR", sizes: ["1 oz", "4 oz"], at: ago(3 * HOUR).toISOString() },
    ]);
    expect(JSON.stringify(orders)).not.toMatch(/Test Buyer|example\.com|Elm/);
  });
});

describe("the share sold", () => {
  const set = async (id: string, stock: number | null) => {
    const { version, name, description, priceCents, maxPerOrder } = await db.product.findUniqueOrThrow({ where: { id } });
    const admin = grantAdminPrincipal({ id: owner.admin.id, email: owner.admin.email, sessionId: owner.sessionIds.browser });
    await updateProduct(admin, id, { version, name, description, price: priceCents, stock, maxPerOrder });
  };

  it("is the counted stock sold since the owner last set it; tins put back lower it and a restock starts again", async () => {
    await db.product.updateMany({ data: { stock: null, stockCounted: null, stockCountedAt: null } });
    expect(await readPercentSold()).toBeNull();

    await set("4oz", 40);
    await set("1oz", 60);
    expect(await readPercentSold()).toBe(0);

    // 10 tins of the 4 oz sold: 10 of 100 counted.
    await db.product.update({ where: { id: "4oz" }, data: { stock: { decrement: 10 } } });
    expect(await readPercentSold()).toBe(10);

    // A cancelled order of 5 of them puts them back.
    const order = await makeOrder({ paymentMode: "test", createdAt: ago(HOUR), lines: [{ productId: "4oz", quantity: 5 }] });
    await db.$transaction((tx) => restockOrder(tx, order.id, NOW));
    expect(await readPercentSold()).toBe(5);

    // The owner restocks the 4 oz: its new figure is the new count.
    await set("4oz", 80);
    expect(await readPercentSold()).toBe(0);
    await db.product.update({ where: { id: "1oz" }, data: { stock: 0 } });
    expect(await readPercentSold()).toBe(42); // 60 of 140
  });
});

describe("people viewing now", () => {
  const visit = (address: string, userAgent: string, at: Date) => recordPageVisit(new Headers({ "x-forwarded-for": address, "user-agent": userAgent }), at);

  it("counts the distinct visitors of the last 5 minutes, once each, and nothing older", async () => {
    visit("198.51.100.1", "Firefox", NOW);
    visit("198.51.100.1", "Firefox", ago(MINUTE)); // the same visitor a minute before
    visit("198.51.100.1", "Safari", ago(2 * MINUTE)); // another browser behind the same address
    visit("198.51.100.2", "Firefox", ago(4 * MINUTE));
    visit("198.51.100.3", "Firefox", ago(5 * MINUTE)); // 5 minutes 30 s ago: too old
    visit("198.51.100.4", "Firefox", ago(HOUR));
    expect(await flushPageVisits()).toBe(6);
    expect(await countViewersNow(NOW)).toBe(3);
    // Reported again: written once per minute and visitor.
    visit("198.51.100.1", "Firefox", NOW);
    await flushPageVisits();
    expect(await db.pageVisit.count({ where: { minute: { gte: ago(5 * MINUTE) } } })).toBe(4);
    expect(await countViewersNow(NOW)).toBe(3);
    // Six minutes on, only the visitor of NOW's minute is still "now".
    expect(await countViewersNow(new Date(NOW.getTime() + 4 * MINUTE))).toBe(1);
    expect(await countViewersNow(new Date(NOW.getTime() + 5 * MINUTE))).toBe(0);
  });

  it("knows a visitor by a daily keyed hash that holds neither the address nor the browser", () => {
    const today = visitorId("198.51.100.1", "Firefox", NOW);
    expect(today).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(visitorId("198.51.100.1", "Firefox", ago(HOUR))).toBe(today);
    expect(visitorId("198.51.100.1", "Firefox", new Date(NOW.getTime() + DAY))).not.toBe(today);
    expect(visitorId("198.51.100.1", "Chrome", NOW)).not.toBe(today);
    expect(visitorId("198.51.100.9", "Firefox", NOW)).not.toBe(today);
  });

  it("are deleted by the retention run an hour on", async () => {
    expect(await purgeOldPageVisits(NOW)).toBe(1); // the visit of an hour and 30 s ago
    expect(await db.pageVisit.count({ where: { minute: { lt: ago(HOUR) } } })).toBe(0);
    expect(await countViewersNow(NOW)).toBe(3);
  });
});

describe("the visit beacon (POST /api/visits)", () => {
  const beacon = (address: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0") =>
    postVisit(new Request("http://localhost/api/visits", { method: "POST", headers: { "x-forwarded-for": address, "user-agent": userAgent } }), {} as never);

  it("counts the visit, sets no cookie and stores no address or browser", async () => {
    await db.pageVisit.deleteMany({});
    const res = await beacon("203.0.113.77");
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("");
    expect(await flushPageVisits()).toBe(1);
    const rows = await db.pageVisit.findMany();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(["minute", "visitor"]);
    expect(rows[0]!.visitor).not.toContain("203.0.113.77");
    expect(rows[0]!.visitor).not.toMatch(/Firefox|Mozilla/);
    expect(rows[0]!.minute.getUTCSeconds()).toBe(0);
    expect(await countViewersNow()).toBe(1);
  });

  it("counts at most a few visitors per address and refuses a client that reports too often", async () => {
    await db.pageVisit.deleteMany({});
    for (let n = 0; n < PAGE_VISIT_REPORTS.visitorsPerClient + 5; n += 1) expect((await beacon("203.0.113.88", `Browser ${n}`)).status).toBe(204);
    await flushPageVisits();
    expect(await countViewersNow()).toBe(PAGE_VISIT_REPORTS.visitorsPerClient);

    let refused: Response | null = null;
    for (let n = 0; n < PAGE_VISIT_REPORTS.perClient && !refused; n += 1) {
      const res = await beacon("203.0.113.88", "Browser 0");
      if (res.status !== 204) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused!.json()).error.code).toBe("too_many_requests");
    // Another client is not held back.
    expect((await beacon("203.0.113.89")).status).toBe(204);
  });
});

describe("what the home page shows", () => {
  beforeEach(() => jest.mocked(revalidateTag).mockClear());

  it("shows the spec's fixed texts and the sample buyers in a shop taking test payments, until the owner chooses", async () => {
    await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES } } });
    expect(await homeSocialProof()).toEqual({ viewingNow: 127, percentSold: 78, ordersThisWeek: 237, popup: { kind: "samples" } });
  });

  it("shows the shop's data in a shop taking real payments, each figure hidden below its minimum", async () => {
    takeRealPayments();
    await db.product.updateMany({ data: { stock: null, stockCounted: null, stockCountedAt: null } });
    // The newest order of the shop (earlier test files leave real-payment orders of the last hour behind).
    await makeOrder({ paymentMode: "stripe", createdAt: new Date(Date.now() - 1000), shippingCity: "Austin", shippingState: "TX", lines: [{ productId: "4oz" }] });
    const data = await readLiveData();
    expect(data.ordersThisWeek).toBeGreaterThanOrEqual(1);

    await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES, viewingNowMinimum: 0, ordersThisWeekMinimum: 0, popupMinimum: 0 } } });
    const shown = await homeSocialProof();
    expect(shown).toMatchObject({ viewingNow: data.viewingNow, percentSold: null, ordersThisWeek: data.ordersThisWeek, popup: { kind: "orders" } });
    expect(shown.popup?.kind === "orders" && shown.popup.orders[0]).toMatchObject({ place: "Austin, TX", sizes: ["4 oz"] });

    await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES, ordersThisWeekMinimum: data.ordersThisWeek + 1, popupMinimum: data.ordersThisWeek + 1 } } });
    expect(await homeSocialProof()).toMatchObject({ ordersThisWeek: null, popup: null });
  });
});
