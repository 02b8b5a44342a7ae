"use client";
// Where the shop may owe sales tax: per state, the last twelve months' orders,
// sales and tax collected against the state's economic-nexus threshold. A
// state whose threshold is crossed is marked, and said first when the shop
// is not registered there.
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { dataDate, dollars, thresholdText } from "@/components/admin/tax/format";
import { formatDate } from "@/lib/format/dates";
import type { NexusReportJson, NexusStateJson } from "@/lib/tax/schemas";

/** Shown as near its threshold from this share on. */
const NEAR = 0.8;

function StatusBadge({ state }: { state: NexusStateJson }) {
  if (state.crossed) return <Badge tone={state.registered ? "success" : "danger"}>{state.registered ? "Crossed · registered" : "Crossed · not registered"}</Badge>;
  if (state.threshold && state.share >= NEAR) return <Badge tone="warning">Near: {Math.floor(state.share * 100)}%</Badge>;
  if (state.registered) return <Badge tone="brand">Registered</Badge>;
  if (!state.threshold) return <Badge tone="neutral">No sales tax</Badge>;
  return <span className="text-neutral-600">Below</span>;
}

interface NexusTableProps {
  report: NexusReportJson;
  loading: boolean;
  error: string | null;
  onReload: () => void;
}

export function NexusTable({ report, loading, error, onReload }: NexusTableProps) {
  const shown = report.states.filter((state) => state.orders > 0 || state.registered || state.crossed);
  const quiet = report.states.length - shown.length;
  const owing = report.states.filter((state) => state.crossed && !state.registered);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id="nexus-heading">Where the shop may owe sales tax</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p className="text-neutral-700">
          Orders shipped to each state from {formatDate(report.from)} to {formatDate(report.to)}, against the state&apos;s economic-nexus threshold.
          Past a threshold the shop must register with the state and collect its sales tax.
        </p>
        {owing.length > 0 && (
          <Notice
            tone="warning"
            message={`Threshold crossed where the shop is not registered: ${owing.map((state) => state.name).join(", ")}. Register with each state's tax authority, then tick it above.`}
          />
        )}
        <Notice tone="error" message={error} />
        <div className="overflow-x-auto">
          <table aria-labelledby="nexus-heading" className="w-full min-w-[40rem] text-left">
            <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
              <tr>
                <th scope="col" className="py-2 pr-3">State</th>
                <th scope="col" className="py-2 pr-3 text-right">Orders</th>
                <th scope="col" className="py-2 pr-3 text-right">Sales (excl. tax)</th>
                <th scope="col" className="py-2 pr-3 text-right">Tax collected</th>
                <th scope="col" className="py-2 pr-3">Threshold</th>
                <th scope="col" className="py-2">Status</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((state) => (
                <tr key={state.code} data-state={state.code} className={state.crossed && !state.registered ? "bg-red-50" : "border-t border-neutral-100"}>
                  <th scope="row" className="py-2 pr-3 font-medium text-neutral-900">
                    {state.name} <span className="font-normal text-neutral-600">{state.code}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">{state.orders.toLocaleString("en-US")}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{dollars(state.sales)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{dollars(state.taxCollected)}</td>
                  <td className="py-2 pr-3">{thresholdText(state.threshold)}</td>
                  <td className="py-2"><StatusBadge state={state} /></td>
                </tr>
              ))}
              {shown.length === 0 && (
                <tr>
                  <td colSpan={6} className="py-4 text-center text-neutral-600">No orders in the last twelve months.</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <div className="space-y-1 text-neutral-600">
          {quiet > 0 && <p>{quiet} {quiet === 1 ? "state has" : "states have"} no orders in the period and no registration.</p>}
          {report.unrecognised.orders > 0 && (
            <p>
              {report.unrecognised.orders.toLocaleString("en-US")} {report.unrecognised.orders === 1 ? "order has" : "orders have"} a shipping state that is no US state
              ({dollars(report.unrecognised.sales)}): abroad, or mistyped.
            </p>
          )}
          <p>Sales exclude tax and are net of refunds; cancelled and unpaid orders are not counted. Each state&apos;s own rules decide what counts.</p>
          <p>
            Thresholds as of {dataDate(report.thresholdsAsOf)}. Source: {report.thresholdsSource}.
          </p>
        </div>
        <Button type="button" variant="outline" size="sm" disabled={loading} onClick={onReload}>
          {loading ? "Reading…" : "Read again"}
        </Button>
      </CardContent>
    </Card>
  );
}
