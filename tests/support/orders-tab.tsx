// The Orders tab over a fixed set of orders, for component tests: the search
// and status filter are applied here as the server applies them (the same
// matching the dashboard uses to place refreshed orders).
import { useState } from "react";
import { OrdersTab } from "@/components/admin/dashboard/orders-tab";
import type { OrderList } from "@/components/admin/dashboard/use-order-list";
import { orderMatchesFilters } from "@/lib/orders/admin-view";
import { orderListSearchParams, type OrderListFilters } from "@/lib/orders/search-schemas";
import type { AdminOrder } from "@/lib/schemas/order";

export function OrdersTabOver({ orders, error = null, onChanged = () => {} }: { orders: AdminOrder[]; error?: string | null; onChanged?: () => void }) {
  const [filters, setFilters] = useState<OrderListFilters>({ q: "", status: "all" });
  const shown = orders.filter((order) => orderMatchesFilters(order, filters));
  const list: OrderList = {
    orders: shown,
    filters,
    setFilters,
    shownFor: orderListSearchParams(filters).toString(),
    total: shown.length,
    hasMore: false,
    loading: false,
    error,
    loadMore: async () => {},
    refresh: async () => {},
  };
  return <OrdersTab list={list} onChanged={onChanged} />;
}
