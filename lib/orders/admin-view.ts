// Helpers over the admin order (lib/schemas/order.ts) shared by server code
// and the dashboard's client code.
import type { OrderListFilters } from "@/lib/orders/search-schemas";
import type { AdminOrder } from "@/lib/schemas/order";

/**
 * Does the order match the dashboard's search? The text searched is the
 * e-mail, name, tracking number and id, joined by spaces, lower-case: the same
 * text the server searches with its trigram index (lib/orders/search.ts).
 */
export function orderMatchesSearch(order: AdminOrder, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [order.customerEmail, order.customerName, order.trackingNumber ?? "", order.id].join(" ").toLowerCase().includes(needle);
}

/** Does the order belong in the list the dashboard shows for these filters? */
export function orderMatchesFilters(order: AdminOrder, filters: OrderListFilters): boolean {
  return (filters.status === "all" || order.status === filters.status) && orderMatchesSearch(order, filters.q);
}
