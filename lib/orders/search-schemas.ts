// The admin order list's query, shared by the dashboard and
// GET /api/admin/orders: search text, status filter, the page's cursor and
// the refresh's changedSince.
import { z } from "zod";
import { ORDER_STATUS_FILTERS } from "@/lib/orders/admin-schemas";

export const orderListFiltersSchema = z.object({
  q: z.string().max(200, "Search at most 200 characters").default(""),
  status: z.enum(ORDER_STATUS_FILTERS, "Unknown status").default("all"),
});

export type OrderListFilters = z.infer<typeof orderListFiltersSchema>;

export const orderListQuerySchema = orderListFiltersSchema.extend({
  /** The nextCursor of the page before. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The syncedAt of the last answer: only the orders changed since then. */
  changedSince: z.iso.datetime("Not an ISO 8601 instant").optional(),
});

/** The query string of a list request (only the filters that are set). */
export function orderListSearchParams(filters: OrderListFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.status !== "all") params.set("status", filters.status);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}
