// GET /api/admin/orders/export against the real database: admins only, the
// order list's filters, and a CSV file (BOM, header, one row per matching
// order, newest first) that parses back to the orders as the admin API gives
// them. The orders are this file's own, found by an e-mail address no other
// order has.
import { randomUUID } from "node:crypto";
import { GET as exportOrders } from "@/app/api/admin/orders/export/route";
import { createPrismaClient } from "@/lib/db/client";
import { ORDER_CSV_COLUMNS, UTF8_BOM } from "@/lib/orders/export-csv";
import { adminOrderInclude, orderToAdminJson } from "@/lib/orders/order-json";
import { adminRequest, createTestAdmin, noContext } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";
import { parseCsv } from "../support/csv";

// A client of this file's own: the app's shared one is closed after the file
// (tests/integration/teardown.ts), before this file's own clean-up runs.
const db = createPrismaClient(process.env.DATABASE_URL!);
let bearer: string;
let cookie: string;
beforeAll(async () => {
  const auth = await createTestAdmin(db, "orders-export-admin@example.com", "orders-export-admin-pass");
  bearer = auth.token;
  cookie = auth.cookie;
});
afterAll(async () => {
  // Leave the shared test database as the seed made it for other test files.
  await deleteMadeOrders(db);
  await db.$disconnect();
});

/** An order of this file's own, deleted afterwards. */
const ownOrder = (overrides: Parameters<typeof makeOrder>[0]) => makeOrder(overrides, db);

/** Unique to this run: every order of this file has it in its e-mail address. */
const tag = `export-${randomUUID().slice(0, 8)}`;
const exportRequest = (query: Record<string, string>, auth: { bearer?: string; cookie?: string } = { bearer }) =>
  exportOrders(adminRequest(`/api/admin/orders/export?${new URLSearchParams(query)}`, auth), noContext);

/** The CSV rows the admin API's view of these orders gives, newest first. */
async function expectedRows(ids: string[]): Promise<string[][]> {
  const rows = await db.order.findMany({ where: { id: { in: ids } }, include: adminOrderInclude, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map((row) => {
    const order = orderToAdminJson(row);
    return ORDER_CSV_COLUMNS.map((column) => {
      const value = column.value(order);
      return value === null ? "" : String(value);
    });
  });
}

/** The records of a CSV answer, after its BOM (Response.text() would drop it silently). */
async function csvRecords(res: Response): Promise<string[][]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith(UTF8_BOM)).toBe(true);
  return parseCsv(text.slice(UTF8_BOM.length));
}

/** A spreadsheet cell as the export meant it: the defusing quote taken off again. */
const undefused = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

describe("GET /api/admin/orders/export", () => {
  let orders: { id: string }[];
  const trackingNumber = `1Z${randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase()}`;
  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2031, 0, 1, 12, minutes));
    orders = [
      await ownOrder({ customerEmail: `${tag}-a@example.com`, customerName: "Zoë Ångström", shippingName: "Zoë Ångström", createdAt: at(1) }),
      await ownOrder({
        customerEmail: `${tag}-b@example.com`,
        customerName: '=HYPERLINK("http://x")',
        shippingName: "@SUM(A1)",
        shippingAddress: "4 Rue de l'Église, Bât. B\nApt 2",
        createdAt: at(2),
      }),
      await ownOrder({
        customerEmail: `${tag}-c@example.com`,
        customerName: "+1 Studio, \"Ink\"",
        shippingName: "-2",
        status: "shipped",
        carrier: "UPS",
        service: "UPS Ground",
        trackingNumber,
        shippedAt: at(30),
        amountCents: 1599,
        lines: [{ productId: "4oz" }],
        refundedCents: 500,
        createdAt: at(3),
      }),
    ];
  });

  it("answers 401 without an admin session, before anything is read", async () => {
    const res = await exportRequest({ q: tag }, {});
    expect(res.status).toBe(401);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("sends the matching orders as a CSV download: BOM, header, one row per order, newest first", async () => {
    const res = await exportRequest({ q: tag });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(res.headers.get("Cache-Control")).toBe("no-store");

    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(ORDER_CSV_COLUMNS.map((column) => column.header));
    expect(rows.map((row) => row.map(undefused))).toEqual(await expectedRows(orders.map((order) => order.id)));
    expect(rows.map((row) => row[0])).toEqual([orders[2]!.id, orders[1]!.id, orders[0]!.id]);

    const byHeader = (row: string[]) => Object.fromEntries(header!.map((name, i) => [name, row[i]]));
    expect(byHeader(rows[0]!)).toMatchObject({ "Customer Name": "'+1 Studio, \"Ink\"", "Ship To Name": "'-2", Amount: "15.99", Refunded: "5.00", Status: "shipped", Carrier: "UPS", "Shipped At": "2031-01-01T12:30:00.000Z" });
    expect(byHeader(rows[1]!)).toMatchObject({ "Customer Name": `'=HYPERLINK("http://x")`, "Ship To Name": "'@SUM(A1)", Address: "4 Rue de l'Église, Bât. B\nApt 2", "Delivered At": "" });
    expect(byHeader(rows[2]!)).toMatchObject({ "Customer Name": "Zoë Ångström", Date: "2031-01-01T12:01:00.000Z", Amount: "9.00", Refunded: "0.00", Status: "paid", "Payment Mode": "stripe" });
  });

  it("answers a browser's session cookie too", async () => {
    const res = await exportRequest({ q: tag }, { cookie });
    expect(res.status).toBe(200);
    expect(await csvRecords(res)).toHaveLength(1 + orders.length);
  });

  it("filters by status", async () => {
    const shipped = await csvRecords(await exportRequest({ q: tag, status: "shipped" }));
    expect(shipped.slice(1).map((row) => row[0])).toEqual([orders[2]!.id]);
    const paid = await csvRecords(await exportRequest({ q: tag, status: "paid" }));
    expect(paid.slice(1).map((row) => row[0])).toEqual([orders[1]!.id, orders[0]!.id]);
    const none = await csvRecords(await exportRequest({ q: tag, status: "delivered" }));
    expect(none).toEqual([ORDER_CSV_COLUMNS.map((column) => column.header)]);
  });

  it("searches as the order list does: one customer's e-mail, a tracking number", async () => {
    const byEmail = await csvRecords(await exportRequest({ q: `${tag}-A@` }));
    expect(byEmail.slice(1).map((row) => row[0])).toEqual([orders[0]!.id]);
    const byTracking = await csvRecords(await exportRequest({ q: trackingNumber.toLowerCase() }));
    expect(byTracking.slice(1).map((row) => row[0])).toEqual([orders[2]!.id]);
  });

  it("answers 400 in the API error format for an unknown status or a search too long", async () => {
    const bad = await exportRequest({ q: tag, status: "lost" });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error).toMatchObject({ code: "invalid_request", fields: { status: "Unknown status" } });
    expect((await exportRequest({ q: "x".repeat(201) })).status).toBe(400);
  });
});
