// The legacy admin page (signed in): four figures and the recent orders.
import Link from "next/link";
import { DollarSign, Package, Users, CalendarDays } from "lucide-react";
import { formatDollars, formatMoney } from "@/lib/catalog/money";
import type { AdminOrder } from "@/lib/schemas/order";
import { buttonClasses } from "@/components/ui/button";
import { LogoutButton } from "@/components/admin/logout-button";
import { OrderStatusBadge, TestOrderBadge } from "@/components/admin/order-status-badge";
import { formatDateTime, idSuffix } from "@/components/admin/dashboard/format";

export interface LegacyFigures {
  totalOrders: number;
  revenueCents: number;
  customers: number;
  todaysOrders: number;
}

export function LegacyAdmin({ email, figures, orders }: { email: string; figures: LegacyFigures; orders: AdminOrder[] }) {
  const cards = [
    { label: "Total Orders", value: String(figures.totalOrders), icon: Package },
    { label: "Revenue", value: formatMoney(figures.revenueCents), icon: DollarSign },
    { label: "Customers", value: String(figures.customers), icon: Users },
    { label: "Today's Orders", value: String(figures.todaysOrders), icon: CalendarDays },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Admin</h1>
          <p className="text-sm text-neutral-600">Signed in as {email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/dashboard" className={buttonClasses({ variant: "outline", size: "sm" })}>Open the new dashboard</Link>
          <Link href="/" className={buttonClasses({ variant: "ghost", size: "sm" })}>Back to Site</Link>
          <LogoutButton />
        </div>
      </header>
      <dl className="mb-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-neutral-200 bg-white p-4">
            <dt className="flex items-center gap-2 text-sm text-neutral-600"><Icon className="h-4 w-4" aria-hidden="true" />{label}</dt>
            <dd className="mt-1 text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mb-3 text-xl font-bold">Recent Orders</h2>
      {orders.length === 0 ? (
        <p className="text-neutral-600">No orders yet.</p>
      ) : (
        <ul className="space-y-3">
          {orders.map((order) => (
            <li key={order.id} className="rounded-2xl border border-neutral-200 bg-white p-4" data-testid="legacy-order">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-mono font-semibold">Order #{idSuffix(order.id)}</p>
                <div className="flex items-center gap-3">
                  <span className="text-sm text-neutral-600">{formatDateTime(order.createdAt)}</span>
                  <OrderStatusBadge status={order.status} />
                  {order.paymentMode === "test" && <TestOrderBadge />}
                </div>
              </div>
              <div className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <h3 className="font-semibold">Customer</h3>
                  <p>{order.customerName}</p>
                  <p className="text-neutral-600">{order.customerEmail}</p>
                </div>
                <div>
                  <h3 className="font-semibold">Shipping Address</h3>
                  <p>{order.shippingAddress.address}</p>
                  <p>{order.shippingAddress.city}, {order.shippingAddress.state} {order.shippingAddress.zipCode}</p>
                  <p>{order.shippingAddress.country}</p>
                </div>
                <div>
                  <h3 className="font-semibold">Product</h3>
                  <p>{order.productDetails.name}</p>
                  <p>{order.lines.map((line) => `${line.size} × ${line.quantity}`).join(", ")} · {formatDollars(order.amount)}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
