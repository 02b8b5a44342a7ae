"use client";

// "Cancel order" on the customer's order page: a confirmation in the page
// (what will happen, an optional reason, checked with the route's own
// schema), then POST /api/account/orders/{id}/cancel. On success the page
// reloads with ?cancelled=1 and says what was refunded; a refusal (a label
// was bought meanwhile, another cancellation was quicker) is shown here and
// the page is read again, so it shows where the order stands.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { CANCEL_REASON_MAX_LENGTH, customerCancelSchema } from "@/lib/account/schemas";
import { apiFailureMessage, apiFailureFields, apiRequest } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export function CancelOrder({ orderId, refundText }: { orderId: string; /** "$15.99", what goes back to the card. */ refundText: string }) {
  const id = useId();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ reason?: string }>({ resolver: zodResolver(customerCancelSchema, undefined, { raw: true }), defaultValues: { reason: "" }, reValidateMode: "onSubmit" });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await apiRequest("POST", `/api/account/orders/${orderId}/cancel`, reason?.trim() ? { reason } : {});
      router.replace(`/account/orders/${orderId}?cancelled=1`);
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(form.setError, apiFailureFields(error))) {
        setFailure(apiFailureMessage(error, "Your order could not be cancelled just now. Please try again."));
        router.refresh();
      }
    }
  });

  if (!confirming) {
    return (
      <div className="space-y-3">
        <Notice tone="error" message={failure} />
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Cancel order
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-red-200 bg-red-50/40 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900">
        Cancel this order?
      </h3>
      <p className="text-neutral-800">
        We will not ship it, and we refund <strong>{refundText}</strong> to the card you paid with. This cannot be undone.
      </p>
      <Field id={`${id}-reason`} label="Why are you cancelling? (optional)" error={errors.reason?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={CANCEL_REASON_MAX_LENGTH} className={inputClass} {...form.register("reason")} />}
      </Field>
      <Notice tone="error" message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? "Cancelling…" : "Yes, cancel my order"}
        </Button>
        <Button variant="ghost" disabled={isSubmitting} onClick={() => setConfirming(false)}>
          Keep my order
        </Button>
      </div>
    </form>
  );
}
