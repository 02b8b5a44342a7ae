// Return requests (admins only, checked here): the money-back guarantee
// requests customers send from their orders' pages, one status at a time
// (open by default), newest first; the owner approves one (its refund goes
// out) or refuses it with a reason. Read here; read again through
// GET /api/admin/returns, decided through POST /api/admin/returns/{id}/….
import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/session";
import { returnQueue } from "@/lib/account/return-queue";
import { returnQueueQuerySchema } from "@/lib/account/return-schemas";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { ReturnsQueue } from "@/components/admin/returns/returns-queue";

export const metadata: Metadata = { title: "Return requests", robots: { index: false, follow: false } };

export default async function AdminReturnsPage({ searchParams }: { searchParams: Promise<{ status?: string | string[] }> }) {
  const admin = await requireAdminPage("/admin/returns");
  const parsed = returnQueueQuerySchema.safeParse({ status: (await searchParams).status });
  const initial = await returnQueue(admin, parsed.success ? parsed.data.status : "open");
  return (
    <main className="min-h-screen bg-neutral-50">
      <AdminPageHeader title="Return requests" />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <p className="text-sm text-neutral-700">
          Customers ask for a refund under the money-back guarantee from a delivered order&apos;s page. Approve a request to refund it (the customer gets the refund e-mail), or
          refuse it with a reason the customer is e-mailed. The guarantee&apos;s days and whether the tin must come back are in{" "}
          <Link href="/admin/content#customer-accounts" className="font-semibold text-brand-700 underline">
            Storefront content
          </Link>
          .
        </p>
        <ReturnsQueue key={initial.status} initial={initial} />
      </div>
    </main>
  );
}
