"use client";
// The dashboard's Analytics tab: the shop's figures for the last 7, 30 or 90
// days or all time (GET /api/admin/analytics), refreshed every 5 minutes
// while the tab is open. Revenue is net of refunds; a chart drawn in SVG
// shows it per day (per month for a long all-time span), with the same
// figures as a table for screen readers and anyone who wants the numbers.
import { useId, useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminRead } from "@/components/admin/use-admin-read";
import { formatDollars } from "@/lib/catalog/money";
import type { Analytics, AnalyticsRange } from "@/lib/schemas/analytics";
import { Notice } from "@/components/ui/notice";

export const ANALYTICS_POLL_MS = 5 * 60_000;
const FAIL_MESSAGE = "Failed to fetch analytics";

const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  all: "All time",
};

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

/** "Jun 9" for a day, "Jun 2031" for a month (UTC, as the figures are counted). */
function bucketLabel(start: string, bucket: Analytics["bucket"]): string {
  const options: Intl.DateTimeFormatOptions = bucket === "day" ? { month: "short", day: "numeric" } : { month: "short", year: "numeric" };
  return new Date(`${start}T00:00:00Z`).toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
}

function RevenueChart({ figures }: { figures: Analytics }) {
  const titleId = useId();
  const summaryId = useId();
  const { series, bucket } = figures;
  const max = Math.max(...series.map((point) => point.revenue), 0);
  const slot = 10;
  const height = 100;
  const width = series.length * slot;
  const best = series.reduce((top, point) => (point.revenue > top.revenue ? point : top), series[0]);
  const per = bucket === "day" ? "day" : "month";
  const summary =
    max > 0
      ? `Revenue per ${per}, ${RANGE_LABELS[figures.range].toLowerCase()}: ${formatDollars(figures.revenue)} in all, the most ${formatDollars(best.revenue)} on ${bucketLabel(best.start, bucket)}.`
      : `Revenue per ${per}, ${RANGE_LABELS[figures.range].toLowerCase()}: none.`;
  const middle = series[Math.floor(series.length / 2)];

  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>Revenue by {per}</CardTitle>
      </CardHeader>
      <CardContent>
        <figure className="m-0">
          <p className="text-xs text-neutral-600" aria-hidden="true">{formatDollars(max)}</p>
          <svg
            role="img"
            aria-labelledby={titleId}
            aria-describedby={summaryId}
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className="block h-48 w-full border-b border-l border-neutral-300"
            data-testid="analytics-chart"
          >
            {series.map((point, index) => {
              const barHeight = max > 0 ? (point.revenue / max) * height : 0;
              return (
                <rect key={point.start} x={index * slot + 1} y={height - barHeight} width={slot - 2} height={barHeight} className="fill-brand-600">
                  <title>{`${bucketLabel(point.start, bucket)}: ${formatDollars(point.revenue)}, ${plural(point.orders, "order")}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="mt-1 flex justify-between gap-2 text-xs text-neutral-600" aria-hidden="true">
            <span>{bucketLabel(series[0].start, bucket)}</span>
            {series.length > 2 && <span>{bucketLabel(middle.start, bucket)}</span>}
            {series.length > 1 && <span>{bucketLabel(series[series.length - 1].start, bucket)}</span>}
          </div>
          <figcaption id={summaryId} className="mt-2 text-sm text-neutral-700">{summary}</figcaption>
        </figure>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show the figures as a table</summary>
          <div className="mt-2 max-h-80 overflow-auto rounded-lg border border-neutral-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Revenue and orders by {per}</caption>
              <thead className="sticky top-0 bg-neutral-50 text-xs uppercase text-neutral-600">
                <tr>
                  <th scope="col" className="p-2">{bucket === "day" ? "Day" : "Month"}</th>
                  <th scope="col" className="p-2 text-right">Revenue</th>
                  <th scope="col" className="p-2 text-right">Orders</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-100">
                {series.map((point) => (
                  <tr key={point.start}>
                    <th scope="row" className="p-2 font-normal">{bucketLabel(point.start, bucket)}</th>
                    <td className="p-2 text-right">{formatDollars(point.revenue)}</td>
                    <td className="p-2 text-right">{point.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function Figures({ figures }: { figures: Analytics }) {
  const items = [
    { label: "Net revenue", value: formatDollars(figures.revenue), note: "Paid less refunds, after discounts, before tax", testId: "analytics-revenue" },
    { label: "Orders", value: figures.orders.toLocaleString("en-US"), note: `All statuses, ${plural(figures.units, "tin")}`, testId: "analytics-orders" },
    { label: "Average order", value: formatDollars(figures.averageOrderValue), note: "Net revenue per order" },
    { label: "Discounts given", value: formatDollars(figures.discounts), note: "Taken off by codes", testId: "analytics-discounts" },
    { label: "Sales tax collected", value: formatDollars(figures.tax), note: "Kept apart: owed to the states", testId: "analytics-tax" },
    { label: "Refund rate", value: percent(figures.refunds.rate), note: `${plural(figures.refunds.refundedOrders, "order")}, ${formatDollars(figures.refunds.amount)} refunded` },
    { label: "Checkout conversion", value: percent(figures.conversion.rate), note: `${figures.conversion.paid.toLocaleString("en-US")} paid of ${plural(figures.conversion.opened, "checkout")}` },
    {
      label: "Label spend",
      value: formatDollars(figures.labels.spend),
      note: `${plural(figures.labels.count, "label")}${figures.labels.unrated ? `, ${figures.labels.unrated.toLocaleString("en-US")} without a rate` : ""}`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4">
          <dt className="text-sm text-neutral-600">{item.label}</dt>
          <dd className="mt-1 break-words text-2xl font-bold sm:text-3xl" data-testid={item.testId}>{item.value}</dd>
          <dd className="mt-1 text-xs text-neutral-600">{item.note}</dd>
        </div>
      ))}
    </dl>
  );
}

function SizeMix({ figures }: { figures: Analytics }) {
  return (
    <Card>
      <CardHeader><CardTitle>Sizes</CardTitle></CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {figures.sizes.map((size) => (
            <li key={size.productId}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium">{size.size}</span>
                <span>{formatDollars(size.revenue)}</span>
              </div>
              <p className="text-xs text-neutral-600">{plural(size.units, "tin")} in {plural(size.orders, "order")}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function TopStates({ figures }: { figures: Analytics }) {
  return (
    <Card>
      <CardHeader><CardTitle>Top states</CardTitle></CardHeader>
      <CardContent>
        {figures.topStates.length === 0 ? (
          <p className="text-sm text-neutral-600">No orders in this range.</p>
        ) : (
          <ol className="space-y-2">
            {figures.topStates.map((row) => (
              <li key={row.state} className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium">{row.state}</span>
                <span>{formatDollars(row.revenue)} · {plural(row.orders, "order")}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

/** The Analytics tab; fetches its own figures. */
export function AnalyticsTab({ initialRange = "30d" }: { initialRange?: AnalyticsRange }) {
  const [range, setRange] = useState<AnalyticsRange>(initialRange);
  // Opening the tab is not a use of the session; choosing a range is.
  const { data, error, loading, reload, asUse } = useAdminRead<Analytics>(`/api/admin/analytics?range=${range}`, {
    refreshInterval: ANALYTICS_POLL_MS,
    failMessage: FAIL_MESSAGE,
  });
  const selectId = useId();
  const shown = data?.range === range ? data : null;

  return (
    <div className="space-y-6" aria-busy={loading}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={selectId} className="text-sm font-medium">Range</label>
          <select
            id={selectId}
            className="mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700 sm:w-48"
            value={range}
            onChange={(event) => {
              asUse();
              setRange(event.target.value as AnalyticsRange);
            }}
          >
            {(Object.keys(RANGE_LABELS) as AnalyticsRange[]).map((key) => <option key={key} value={key}>{RANGE_LABELS[key]}</option>)}
          </select>
        </div>
        <p role="status" className="text-sm text-neutral-600">
          {loading ? "Loading figures…" : shown ? `${shown.paymentMode === "test" ? "Test payments (test mode)" : "Stripe payments"} · days in UTC` : ""}
        </p>
      </div>
      {error && (
        <Notice tone="error" message={error}>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void reload({ asUse: true })}>Try again</Button>
        </Notice>
      )}
      {shown ? (
        <>
          <Figures figures={shown} />
          <RevenueChart figures={shown} />
          <div className="grid gap-6 md:grid-cols-2">
            <SizeMix figures={shown} />
            <TopStates figures={shown} />
          </div>
        </>
      ) : (
        !error && (
          <div className="space-y-4">
            <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, index) => <Skeleton key={index} className="h-24" />)}
            </div>
            <Skeleton className="h-64" />
          </div>
        )
      )}
    </div>
  );
}
