"use client";
// Giving money back from an order's details: Refund (all or part of what is
// not refunded yet) and Cancel Order (before it ships: everything is given
// back and the label voided). Each opens a confirmation with a reason,
// checked with the refund or cancel API's schema (a refund's amount also at
// most what is left on the order); the confirmation carries one request key
// from the moment it opens, so a double click or a retry after a lost answer
// refunds once.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { apiFailureFields, apiFailureMessage, apiRequest } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";
import { centsToDollars, dollarsToCents, formatDollars } from "@/lib/catalog/money";
import { typedNumber } from "@/lib/editing/fields";
import { canCancel, canRefund } from "@/lib/orders/order-status";
import { cancelBodySchema, refundBodySchema } from "@/lib/orders/refund-schemas";
import type { AdminOrder } from "@/lib/schemas/order";
import { Notice } from "@/components/ui/notice";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700";

type Action = "refund" | "cancel";

/** What a confirmation's form holds: the amount as typed (refunds only) and the reason. */
interface Values {
  amount: string;
  reason: string;
  /** The tins came back: put them into the counted stock (refunds only; a cancellation always does). */
  restock: boolean;
}

/** What is left to give back, in dollars. */
export const refundableDollars = (order: AdminOrder) => centsToDollars(dollarsToCents(order.amount) - dollarsToCents(order.refunded));

/** A refund of this order as its API takes it: the API's amount and reason rules, and at most `left` dollars. */
const refundFormSchema = (left: number) =>
  z.preprocess(
    (values: Values) => ({ amount: typedNumber(values.amount), reason: values.reason, restock: values.restock }),
    z.object({
      amount: refundBodySchema.shape.amount.unwrap().max(left, `Enter an amount between $0.01 and ${formatDollars(left)}`),
      reason: refundBodySchema.shape.reason,
      restock: refundBodySchema.shape.restock,
    }),
  );

/** A cancellation as its API takes it: the reason. */
const cancelFormSchema = z.preprocess((values: Values) => ({ reason: values.reason }), cancelBodySchema.pick({ reason: true }));

export function OrderMoneyActions({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const [action, setAction] = useState<Action | null>(null);
  const left = refundableDollars(order);
  const refundable = canRefund(order.status) && left > 0;
  const cancellable = canCancel(order.status);
  if (!refundable && !cancellable) return null;

  if (!action) {
    return (
      <div className="flex flex-wrap gap-2">
        {refundable && <Button size="sm" variant="outline" onClick={() => setAction("refund")}>Refund</Button>}
        {cancellable && <Button size="sm" variant="destructive" onClick={() => setAction("cancel")}>Cancel Order</Button>}
      </div>
    );
  }
  return (
    <ConfirmForm
      key={action}
      action={action}
      order={order}
      left={left}
      onBack={() => setAction(null)}
      onDone={() => {
        setAction(null);
        onDone();
      }}
    />
  );
}

/** One confirmation, opened afresh (with a new request key) each time. */
function ConfirmForm({ action, order, left, onBack, onDone }: { action: Action; order: AdminOrder; left: number; onBack: () => void; onDone: () => void }) {
  const [requestKey] = useState(() => crypto.randomUUID());
  const [schema] = useState<z.ZodType<{ amount?: number; reason: string; restock?: boolean }, Values>>(() => (action === "refund" ? refundFormSchema(left) : cancelFormSchema));
  const form = useForm<Values, unknown, { amount?: number; reason: string; restock?: boolean }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: left.toFixed(2), reason: "", restock: false },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const [error, setError] = useState<string | null>(null);

  const confirm = form.handleSubmit(
    async ({ amount, reason, restock }) => {
      setError(null);
      try {
        if (action === "refund") {
          await apiRequest("POST", `/api/admin/orders/${order.id}/refund`, { amount, reason, requestKey, restock });
          toast({ title: "Refunded", description: `${formatDollars(amount ?? left)} given back to the customer` });
        } else {
          await apiRequest("POST", `/api/admin/orders/${order.id}/cancel`, { reason, requestKey });
          toast({ title: "Order cancelled", description: "The payment was given back, the label voided and the tins put back in stock" });
        }
        onDone();
      } catch (failure) {
        showServerFieldErrors(form.setError, apiFailureFields(failure));
        setError(apiFailureMessage(failure, action === "refund" ? "The refund failed. Please try again." : "The order could not be cancelled. Please try again."));
      }
    },
    () => setError(null),
  );

  return (
    <form onSubmit={confirm} noValidate className="space-y-3 rounded-xl border border-neutral-200 bg-neutral-50 p-4" aria-label={action === "refund" ? "Confirm refund" : "Confirm cancellation"}>
      <p className="font-semibold">
        {action === "refund"
          ? `Refund up to ${formatDollars(left)} of ${formatDollars(order.amount)} to the customer's card?`
          : `Cancel this order and give back ${formatDollars(left)}?`}
      </p>
      {action === "refund" && (
        <Field id="refund-amount" label="Amount (USD)" hint="Less than the whole for a partial refund" error={errors.amount?.message}>
          {(control) => <input {...control} className={inputClass} type="number" inputMode="decimal" min="0.01" max={left} step="0.01" {...form.register("amount")} />}
        </Field>
      )}
      <Field id={`${action}-reason`} label="Reason" error={errors.reason?.message}>
        {(control) => (
          <input
            {...control}
            className={inputClass}
            maxLength={500}
            placeholder={action === "refund" ? "e.g. Tin arrived dented" : "e.g. Customer asked to cancel"}
            {...form.register("reason")}
          />
        )}
      </Field>
      {action === "refund" && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...form.register("restock")} />
          Put the tins back in stock ({order.lines.map((line) => `${line.quantity} × ${line.size}`).join(", ")})
        </label>
      )}
      <Notice tone="error" message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={action === "cancel" ? "destructive" : "primary"} disabled={busy}>
          {busy ? "Working..." : action === "refund" ? "Confirm Refund" : "Confirm Cancellation"}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onBack} disabled={busy}>Back</Button>
      </div>
    </form>
  );
}
