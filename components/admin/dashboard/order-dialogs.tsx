"use client";
// The dashboard's dialogs: order details (with refunds and cancellation),
// Create Label and Bulk Actions.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/http/client";
import { formatDollars } from "@/lib/catalog/money";
import type { AdminOrder } from "@/lib/schemas/order";
import { BULK_STATUSES, type BulkStatus } from "@/lib/orders/admin-schemas";
import { CARRIER_SERVICES, CARRIERS, type Carrier } from "@/lib/shipping/carriers";
import { formatEventStatus } from "@/lib/tracking/events";
import { Dialog } from "@/components/ui/dialog";
import { DisputeBadge, OrderStatusBadge } from "@/components/admin/order-status-badge";
import { carrierService, formatDate, formatDateTime, shortId } from "@/components/admin/dashboard/format";
import { OrderMoneyActions } from "@/components/admin/dashboard/refund-cancel";

const selectClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700";

export function OrderDetailsDialog({ order, onClose, onChanged }: { order: AdminOrder | null; onClose: () => void; onChanged: () => void }) {
  return (
    <Dialog open={order !== null} onClose={onClose} title={order ? `Order #${shortId(order.id)}` : "Order"}>
      {order && (
        <div className="space-y-4 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            {order.disputedAt && <DisputeBadge reason={order.disputeReason} />}
            <span>{formatDateTime(order.createdAt)}</span>
          </div>
          {order.disputedAt && (
            <p className="text-red-800">Payment disputed on {formatDateTime(order.disputedAt)}.</p>
          )}
          <section>
            <h3 className="font-semibold">Customer</h3>
            <p>{order.customerName}</p>
            <p>{order.customerEmail}</p>
          </section>
          <section>
            <h3 className="font-semibold">Shipping Address</h3>
            <p>{order.shippingAddress.name}</p>
            <p>{order.shippingAddress.address}</p>
            <p>{order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}</p>
            <p>{order.shippingAddress.country}</p>
          </section>
          <section>
            <h3 className="font-semibold">Product</h3>
            <p>{order.productDetails.name} · {order.productDetails.size} × {order.productDetails.quantity} — {formatDollars(order.amount)}</p>
          </section>
          <section>
            <h3 className="font-semibold">Payment</h3>
            <p className="break-all text-neutral-600">Card · {order.paymentIntentId}</p>
            {order.cancelledAt && (
              <p data-testid="order-cancelled">Cancelled on {formatDateTime(order.cancelledAt)}{order.cancelReason ? `: ${order.cancelReason}` : ""}</p>
            )}
            {order.refunds.length === 0 ? (
              <p>No refunds.</p>
            ) : (
              <>
                <p data-testid="order-refunded">Refunded {formatDollars(order.refunded)} of {formatDollars(order.amount)}</p>
                <ul className="mt-1 space-y-1">
                  {order.refunds.map((refund) => (
                    <li key={refund.id}>
                      {formatDollars(refund.amount)} · {refund.reason} · {formatDateTime(refund.createdAt)}
                      {refund.status !== "succeeded" && <span className="ml-1 font-medium text-amber-800">({refund.status})</span>}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className="mt-2">
              <OrderMoneyActions key={`${order.id}-${order.refunded}-${order.status}`} order={order} onDone={onChanged} />
            </div>
          </section>
          <section>
            <h3 className="font-semibold">Shipping</h3>
            {order.trackingNumber ? (
              <>
                <p>{carrierService(order.carrier, order.service)} · <span className="font-mono">{order.trackingNumber}</span></p>
                <p>Estimated delivery {formatDate(order.estimatedDeliveryDate)}</p>
                {order.labelId && (
                  <a className="text-brand-700 underline" href={`/api/shipping/labels/${order.labelId}`} target="_blank" rel="noopener">Print label</a>
                )}
                <ol className="mt-2 space-y-1">
                  {order.trackingEvents.map((event, index) => (
                    <li key={index}><span className="capitalize font-medium">{formatEventStatus(event.status)}</span> — {event.description}{event.location ? `, ${event.location}` : ""} · {formatDateTime(event.timestamp)}</li>
                  ))}
                </ol>
              </>
            ) : (
              <p>No label yet.</p>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}

export function CreateLabelDialog({ order, onClose, onCreated }: { order: AdminOrder | null; onClose: () => void; onCreated: () => void }) {
  const [carrier, setCarrier] = useState<Carrier | "">("");
  const [service, setService] = useState("");
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCarrier("");
    setService("");
    onClose();
  };
  const submit = async () => {
    if (!order || !carrier || !service) return;
    setBusy(true);
    try {
      await apiRequest("POST", "/api/shipping/labels", { orderId: order.id, carrier, service });
      toast({ title: "Success", description: "Shipping label created successfully" });
      close();
      onCreated();
    } catch {
      toast({ title: "Error", description: "Failed to create shipping label", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={order !== null} onClose={close} title={order ? `Create Label for #${shortId(order.id)}` : "Create Label"}>
      <div className="space-y-4">
        <div>
          <label htmlFor="label-carrier" className="text-sm font-medium">Carrier</label>
          <select id="label-carrier" className={selectClass} value={carrier} onChange={(e) => { setCarrier(e.target.value as Carrier | ""); setService(""); }}>
            <option value="">Select carrier</option>
            {CARRIERS.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="label-service" className="text-sm font-medium">Service</label>
          <select id="label-service" className={selectClass} value={service} onChange={(e) => setService(e.target.value)} disabled={!carrier}>
            <option value="">Select service</option>
            {carrier && CARRIER_SERVICES[carrier].map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </div>
        <Button className="w-full" onClick={submit} disabled={!carrier || !service || busy}>
          {busy ? "Creating..." : "Create Label"}
        </Button>
      </div>
    </Dialog>
  );
}

export function BulkActionsDialog({ open, orderIds, onClose, onDone }: { open: boolean; orderIds: string[]; onClose: () => void; onDone: () => void }) {
  const [status, setStatus] = useState<BulkStatus | "">("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!status || orderIds.length === 0) return;
    setBusy(true);
    try {
      await apiRequest("PUT", "/api/admin/orders/bulk-status", { orderIds, status });
      toast({ title: "Success", description: "Order statuses updated successfully" });
      setStatus("");
      onDone();
    } catch {
      toast({ title: "Error", description: "Failed to update order statuses", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} title="Bulk Actions">
      <div className="space-y-4">
        <p className="text-sm text-neutral-600">{orderIds.length} {orderIds.length === 1 ? "order" : "orders"} selected</p>
        <div>
          <label htmlFor="bulk-status" className="text-sm font-medium">New status</label>
          <select id="bulk-status" className={selectClass} value={status} onChange={(e) => setStatus(e.target.value as BulkStatus | "")}>
            <option value="">Select status</option>
            {BULK_STATUSES.map((s) => <option key={s} value={s} className="capitalize">{s[0].toUpperCase() + s.slice(1)}</option>)}
          </select>
        </div>
        <Button className="w-full" onClick={submit} disabled={!status || orderIds.length === 0 || busy}>
          {busy ? "Updating..." : "Update Status"}
        </Button>
      </div>
    </Dialog>
  );
}
