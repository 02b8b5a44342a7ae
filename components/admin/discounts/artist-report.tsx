"use client";
// The artists report: per artist credited with a code, their codes and what
// the codes brought (orders, revenue, discount given, tins sold) in a period
// the owner picks (all time by default), and the same as a CSV file. The
// period is checked with the report API's own schema.
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Download } from "lucide-react";
import { Button, buttonClasses } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { formCardClass, inputClass, sectionHeadingClass } from "@/components/admin/editing/styles";
import { useAdminRead } from "@/components/admin/use-admin-read";
import { formatDollars } from "@/lib/catalog/money";
import { ARTIST_SOURCE_LABELS, artistReportQuerySchema } from "@/lib/discounts/admin-schemas";
import type { ArtistReportJson } from "@/lib/discounts/admin";
import { formatDate } from "@/lib/format/dates";

type PeriodInput = z.input<typeof artistReportQuerySchema>;

const REPORT_POLL_MS = 60_000;

/** The query of a period: "from=2026-01-01&to=2026-01-31", or "" for all time. */
function periodQuery(period: { from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (period.from) params.set("from", period.from);
  if (period.to) params.set("to", period.to);
  return params.toString();
}

function periodText(report: Pick<ArtistReportJson, "from" | "to">): string {
  if (report.from && report.to) return `${formatDate(report.from)} – ${formatDate(report.to)}`;
  if (report.from) return `Since ${formatDate(report.from)}`;
  if (report.to) return `Until ${formatDate(report.to)}`;
  return "All time";
}

/** `changes` counts the owner's saves of codes: each reads the report again. */
export function ArtistReport({ initial, changes }: { initial: ArtistReportJson; changes: number }) {
  const [query, setQuery] = useState("");
  const report = useAdminRead<ArtistReportJson>(`/api/admin/discounts/report${query ? `?${query}` : ""}`, {
    initial: query ? undefined : initial,
    refreshInterval: REPORT_POLL_MS,
    failMessage: "The report could not be loaded. Please try again.",
  });
  const { reload } = report;
  useEffect(() => {
    if (changes > 0) void reload({ asUse: true });
    // Only a new change reads again (reload is a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);
  const form = useForm<PeriodInput>({ resolver: zodResolver(artistReportQuerySchema, undefined, { raw: true }), defaultValues: { from: "", to: "" } });
  const { errors } = form.formState;
  const show = form.handleSubmit((values) => {
    report.asUse();
    setQuery(periodQuery(values));
  });
  const data = report.data;

  return (
    <section aria-labelledby="artist-report-heading" className={formCardClass}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="artist-report-heading" className={sectionHeadingClass}>
            Artists report
          </h2>
          <p className="text-neutral-600">
            What each artist&apos;s codes brought: orders (cancelled ones left out), revenue after refunds, discount given and tins sold. Days are UTC.
          </p>
        </div>
        <a href={`/api/admin/discounts/report/export${query ? `?${query}` : ""}`} download className={buttonClasses({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      </div>
      <form noValidate onSubmit={show} className="flex flex-wrap items-start gap-3">
        <Field id="report-from" label="From" error={errors.from?.message} announce={false}>
          {(control) => <input {...control} {...form.register("from")} type="date" className={inputClass} />}
        </Field>
        <Field id="report-to" label="To" error={errors.to?.message} announce={false}>
          {(control) => <input {...control} {...form.register("to")} type="date" className={inputClass} />}
        </Field>
        <div className="flex gap-2 self-end">
          <Button type="submit" size="sm" disabled={report.loading}>
            Show
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              form.reset({ from: "", to: "" });
              report.asUse();
              setQuery("");
            }}
          >
            All time
          </Button>
        </div>
      </form>
      <Notice tone="error" message={report.error} />
      {data && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm" data-testid="artist-report">
            <caption className="pb-2 text-left font-medium text-neutral-800">{periodText(data)}</caption>
            <thead className="border-b border-neutral-200 text-xs uppercase text-neutral-500">
              <tr>
                <th scope="col" className="px-3 py-2">Artist</th>
                <th scope="col" className="px-3 py-2">From</th>
                <th scope="col" className="px-3 py-2">Codes</th>
                <th scope="col" className="px-3 py-2 text-right">Orders</th>
                <th scope="col" className="px-3 py-2 text-right">Revenue</th>
                <th scope="col" className="px-3 py-2 text-right">Discount given</th>
                <th scope="col" className="px-3 py-2 text-right">Tins sold</th>
              </tr>
            </thead>
            <tbody>
              {data.artists.length === 0 ? (
                <tr>
                  <td colSpan={7} className="px-3 py-6 text-center text-neutral-600">
                    No code is credited to an artist yet.
                  </td>
                </tr>
              ) : (
                data.artists.map((row) => (
                  <tr key={row.email} className="border-b border-neutral-100 last:border-0" data-testid="artist-report-row">
                    <th scope="row" className="px-3 py-2 font-normal">
                      <span className="block font-medium">{row.name}</span>
                      <span className="block break-all text-neutral-600">{row.email}</span>
                    </th>
                    <td className="px-3 py-2">{ARTIST_SOURCE_LABELS[row.source]}</td>
                    <td className="px-3 py-2 font-mono">{row.codes.join(", ")}</td>
                    <td className="px-3 py-2 text-right">{row.orders}</td>
                    <td className="px-3 py-2 text-right">{formatDollars(row.revenue)}</td>
                    <td className="px-3 py-2 text-right">{formatDollars(row.discountGiven)}</td>
                    <td className="px-3 py-2 text-right">{row.tinsSold}</td>
                  </tr>
                ))
              )}
            </tbody>
            {data.artists.length > 0 && (
              <tfoot className="border-t border-neutral-200 font-semibold">
                <tr>
                  <th scope="row" colSpan={3} className="px-3 py-2 text-left">
                    Total
                  </th>
                  <td className="px-3 py-2 text-right">{data.totals.orders}</td>
                  <td className="px-3 py-2 text-right">{formatDollars(data.totals.revenue)}</td>
                  <td className="px-3 py-2 text-right">{formatDollars(data.totals.discountGiven)}</td>
                  <td className="px-3 py-2 text-right">{data.totals.tinsSold}</td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      )}
    </section>
  );
}
