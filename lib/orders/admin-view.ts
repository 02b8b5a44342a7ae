// Helpers over the admin order (lib/schemas/order.ts) shared by server code
// and the dashboard's client code.
import type { AdminOrder } from "@/lib/schemas/order";

/** Does the order match the dashboard's search (e-mail, id, name, tracking number)? */
export function orderMatchesSearch(order: AdminOrder, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [order.customerEmail, order.id, order.customerName, order.trackingNumber ?? ""].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
