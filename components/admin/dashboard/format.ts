// Display helpers of the admin pages.
import * as dates from "@/lib/format/dates";
export const shortId = (id: string) => id.slice(0, 8);
export const idSuffix = (id: string) => id.slice(-8);

export function formatDate(iso: string | null): string {
  if (!iso) return "—";
  return dates.formatDate(iso, { zone: "local" });
}

export function formatDateTime(iso: string): string {
  return dates.formatDateTime(iso, { zone: "local" });
}

/** "USPS Priority Mail", "UPS Ground" (not "UPS UPS Ground"). */
export function carrierService(carrier: string | null, service: string | null): string {
  if (!service) return carrier ?? "";
  if (!carrier || service.startsWith(carrier)) return service;
  return `${carrier} ${service}`;
}

/** "2 × 4 oz, 1 × 1 oz": an order's lines in one line. */
export function itemsSummary(lines: readonly { quantity: number; size: string }[]): string {
  return lines.map((line) => `${line.quantity} × ${line.size}`).join(", ");
}
