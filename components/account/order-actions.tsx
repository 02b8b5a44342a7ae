// What the customer can do with one of their orders, on its page: one block
// per entry of the order's `actions` (lib/schemas/account.ts), each either
// its button or the reason it is not offered. Before delivery that is
// cancelling before the label is bought; once delivered, asking for a refund
// under the money-back guarantee, with the newest request's number and
// status (and the owner's reason when refused).
import Link from "next/link";
import { CancelOrder } from "@/components/account/cancel-order";
import { RequestRefund } from "@/components/account/request-refund";
import { LocalDate } from "@/components/track/local-date";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDollars } from "@/lib/catalog/money";
import { formatCalendarDayShort } from "@/lib/orders/business-days";
import type { AccountOrderDetail, CustomerReturnRequest } from "@/lib/schemas/account";

const REQUEST_STATUS: Record<CustomerReturnRequest["status"], { label: string; tone: BadgeTone }> = {
  open: { label: "Waiting for our answer", tone: "info" },
  approved: { label: "Approved", tone: "brand" },
  refused: { label: "Refused", tone: "warning" },
  refunded: { label: "Refunded", tone: "success" },
};

function ReturnRequestStatus({ request, reviewBusinessDays }: { request: CustomerReturnRequest; reviewBusinessDays: number }) {
  const { label, tone } = REQUEST_STATUS[request.status];
  return (
    <div className="space-y-2 rounded-xl border border-neutral-200 p-4" data-testid="return-request">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-neutral-900">Refund request {request.number}</span>
        <Badge tone={tone} data-testid="return-request-status">
          {label}
        </Badge>
      </p>
      <p className="text-sm text-neutral-700">
        Sent <LocalDate iso={request.createdAt} />. {request.tinWillBeSent ? "You said you will send the tin back." : "You are keeping the tin."}
      </p>
      {request.status === "open" && (
        <p className="text-neutral-700">
          We look at it within {reviewBusinessDays} business {reviewBusinessDays === 1 ? "day" : "days"} and e-mail you.
        </p>
      )}
      {request.status === "approved" && <p className="text-neutral-700">We approved it and are making your refund now.</p>}
      {request.status === "refunded" && <p className="text-neutral-700">We refunded your card: banks usually show it within 5-10 business days.</p>}
      {request.status === "refused" && (
        <p className="text-neutral-700">
          We could not refund it: <span data-testid="return-refusal-reason">{request.refusalReason}</span>
        </p>
      )}
    </div>
  );
}

export function OrderActions({ order }: { order: AccountOrderDetail }) {
  const { cancel, refund } = order.actions;
  const left = Math.round((order.amount - order.refunded) * 100) / 100;
  const request = order.returnRequest;
  // A request that is still open says where things stand: the rule's reason would repeat it.
  const requestOpen = request?.status === "open" || request?.status === "approved";
  // Refunded in full through the request: its status says it all.
  const settledByRequest = request?.status === "refunded" && order.status === "refunded";
  return (
    <section aria-labelledby="order-actions-heading" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="order-actions-heading" className="text-lg font-semibold text-brand-900">
        {order.deliveredAt ? "Not happy with it?" : "Changed your mind?"}
      </h2>
      {!order.deliveredAt && (
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
      )}
      {(order.deliveredAt || request) && (
        <div data-testid="order-action-refund" className="space-y-3">
          {request && <ReturnRequestStatus request={request} reviewBusinessDays={order.guarantee.reviewBusinessDays} />}
          {refund.allowed ? (
            <>
              <p className="text-neutral-700">
                Our {order.guarantee.days}-day money-back guarantee covers this order until {order.guarantee.lastDay ? `the end of ${formatCalendarDayShort(order.guarantee.lastDay)}` : "further notice"}. Tell us why, and we
                refund you{order.guarantee.tinMustBeSentBack ? " once you send the tin back" : ": you don't need to send the tin back"}.{" "}
                <Link href="/returns" className="font-semibold text-brand-700 underline">
                  How the guarantee works
                </Link>
              </p>
              <RequestRefund orderId={order.id} refundText={formatDollars(left)} tinRequired={order.guarantee.tinMustBeSentBack} />
            </>
          ) : (
            !requestOpen &&
            !settledByRequest && (
              <p className="text-neutral-700" data-testid="refund-unavailable">
                {refund.reason}{" "}
                <Link href="/returns" className="font-semibold text-brand-700 underline">
                  Our returns policy
                </Link>
              </p>
            )
          )}
        </div>
      )}
    </section>
  );
}
