// Where the shop owes sales tax: per state, the trailing twelve months' orders,
// sales and tax collected, against the state's economic-nexus threshold
// (lib/tax/nexus-thresholds.ts), with whether the shop is registered there
// (admins only, on /admin/tax).
//
// What counts, per order placed in the period and shipped to the state:
// - every order except the cancelled ones (called off, their money given
//   back) and the pending ones (never paid through the shop). Test-mode
//   orders count too: a shop on real payments has none but the owner's own
//   trial purchases, and leaving them out would hide the embedded shop's
//   sample orders. A refunded order still counts as a transaction.
// - sales: what was paid, less its tax, net of refunds: amountCents −
//   refundedCents − (taxCents − the tax of its refunds). (refundedCents
//   includes the refunds' tax, so it is added back once.) States mostly
//   measure gross sales; each state's own definition rules.
// - tax collected: taxCents less the tax given back by its refunds that
//   succeeded (Refund.taxCents).
// The state is the shipping state as the customer typed it ("tx", "Texas "):
// the database groups by that text, and the texts are mapped to codes here
// (stateCode trims and ignores case); what is no state is counted apart.
//
// One statement: a GROUP BY over the period's orders (a sequential scan of a
// year of orders) and, added to it, one over the refunds that gave back tax
// (few; each finds its order by id). Joining the refunds to every order
// instead, or trimming and upper-casing 100,000 texts in SQL, took twice as
// long on the embedded database. At 100,000 orders it answers well within
// its 300 ms budget (npm run bench:admin -- --only tax).
import "server-only";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { centsToDollars } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { registeredStates } from "@/lib/tax/local-tax";
import { crossesThreshold, NEXUS_AS_OF, NEXUS_SOURCE, NEXUS_THRESHOLDS, type NexusThreshold } from "@/lib/tax/nexus-thresholds";
import type { NexusReportJson, NexusStateJson } from "@/lib/tax/schemas";
import { stateCode, US_STATES, type StateCode } from "@/lib/tax/us-states";

interface StateRow {
  state: string;
  orders: number;
  salesCents: bigint | number;
  taxCents: bigint | number;
}

interface Totals {
  orders: number;
  salesCents: number;
  taxCents: number;
}

/** The start of the trailing twelve months that end at `now`. */
function nexusPeriodStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** How far sales and transactions have come to the threshold: 1 or more is crossed (as the rule combines them). */
function shareOf(threshold: NexusThreshold | undefined, salesCents: number, transactions: number): number {
  if (!threshold) return 0;
  const bySales = Math.max(0, salesCents) / threshold.salesCents;
  const byCount = threshold.transactions === null ? 0 : transactions / threshold.transactions;
  const share = threshold.rule === "both" ? Math.min(bySales, byCount) : threshold.rule === "either" ? Math.max(bySales, byCount) : bySales;
  return Math.round(share * 1000) / 1000;
}

/** Per state, the trailing twelve months' orders, sales and tax collected, against its threshold. */
export async function nexusReport(admin: AdminPrincipal, now = new Date()): Promise<NexusReportJson> {
  assertAdmin(admin);
  const from = nexusPeriodStart(now);
  const [rows, registered] = await Promise.all([
    db.$queryRaw<StateRow[]>`
      SELECT state, sum(orders)::int AS orders, sum("salesCents")::bigint AS "salesCents", sum("taxCents")::bigint AS "taxCents"
      FROM (
        SELECT o."shippingState" AS state, count(*) AS orders,
               sum(o."amountCents" - o."refundedCents" - o."taxCents") AS "salesCents",
               sum(o."taxCents") AS "taxCents"
        FROM "Order" o
        WHERE o."createdAt" >= ${from} AND o."createdAt" <= ${now} AND o.status NOT IN ('cancelled', 'pending')
        GROUP BY 1
        UNION ALL
        -- The refunds' tax: given back (succeeded) off the tax collected; reserved
        -- (not failed: in refundedCents already) added back to the sales.
        SELECT o."shippingState", 0, sum(r."taxReserved"), -sum(r."taxBack")
        FROM (
          SELECT "orderId", sum("taxCents") FILTER (WHERE status = 'succeeded') AS "taxBack", sum("taxCents") AS "taxReserved"
          FROM "Refund"
          WHERE "taxCents" <> 0 AND status <> 'failed'
          GROUP BY "orderId"
        ) r
        -- OFFSET 0 keeps the lookup by id per refund (not a join over every order).
        CROSS JOIN LATERAL (
          SELECT "shippingState" FROM "Order" o
          WHERE o.id = r."orderId" AND o."createdAt" >= ${from} AND o."createdAt" <= ${now} AND o.status NOT IN ('cancelled', 'pending')
          OFFSET 0
        ) o
        GROUP BY 1
      ) parts
      GROUP BY state`,
    registeredStates(),
  ]);

  const totals = new Map<StateCode, Totals>();
  const unrecognised: Totals = { orders: 0, salesCents: 0, taxCents: 0 };
  for (const row of rows) {
    const code = stateCode(row.state);
    const target = code ? (totals.get(code) ?? { orders: 0, salesCents: 0, taxCents: 0 }) : unrecognised;
    target.orders += row.orders;
    target.salesCents += Number(row.salesCents);
    target.taxCents += Number(row.taxCents);
    if (code) totals.set(code, target);
  }

  const states: NexusStateJson[] = (Object.keys(US_STATES) as StateCode[]).map((code) => {
    const { orders, salesCents, taxCents } = totals.get(code) ?? { orders: 0, salesCents: 0, taxCents: 0 };
    const threshold = NEXUS_THRESHOLDS[code];
    return {
      code,
      name: US_STATES[code],
      orders,
      sales: centsToDollars(salesCents),
      taxCollected: centsToDollars(taxCents),
      threshold: threshold ? { sales: centsToDollars(threshold.salesCents), transactions: threshold.transactions, rule: threshold.rule } : null,
      share: shareOf(threshold, salesCents, orders),
      crossed: crossesThreshold(threshold, salesCents, orders),
      registered: registered.has(code),
    };
  });
  states.sort((a, b) => Number(b.crossed) - Number(a.crossed) || b.share - a.share || b.sales - a.sales || a.code.localeCompare(b.code));

  return {
    from: from.toISOString(),
    to: now.toISOString(),
    thresholdsAsOf: NEXUS_AS_OF,
    thresholdsSource: NEXUS_SOURCE,
    states,
    unrecognised: { orders: unrecognised.orders, sales: centsToDollars(unrecognised.salesCents) },
  };
}
