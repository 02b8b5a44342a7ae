import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { AdminPageHeader } from "@/components/admin/admin-page-header";

export const metadata: Metadata = { title: "Wholesale Applications", robots: { index: false, follow: false } };

// The frame of the wholesale pages. Each page checks the session itself too:
// layouts and pages render in parallel, so this check alone guards nothing.
export default async function AdminWholesaleLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage("/admin/wholesale");
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Wholesale Applications" />
      <div className="mx-auto max-w-6xl px-4 py-8">{children}</div>
    </main>
  );
}
