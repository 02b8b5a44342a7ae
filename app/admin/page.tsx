// The legacy admin page: its own login form (checked on the server), then
// four figures and the recent orders. The new dashboard is /admin/dashboard.
import type { Metadata } from "next";
import { getAdminSession } from "@/lib/auth/session";
import { getLegacyFigures, listAdminOrders } from "@/lib/orders/admin";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { LegacyAdmin } from "@/components/admin/legacy-admin";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

const LEGACY_RECENT_ORDERS = 20;

export default async function LegacyAdminPage() {
  const admin = await getAdminSession();
  if (!admin) {
    return (
      <main className="flex min-h-screen items-center bg-neutral-50 px-4 py-12">
        <AdminLoginForm title="Admin Login" showPasswordToggle />
      </main>
    );
  }
  const [figures, orders] = await Promise.all([getLegacyFigures(admin), listAdminOrders(admin, LEGACY_RECENT_ORDERS)]);
  return (
    <main className="min-h-screen bg-neutral-50">
      <LegacyAdmin email={admin.email} figures={figures} orders={orders} />
    </main>
  );
}
