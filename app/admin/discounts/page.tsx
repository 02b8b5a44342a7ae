// Discount Codes (admins only, checked here): the owner's codes with their
// figures, the form that creates and edits them, and the per-artist report.
// Everything is read here; changes go through /api/admin/discounts.
import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/session";
import { artistReport, listDiscountCodes, pickableArtists } from "@/lib/discounts/admin";
import { artistReportQuerySchema } from "@/lib/discounts/admin-schemas";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { DiscountsAdmin } from "@/components/admin/discounts/discounts-admin";

export const metadata: Metadata = { title: "Discount Codes", robots: { index: false, follow: false } };

export default async function AdminDiscountsPage() {
  const admin = await requireAdminPage("/admin/discounts");
  const [codes, { artists }, report] = await Promise.all([listDiscountCodes(admin), pickableArtists(admin), artistReport(admin, artistReportQuerySchema.parse({}))]);
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Discount Codes" />
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
        <DiscountsAdmin initial={codes} artists={artists} report={report} />
      </div>
    </main>
  );
}
