"use client";
// Orders & Shipping: search and status filter (run on the server across every
// order), the orders as a table on wide screens and as cards on phones, with
// selection, pages ("Load more"), Export CSV of the filtered list, Print
// Labels of the selected orders, and the details, Create Label and Bulk
// Actions dialogs.
import { useState } from "react";
import { Download, Printer, Search } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { formatDollars } from "@/lib/catalog/money";
import { ORDER_STATUS_FILTERS } from "@/lib/orders/admin-schemas";
import { orderListSearchParams } from "@/lib/orders/search-schemas";
import type { AdminOrder } from "@/lib/schemas/order";
import { DisputeBadge, OrderStatusBadge, TestOrderBadge } from "@/components/admin/order-status-badge";
import { BulkActionsDialog, CreateLabelDialog, OrderDetailsDialog } from "@/components/admin/dashboard/order-dialogs";
import { carrierService, formatDate, itemsSummary, shortId } from "@/components/admin/dashboard/format";
import type { OrderList } from "@/components/admin/dashboard/use-order-list";
import { Notice } from "@/components/ui/notice";

const fieldClass = "block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700";
const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

function StatusBadges({ order }: { order: AdminOrder }) {
  return (
    <>
      <OrderStatusBadge status={order.status} />
      {order.disputedAt && <DisputeBadge reason={order.disputeReason} />}
      {order.paymentMode === "test" && <TestOrderBadge />}
    </>
  );
}

function Tracking({ order }: { order: AdminOrder }) {
  return order.trackingNumber ? (
    <><span className="break-all font-mono text-xs" data-testid="tracking-number">{order.trackingNumber}</span><br /><span className="text-neutral-600">{carrierService(order.carrier, order.service)}</span></>
  ) : (
    <span className="text-neutral-500">No tracking</span>
  );
}

function RowActions({ order, onDetails, onLabel }: { order: AdminOrder; onDetails: () => void; onLabel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" className="whitespace-nowrap" onClick={onDetails}>View Details</Button>
      {order.status === "paid" && <Button size="sm" className="whitespace-nowrap" onClick={onLabel}>Create Label</Button>}
    </div>
  );
}

export function OrdersTab({ list, onChanged }: { list: OrderList; onChanged: () => void }) {
  const { orders, filters, setFilters } = list;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [labelFor, setLabelFor] = useState<AdminOrder | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  // The details follow the list, so a refund or a new label shows as soon as the list refreshes.
  const details = orders.find((o) => o.id === detailsId) ?? null;

  const allSelected = orders.length > 0 && orders.every((o) => selected.has(o.id));
  const selectedIds = orders.filter((o) => selected.has(o.id)).map((o) => o.id);
  const exportHref = `/api/admin/orders/export?${orderListSearchParams(filters)}`;
  const printHref = `/api/shipping/labels/print?${new URLSearchParams({ orderIds: selectedIds.join(",") })}`;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(orders.map((o) => o.id)));
  const check = (order: AdminOrder) => (
    <input type="checkbox" aria-label={`Select order ${shortId(order.id)}`} checked={selected.has(order.id)} onChange={() => toggle(order.id)} className="h-5 w-5" />
  );

  return (
    <div className="space-y-4" data-testid="order-list" data-shown-for={list.shownFor}>
      <Notice tone="error" message={list.error} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="relative flex-1">
          <label htmlFor="order-search" className="text-sm font-medium">Search orders</label>
          <Search className="pointer-events-none absolute bottom-2.5 left-3 h-5 w-5 text-neutral-500" aria-hidden="true" />
          <input id="order-search" type="search" className={`${fieldClass} mt-1 pl-10`} placeholder="Email, order id, name or tracking number" value={filters.q} onChange={(e) => setFilters({ ...filters, q: e.target.value })} />
        </div>
        <div className="lg:w-48">
          <label htmlFor="status-filter" className="text-sm font-medium">Status</label>
          <select id="status-filter" className={`${fieldClass} mt-1`} value={filters.status} onChange={(e) => setFilters({ ...filters, status: e.target.value as typeof filters.status })}>
            {ORDER_STATUS_FILTERS.map((s) => <option key={s} value={s}>{s === "all" ? "All statuses" : capitalized(s)}</option>)}
          </select>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setBulkOpen(true)} disabled={selectedIds.length === 0}>
            Bulk Actions ({selectedIds.length})
          </Button>
          {selectedIds.length > 0 ? (
            <a href={printHref} target="_blank" rel="noopener" className={buttonClasses({ variant: "outline" })}><Printer className="h-4 w-4" aria-hidden="true" /> Print Labels</a>
          ) : (
            <Button variant="outline" disabled><Printer className="h-4 w-4" aria-hidden="true" /> Print Labels</Button>
          )}
          <a href={exportHref} download className={buttonClasses({ variant: "outline" })}><Download className="h-4 w-4" aria-hidden="true" /> Export CSV</a>
        </div>
      </div>
      <p className="text-sm text-neutral-600" aria-live="polite" data-testid="orders-count">
        {list.loading ? "Loading orders…" : list.total === null ? `${orders.length} orders shown` : `Showing ${orders.length} of ${list.total} ${list.total === 1 ? "order" : "orders"}`}
      </p>

      {/* Phones: one card per order, with the same selection and actions. */}
      <div className="space-y-3 md:hidden">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={allSelected} onChange={toggleAll} className="h-5 w-5" /> Select all shown
        </label>
        {orders.length === 0 && <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-neutral-600">No orders found.</p>}
        <ul className="space-y-3">
          {orders.map((order) => (
            <li key={order.id} data-testid="order-card" data-card-order-id={order.id} className="rounded-2xl border border-neutral-200 bg-white p-4 text-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="flex items-start gap-3">
                  {check(order)}
                  <div>
                    <p className="font-mono font-semibold">#{shortId(order.id)}</p>
                    <p className="text-neutral-600">{formatDate(order.createdAt)}</p>
                  </div>
                </div>
                <p className="text-right font-semibold">{formatDollars(order.amount)}<br /><span className="font-normal text-neutral-600">{itemsSummary(order.lines)}</span></p>
              </div>
              <p className="mt-2 break-words">{order.customerName} · <span className="text-neutral-600">{order.customerEmail}</span></p>
              <p className="text-neutral-600">{order.shippingAddress.city}, {order.shippingAddress.state}</p>
              <div className="mt-2 flex flex-wrap items-center gap-1"><StatusBadges order={order} /></div>
              <p className="mt-2"><Tracking order={order} /></p>
              <div className="mt-3"><RowActions order={order} onDetails={() => setDetailsId(order.id)} onLabel={() => setLabelFor(order)} /></div>
            </li>
          ))}
        </ul>
      </div>

      <div className="hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white md:block">
        <table className="w-full min-w-[960px] text-left text-sm">
          <caption className="sr-only">Orders</caption>
          <thead className="bg-neutral-50 text-xs uppercase text-neutral-600">
            <tr>
              <th scope="col" className="p-3"><input type="checkbox" aria-label="Select all orders" checked={allSelected} onChange={toggleAll} className="h-4 w-4" /></th>
              {["Order", "Customer", "Shipping Address", "Amount · Items", "Payment", "Status", "Tracking", "Actions"].map((h) => (
                <th key={h} scope="col" className="p-3 font-semibold">{h}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {orders.length === 0 && (
              <tr><td colSpan={9} className="p-6 text-center text-neutral-600">No orders found.</td></tr>
            )}
            {orders.map((order) => (
              <tr key={order.id} data-testid="order-row" data-order-id={order.id}>
                <td className="p-3">{check(order)}</td>
                <td className="p-3"><span className="font-mono font-semibold">#{shortId(order.id)}</span><br /><span className="text-neutral-600">{formatDate(order.createdAt)}</span></td>
                <td className="p-3">{order.customerName}<br /><span className="text-neutral-600">{order.customerEmail}</span></td>
                <td className="p-3">{order.shippingAddress.address}<br /><span className="text-neutral-600">{order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}</span></td>
                <td className="p-3 font-semibold">
                  {formatDollars(order.amount)}
                  <br /><span className="font-normal text-neutral-600" data-testid="row-items">{itemsSummary(order.lines)}</span>
                  {order.refunded > 0 && <><br /><span className="font-normal text-red-800" data-testid="row-refunded">−{formatDollars(order.refunded)} refunded</span></>}
                </td>
                <td className="p-3"><span className="text-neutral-700">Card</span><br /><span className="font-mono text-xs text-neutral-500">{order.paymentIntentId.slice(0, 14)}…</span></td>
                <td className="p-3"><div className="flex flex-col items-start gap-1"><StatusBadges order={order} /></div></td>
                <td className="p-3"><Tracking order={order} /></td>
                <td className="p-3"><RowActions order={order} onDetails={() => setDetailsId(order.id)} onLabel={() => setLabelFor(order)} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.hasMore && (
        <div className="text-center">
          <Button variant="outline" onClick={() => void list.loadMore()} disabled={list.loading}>Load more orders</Button>
        </div>
      )}

      <OrderDetailsDialog order={details} onClose={() => setDetailsId(null)} onChanged={onChanged} />
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
