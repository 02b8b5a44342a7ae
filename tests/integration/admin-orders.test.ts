// Admin order APIs against the seeded database: stats, lists, bulk status
// (all or nothing), label creation, and the public tracking API. Every answer
// is parsed with its resource's schema; money is in dollars.
import { createPrismaClient } from "@/lib/db/client";
import { bulkStatusResultSchema } from "@/lib/schemas/bulk-status";
import { adminOrderSchema, type AdminOrder } from "@/lib/schemas/order";
import { shippingLabelSchema } from "@/lib/schemas/shipping-label";
import { shippingStatsSchema } from "@/lib/schemas/shipping-stats";
import { publicTrackingSchema } from "@/lib/schemas/tracking";
import { GET as listOrders } from "@/app/api/orders/route";
import { GET as listTrackedOrders } from "@/app/api/orders/tracking/route";
import { GET as shippingStats } from "@/app/api/admin/shipping/stats/route";
import { PUT as bulkStatus } from "@/app/api/admin/orders/bulk-status/route";
import { POST as createLabel } from "@/app/api/shipping/labels/route";
import { GET as labelDocument } from "@/app/api/shipping/labels/[id]/route";
import { GET as track } from "@/app/api/track/[trackingNumber]/route";
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder as makeOrderWith } from "./support/orders";

const db = createPrismaClient(process.env.DATABASE_URL!);
afterAll(async () => {
  // Leave the shared test database as the seed made it for other test files.
  await deleteMadeOrders(db);
  await db.$disconnect();
});
let bearer: string;
beforeAll(async () => {
  bearer = (await createTestAdmin(db, "orders-admin@example.com", "orders-admin-pass")).token;
});

const ctx = <T>(params: T) => ({ params: Promise.resolve(params) }) as never;
/** A paid (or `status`) $9 order of this file's own, deleted afterwards. */
const makeOrder = (status: "paid" | "pending" | "processing" = "paid") => makeOrderWith({ status }, db);

const labelRequest = (body: unknown) =>
  createLabel(adminRequest("/api/shipping/labels", { bearer }, { method: "POST", body: JSON.stringify(body) }), ctx({}));
const bulkRequest = (body: unknown) =>
  bulkStatus(adminRequest("/api/admin/orders/bulk-status", { bearer }, { method: "PUT", body: JSON.stringify(body) }), ctx({}));

/** Each order's amount and unit price are its stored cents as dollars. */
async function expectDollars(orders: AdminOrder[]) {
  const found = await db.order.findMany({ where: { id: { in: orders.map((o) => o.id) } }, select: { id: true, amountCents: true, lines: { where: { position: 0 }, select: { unitPriceCents: true } } } });
  const rows = found.map((row) => ({ id: row.id, amountCents: row.amountCents, unitPriceCents: row.lines[0].unitPriceCents }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(rows).toHaveLength(orders.length);
  for (const order of orders) {
    const row = byId.get(order.id)!;
    expect({ id: order.id, amount: order.amount, price: order.productDetails.price }).toEqual({
      id: row.id,
      amount: row.amountCents / 100,
      price: row.unitPriceCents / 100,
    });
  }
}

describe("shipping stats and lists", () => {
  it("counts pending (paid or processing), in transit (shipped) and delivered orders, and lists the five latest", async () => {
    const res = await shippingStats(adminRequest("/api/admin/shipping/stats", { bearer }), ctx({}));
    const stats = await res.json();
    expect(() => shippingStatsSchema.parse(stats)).not.toThrow();
    await expectDollars(stats.recentOrders);
    const byStatus = Object.fromEntries(
      (await db.order.groupBy({ by: ["status"], _count: { _all: true } })).map((row) => [row.status, row._count._all]),
    );
    expect(stats.totalOrders).toBe(await db.order.count());
    expect(stats.pendingShipment).toBe((byStatus.paid ?? 0) + (byStatus.processing ?? 0));
    expect(stats.inTransit).toBe(byStatus.shipped ?? 0);
    expect(stats.delivered).toBe(byStatus.delivered ?? 0);
    expect(stats.recentOrders).toHaveLength(5);
    const carriers = stats.topCarriers.map((c: { carrier: string }) => c.carrier);
    expect(carriers).toEqual(expect.arrayContaining(["USPS", "UPS", "FedEx"]));
    const usps = await db.order.count({ where: { carrier: "USPS" } });
    expect(stats.topCarriers.find((c: { carrier: string }) => c.carrier === "USPS").count).toBe(usps);
  });

  it("lists orders newest first with the order's fields", async () => {
    const orders = await (await listOrders(adminRequest("/api/orders", { bearer }), ctx({}))).json();
    expect(() => adminOrderSchema.array().parse(orders)).not.toThrow();
    await expectDollars(orders);
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect(new Date(orders[0].createdAt) >= new Date(orders[1].createdAt)).toBe(true);
    // The newest order is whichever a test made last: its first line is its productDetails.
    const newest = await db.order.findUniqueOrThrow({ where: { id: orders[0].id }, include: { lines: { orderBy: { position: "asc" }, take: 1 } } });
    expect(orders[0]).toEqual(
      expect.objectContaining({ customerEmail: newest.customerEmail, amount: newest.amountCents / 100, productDetails: expect.objectContaining({ quantity: newest.lines[0]!.quantity }) }),
    );
  });

  it("lists the orders with their tracking for the dashboard, in the same shape", async () => {
    const res = await listTrackedOrders(adminRequest("/api/orders/tracking", { bearer }), ctx({}));
    expect(res.status).toBe(200);
    const orders = await res.json();
    expect(() => adminOrderSchema.array().parse(orders)).not.toThrow();
    await expectDollars(orders);
    const shipped = orders.find((o: AdminOrder) => o.trackingNumber === "1ZA73R910392187545");
    expect(shipped?.trackingEvents.length).toBeGreaterThan(0);
  });

  it("answers a $9 order as 9 dollars, never 900", async () => {
    const order = await makeOrder();
    for (const [url, list] of [["/api/orders", listOrders], ["/api/orders/tracking", listTrackedOrders]] as const) {
      const orders: AdminOrder[] = await (await list(adminRequest(url, { bearer }), ctx({}))).json();
      const listed = orders.find((o) => o.id === order.id);
      expect(listed).toMatchObject({ amount: 9, productDetails: { price: 9 } });
      expect(listed?.amount).not.toBe(900);
    }
  });
});

describe("PUT /api/admin/orders/bulk-status", () => {
  it("sets shipped with shippedAt and an in-transit event on every order", async () => {
    const [a, b] = [await makeOrder(), await makeOrder()];
    const res = await bulkRequest({ orderIds: [a.id, b.id], status: "shipped" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(() => bulkStatusResultSchema.parse(body)).not.toThrow();
    expect(body).toEqual({ success: true, updated: 2, status: "shipped" });
    for (const id of [a.id, b.id]) {
      const order = await db.order.findUniqueOrThrow({ where: { id }, include: { trackingEvents: true } });
      expect(order.status).toBe("shipped");
      expect(order.shippedAt).not.toBeNull();
      expect(order.trackingEvents.map((e) => e.status)).toEqual(["in_transit"]);
    }
  });

  it("changes nothing when one of the ids does not exist", async () => {
    const order = await makeOrder();
    const res = await bulkRequest({ orderIds: [order.id, "00000000-0000-4000-8000-000000000000"], status: "delivered" });
    expect(res.status).toBe(404);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { trackingEvents: true } });
    expect(after.status).toBe("paid");
    expect(after.trackingEvents).toHaveLength(0);
  });

  it("refuses an unknown status, no status and too many orders", async () => {
    const order = await makeOrder();
    expect((await bulkRequest({ orderIds: [order.id], status: "paid" })).status).toBe(400);
    expect((await bulkRequest({ orderIds: [order.id] })).status).toBe(400);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await bulkRequest({ orderIds: many, status: "processing" })).status).toBe(400);
  });
});

describe("POST /api/shipping/labels and GET /api/track/{number}", () => {
  it("creates a USPS label for a paid order, which the public tracking finds", async () => {
    const order = await makeOrder();
    const res = await labelRequest({ orderId: order.id, carrier: "USPS", service: "Priority Mail" });
    expect(res.status).toBe(201);
    const label = await res.json();
    expect(() => shippingLabelSchema.parse(label)).not.toThrow();
    expect(label).toMatchObject({ success: true, orderId: order.id, carrier: "USPS", service: "Priority Mail", status: "processing" });
    expect(label.trackingNumber).toMatch(/^\d{22}$/);
    const after = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { trackingEvents: true } });
    expect(after).toMatchObject({ status: "processing", carrier: "USPS", service: "Priority Mail", trackingNumber: label.trackingNumber });
    expect(after.estimatedDeliveryDate!.getTime()).toBeGreaterThan(Date.now());
    expect(after.trackingEvents.map((e) => e.status)).toEqual(["label_created"]);

    const doc = await labelDocument(adminRequest(label.labelUrl, { bearer }), ctx({ id: label.labelId }));
    expect(doc.status).toBe(200);
    expect(await doc.text()).toContain("SHIP TO");
    expect((await labelDocument(adminRequest(label.labelUrl, {}), ctx({ id: label.labelId }))).status).toBe(401);

    const found = await track(new Request("http://localhost/api/track/x"), ctx({ trackingNumber: `  ${label.trackingNumber.toLowerCase()} ` }));
    expect(found.status).toBe(200);
    const body = await found.json();
    expect(() => publicTrackingSchema.parse(body)).not.toThrow();
    expect(body).toMatchObject({ status: "processing", carrier: "USPS", trackingNumber: label.trackingNumber, items: [{ size: "1 oz / 30ml", quantity: 1 }] });
    expect(body.trackingEvents[0].status).toBe("label_created");
    const text = JSON.stringify(body);
    for (const personal of [order.customerEmail, order.customerName, order.shippingAddress, "customerEmail", "amount", "shippingAddress"]) {
      expect(text).not.toContain(personal);
    }
  });

  it("refuses a non-paid order and a service of another carrier", async () => {
    const processing = await makeOrder("processing");
    const refused = await labelRequest({ orderId: processing.id, carrier: "UPS", service: "UPS Ground" });
    expect(refused.status).toBe(409);
    const paid = await makeOrder();
    const mismatched = await labelRequest({ orderId: paid.id, carrier: "USPS", service: "Next Day Air" });
    expect(mismatched.status).toBe(400);
    expect((await mismatched.json()).error.fields.service).toBeDefined();
    expect((await db.order.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe("paid");
  });

  it("answers 404 JSON for an unknown tracking number", async () => {
    const res = await track(new Request("http://localhost/api/track/x"), ctx({ trackingNumber: "9400000000000000000000" }));
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe("Tracking number not found. Please check your tracking number and try again.");
  });

  it("finds seeded shipments with their history, newest first", async () => {
    const res = await track(new Request("http://localhost/api/track/x"), ctx({ trackingNumber: "1za73r910392187545" }));
    const body = await res.json();
    expect(() => publicTrackingSchema.parse(body)).not.toThrow();
    expect(body.status).toBe("returned");
    const times = body.trackingEvents.map((e: { timestamp: string }) => Date.parse(e.timestamp));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });
});
