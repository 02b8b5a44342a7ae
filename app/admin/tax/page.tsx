// Sales Tax (admins only, checked here): the states the shop is registered
// to collect sales tax in (none by default: no tax), with each state's base
// rate and the data's source, and where the shop may owe tax (the last twelve
// months per state against its nexus threshold). Read here; the page saves
// through PUT /api/admin/tax/registrations and reads again through the APIs.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { taxRegistrations } from "@/lib/tax/admin";
import { nexusReport } from "@/lib/tax/nexus-report";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { TaxAdmin } from "@/components/admin/tax/tax-admin";

export const metadata: Metadata = { title: "Sales Tax", robots: { index: false, follow: false } };

export default async function AdminTaxPage() {
  const admin = await requireAdminPage("/admin/tax");
  const [registrations, nexus] = await Promise.all([taxRegistrations(admin), nexusReport(admin)]);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Sales Tax" />
      <div className="mx-auto max-w-5xl px-4 py-8">
        <TaxAdmin registrations={registrations} nexus={nexus} />
      </div>
    </main>
  );
}
