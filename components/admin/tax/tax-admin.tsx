"use client";
// The owner's sales tax page (/admin/tax): the states the shop is registered
// in, and the nexus report of where it may owe tax. Both start from what the
// server rendered and are read again through the admin area's reads; a save
// of the registrations reads the report again (its "registered" column).
import { NexusTable } from "@/components/admin/tax/nexus-table";
import { RegistrationsForm } from "@/components/admin/tax/registrations-form";
import { useAdminRead } from "@/components/admin/use-admin-read";
import type { NexusReportJson, TaxRegistrationsJson } from "@/lib/tax/schemas";

const REGISTRATIONS_URL = "/api/admin/tax/registrations";
const NEXUS_URL = "/api/admin/tax/nexus";
/** The report of a year changes slowly: read again every 10 minutes while the page is open. */
const NEXUS_POLL_MS = 10 * 60_000;

export function TaxAdmin({ registrations, nexus }: { registrations: TaxRegistrationsJson; nexus: NexusReportJson }) {
  const savedRegistrations = useAdminRead<TaxRegistrationsJson>(REGISTRATIONS_URL, {
    initial: registrations,
    refreshInterval: 0,
    failMessage: "The registrations could not be read.",
  });
  const report = useAdminRead<NexusReportJson>(NEXUS_URL, { initial: nexus, refreshInterval: NEXUS_POLL_MS, failMessage: "The report could not be read. Try again." });
  const current = savedRegistrations.data ?? registrations;
  return (
    <div className="space-y-6">
      <RegistrationsForm
        // A save or a newer read starts the form again from what is saved.
        key={current.states.map((state) => (state.registered ? state.code : "")).join("")}
        data={current}
        onSaved={() => {
          void savedRegistrations.reload({ asUse: true });
          void report.reload({ asUse: true });
        }}
      />
      <NexusTable report={report.data ?? nexus} loading={report.loading} error={report.error} onReload={() => void report.reload({ asUse: true })} />
    </div>
  );
}
