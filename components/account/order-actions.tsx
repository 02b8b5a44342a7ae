// What the customer can do with one of their orders, on its page: one block
// per entry of the order's `actions` (lib/schemas/account.ts), each either
// its button or the reason it is not offered. Today that is cancelling
// before the label is bought; a later action (asking for a refund under the
// guarantee) is one more entry there and one more block here.
import { CancelOrder } from "@/components/account/cancel-order";
import { LocalDate } from "@/components/track/local-date";
import { formatDollars } from "@/lib/catalog/money";
import type { AccountOrderDetail } from "@/lib/schemas/account";

export function OrderActions({ order }: { order: AccountOrderDetail }) {
  const { cancel } = order.actions;
  const left = Math.round((order.amount - order.refunded) * 100) / 100;
  return (
    <section aria-labelledby="order-actions-heading" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="order-actions-heading" className="text-lg font-semibold text-brand-900">
        Changed your mind?
      </h2>
      <div data-testid="order-action-cancel" className="space-y-3">
        {cancel.allowed ? (
          <>
            <p className="text-neutral-700">
              You can cancel this order{" "}
              {cancel.until ? (
                <>
                  until <LocalDate iso={cancel.until} withTime /> or until we buy its shipping label, whichever comes first
                </>
              ) : (
                "until we buy its shipping label"
              )}
              , and get a full refund.
            </p>
            <CancelOrder orderId={order.id} refundText={formatDollars(left)} />
          </>
        ) : (
          <p className="text-neutral-700" data-testid="cancel-unavailable">
            {cancel.reason}
          </p>
        )}
      </div>
    </section>
  );
}
