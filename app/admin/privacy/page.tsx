// Privacy & Data (admins only, checked here): the log of privacy requests
// (links sent, downloads, deletions) and the retention setting (days an
// order's photo is kept after delivery). Read here; the log is read again
// through GET /api/admin/privacy, the setting saved through
// PUT /api/admin/privacy/retention.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { privacyRequestLog, retentionSettings } from "@/lib/privacy/admin";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PrivacyLog } from "@/components/admin/privacy/privacy-log";
import { RetentionForm } from "@/components/admin/privacy/retention-form";

export const metadata: Metadata = { title: "Privacy & Data", robots: { index: false, follow: false } };

export default async function AdminPrivacyPage() {
  const admin = await requireAdminPage("/admin/privacy");
  const [log, retention] = await Promise.all([privacyRequestLog(admin), retentionSettings(admin)]);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Privacy & Data" />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <RetentionForm initial={retention} />
        <PrivacyLog initial={log} />
      </div>
    </main>
  );
}
