// GET /api/admin/orders: search and status filter across every order on the
// server, pages by cursor, and the refresh that answers only what changed.
// The 520 orders of this file are older than every other, so the oldest order
// is far past the dashboard's first pages and its old 500-order window.
import { randomUUID } from "node:crypto";
import { createPrismaClient } from "@/lib/db/client";
import { orderChangesSchema, orderPageSchema, type OrderPageJson } from "@/lib/schemas/order-list";
import { GET as listOrders } from "@/app/api/admin/orders/route";
import { adminRequest, createTestAdmin } from "./support/admin-auth";

const db = createPrismaClient(process.env.DATABASE_URL!);
const tag = randomUUID().slice(0, 8);
const COUNT = 520;
const ids: string[] = [];
let bearer: string;

const ctx = { params: Promise.resolve({}) } as never;
const get = (query: Record<string, string>) => listOrders(adminRequest(`/api/admin/orders?${new URLSearchParams(query)}`, { bearer }), ctx);
async function page(query: Record<string, string>): Promise<OrderPageJson> {
  const res = await get(query);
  expect(res.status).toBe(200);
  return orderPageSchema.parse(await res.json());
}

beforeAll(async () => {
  bearer = (await createTestAdmin(db, "search-admin@example.com", "search-admin-pass")).token;
  // One a day, going back from 2001: older than every other order of the test database.
  const start = Date.UTC(2001, 0, 1);
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    id: randomUUID(),
    customerEmail: `search-${tag}-${i}@example.com`,
    customerName: i % 2 ? `Odd Searcher ${tag}` : `Even Searcher ${tag}`,
    shippingName: "Searcher",
    shippingAddress: "1 Search St",
    shippingCity: "Reno",
    shippingState: "NV",
    shippingZipCode: "89501",
    paymentIntentId: `pi_search_${tag}_${i}`,
    amountCents: 900,
    subtotalCents: 900,
    status: i % 10 === 0 ? ("shipped" as const) : ("paid" as const),
    trackingNumber: i % 10 === 0 ? `9400${tag.toUpperCase()}${String(i).padStart(6, "0")}` : null,
    createdAt: new Date(start - i * 86_400_000),
    updatedAt: new Date(start - i * 86_400_000),
  }));
  await db.order.createMany({ data: rows });
  await db.orderLine.createMany({
    data: rows.map((row) => ({ orderId: row.id, position: 0, productId: "1oz", productName: "Healing Ointment", productSize: "1 oz / 30ml", unitPriceCents: 900, quantity: 1, lineTotalCents: 900 })),
  });
  ids.push(...rows.map((row) => row.id));
});

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: ids } } });
  await db.$disconnect();
});

describe("search across every order", () => {
  it("finds the oldest order by its e-mail, past the first 500", async () => {
    const oldest = `search-${tag}-${COUNT - 1}@example.com`;
    const found = await page({ q: oldest });
    expect(found.orders.map((o) => o.customerEmail)).toEqual([oldest]);
    expect(found.total).toBe(1);
    // Upper case and a part of the address find it too.
    expect((await page({ q: oldest.toUpperCase() })).orders).toHaveLength(1);
  });

  it("finds by name, order id prefix and tracking number, and filters by status", async () => {
    expect((await page({ q: `Odd Searcher ${tag}`, limit: "100" })).total).toBe(COUNT / 2);
    const byId = await page({ q: ids[7].slice(0, 13) });
    expect(byId.orders.map((o) => o.id)).toEqual([ids[7]]);
    const tracking = `9400${tag.toUpperCase()}000030`;
    expect((await page({ q: tracking.toLowerCase() })).orders.map((o) => o.trackingNumber)).toEqual([tracking]);
    const shipped = await page({ q: tag, status: "shipped", limit: "100" });
    expect(shipped.total).toBe(COUNT / 10);
    expect(shipped.orders.every((o) => o.status === "shipped")).toBe(true);
  });

  it("treats % and _ as text, not wildcards", async () => {
    expect((await page({ q: `search-${tag}-%` })).total).toBe(0);
    expect((await page({ q: `search_${tag}` })).total).toBe(0);
  });

  it("pages newest first with a cursor until every match was seen once", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: OrderPageJson = await page(cursor ? { q: tag, limit: "100", cursor } : { q: tag, limit: "100" });
      if (!cursor) expect(answer.total).toBe(COUNT);
      else expect(answer.total).toBeNull();
      seen.push(...answer.orders.map((o) => o.id));
      cursor = answer.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(6);
    expect(seen).toEqual(ids);
  });

  it("refuses a bad status, cursor or instant in the error format, and strangers", async () => {
    const bad: Record<string, string>[] = [{ status: "lost" }, { cursor: "not-a-cursor" }, { changedSince: "yesterday" }, { limit: "1000" }];
    for (const query of bad) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_request");
    }
    const res = await listOrders(new Request("http://localhost/api/admin/orders"), ctx);
    expect(res.status).toBe(401);
  });
});

describe("the refresh", () => {
  it("answers only the orders changed since the last answer, whatever the filters", async () => {
    const first = await page({ q: `search-${tag}-3@` });
    const quiet = orderChangesSchema.parse(await (await get({ changedSince: first.syncedAt })).json());
    expect(quiet.orders.map((o) => o.id)).not.toContain(ids[3]);

    await db.order.update({ where: { id: ids[3] }, data: { status: "processing" } });
    await db.trackingEvent.create({ data: { orderId: ids[5], status: "in_transit", description: "In transit" } });
    const changes = orderChangesSchema.parse(await (await get({ changedSince: first.syncedAt, status: "paid" })).json());
    const changed = changes.orders.map((o) => o.id);
    expect(changed).toEqual(expect.arrayContaining([ids[3], ids[5]]));
    expect(changed).not.toContain(ids[4]);
    expect(changes.orders.find((o) => o.id === ids[3])?.status).toBe("processing");
    expect(changes.truncated).toBe(false);
  });
});
