// The admin dashboard's analytics: revenue net of discounts and refunds (sales
// tax apart: it is the state's money), orders, average order value, tins sold
// per size, discounts given, tax collected, revenue per day (or month), top shipping states, refunds,
// checkout conversion and postage, for the last 7, 30 or 90 UTC days (today
// included) or all time. Only orders and checkout sessions of the shop's own
// payment mode count: a Stripe shop never counts test payments, a shop in the
// local test payment mode counts only those.
//
// Every figure is an SQL aggregate (no order is loaded): one pass over the
// order lines of the range gives the days, sizes and states at once (GROUPING
// SETS: at most a row per day and size, and one per state, leave the
// database; an order's own figures ride on its first line, so that they count
// once), one query counts the checkout sessions opened and those paid,
// one sums the labels' postage.
import "server-only";
import { db } from "@/lib/db";
import { getConfig } from "@/lib/config";
import { centsToDollars } from "@/lib/catalog/money";
import { Prisma } from "@/lib/generated/prisma/client";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import type { Analytics, AnalyticsRange } from "@/lib/schemas/analytics";

const DAY_MS = 86_400_000;
const RANGE_DAYS: Record<Exclude<AnalyticsRange, "all">, number> = { "7d": 7, "30d": 30, "90d": 90 };
/** All time is shown per month once it spans more days than this. */
const DAILY_UP_TO_DAYS = 90;
const TOP_STATES = 5;

type PaymentMode = Analytics["paymentMode"];

/**
 * The orders that count: those of the payment mode checkout runs in. A shop
 * whose payments are not configured yet counts real (Stripe) payments only.
 */
function countedPaymentMode(): PaymentMode {
  return getConfig().payments.mode === "test" ? "test" : "stripe";
}

/** Midnight UTC of the day of `ms`. */
const utcMidnight = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
/** "2031-01-05" for an instant (its UTC day). */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of the first day of the month of `ms`. */
function monthStart(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}
function nextMonth(ms: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
const toNumber = (value: bigint | number | null | undefined) => Number(value ?? 0);
const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** One row per grouping set: each day and product, each shipping state. */
interface OrderGroupRow {
  grouping: "day" | "state";
  day: string | null;
  productId: string | null;
  state: string | null;
  /** Orders (counted on their first line). */
  orders: number;
  /** Orders with a line of this size. */
  lineOrders: number;
  /** Revenue of the orders, net of discounts and refunds, tax apart. */
  netCents: bigint;
  /** The lines' share of that revenue (a size's revenue). */
  lineNetCents: bigint;
  units: bigint;
  refundedOrders: number;
  refundedCents: bigint;
  discountCents: bigint;
  taxCents: bigint;
}

/** `AND <column> >= from` when the range has a start (all time has none). */
const since = (column: Prisma.Sql, from: Date | null) => (from ? Prisma.sql`AND ${column} >= ${from}::timestamp` : Prisma.empty);

/**
 * One pass over the orders placed in the range: per day and product (the
 * totals, the size mix and the chart add these up), and per shipping state.
 */
function orderGroups(mode: PaymentMode, from: Date | null, to: Date) {
  return db.$queryRaw<OrderGroupRow[]>`
    SELECT
      CASE WHEN GROUPING(state) = 0 THEN 'state' ELSE 'day' END AS "grouping",
      to_char(day, 'YYYY-MM-DD') AS "day",
      "productId",
      state AS "state",
      SUM(first)::int AS "orders",
      COUNT(*)::int AS "lineOrders",
      SUM(first * net)::bigint AS "netCents",
      SUM(CASE WHEN subtotal > 0 THEN line_total * net / subtotal ELSE 0 END)::bigint AS "lineNetCents",
      SUM(quantity)::bigint AS "units",
      SUM(CASE WHEN refunded > 0 THEN first ELSE 0 END)::int AS "refundedOrders",
      SUM(first * refunded)::bigint AS "refundedCents",
      SUM(first * discount)::bigint AS "discountCents",
      SUM(first * tax)::bigint AS "taxCents"
    FROM (
      SELECT o."createdAt"::date AS day, l."productId", o."shippingState" AS state, l."quantity" AS quantity,
             CASE WHEN l."position" = 0 THEN 1 ELSE 0 END AS first,
             l."lineTotalCents"::bigint AS line_total, o."subtotalCents" AS subtotal,
             (o."amountCents" - o."refundedCents") - (o."taxCents" - o."refundedTaxCents") AS net,
             o."refundedCents" AS refunded, o."discountCents" AS discount, o."taxCents" - o."refundedTaxCents" AS tax
      FROM "Order" o JOIN "OrderLine" l ON l."orderId" = o."id"
      WHERE o."paymentMode" = ${mode} ${since(Prisma.sql`o."createdAt"`, from)} AND o."createdAt" <= ${to}::timestamp
    ) AS placed
    GROUP BY GROUPING SETS ((day, "productId"), (state))`;
}

/**
 * Payment sessions opened at checkout in the range, and those of them that
 * became an order by its end (each session records when its order was placed).
 */
function checkoutConversion(mode: PaymentMode, from: Date | null, to: Date) {
  return db.$queryRaw<{ opened: number; paid: number }[]>`
    SELECT COUNT(*)::int AS "opened", (COUNT(*) FILTER (WHERE "orderedAt" <= ${to}::timestamp))::int AS "paid"
    FROM "CheckoutAttempt"
    WHERE "paymentMode" = ${mode} ${since(Prisma.sql`"createdAt"`, from)} AND "createdAt" <= ${to}::timestamp`;
}

/**
 * Postage of the labels bought in the range and not voided, for orders of the
 * payment mode: every label but those of the other mode's orders (an order is
 * paid in one of the two modes), which are few, so no join over every order.
 */
function labelSpend(mode: PaymentMode, from: Date | null, to: Date) {
  const otherMode: PaymentMode = mode === "stripe" ? "test" : "stripe";
  return db.$queryRaw<{ spendCents: bigint; labels: number; unrated: number }[]>`
    SELECT COALESCE(SUM(l."rateCents"), 0)::bigint AS "spendCents", COUNT(*)::int AS "labels",
           (COUNT(*) FILTER (WHERE l."rateCents" IS NULL))::int AS "unrated"
    FROM "ShippingLabel" l
    WHERE l."voidedAt" IS NULL ${since(Prisma.sql`l."createdAt"`, from)} AND l."createdAt" <= ${to}::timestamp
      AND l."orderId" NOT IN (SELECT o."id" FROM "Order" o WHERE o."paymentMode" = ${otherMode})`;
}

/**
 * `query` with the memory to group a year of orders in a hash table: with the
 * server's default work_mem, PostgreSQL sorts them on disk instead (about
 * 280 ms against 120 ms for 100,000 orders).
 */
async function withGroupingMemory<T>(query: Prisma.PrismaPromise<T>): Promise<T> {
  const [, rows] = await db.$transaction([db.$queryRaw`SELECT set_config('work_mem', '32MB', true)`, query]);
  return rows;
}

/**
 * Each bucket's start (midnight UTC) from the first one to the one holding
 * `to`: every day, or every month.
 */
function bucketStarts(first: number, to: number, bucket: Analytics["bucket"]): number[] {
  const starts: number[] = [];
  for (let start = first; start <= to; start = bucket === "day" ? start + DAY_MS : nextMonth(start)) starts.push(start);
  return starts;
}

/** Sums of order rows. */
interface Totals {
  orders: number;
  lineOrders: number;
  netCents: number;
  lineNetCents: number;
  units: number;
  refundedOrders: number;
  refundedCents: number;
  discountCents: number;
  taxCents: number;
}

const emptyTotals = (): Totals => ({ orders: 0, lineOrders: 0, netCents: 0, lineNetCents: 0, units: 0, refundedOrders: 0, refundedCents: 0, discountCents: 0, taxCents: 0 });

function add(totals: Totals, row: OrderGroupRow): Totals {
  totals.orders += row.orders;
  totals.lineOrders += row.lineOrders;
  totals.netCents += toNumber(row.netCents);
  totals.lineNetCents += toNumber(row.lineNetCents);
  totals.units += toNumber(row.units);
  totals.refundedOrders += row.refundedOrders;
  totals.refundedCents += toNumber(row.refundedCents);
  totals.discountCents += toNumber(row.discountCents);
  totals.taxCents += toNumber(row.taxCents);
  return totals;
}

/** The figures of the Analytics tab for `range`, as of `now`. */
export async function getAnalytics(admin: AdminPrincipal, range: AnalyticsRange, now = new Date()): Promise<Analytics> {
  assertAdmin(admin);
  const mode = countedPaymentMode();
  const today = utcMidnight(now.getTime());
  const from = range === "all" ? null : new Date(today - (RANGE_DAYS[range] - 1) * DAY_MS);

  // Each query on a connection of its own: a PostgreSQL server runs them side
  // by side (the embedded database, one after another).
  const [groups, [conversion], [labels], products] = await Promise.all([
    withGroupingMemory(orderGroups(mode, from, now)),
    checkoutConversion(mode, from, now),
    labelSpend(mode, from, now),
    db.product.findMany({ select: { id: true, size: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] }),
  ]);

  const dayRows = groups.filter((row) => row.grouping === "day");
  const total = dayRows.reduce(add, emptyTotals());
  const byProduct = new Map<string, Totals>();
  for (const row of dayRows) byProduct.set(row.productId ?? "", add(byProduct.get(row.productId ?? "") ?? emptyTotals(), row));

  // All time starts on the first order's day, per month when that is long ago.
  let first = from?.getTime() ?? today;
  let bucket: Analytics["bucket"] = "day";
  if (!from && dayRows.length > 0) {
    first = Math.min(...dayRows.map((row) => Date.parse(`${row.day}T00:00:00Z`)));
    if ((today - first) / DAY_MS + 1 > DAILY_UP_TO_DAYS) {
      bucket = "month";
      first = monthStart(first);
    }
  }
  const perBucket = new Map<number, Totals>();
  for (const row of dayRows) {
    const day = Date.parse(`${row.day}T00:00:00Z`);
    const key = bucket === "day" ? day : monthStart(day);
    perBucket.set(key, add(perBucket.get(key) ?? emptyTotals(), row));
  }

  const states = groups
    .filter((row) => row.grouping === "state")
    .map((row) => ({ state: row.state ?? "", orders: row.orders, netCents: toNumber(row.netCents) }))
    .sort((a, b) => b.netCents - a.netCents || b.orders - a.orders || a.state.localeCompare(b.state))
    .slice(0, TOP_STATES);

  const opened = conversion?.opened ?? 0;
  const paid = conversion?.paid ?? 0;
  return {
    range,
    paymentMode: mode,
    from: new Date(first).toISOString(),
    to: now.toISOString(),
    revenue: centsToDollars(total.netCents),
    orders: total.orders,
    averageOrderValue: centsToDollars(total.orders > 0 ? Math.round(total.netCents / total.orders) : 0),
    units: total.units,
    discounts: centsToDollars(total.discountCents),
    tax: centsToDollars(total.taxCents),
    sizes: products.map((product) => {
      const sums = byProduct.get(product.id) ?? emptyTotals();
      return { productId: product.id, size: product.size, units: sums.units, orders: sums.lineOrders, revenue: centsToDollars(sums.lineNetCents) };
    }),
    bucket,
    series: bucketStarts(first, now.getTime(), bucket).map((start) => {
      const sums = perBucket.get(start) ?? emptyTotals();
      return { start: isoDay(start), revenue: centsToDollars(sums.netCents), orders: sums.orders };
    }),
    topStates: states.map((row) => ({ state: row.state, orders: row.orders, revenue: centsToDollars(row.netCents) })),
    refunds: {
      refundedOrders: total.refundedOrders,
      rate: share(total.refundedOrders, total.orders),
      amount: centsToDollars(total.refundedCents),
    },
    conversion: { opened, paid, rate: share(paid, opened) },
    labels: {
      spend: centsToDollars(toNumber(labels?.spendCents)),
      count: labels?.labels ?? 0,
      unrated: labels?.unrated ?? 0,
    },
  };
}
