// Realistic order history for measuring the admin pages on a busy shop: N
// orders spread over the last D days (more of them lately), one line each of
// either size of the ointment, 1–3 tins, customers all over the United
// States, sales tax at the state's base rate in the states a shop of this size
// is registered in (TAXED_STATES; the refunds give back their share), the statuses
// an order goes through with its age, partial and full refunds, cancellations
// (their labels voided), shipping labels with or without a postage rate, and
// the checkout sessions behind them (about 1.4 per order: some were never
// paid). Rows are written straight into PostgreSQL in batches, one
// multi-row INSERT … SELECT FROM unnest(…) per table, so 100,000 orders take
// seconds. Every generated payment intent id starts with GENERATED_PREFIX.
// Optionally one regular customer has some of the orders (their account's
// list, at volume).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { CARRIER_SERVICES, SERVICE_TRANSIT_DAYS, type Carrier } from "../../lib/shipping/carriers";
import { generateTrackingNumber } from "../../lib/shipping/tracking-numbers";
import { taxFor, taxShareOfRefund } from "../../lib/cart/pricing";
import { STATE_RATES_PPM } from "../../lib/tax/state-rates";
import type { StateCode } from "../../lib/tax/us-states";

export const GENERATED_PREFIX = "pi_generated_";
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface GenerateOrdersOptions {
  /** The PostgreSQL database (migrated, with the catalogue's products). */
  url: string;
  count?: number;
  /** Orders are placed over this many days up to `now`. */
  days?: number;
  now?: Date;
  /** The payment mode of the orders; a few (2 %) are of the other mode, as a shop's own test purchases are. */
  paymentMode?: "stripe" | "test";
  /** The same seed gives the same shape of data (ids and tracking numbers aside). */
  seed?: number;
  batchSize?: number;
  log?: (line: string) => void;
  /**
   * A regular customer: this many of the orders (spread evenly over the
   * span) are placed with this address, typed as given (its case may differ
   * from the account's, as a shopper's typing does), to try their account at
   * volume. The other orders each have an address of their own.
   */
  customer?: { email: string; orders: number };
}

export interface GeneratedCounts {
  orders: number;
  labels: number;
  checkoutAttempts: number;
  refunds: number;
}

/** US states weighted roughly by population, as the shop's customers are. */
const STATES: [string, number][] = [
  ["CA", 118], ["TX", 90], ["FL", 67], ["NY", 59], ["PA", 39], ["IL", 38], ["OH", 35], ["GA", 33], ["NC", 33],
  ["MI", 30], ["NJ", 28], ["VA", 26], ["WA", 24], ["AZ", 22], ["MA", 21], ["TN", 21], ["IN", 20], ["MO", 18],
  ["MD", 18], ["WI", 18], ["CO", 18], ["MN", 17], ["SC", 16], ["AL", 15], ["LA", 14], ["KY", 13], ["OR", 13],
  ["OK", 12], ["CT", 11], ["UT", 10], ["IA", 10], ["NV", 10], ["AR", 9], ["MS", 9], ["KS", 9], ["NM", 6],
  ["NE", 6], ["ID", 6], ["WV", 5], ["HI", 4], ["NH", 4], ["ME", 4], ["MT", 3], ["RI", 3], ["DE", 3], ["SD", 3],
  ["ND", 2], ["AK", 2], ["DC", 2], ["VT", 2], ["WY", 2],
];
const FIRST_NAMES = ["Ava", "Liam", "Maya", "Noah", "Zoe", "Ethan", "Luna", "Mason", "Iris", "Leo", "Nora", "Kai", "Ruby", "Owen", "Jade", "Felix", "Cora", "Milo", "Sage", "Ezra"];
const LAST_NAMES = ["Garcia", "Smith", "Nguyen", "Johnson", "Patel", "Brown", "Kim", "Lopez", "Miller", "Davis", "Wilson", "Moore", "Clark", "Reyes", "Hall", "Young", "King", "Scott", "Green", "Baker"];
const STREETS = ["Maple Ave", "Oak St", "Pine Rd", "Cedar Ln", "Elm St", "Lake Dr", "Hill Rd", "Main St", "Park Ave", "River Rd"];
const CARRIER_WEIGHTS: [Carrier, number][] = [["USPS", 60], ["UPS", 25], ["FedEx", 15]];
/**
 * The states the generated orders were taxed in, at the state's base rate, as
 * the local calculator charges once the owner registers them. The generator
 * registers nothing itself (the database may be a shop's own).
 */
export const TAXED_STATES: readonly StateCode[] = ["CA", "TX", "FL", "NY", "WA"];

/** mulberry32: a small seeded generator of numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted<T>(pairs: [T, number][], random: () => number): T {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [value, weight] of pairs) if ((pick -= weight) < 0) return value;
  return pairs[pairs.length - 1][0];
}

/** An instant as `timestamp` columns take it (UTC). */
const at = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

type Columns = Record<string, { type: string; values: unknown[] }>;

/** Columns of one table, filled row by row. */
function columns(types: Record<string, string>): Columns {
  return Object.fromEntries(Object.entries(types).map(([name, type]) => [name, { type, values: [] }]));
}

function push(table: Columns, row: Record<string, unknown>) {
  for (const [name, column] of Object.entries(table)) column.values.push(row[name] ?? null);
}

/** One INSERT of every row collected in `table`. */
async function insertAll(client: pg.Client, name: string, table: Columns) {
  const names = Object.keys(table);
  if (table[names[0]].values.length === 0) return;
  const list = names.map((column) => `"${column}"`).join(", ");
  const arrays = names.map((column, index) => `$${index + 1}::${table[column].type}[]`).join(", ");
  await client.query(`INSERT INTO "${name}" (${list}) SELECT * FROM unnest(${arrays})`, names.map((column) => table[column].values));
}

const ORDER_COLUMNS = {
  id: "uuid", customerEmail: "text", customerName: "text", shippingName: "text", shippingAddress: "text",
  shippingCity: "text", shippingState: "text", shippingZipCode: "text", paymentIntentId: "text", paymentMode: "text",
  amountCents: "int", subtotalCents: "int", taxCents: "int", taxRatePpm: "int", taxState: "text", taxSource: "text",
  status: '"OrderStatus"', trackingNumber: "text", carrier: "text", service: "text",
  shippedAt: "timestamp", estimatedDeliveryDate: "timestamp", deliveredAt: "timestamp", refundedCents: "int",
  cancelledAt: "timestamp", cancelReason: "text", createdAt: "timestamp", updatedAt: "timestamp",
};
const LINE_COLUMNS = {
  id: "uuid", orderId: "uuid", position: "int", productId: "text", productName: "text", productSize: "text",
  unitPriceCents: "int", quantity: "int", lineTotalCents: "int",
};
const LABEL_COLUMNS = {
  id: "uuid", orderId: "uuid", provider: "text", carrier: "text", service: "text", trackingNumber: "text",
  rateCents: "int", labelUrl: "text", voidedAt: "timestamp", createdAt: "timestamp",
};
const ATTEMPT_COLUMNS = {
  paymentIntentId: "text", paymentMode: "text", lines: "jsonb", subtotalCents: "int", taxCents: "int", taxRatePpm: "int",
  taxState: "text", taxSource: "text", amountCents: "int", createdAt: "timestamp", orderedAt: "timestamp",
};
const REFUND_COLUMNS = {
  id: "uuid", orderId: "uuid", amountCents: "int", taxCents: "int", reason: "text", source: "text", status: "text",
  requestKey: "text", adminEmail: "text", createdAt: "timestamp", settledAt: "timestamp",
};

/** Writes `count` orders (default 100,000) with their labels, refunds and checkout sessions. */
export async function generateOrders(options: GenerateOrdersOptions): Promise<GeneratedCounts> {
  const count = options.count ?? 100_000;
  const days = options.days ?? 365;
  const now = (options.now ?? new Date()).getTime();
  const mode = options.paymentMode ?? "stripe";
  const otherMode = mode === "stripe" ? "test" : "stripe";
  const batchSize = options.batchSize ?? 5_000;
  const random = seededRandom(options.seed ?? 20261125);
  const int = (max: number) => Math.floor(random() * max);
  const log = options.log ?? (() => {});

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  const counts: GeneratedCounts = { orders: 0, labels: 0, checkoutAttempts: 0, refunds: 0 };
  try {
    const { rows: products } = await client.query<{ id: string; name: string; size: string; priceCents: number }>(
      `SELECT "id", "name", "size", "priceCents" FROM "Product" WHERE "id" IN ('1oz', '4oz') ORDER BY "sortOrder"`,
    );
    if (products.length !== 2) throw new Error("The catalogue's products (1oz, 4oz) are missing: seed the database first (npm run db:seed).");
    const [small, large] = products;
    // Tracking numbers are unique: none may repeat one already in the database.
    const { rows: taken } = await client.query<{ n: string }>(`SELECT "trackingNumber" AS n FROM "ShippingLabel"`);
    const trackingNumbers = new Set(taken.map((row) => row.n.toUpperCase()));
    const newTrackingNumber = (carrier: Carrier) => {
      for (;;) {
        const number = generateTrackingNumber(carrier, int).toUpperCase();
        if (!trackingNumbers.has(number)) {
          trackingNumbers.add(number);
          return number;
        }
      }
    };
    // Business grows: orders get twice as frequent over the span (density 1 at the
    // oldest day, 2 today; this is the inverse of that distribution).
    const placedAt = () => now - Math.floor((2 - Math.sqrt(4 - 3 * random())) * days * DAY_MS);
    // Written oldest first, as a shop writes them: rows of a week sit together on disk.
    const times = Array.from({ length: count }, () => Math.min(placedAt(), now - 60_000)).sort((a, b) => a - b);
    // Every step-th order (from the middle of the first step, so the oldest order stays someone else's) is the regular customer's.
    const customerStep = options.customer && options.customer.orders > 0 ? Math.max(1, Math.floor(count / options.customer.orders)) : 0;
    const customerEmailOf = (index: number) =>
      customerStep && index % customerStep === Math.floor(customerStep / 2) && index / customerStep < options.customer!.orders ? options.customer!.email : null;

    for (let done = 0; done < count; done += batchSize) {
      const orders = columns(ORDER_COLUMNS);
      const lines = columns(LINE_COLUMNS);
      const labels = columns(LABEL_COLUMNS);
      const attempts = columns(ATTEMPT_COLUMNS);
      const refunds = columns(REFUND_COLUMNS);
      const size = Math.min(batchSize, count - done);
      for (let i = 0; i < size; i += 1) {
        const createdAt = times[done + i];
        const ageDays = (now - createdAt) / DAY_MS;
        const product = random() < 0.58 ? small : large;
        const quantity = weighted([[1, 70], [2, 22], [3, 8]], random);
        const subtotalCents = product.priceCents * quantity;
        const shippingState = weighted(STATES, random) as StateCode;
        const taxRatePpm = TAXED_STATES.includes(shippingState) ? STATE_RATES_PPM[shippingState] : 0;
        const taxCents = taxFor(subtotalCents, taxRatePpm);
        const amountCents = subtotalCents + taxCents;
        const tax = { taxCents, taxRatePpm, taxState: taxCents > 0 ? shippingState : null, taxSource: taxCents > 0 ? "local" : "none" };
        const line = { productId: product.id, name: product.name, size: product.size, unitPriceCents: product.priceCents, quantity, lineTotalCents: subtotalCents };
        const first = FIRST_NAMES[int(FIRST_NAMES.length)];
        const last = LAST_NAMES[int(LAST_NAMES.length)];
        const name = `${first} ${last}`;
        const orderMode = random() < 0.02 ? otherMode : mode;
        const paymentIntentId = `${GENERATED_PREFIX}${randomUUID().replace(/-/g, "")}`;
        const id = randomUUID();

        // What became of it: mostly delivered once old enough; a few refunded, cancelled or returned.
        const fate = random();
        let status: string;
        if (fate < 0.01) status = "cancelled";
        else if (fate < 0.025) status = "refunded";
        else if (fate < 0.03) status = ageDays > 10 ? "returned" : "shipped";
        else if (fate < 0.032) status = "pending";
        else if (ageDays < 1) status = random() < 0.8 ? "paid" : "processing";
        else if (ageDays < 3) status = random() < 0.4 ? "processing" : "shipped";
        else if (ageDays < 7) status = random() < 0.5 ? "shipped" : "delivered";
        else status = random() < 0.98 ? "delivered" : "shipped";
        const partlyRefunded = ["shipped", "delivered", "returned"].includes(status) && random() < 0.02;
        const refundedCents = ["cancelled", "refunded"].includes(status) || (status === "returned" && random() < 0.6)
          ? amountCents
          : partlyRefunded ? Math.max(100, Math.round((amountCents * (10 + int(41))) / 100)) : 0;

        // A label once the order is being prepared; a cancelled or refunded order may have had one (voided).
        const hasLabel = ["processing", "shipped", "delivered", "returned"].includes(status) || (["cancelled", "refunded"].includes(status) && random() < 0.5);
        const carrier = hasLabel ? weighted(CARRIER_WEIGHTS, random) : null;
        const service = carrier ? CARRIER_SERVICES[carrier][weighted([[0, 75], [1, 20], [2, 5]], random)] : null;
        const labelAt = hasLabel ? Math.min(createdAt + (2 + int(30)) * HOUR_MS, now - 30_000) : null;
        const trackingNumber = carrier ? newTrackingNumber(carrier) : null;
        const shipped = ["shipped", "delivered", "returned"].includes(status);
        const shippedAt = shipped && labelAt ? Math.min(labelAt + (4 + int(20)) * HOUR_MS, now - 20_000) : null;
        const transitDays = service ? SERVICE_TRANSIT_DAYS[service] ?? 5 : 5;
        const deliveredAt = status === "delivered" && shippedAt ? Math.min(shippedAt + (transitDays + int(3)) * DAY_MS, now - 10_000) : null;
        const closedAt = ["cancelled", "refunded"].includes(status) ? Math.min(createdAt + (1 + int(48)) * HOUR_MS, now - 5_000) : null;

        push(orders, {
          id, customerEmail: customerEmailOf(done + i) ?? `${first}.${last}.${done + i}@example.com`.toLowerCase(), customerName: name, shippingName: name,
          shippingAddress: `${1 + int(9800)} ${STREETS[int(STREETS.length)]}`, shippingCity: "Springfield",
          shippingState, shippingZipCode: String(10000 + int(89999)),
          paymentIntentId, paymentMode: orderMode, amountCents, subtotalCents, ...tax, status,
          trackingNumber: hasLabel && status !== "cancelled" ? trackingNumber : null, carrier: hasLabel ? carrier : null,
          service: hasLabel ? service : null, shippedAt: at(shippedAt),
          estimatedDeliveryDate: at(labelAt === null ? null : labelAt + (transitDays + 1) * DAY_MS), deliveredAt: at(deliveredAt),
          refundedCents, cancelledAt: status === "cancelled" ? at(closedAt) : null,
          cancelReason: status === "cancelled" ? "Customer changed their mind" : null,
          createdAt: at(createdAt), updatedAt: at(Math.max(createdAt, deliveredAt ?? shippedAt ?? closedAt ?? createdAt)),
        });
        push(lines, {
          id: randomUUID(), orderId: id, position: 0, productId: line.productId, productName: line.name, productSize: line.size,
          unitPriceCents: line.unitPriceCents, quantity, lineTotalCents: subtotalCents,
        });
        if (hasLabel && carrier && labelAt !== null) {
          // Bought through EasyPost (a rate) or made by the local label generator (no rate).
          const rated = random() < 0.85;
          const serviceIndex = (CARRIER_SERVICES[carrier] as readonly string[]).indexOf(service!);
          push(labels, {
            id: randomUUID(), orderId: id, provider: rated ? "easypost" : "local", carrier, service, trackingNumber,
            rateCents: rated ? 450 + serviceIndex * 900 + int(400) + (quantity - 1) * 120 : null,
            labelUrl: rated ? `https://easypost.example/labels/${trackingNumber}.pdf` : null,
            voidedAt: closedAt !== null && !shipped ? at(closedAt) : null, createdAt: at(labelAt),
          });
        }
        if (refundedCents > 0) {
          const refundAt = closedAt ?? Math.min(createdAt + (5 + int(20)) * DAY_MS, now - 5_000);
          push(refunds, {
            id: randomUUID(), orderId: id, amountCents: refundedCents,
            taxCents: taxShareOfRefund({ totalCents: amountCents, taxCents }, refundedCents, { cents: 0, taxCents: 0 }), reason: status === "cancelled" ? "Cancelled before shipping" : "Damaged in transit",
            source: "admin", status: "succeeded", requestKey: randomUUID(), adminEmail: "owner@example.com",
            createdAt: at(refundAt), settledAt: at(refundAt),
          });
        }
        // The checkout session it was paid through, opened a few minutes before.
        push(attempts, {
          paymentIntentId, paymentMode: orderMode, lines: JSON.stringify([line]), subtotalCents, ...tax, amountCents,
          createdAt: at(createdAt - (1 + int(20)) * 60_000), orderedAt: at(createdAt),
        });
        // About 0.4 sessions per order were opened around the same time and never paid.
        while (random() < 0.4 / 1.4) {
          const abandoned = random() < 0.58 ? small : large;
          const abandonedLine = { productId: abandoned.id, name: abandoned.name, size: abandoned.size, unitPriceCents: abandoned.priceCents, quantity: 1, lineTotalCents: abandoned.priceCents };
          push(attempts, {
            paymentIntentId: `${GENERATED_PREFIX}${randomUUID().replace(/-/g, "")}`, paymentMode: random() < 0.02 ? otherMode : mode,
            lines: JSON.stringify([abandonedLine]), subtotalCents: abandoned.priceCents, taxCents: 0, taxRatePpm: 0, taxSource: "none", amountCents: abandoned.priceCents,
            createdAt: at(createdAt - int(180) * 60_000), orderedAt: null,
          });
        }
      }
      await client.query("BEGIN");
      try {
        await insertAll(client, "Order", orders);
        await insertAll(client, "OrderLine", lines);
        await insertAll(client, "ShippingLabel", labels);
        await insertAll(client, "Refund", refunds);
        await insertAll(client, "CheckoutAttempt", attempts);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      }
      counts.orders += size;
      counts.labels += labels.id.values.length;
      counts.refunds += refunds.id.values.length;
      counts.checkoutAttempts += attempts.paymentIntentId.values.length;
      log(`generated ${counts.orders.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} orders`);
    }
    return counts;
  } finally {
    await client.end();
  }
}
