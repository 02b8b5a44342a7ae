import Link from "next/link";
import clsx from "clsx";
import { ApplicationStatusBadge } from "@/components/admin/application-status-badge";
import { requireAdminPage } from "@/lib/auth/session";
import { formatDate } from "@/lib/format/dates";
import { applicationStatusFilter, businessTypeLabel, listWholesaleApplications } from "@/lib/wholesale/review";

const FILTERS = ["all", "pending", "approved", "rejected"] as const;

export default async function AdminWholesalePage({ searchParams }: { searchParams: Promise<{ status?: string }> }) {
  const admin = await requireAdminPage("/admin/wholesale");
  const status = applicationStatusFilter.parse((await searchParams).status ?? "all");
  const applications = await listWholesaleApplications(admin, status);
  return (
    <>
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Link
            key={filter}
            href={filter === "all" ? "/admin/wholesale" : `/admin/wholesale?status=${filter}`}
            aria-current={filter === status ? "page" : undefined}
            className={clsx(
              "rounded-full px-4 py-1.5 text-sm font-medium capitalize",
              filter === status ? "bg-brand-700 text-white" : "bg-white text-neutral-800 ring-1 ring-neutral-300",
            )}
          >
            {filter}
          </Link>
        ))}
      </nav>
      {applications.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-8 text-center text-neutral-700">No applications yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="border-b border-neutral-200 text-xs uppercase text-neutral-500">
              <tr>
                <th className="px-4 py-3">Business</th>
                <th className="px-4 py-3">Type</th>
                <th className="px-4 py-3">Package</th>
                <th className="px-4 py-3">Monthly volume</th>
                <th className="px-4 py-3">Received</th>
                <th className="px-4 py-3">Status</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id} className="border-b border-neutral-100 last:border-0" data-testid="application-row">
                  <td className="px-4 py-3">
                    <Link href={`/admin/wholesale/${application.id}`} className="font-semibold text-brand-700 hover:underline">
                      {application.businessName}
                    </Link>
                    <div className="text-neutral-600">
                      {application.contactName} · {application.email}
                    </div>
                  </td>
                  <td className="px-4 py-3">{businessTypeLabel(application.businessType)}</td>
                  <td className="px-4 py-3">{application.package.name}</td>
                  <td className="px-4 py-3">{application.estimatedMonthlyVolume} units</td>
                  <td className="px-4 py-3">{formatDate(application.createdAt, { zone: "local" })}</td>
                  <td className="px-4 py-3">
                    <ApplicationStatusBadge status={application.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
