import type { Metadata } from "next";
import { connection } from "next/server";
import { redirect } from "next/navigation";
import { getAdminSession } from "@/lib/auth/session";
import { AdminPageHeader } from "@/components/admin/admin-page-header";

export const metadata: Metadata = { title: "Wholesale Applications", robots: { index: false, follow: false } };

// Every page under /admin/wholesale checks the session itself (the proxy is a convenience).
export default async function AdminWholesaleLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const admin = await getAdminSession();
  if (!admin) redirect("/admin/dashboard?callbackUrl=/admin/wholesale");
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Wholesale Applications" />
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </main>
  );
}
