"use client";
// Orders & Shipping: search, status filter, the orders table with selection,
// and the details, Create Label and Bulk Actions dialogs.
import { useMemo, useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDollars } from "@/lib/catalog/money";
import { ORDER_STATUS_FILTERS } from "@/lib/orders/admin-schemas";
import { orderMatchesSearch } from "@/lib/orders/admin-view";
import type { AdminOrder } from "@/lib/schemas/order";
import { DisputeBadge, OrderStatusBadge, TestOrderBadge } from "@/components/admin/order-status-badge";
import { BulkActionsDialog, CreateLabelDialog, OrderDetailsDialog } from "@/components/admin/dashboard/order-dialogs";
import { carrierService, formatDate, shortId } from "@/components/admin/dashboard/format";

const fieldClass = "block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700";

export function OrdersTab({ orders, error, onChanged }: { orders: AdminOrder[]; error: string | null; onChanged: () => void }) {
  const [query, setQuery] = useState("");
  const [statusFilter, setStatusFilter] = useState<(typeof ORDER_STATUS_FILTERS)[number]>("all");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState<AdminOrder | null>(null);
  const [labelFor, setLabelFor] = useState<AdminOrder | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const visible = useMemo(
    () => orders.filter((o) => (statusFilter === "all" || o.status === statusFilter) && orderMatchesSearch(o, query)),
    [orders, statusFilter, query],
  );
  const allSelected = visible.length > 0 && visible.every((o) => selected.has(o.id));
  const selectedIds = orders.filter((o) => selected.has(o.id)).map((o) => o.id);

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(visible.map((o) => o.id)));

  return (
    <div className="space-y-4">
      {error && <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{error}</p>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <label htmlFor="order-search" className="text-sm font-medium">Search orders</label>
          <Search className="pointer-events-none absolute bottom-2.5 left-3 h-5 w-5 text-neutral-500" aria-hidden="true" />
          <input id="order-search" type="search" className={`${fieldClass} mt-1 pl-10`} placeholder="Email, order id, name or tracking number" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="sm:w-48">
          <label htmlFor="status-filter" className="text-sm font-medium">Status</label>
          <select id="status-filter" className={`${fieldClass} mt-1`} value={statusFilter} onChange={(e) => setStatusFilter(e.target.value as typeof statusFilter)}>
            {ORDER_STATUS_FILTERS.map((s) => <option key={s} value={s}>{s === "all" ? "All statuses" : s[0].toUpperCase() + s.slice(1)}</option>)}
          </select>
        </div>
        <Button variant="secondary" onClick={() => setBulkOpen(true)} disabled={selectedIds.length === 0}>
          Bulk Actions ({selectedIds.length})
        </Button>
      </div>

      <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white">
        <table className="w-full min-w-[960px] text-left text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
            <tr>
              <th scope="col" className="p-3"><input type="checkbox" aria-label="Select all orders" checked={allSelected} onChange={toggleAll} className="h-4 w-4" /></th>
              {["Order", "Customer", "Shipping Address", "Amount", "Payment", "Status", "Tracking", "Actions"].map((h) => (
                <th key={h} scope="col" className="p-3 font-semibold">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {visible.length === 0 && (
              <tr><td colSpan={9} className="p-6 text-center text-neutral-600">No orders found.</td></tr>
            )}
            {visible.map((order) => (
              <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
                <td className="p-3"><input type="checkbox" aria-label={`Select order ${shortId(order.id)}`} checked={selected.has(order.id)} onChange={() => toggle(order.id)} className="h-4 w-4" /></td>
                <td className="p-3"><span className="font-mono font-semibold">#{shortId(order.id)}</span><br /><span className="text-neutral-600">{formatDate(order.createdAt)}</span></td>
                <td className="p-3">{order.customerName}<br /><span className="text-neutral-600">{order.customerEmail}</span></td>
                <td className="p-3">{order.shippingAddress.address}<br /><span className="text-neutral-600">{order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}</span></td>
                <td className="p-3 font-semibold">{formatDollars(order.amount)}</td>
                <td className="p-3"><span className="text-neutral-700">Card</span><br /><span className="font-mono text-xs text-neutral-500">{order.paymentIntentId.slice(0, 14)}…</span></td>
                <td className="p-3">
                  <div className="flex flex-col items-start gap-1">
                    <OrderStatusBadge status={order.status} />
                    {order.disputedAt && <DisputeBadge reason={order.disputeReason} />}
                    {order.paymentMode === "test" && <TestOrderBadge />}
                  </div>
                </td>
                <td className="p-3">
                  {order.trackingNumber ? (
                    <><span className="font-mono text-xs" data-testid="tracking-number">{order.trackingNumber}</span><br /><span className="text-neutral-600">{carrierService(order.carrier, order.service)}</span></>
                  ) : (
                    <span className="text-neutral-500">No tracking</span>
                  )}
                </td>
                <td className="p-3">
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" className="whitespace-nowrap" onClick={() => setDetails(order)}>View Details</Button>
                    {order.status === "paid" && <Button size="sm" className="whitespace-nowrap" onClick={() => setLabelFor(order)}>Create Label</Button>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
      <CreateLabelDialog order={labelFor} onClose={() => setLabelFor(null)} onCreated={onChanged} />
      <BulkActionsDialog
        open={bulkOpen}
        orderIds={selectedIds}
        onClose={() => setBulkOpen(false)}
        onDone={() => {
          setBulkOpen(false);
          setSelected(new Set());
          onChanged();
        }}
      />
    </div>
  );
}
