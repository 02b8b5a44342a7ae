import Link from "next/link";
import { notFound } from "next/navigation";
import { ApplicationStatusBadge } from "@/components/admin/application-status-badge";
import { WholesaleReviewForm } from "@/components/admin/wholesale-review-form";
import { requireAdminPage } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/format/dates";
import { businessTypeLabel, getWholesaleApplication } from "@/lib/wholesale/review";
import { reviewApplicationAction } from "@/components/admin/wholesale-actions";

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-4 py-2">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="col-span-2 text-neutral-900">{value ?? "—"}</dd>
    </div>
  );
}

export default async function AdminWholesaleApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/wholesale/${id}`);
  const application = await getWholesaleApplication(admin, id);
  if (!application) notFound();
  return (
    <article className="grid gap-6 lg:grid-cols-3">
      <section className="rounded-2xl bg-white p-6 shadow-sm lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold text-brand-900">{application.businessName}</h2>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <dl className="mt-4 divide-y divide-neutral-100 text-sm">
          <Row label="Contact" value={application.contactName} />
          <Row label="Email" value={<a className="text-brand-700 underline" href={`mailto:${application.email}`}>{application.email}</a>} />
          <Row label="Phone" value={application.phone} />
          <Row label="Business type" value={businessTypeLabel(application.businessType)} />
          <Row label="Address" value={`${application.street}, ${application.city}, ${application.state} ${application.zipCode}, ${application.country}`} />
          <Row label="Package" value={application.package.name} />
          <Row label="Monthly volume" value={`${application.estimatedMonthlyVolume} units`} />
          <Row label="Years in business" value={application.yearsInBusiness} />
          <Row label="Tax ID" value={application.taxId} />
          <Row label="Website" value={application.website} />
          <Row label="Heard about us" value={application.referralSource} />
          <Row label="Notes" value={application.notes && <span className="whitespace-pre-wrap">{application.notes}</span>} />
          <Row label="Received" value={formatDateTime(application.createdAt, { zone: "local" })} />
        </dl>
      </section>
      <aside className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        <h2 className="text-lg font-semibold text-brand-900">Decision</h2>
        {application.status === "pending" ? (
          <WholesaleReviewForm action={reviewApplicationAction.bind(null, application.id)} />
        ) : (
          <p className="text-sm text-neutral-700">
            <span className="capitalize">{application.status}</span>
            {application.reviewedAt && ` on ${formatDateTime(application.reviewedAt, { zone: "local" })}`}
            {application.reviewedBy && ` by ${application.reviewedBy.email}`}.
            {application.reviewNote && <span className="mt-2 block whitespace-pre-wrap">Note: {application.reviewNote}</span>}
          </p>
        )}
        <Link href="/admin/wholesale" className="inline-block text-sm font-medium text-brand-700 hover:underline">
          All applications
        </Link>
      </aside>
    </article>
  );
}
