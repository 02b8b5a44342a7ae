"use client";
// Giving money back from an order's details: Refund (all or part of what is
// not refunded yet) and Cancel Order (before it ships: everything is given
// back and the label voided). Each opens a confirmation with a reason; the
// confirmation carries one request key from the moment it opens, so a double
// click or a retry after a lost answer refunds once.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { centsToDollars, dollarsToCents, formatDollars } from "@/lib/catalog/money";
import { canCancel, canRefund } from "@/lib/orders/order-status";
import type { AdminOrder } from "@/lib/schemas/order";
import { Notice } from "@/components/ui/notice";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700";

type Action = "refund" | "cancel";

/** What is left to give back, in dollars. */
export const refundableDollars = (order: AdminOrder) => centsToDollars(dollarsToCents(order.amount) - dollarsToCents(order.refunded));

export function OrderMoneyActions({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const [action, setAction] = useState<Action | null>(null);
  const [requestKey, setRequestKey] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = refundableDollars(order);
  const refundable = canRefund(order.status) && left > 0;
  const cancellable = canCancel(order.status);
  if (!refundable && !cancellable) return null;

  const open = (next: Action) => {
    setAction(next);
    setRequestKey(crypto.randomUUID());
    setAmount(left.toFixed(2));
    setReason("");
    setError(null);
  };
  const close = () => setAction(null);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!action || busy) return;
    const dollars = Number(amount);
    if (action === "refund" && !(dollars > 0 && dollars <= left)) {
      setError(`Enter an amount between $0.01 and ${formatDollars(left)}`);
      return;
    }
    if (!reason.trim()) {
      setError("Give a reason");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (action === "refund") {
        await apiRequest("POST", `/api/admin/orders/${order.id}/refund`, { amount: dollars, reason, requestKey });
        toast({ title: "Refunded", description: `${formatDollars(dollars)} given back to the customer` });
      } else {
        await apiRequest("POST", `/api/admin/orders/${order.id}/cancel`, { reason, requestKey });
        toast({ title: "Order cancelled", description: "The payment was given back and the label voided" });
      }
      setAction(null);
      onDone();
    } catch (failure) {
      setError(apiFailureMessage(failure, action === "refund" ? "The refund failed. Please try again." : "The order could not be cancelled. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  if (!action) {
    return (
      <div className="flex flex-wrap gap-2">
        {refundable && <Button size="sm" variant="outline" onClick={() => open("refund")}>Refund</Button>}
        {cancellable && <Button size="sm" variant="destructive" onClick={() => open("cancel")}>Cancel Order</Button>}
      </div>
    );
  }

  return (
    <form onSubmit={confirm} noValidate className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4" aria-label={action === "refund" ? "Confirm refund" : "Confirm cancellation"}>
      <p className="font-semibold">
        {action === "refund"
          ? `Refund up to ${formatDollars(left)} of ${formatDollars(order.amount)} to the customer's card?`
          : `Cancel this order and give back ${formatDollars(left)}?`}
      </p>
      {action === "refund" && (
        <Field id="refund-amount" label="Amount (USD)" hint="Less than the whole for a partial refund">
          {(control) => (
            <input {...control} className={inputClass} type="number" inputMode="decimal" min="0.01" max={left} step="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
          )}
        </Field>
      )}
      <Field id={`${action}-reason`} label="Reason">
        {(control) => <input {...control} className={inputClass} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={action === "refund" ? "e.g. Tin arrived dented" : "e.g. Customer asked to cancel"} />}
      </Field>
      <Notice tone="error" message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={action === "cancel" ? "destructive" : "primary"} disabled={busy}>
          {busy ? "Working..." : action === "refund" ? "Confirm Refund" : "Confirm Cancellation"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={close} disabled={busy}>Back</Button>
      </div>
    </form>
  );
}
