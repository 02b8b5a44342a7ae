// A product's price changes, newest first: from what to what, who, when.
import { formatDollars } from "@/lib/catalog/money";
import { LocalDate } from "@/components/track/local-date";
import type { PriceChange } from "@/components/admin/products/types";

export function PriceHistory({ id, history }: { id: string; history: readonly PriceChange[] }) {
  const headingId = `product-${id}-history`;
  return (
    <div aria-labelledby={headingId} role="group" className="border-t border-neutral-100 pt-3">
      <h3 id={headingId} className="font-semibold text-neutral-900">
        Price history
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-neutral-600">No price changes yet.</p>
      ) : (
        <ol className="mt-1 space-y-1 text-neutral-700">
          {history.map((change, index) => (
            <li key={`${change.createdAt}-${index}`} className="wrap-anywhere">
              {formatDollars(change.oldPrice)} → {formatDollars(change.newPrice)} by {change.adminEmail}, <LocalDate iso={change.createdAt} withTime />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
