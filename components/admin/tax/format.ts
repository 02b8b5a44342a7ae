// How the tax page writes its figures: dollars with thousands separators, a
// data file's date ("2025-07-01" → "Jul 1, 2025"), a state's threshold.
import { formatDate } from "@/lib/format/dates";
import type { NexusStateJson } from "@/lib/tax/schemas";

const DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** 1234.5 → "$1,234.50". */
export const dollars = (amount: number) => DOLLARS.format(amount);

/** "2025-07-01" → "Jul 1, 2025" (the day as written, on any clock). */
export const dataDate = (isoDay: string) => formatDate(`${isoDay.slice(0, 10)}T00:00:00Z`);

/** 6.25 → "6.25%". */
export const percent = (value: number) => `${Number(value.toFixed(4))}%`;

/** "$100,000 or 200 orders", "$500,000 and 100 orders", "$500,000"; "None" without a threshold. */
export function thresholdText(threshold: NexusStateJson["threshold"]): string {
  if (!threshold) return "None";
  const sales = WHOLE_DOLLARS.format(threshold.sales);
  if (threshold.rule === "sales" || threshold.transactions === null) return sales;
  return `${sales} ${threshold.rule === "both" ? "and" : "or"} ${threshold.transactions.toLocaleString("en-US")} orders`;
}
