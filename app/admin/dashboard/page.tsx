// The new admin dashboard. Signed-out visitors (and expired sessions) get
// the login form; the page checks the session itself.
import type { Metadata } from "next";
import Link from "next/link";
import { alertsPanel } from "@/lib/alerts/dashboard";
import { getAdminSession } from "@/lib/auth/session";
import { isAdminReturnPath } from "@/lib/http/return-path";
import { getShippingStats } from "@/lib/orders/admin";
import { listOrderPage } from "@/lib/orders/search";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { AdminDashboard } from "@/components/admin/dashboard/admin-dashboard";
import { BackupStatusPanel } from "@/components/admin/dashboard/backup-status";
import { getBackupStatus } from "@/lib/backup/status";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false, follow: false } };

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const admin = await getAdminSession();
  if (!admin) {
    const { callbackUrl } = await searchParams;
    return (
      <main data-testid="admin-dashboard" className="flex min-h-screen flex-col items-center justify-center gap-4 bg-neutral-50 px-4 py-12">
        <AdminLoginForm title="Admin Dashboard" showPasswordToggle callbackUrl={isAdminReturnPath(callbackUrl) ? callbackUrl : undefined} />
        <Link href="/" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">Back to Site</Link>
      </main>
    );
  }
  const [orders, stats, alerts, backups] = await Promise.all([
    listOrderPage(admin, { q: "", status: "all" }),
    getShippingStats(admin),
    alertsPanel(admin),
    getBackupStatus(admin),
  ]);
  return (
    <main data-testid="admin-dashboard" className="min-h-screen bg-neutral-50">
      <AdminDashboard email={admin.email} initialOrders={orders} initialStats={stats} initialAlerts={alerts} />
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <BackupStatusPanel status={backups} />
      </div>
    </main>
  );
}
