"use client";
// The dashboard's dialogs: order details (with refunds and cancellation),
// Create Label and Bulk Actions.
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/http/client";
import { formatDollars } from "@/lib/catalog/money";
import type { AdminOrder } from "@/lib/schemas/order";
import { BULK_STATUSES, bulkStatusSchema } from "@/lib/orders/admin-schemas";
import { CARRIER_SERVICES, CARRIERS, createLabelSchema } from "@/lib/shipping/carriers";
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
            <h3 className="font-semibold">Items</h3>
            <ul data-testid="order-lines">
              {order.lines.map((line) => (
                <li key={line.size}>
                  {line.quantity} × {line.name} ({line.size}) at {formatDollars(line.price)} — {formatDollars(line.total)}
                </li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-neutral-700">
              <dt>Subtotal</dt><dd>{formatDollars(order.subtotal)}</dd>
              {order.discountCode && (
                <>
                  <dt>Discount</dt>
                  <dd data-testid="order-discount">−{formatDollars(order.discount)} ({order.discountCode}{order.attributedTo ? `, credited to ${order.attributedTo}` : ""})</dd>
                </>
              )}
              <dt>Sales tax</dt>
              <dd data-testid="order-tax">{order.taxState ? `${formatDollars(order.tax)} (${order.taxState}, ${order.taxRate}%)` : "None"}</dd>
              <dt>Shipping</dt><dd>FREE</dd>
              <dt className="font-semibold">Total</dt><dd className="font-semibold">{formatDollars(order.amount)}</dd>
            </dl>
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
  return (
    <Dialog open={order !== null} onClose={onClose} title={order ? `Create Label for #${shortId(order.id)}` : "Create Label"}>
      {order && <CreateLabelForm key={order.id} orderId={order.id} onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}

/** The Create Label form, checked with the label API's schema (both carrier and a service of that carrier). */
function CreateLabelForm({ orderId, onClose, onCreated }: { orderId: string; onClose: () => void; onCreated: () => void }) {
  const form = useForm<z.input<typeof createLabelSchema>>({ resolver: zodResolver(createLabelSchema, undefined, { raw: true }), defaultValues: { orderId, service: "" } });
  const [carrier, service] = useWatch({ control: form.control, name: ["carrier", "service"] });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/shipping/labels", { orderId: values.orderId, carrier: values.carrier, service: values.service });
      toast({ title: "Success", description: "Shipping label created successfully" });
      onClose();
      onCreated();
    } catch {
      toast({ title: "Error", description: "Failed to create shipping label", variant: "destructive" });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor="label-carrier" className="text-sm font-medium">Carrier</label>
        <select id="label-carrier" className={selectClass} {...form.register("carrier", { onChange: () => form.setValue("service", "") })}>
          <option value="">Select carrier</option>
          {CARRIERS.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="label-service" className="text-sm font-medium">Service</label>
        <select id="label-service" className={selectClass} {...form.register("service")} disabled={!carrier}>
          <option value="">Select service</option>
          {carrier && CARRIER_SERVICES[carrier].map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
      <Button type="submit" className="w-full" disabled={!carrier || !service || busy}>
        {busy ? "Creating..." : "Create Label"}
      </Button>
    </form>
  );
}

/** The status part of the bulk API's schema (the orders are the ones selected). */
const bulkChoiceSchema = bulkStatusSchema.pick({ status: true });

export function BulkActionsDialog({ open, orderIds, onClose, onDone }: { open: boolean; orderIds: string[]; onClose: () => void; onDone: () => void }) {
  const form = useForm<z.input<typeof bulkChoiceSchema>>({ resolver: zodResolver(bulkChoiceSchema, undefined, { raw: true }) });
  const status = useWatch({ control: form.control, name: "status" });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    if (orderIds.length === 0) return;
    try {
      await apiRequest("PUT", "/api/admin/orders/bulk-status", { orderIds, status: values.status });
      toast({ title: "Success", description: "Order statuses updated successfully" });
      form.reset();
      onDone();
    } catch {
      toast({ title: "Error", description: "Failed to update order statuses", variant: "destructive" });
    }
  });
  return (
    <Dialog open={open} onClose={onClose} title="Bulk Actions">
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-neutral-600">{orderIds.length} {orderIds.length === 1 ? "order" : "orders"} selected</p>
        <div>
          <label htmlFor="bulk-status" className="text-sm font-medium">New status</label>
          <select id="bulk-status" className={selectClass} {...form.register("status")}>
            <option value="">Select status</option>
            {BULK_STATUSES.map((s) => <option key={s} value={s} className="capitalize">{s[0].toUpperCase() + s.slice(1)}</option>)}
          </select>
        </div>
        <Button type="submit" className="w-full" disabled={!status || orderIds.length === 0 || busy}>
          {busy ? "Updating..." : "Update Status"}
        </Button>
      </form>
    </Dialog>
  );
}
