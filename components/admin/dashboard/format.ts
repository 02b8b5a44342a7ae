// Display helpers of the admin pages.
export const shortId = (id: string) => id.slice(0, 8);
export const idSuffix = (id: string) => id.slice(-8);

export function formatDate(iso: string | null): string {
  if (!iso) return "—";
  return new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" });
}

/** "USPS Priority Mail", "UPS Ground" (not "UPS UPS Ground"). */
export function carrierService(carrier: string | null, service: string | null): string {
  if (!service) return carrier ?? "";
  if (!carrier || service.startsWith(carrier)) return service;
  return `${carrier} ${service}`;
}
