// The admin's order list across every order, on the server: search (e-mail,
// name, order id, tracking number) and the status filter, newest first, in
// pages; the dashboard's refresh asks only for what changed since its last
// answer. The search is a substring match over one text per order, served by
// the trigram index "Order_search_trgm_idx" (migration 20261125221454) over
// exactly the expression below.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { adminOrderInclude, orderToAdminJson } from "@/lib/orders/order-json";
import type { OrderListFilters } from "@/lib/orders/search-schemas";
import type { AdminOrder } from "@/lib/schemas/order";

export const ORDER_PAGE_SIZE = 50;
/** The most orders one refresh sends back; a busier half-minute makes the dashboard load its first page again. */
export const MAX_CHANGED_ORDERS = 200;
/**
 * A refresh looks this far behind its last answer: an order's updatedAt is
 * written by the instance that changed it, whose clock may be a little behind.
 */
const CHANGE_OVERLAP_MS = 5_000;

const SEARCH_TEXT = Prisma.sql`lower("customerEmail" || ' ' || "customerName" || ' ' || coalesce("trackingNumber", '') || ' ' || "id"::text)`;

/** `%`, `_` and `\` match themselves in the search, not as LIKE wildcards. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(filters: OrderListFilters): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const q = filters.q.trim();
  if (q) conditions.push(Prisma.sql`${SEARCH_TEXT} LIKE ${likeContains(q)}`);
  if (filters.status !== "all") conditions.push(Prisma.sql`"status"::text = ${filters.status}`);
  return conditions;
}

const where = (conditions: Prisma.Sql[]) => (conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty);

/** Where the next page starts: after the last order shown (newest first). */
export interface OrderCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(cursor: OrderCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString("base64url");
}

/** The cursor a page gave, or null when it is not one. */
export function decodeCursor(text: string): OrderCursor | null {
  const [iso, id] = Buffer.from(text, "base64url").toString("utf8").split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/** The admin orders of these ids, in this order. */
async function loadOrders(ids: string[]): Promise<AdminOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db.order.findMany({ where: { id: { in: ids } }, include: adminOrderInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [orderToAdminJson(row)] : [];
  });
}

/** Ids of the matching orders after `cursor`, newest first. */
async function matchingIds(filters: OrderListFilters, cursor: OrderCursor | null, limit: number): Promise<{ id: string; createdAt: Date }[]> {
  const conditions = filterConditions(filters);
  if (cursor) conditions.push(Prisma.sql`("createdAt", "id") < (${cursor.createdAt}, ${cursor.id}::uuid)`);
  return db.$queryRaw<{ id: string; createdAt: Date }[]>`
    SELECT "id"::text AS id, "createdAt" FROM "Order" ${where(conditions)}
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit}`;
}

export interface OrderPage {
  orders: AdminOrder[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
  /** How many orders match, counted with the first page only (null on the pages after it). */
  total: number | null;
  /** Pass it back as `changedSince` to get only what changed after this answer. */
  syncedAt: string;
}

/** One page of the matching orders, newest first. */
export async function listOrderPage(
  admin: AdminPrincipal,
  filters: OrderListFilters,
  { cursor = null, limit = ORDER_PAGE_SIZE }: { cursor?: OrderCursor | null; limit?: number } = {},
): Promise<OrderPage> {
  assertAdmin(admin);
  const syncedAt = new Date().toISOString();
  const [rows, total] = await Promise.all([
    matchingIds(filters, cursor, limit + 1),
    cursor ? Promise.resolve(null) : countOrders(filters),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: await loadOrders(page.map((row) => row.id)),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
    total,
    syncedAt,
  };
}

async function countOrders(filters: OrderListFilters): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM "Order" ${where(filterConditions(filters))}`;
  return Number(row?.count ?? 0);
}

export interface OrderChanges {
  /** Orders changed (or placed) since `changedSince`, newest first. */
  orders: AdminOrder[];
  /** True when more changed than one refresh sends: the dashboard loads its first page again. */
  truncated: boolean;
  syncedAt: string;
}

/**
 * Every order that changed since `since`, whatever the filters (an order that
 * stopped matching must leave the list too; the dashboard places each one by
 * its filters): placed or updated, or with a new tracking event or label
 * (written by the tracking updates and the label providers, which may not
 * touch the order row).
 */
export async function listChangedOrders(admin: AdminPrincipal, since: Date): Promise<OrderChanges> {
  assertAdmin(admin);
  const syncedAt = new Date().toISOString();
  const after = new Date(since.getTime() - CHANGE_OVERLAP_MS);
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT "id"::text AS id FROM "Order" WHERE "updatedAt" > ${after} OR "id" IN (
      SELECT "orderId" FROM "TrackingEvent" WHERE "createdAt" > ${after}
      UNION SELECT "orderId" FROM "ShippingLabel" WHERE "createdAt" > ${after})
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${MAX_CHANGED_ORDERS + 1}`;
  return {
    orders: await loadOrders(rows.slice(0, MAX_CHANGED_ORDERS).map((row) => row.id)),
    truncated: rows.length > MAX_CHANGED_ORDERS,
    syncedAt,
  };
}

/** Every matching order, newest first, in batches (the CSV export streams them). */
export async function* eachMatchingOrder(admin: AdminPrincipal, filters: OrderListFilters, batchSize = 500): AsyncGenerator<AdminOrder> {
  assertAdmin(admin);
  let cursor: OrderCursor | null = null;
  for (;;) {
    const rows = await matchingIds(filters, cursor, batchSize);
    for (const order of await loadOrders(rows.map((row) => row.id))) yield order;
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    cursor = last;
  }
}
