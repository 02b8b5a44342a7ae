"use client";
// The new admin dashboard (signed in): header, tabs, and polling of orders
// (30 s) and shipping stats (60 s).
import { useState } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import type { AdminOrder } from "@/lib/schemas/order";
import type { ShippingStats } from "@/lib/schemas/shipping-stats";
import { buttonClasses } from "@/components/ui/button";
import { LogoutButton } from "@/components/admin/logout-button";
import { OverviewTab } from "@/components/admin/dashboard/overview-tab";
import { OrdersTab } from "@/components/admin/dashboard/orders-tab";
import { usePolled } from "@/components/admin/dashboard/use-polled";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "orders", label: "Orders & Shipping" },
  { id: "analytics", label: "Analytics" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export const ORDERS_POLL_MS = 30_000;
export const STATS_POLL_MS = 60_000;

export function AdminDashboard({ email, initialOrders, initialStats }: { email: string; initialOrders: AdminOrder[]; initialStats: ShippingStats }) {
  const [tab, setTab] = useState<TabId>("overview");
  const orders = usePolled("/api/orders/tracking", initialOrders, ORDERS_POLL_MS, "Failed to fetch orders");
  const stats = usePolled("/api/admin/shipping/stats", initialStats, STATS_POLL_MS, "Failed to fetch shipping stats");
  const refreshAll = () => {
    void orders.reload();
    void stats.reload();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="text-sm text-neutral-600">Signed in as {email}</p>
        </div>
        <div className="flex gap-2">
          <Link href="/" className={buttonClasses({ variant: "ghost", size: "sm" })}><ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Site</Link>
          <Link href="/admin/wholesale" className={buttonClasses({ variant: "outline", size: "sm" })}>Wholesale Applications</Link>
          <Link href="/admin/google-integrations" className={buttonClasses({ variant: "outline", size: "sm" })}>Google Integrations</Link>
          <Link href="/admin/security" className={buttonClasses({ variant: "outline", size: "sm" })}>Security</Link>
          <LogoutButton />
        </div>
      </header>
      <div role="tablist" aria-label="Dashboard sections" className="mb-6 flex gap-1 overflow-x-auto rounded-full bg-neutral-100 p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={`flex-1 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${tab === t.id ? "bg-white text-brand-700 shadow" : "text-neutral-600 hover:text-neutral-900"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <h2 className="sr-only">{TABS.find((t) => t.id === tab)?.label}</h2>
        {tab === "overview" && <OverviewTab stats={stats.data} error={stats.error} />}
        {tab === "orders" && <OrdersTab orders={orders.data} error={orders.error} onChanged={refreshAll} />}
        {tab === "analytics" && (
          <div className="grid gap-4 md:grid-cols-2">
            <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-600">Analytics data will appear here</div>
            <div className="rounded-2xl border border-dashed border-neutral-300 p-8 text-center text-neutral-600">Cost analytics coming soon</div>
          </div>
        )}
      </section>
    </div>
  );
}
