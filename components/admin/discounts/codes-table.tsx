"use client";
// The discount codes as a table: each code's terms, limits, dates, state,
// uses, orders, revenue, discount given and artist, and what the owner can
// do with it (edit, pause or resume, delete one that never sold).
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDollars } from "@/lib/catalog/money";
import { ARTIST_SOURCE_LABELS } from "@/lib/discounts/admin-schemas";
import type { DiscountCodeJson } from "@/lib/discounts/admin";
import { datesText, limitsText, STATUS_LABELS, termsText, usesText } from "@/components/admin/discounts/format";

export function CodesTable({
  codes,
  busyId,
  onEdit,
  onSetActive,
  onDelete,
}: {
  codes: DiscountCodeJson[];
  /** The code whose pause, resume or delete is under way. */
  busyId: string | null;
  onEdit: (code: DiscountCodeJson) => void;
  onSetActive: (code: DiscountCodeJson, active: boolean) => void;
  onDelete: (code: DiscountCodeJson) => void;
}) {
  if (codes.length === 0) {
    return <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">No discount codes yet.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm">
      <table className="w-full min-w-[1100px] text-left text-sm">
        <caption className="sr-only">Discount codes</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase text-neutral-500">
          <tr>
            <th scope="col" className="px-3 py-3">Code</th>
            <th scope="col" className="px-3 py-3">Terms</th>
            <th scope="col" className="px-3 py-3">Limits</th>
            <th scope="col" className="px-3 py-3">Dates</th>
            <th scope="col" className="px-3 py-3">Status</th>
            <th scope="col" className="px-3 py-3 text-right">Uses</th>
            <th scope="col" className="px-3 py-3 text-right">Orders</th>
            <th scope="col" className="px-3 py-3 text-right">Revenue</th>
            <th scope="col" className="px-3 py-3 text-right">Discount given</th>
            <th scope="col" className="px-3 py-3">Artist</th>
            <th scope="col" className="px-3 py-3"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const status = STATUS_LABELS[code.status];
            const busy = busyId === code.id;
            return (
              <tr key={code.id} data-testid="discount-code-row" data-code={code.code} className="border-b border-neutral-100 align-top last:border-0">
                <th scope="row" className="px-3 py-3 font-mono font-semibold text-neutral-900">{code.code}</th>
                <td className="px-3 py-3 whitespace-nowrap">{termsText(code)}</td>
                <td className="px-3 py-3">{limitsText(code)}</td>
                <td className="px-3 py-3">{datesText(code)}</td>
                <td className="px-3 py-3">
                  <Badge tone={status.tone}>{status.label}</Badge>
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap">
                  {usesText(code)}
                  {code.reservedNow > 0 && <span className="block text-xs text-neutral-600">{code.reservedNow} in checkout</span>}
                </td>
                <td className="px-3 py-3 text-right">{code.orders}</td>
                <td className="px-3 py-3 text-right">{formatDollars(code.revenue)}</td>
                <td className="px-3 py-3 text-right">{formatDollars(code.discountGiven)}</td>
                <td className="px-3 py-3">
                  {code.artistEmail ? (
                    <>
                      <span className="block font-medium">{code.artistName}</span>
                      <span className="block break-all text-neutral-600">{code.artistEmail}</span>
                      {code.artistSource && <span className="block text-xs text-neutral-500">{ARTIST_SOURCE_LABELS[code.artistSource]}</span>}
                    </>
                  ) : (
                    <span className="text-neutral-500">—</span>
                  )}
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap justify-end gap-1">
                    <Button size="sm" variant="outline" onClick={() => onEdit(code)} aria-label={`Edit ${code.code}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => onSetActive(code, !code.active)} aria-label={`${code.active ? "Pause" : "Resume"} ${code.code}`}>
                      {code.active ? "Pause" : "Resume"}
                    </Button>
                    {code.uses === 0 && code.orders === 0 && (
                      <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" disabled={busy} onClick={() => onDelete(code)} aria-label={`Delete ${code.code}`}>
                        Delete
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
