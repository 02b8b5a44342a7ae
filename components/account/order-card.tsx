// One order in the customer's list (/account): its short number, date and
// status, what was in it, the total (and what was refunded), its photo, the
// tracking link once it has a number, and the way to the order's own page,
// where its actions are. Plain links, not next/link: a list of 50 would
// otherwise prefetch every order's page as it scrolls into view, and each
// link would be one more client component to render.
import { OrderStatusBadge } from "@/components/account/order-status";
import { LocalDate } from "@/components/track/local-date";
import { formatDollars } from "@/lib/catalog/money";
import type { AccountOrder } from "@/lib/schemas/account";

export const shortOrderNumber = (id: string) => id.slice(0, 8).toUpperCase();

export function OrderPhoto({ url, size }: { url: string; size: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the customer's uploaded photo (the optimiser fetches /media/ only), sized so nothing moves
    <img src={url} alt="The photo you added to this order" width={size} height={size} loading="lazy" decoding="async" className="rounded-lg object-cover" style={{ width: size, height: size }} />
  );
}

export function OrderCard({ order }: { order: AccountOrder }) {
  const headingId = `order-${order.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm" data-testid="account-order" data-order-id={order.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            <a href={`/account/orders/${order.id}`} className="hover:underline">
              Order {shortOrderNumber(order.id)}
            </a>
          </h2>
          <p className="text-sm text-neutral-600">
            Placed <LocalDate iso={order.createdAt} />
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex gap-4">
        {order.photoUrl && <OrderPhoto url={order.photoUrl} size={64} />}
        <div className="min-w-0 flex-1">
          <ul className="space-y-1 text-neutral-800" aria-label="What you ordered">
            {order.lines.map((line, index) => (
              <li key={index} className="flex justify-between gap-3">
                <span>
                  {line.quantity} × {line.name} ({line.size})
                </span>
                <span className="tabular-nums">{formatDollars(line.total)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between gap-3 border-t border-neutral-100 pt-2 font-semibold text-neutral-900">
            <span>Total</span>
            <span className="tabular-nums" data-testid="order-total">{formatDollars(order.amount)}</span>
          </p>
          {order.refunded > 0 && (
            <p className="flex justify-between gap-3 text-sm text-neutral-700">
              <span>Refunded</span>
              <span className="tabular-nums">{formatDollars(order.refunded)}</span>
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        {order.trackingUrl && (
          <a href={order.trackingUrl} className="font-semibold text-brand-700 hover:underline">
            Track parcel {order.trackingNumber}
          </a>
        )}
        <a href={`/account/orders/${order.id}`} className="font-semibold text-brand-700 hover:underline">
          {order.actions.cancel.allowed ? "View or cancel order" : order.actions.refund.allowed ? "View order or request a refund" : "View order"}
          <span className="sr-only"> {shortOrderNumber(order.id)}</span>
        </a>
      </div>
    </article>
  );
}
