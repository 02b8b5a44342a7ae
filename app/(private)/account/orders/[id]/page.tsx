// /account/orders/{id}: one of the signed-in customer's orders: its status,
// lines and money, where it ships, its photo, its parcel's history, and what
// the customer can do with it (components/account/order-actions.tsx). An
// order of another address is "not found", as one that does not exist.
// Signed-out visitors are sent to /orders. Rendered per request, never
// indexed, with no third-party script and a nonce CSP.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { OrderActions } from "@/components/account/order-actions";
import { OrderPhoto, shortOrderNumber } from "@/components/account/order-card";
import { OrderStatusBadge, statusMeaning } from "@/components/account/order-status";
import { LocalDate } from "@/components/track/local-date";
import { Notice } from "@/components/ui/notice";
import { accountOrder } from "@/lib/account/orders";
import { requireCustomerPage } from "@/lib/account/page-session";
import { formatDollars } from "@/lib/catalog/money";
import { DomainError } from "@/lib/errors";
import type { AccountOrderDetail } from "@/lib/schemas/account";
import { formatEventStatus } from "@/lib/tracking/events";

export const metadata: Metadata = { title: "Your Order", robots: { index: false, follow: false } };

async function readOrder(id: string): Promise<AccountOrderDetail> {
  const customer = await requireCustomerPage();
  try {
    return await accountOrder(customer, id);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "not_found") notFound();
    throw error;
  }
}

function moneyRows(order: AccountOrderDetail): [string, string][] {
  return [
    ["Subtotal", formatDollars(order.subtotal)],
    ...(order.discount > 0 ? [["Discount", `-${formatDollars(order.discount)}`] as [string, string]] : []),
    ...(order.tax > 0 ? [["Sales tax", formatDollars(order.tax)] as [string, string]] : []),
    ["Shipping", "FREE"],
  ];
}

const sectionClass = "rounded-2xl bg-white p-6 shadow-sm";
const headingClass = "text-lg font-semibold text-brand-900";

export default async function AccountOrderPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ cancelled?: string | string[]; "refund-requested"?: string | string[] }> }) {
  const order = await readOrder((await params).id);
  const query = await searchParams;
  const justCancelled = query.cancelled === "1" && order.status === "cancelled";
  const justRequested = query["refund-requested"] === "1" && order.returnRequest?.status === "open" ? order.returnRequest : null;
  const address = order.shippingAddress;
  return (
    <main className="min-h-screen bg-neutral-50 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl space-y-6">
        <Link href="/account" className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All your orders
        </Link>
        <header className="space-y-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold text-brand-900">Order {shortOrderNumber(order.id)}</h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="text-neutral-700">
            Placed <LocalDate iso={order.createdAt} withTime />. {statusMeaning(order.status)}
          </p>
        </header>
        {justCancelled && (
          <Notice
            tone="success"
            message={`Your order is cancelled. ${order.refunded > 0 ? `We have refunded ${formatDollars(order.refunded)} to your card (banks usually show it within 5-10 business days) and e-mailed you a confirmation.` : "Nothing was charged for it."}`}
          />
        )}

        {justRequested && (
          <Notice
            tone="success"
            message={`We have your refund request ${justRequested.number}. We have e-mailed you its number and what happens next, and we look at it within ${order.guarantee.reviewBusinessDays} business ${order.guarantee.reviewBusinessDays === 1 ? "day" : "days"}.`}
          />
        )}

        <section aria-labelledby="order-items-heading" className={sectionClass}>
          <h2 id="order-items-heading" className={headingClass}>
            What you ordered
          </h2>
          <ul className="mt-3 space-y-1 text-neutral-800">
            {order.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-3">
                <span>
                  {line.quantity} × {line.name} ({line.size}) at {formatDollars(line.price)}
                </span>
                <span className="tabular-nums">{formatDollars(line.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-neutral-100 pt-3 text-neutral-700">
            {moneyRows(order).map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt>{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 font-semibold text-neutral-900">
              <dt>Total paid</dt>
              <dd className="tabular-nums" data-testid="order-total">{formatDollars(order.amount)}</dd>
            </div>
            {order.refunded > 0 && (
              <div className="flex justify-between gap-3">
                <dt>Refunded</dt>
                <dd className="tabular-nums" data-testid="order-refunded">{formatDollars(order.refunded)}</dd>
              </div>
            )}
          </dl>
        </section>

        <OrderActions order={order} />

        <section aria-labelledby="order-parcel-heading" className={sectionClass}>
          <h2 id="order-parcel-heading" className={headingClass}>
            Shipping
          </h2>
          <div className="mt-3 grid gap-6 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-neutral-600">Shipping to</h3>
              <p className="mt-1 text-neutral-800">
                {address.name}
                <br />
                {address.address}
                <br />
                {address.city}, {address.state} {address.zipCode}
                <br />
                {address.country}
              </p>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-neutral-600">Parcel</h3>
              {order.trackingNumber && order.trackingUrl ? (
                <p className="mt-1 text-neutral-800">
                  {order.carrier} {order.service}
                  <br />
                  <Link href={order.trackingUrl} className="font-semibold text-brand-700 underline">
                    Track parcel {order.trackingNumber}
                  </Link>
                  {order.deliveredAt ? (
                    <>
                      <br />
                      Delivered <LocalDate iso={order.deliveredAt} />
                    </>
                  ) : order.estimatedDeliveryDate ? (
                    <>
                      <br />
                      Expected by <LocalDate iso={order.estimatedDeliveryDate} />
                    </>
                  ) : null}
                </p>
              ) : (
                <p className="mt-1 text-neutral-700">
                  {order.deliveredAt ? (
                    <>
                      Delivered <LocalDate iso={order.deliveredAt} />
                    </>
                  ) : order.shippedAt ? (
                    "On its way."
                  ) : order.status === "cancelled" || order.status === "refunded" ? (
                    "This order does not ship."
                  ) : (
                    "Not shipped yet: we e-mail you the tracking number as soon as it leaves us."
                  )}
                </p>
              )}
            </div>
          </div>
          {order.trackingEvents.length > 0 && (
            <ol className="mt-5 space-y-3 border-l-2 border-brand-100 pl-5" aria-label="Tracking history, newest first">
              {order.trackingEvents.map((event, index) => (
                <li key={`${event.timestamp}-${index}`}>
                  <p className="font-semibold capitalize text-neutral-900">{formatEventStatus(event.status)}</p>
                  <p className="text-sm text-neutral-700">
                    {event.description}
                    {event.location ? ` · ${event.location}` : ""} · <LocalDate iso={event.timestamp} withTime />
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>

        {order.photoUrl && (
          <section aria-labelledby="order-photo-heading" className={sectionClass}>
            <h2 id="order-photo-heading" className={headingClass}>
              Your photo
            </h2>
            <div className="mt-3">
              <OrderPhoto url={order.photoUrl} size={160} />
            </div>
          </section>
        )}
      </div>
    </main>
  );
}
