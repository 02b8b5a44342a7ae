import { Package, Truck, CheckCircle2, Clock } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDollars } from "@/lib/catalog/money";
import type { ShippingStats } from "@/lib/schemas/shipping-stats";
import { OrderStatusBadge } from "@/components/admin/order-status-badge";
import { formatDate, shortId } from "@/components/admin/dashboard/format";
import { Notice } from "@/components/ui/notice";

export function OverviewTab({ stats, error }: { stats: ShippingStats; error: string | null }) {
  const figures = [
    { label: "Total Orders", value: stats.totalOrders, icon: Package },
    { label: "Pending Shipment", value: stats.pendingShipment, icon: Clock },
    { label: "In Transit", value: stats.inTransit, icon: Truck },
    { label: "Delivered", value: stats.delivered, icon: CheckCircle2 },
  ];
  return (
    <div className="space-y-6">
      <Notice tone="error" message={error} />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-neutral-200 bg-white p-4">
            <dt className="flex items-center gap-2 text-sm text-neutral-600"><Icon className="h-4 w-4" aria-hidden="true" />{label}</dt>
            <dd className="mt-1 text-3xl font-bold" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, "-")}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader><CardTitle>Recent Orders</CardTitle></CardHeader>
          <CardContent>
            {stats.recentOrders.length === 0 ? (
              <p className="text-sm text-neutral-600">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-neutral-100">
                {stats.recentOrders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div>
                      <p className="font-mono text-sm font-semibold">#{shortId(order.id)}</p>
                      <p className="text-sm text-neutral-600">{order.customerName} · {formatDate(order.createdAt)}</p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="text-sm font-semibold">{formatDollars(order.amount)}</span>
                      <OrderStatusBadge status={order.status} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader><CardTitle>Top Carriers</CardTitle></CardHeader>
          <CardContent>
            {stats.topCarriers.length === 0 ? (
              <p className="text-sm text-neutral-600">No shipments yet.</p>
            ) : (
              <ul className="space-y-2">
                {stats.topCarriers.map((row) => (
                  <li key={row.carrier} className="flex justify-between text-sm">
                    <span className="font-medium">{row.carrier}</span>
                    <span>{row.count} {row.count === 1 ? "order" : "orders"}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
