"use client";
// The new admin dashboard (signed in): header (a menu on phones), what needs
// the owner's attention (open alerts and failed e-mails, polled every 60 s),
// tabs, the order list (refreshed every 30 s) and shipping stats (polled every 60 s).
import { useState } from "react";
import Link from "next/link";
import { ArrowLeft, Menu } from "lucide-react";
import type { OrderPageJson } from "@/lib/schemas/order-list";
import type { ShippingStats } from "@/lib/schemas/shipping-stats";
import type { AlertsPanelJson } from "@/lib/alerts/dashboard";
import { buttonClasses } from "@/components/ui/button";
import { LogoutButton } from "@/components/admin/logout-button";
import { OverviewTab } from "@/components/admin/dashboard/overview-tab";
import { OrdersTab } from "@/components/admin/dashboard/orders-tab";
import { AnalyticsTab } from "@/components/admin/dashboard/analytics-tab";
import { AlertsPanel } from "@/components/admin/dashboard/alerts-panel";
import { useAdminRead } from "@/components/admin/use-admin-read";
import { useOrderList } from "@/components/admin/dashboard/use-order-list";

const TABS = [
  { id: "overview", label: "Overview" },
  { id: "orders", label: "Orders & Shipping" },
  { id: "analytics", label: "Analytics" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export const STATS_POLL_MS = 60_000;

const LINKS = [
  { href: "/admin/products", label: "Products & Prices" },
  { href: "/admin/discounts", label: "Discount Codes" },
  { href: "/admin/tax", label: "Sales Tax" },
  { href: "/admin/tutorials", label: "Tutorials" },
  { href: "/admin/content", label: "Storefront Content" },
  { href: "/admin/returns", label: "Return Requests" },
  { href: "/admin/wholesale", label: "Wholesale Applications" },
  { href: "/admin/community", label: "Community" },
  { href: "/admin/marketing", label: "Marketing E-mail" },
  { href: "/admin/privacy", label: "Privacy & Data" },
  { href: "/admin/google-integrations", label: "Google Integrations" },
  { href: "/admin/security", label: "Security" },
];

/** The dashboard's links: a row of buttons on wide screens, a menu on phones. */
function DashboardNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <div className="hidden flex-wrap gap-2 md:flex">
        <Link href="/" className={buttonClasses({ variant: "ghost", size: "sm" })}><ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Site</Link>
        {LINKS.map((link) => (
          <Link key={link.href} href={link.href} className={buttonClasses({ variant: "outline", size: "sm" })}>{link.label}</Link>
        ))}
        <LogoutButton />
      </div>
      <div className="md:hidden">
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="dashboard-menu"
          onClick={() => setMenuOpen((open) => !open)}
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <Menu className="h-4 w-4" aria-hidden="true" /> Menu
        </button>
      </div>
      {menuOpen && (
        <nav id="dashboard-menu" aria-label="Admin" className="w-full md:hidden">
          <ul className="grid gap-2 rounded-2xl border border-neutral-200 bg-white p-3">
            <li><Link href="/" className={buttonClasses({ variant: "ghost", size: "sm", className: "w-full justify-start" })}><ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Site</Link></li>
            {LINKS.map((link) => (
              <li key={link.href}><Link href={link.href} className={buttonClasses({ variant: "outline", size: "sm", className: "w-full justify-start" })}>{link.label}</Link></li>
            ))}
            <li><LogoutButton /></li>
          </ul>
        </nav>
      )}
    </>
  );
}

export function AdminDashboard({
  email,
  initialOrders,
  initialStats,
  initialAlerts,
}: {
  email: string;
  initialOrders: OrderPageJson;
  initialStats: ShippingStats;
  initialAlerts: AlertsPanelJson;
}) {
  const [tab, setTab] = useState<TabId>("overview");
  const orders = useOrderList(initialOrders);
  const stats = useAdminRead<ShippingStats>("/api/admin/shipping/stats", {
    initial: initialStats,
    refreshInterval: STATS_POLL_MS,
    failMessage: "Failed to fetch shipping stats",
  });
  const refreshAll = () => {
    void orders.refresh();
    void stats.reload();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">Admin Dashboard</h1>
          <p className="break-all text-sm text-neutral-600">Signed in as {email}</p>
        </div>
        <DashboardNav />
      </header>
      <AlertsPanel initial={initialAlerts} />
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
        {tab === "overview" && <OverviewTab stats={stats.data ?? initialStats} error={stats.error} />}
        {tab === "orders" && <OrdersTab list={orders} onChanged={refreshAll} />}
        {tab === "analytics" && <AnalyticsTab />}
      </section>
    </div>
  );
}
