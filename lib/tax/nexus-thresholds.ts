// Each state's economic-nexus threshold for remote sellers: past it, within
// the state's measuring period (here the trailing twelve months), a seller
// must register and collect the state's sales tax. "either" means sales or
// transactions crossing their figure is enough; "both" means both must;
// transactions null means the state counts sales only. States without a
// sales tax have none.
//
// Source: the states' published remote-seller thresholds as summarised in the
// Sales Tax Institute's "Economic Nexus State Guide" (as of July 1, 2025),
// https://www.salestaxinstitute.com/resources/economic-nexus-state-guide .
// A state's own page is the authority; review this file yearly and change the date.
import type { StateCode } from "@/lib/tax/us-states";

export const NEXUS_AS_OF = "2025-07-01";
export const NEXUS_SOURCE = "Sales Tax Institute, Economic Nexus State Guide (as of July 1, 2025)";

export interface NexusThreshold {
  salesCents: number;
  transactions: number | null;
  rule: "either" | "both" | "sales";
}

const sales = (dollars: number): NexusThreshold => ({ salesCents: dollars * 100, transactions: null, rule: "sales" });
const either = (dollars: number, transactions: number): NexusThreshold => ({ salesCents: dollars * 100, transactions, rule: "either" });
const both = (dollars: number, transactions: number): NexusThreshold => ({ salesCents: dollars * 100, transactions, rule: "both" });

export const NEXUS_THRESHOLDS: Partial<Record<StateCode, NexusThreshold>> = {
  AL: sales(250_000), AK: sales(100_000), AZ: sales(100_000), AR: either(100_000, 200), CA: sales(500_000),
  CO: sales(100_000), CT: both(100_000, 200), DC: either(100_000, 200), FL: sales(100_000), GA: either(100_000, 200),
  HI: either(100_000, 200), ID: sales(100_000), IL: sales(100_000), IN: sales(100_000), IA: sales(100_000),
  KS: sales(100_000), KY: either(100_000, 200), LA: sales(100_000), ME: sales(100_000), MD: either(100_000, 200),
  MA: sales(100_000), MI: either(100_000, 200), MN: either(100_000, 200), MS: sales(250_000), MO: sales(100_000),
  NE: either(100_000, 200), NV: either(100_000, 200), NJ: either(100_000, 200), NM: sales(100_000), NY: both(500_000, 100),
  NC: sales(100_000), ND: sales(100_000), OH: either(100_000, 200), OK: sales(100_000), PA: sales(100_000),
  RI: either(100_000, 200), SC: sales(100_000), SD: sales(100_000), TN: sales(100_000), TX: sales(500_000),
  UT: sales(100_000), VT: either(100_000, 200), VA: either(100_000, 200), WA: sales(100_000), WV: either(100_000, 200),
  WI: sales(100_000), WY: sales(100_000),
};

/** Whether sales of `salesCents` in `transactions` orders cross the state's threshold. */
export function crossesThreshold(threshold: NexusThreshold | undefined, salesCents: number, transactions: number): boolean {
  if (!threshold) return false;
  const bySales = salesCents >= threshold.salesCents;
  const byCount = threshold.transactions !== null && transactions >= threshold.transactions;
  if (threshold.rule === "both") return bySales && byCount;
  if (threshold.rule === "either") return bySales || byCount;
  return bySales;
}
