"use client";

// "Request a refund" on a delivered order's page (the money-back guarantee):
// a small form in the page asking why (required) and whether the tin will be
// sent back (required when the owner's policy asks for it), checked with the
// route's own schema, then POST /api/account/orders/{id}/return. On success
// the page is read again and shows the request's number and status; a
// refusal (the guarantee ended meanwhile, another request was quicker) is
// shown here and the page read again.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { RETURN_REASON_MAX_LENGTH, returnRequestSchema, TIN_REQUIRED_MESSAGE } from "@/lib/account/return-schemas";
import { apiFailureFields, apiFailureMessage, apiRequest } from "@/lib/http/client";
import { showServerFieldErrors } from "@/lib/http/form-errors";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

interface Values {
  reason: string;
  tinWillBeSent: boolean;
}

/** The route's schema, and the owner's policy: the tin must come back when it says so. */
const formSchema = (tinRequired: boolean) =>
  tinRequired ? returnRequestSchema.refine((values) => values.tinWillBeSent, { path: ["tinWillBeSent"], message: TIN_REQUIRED_MESSAGE }) : returnRequestSchema;

export function RequestRefund({ orderId, refundText, tinRequired }: { orderId: string; /** "$15.99", what can still be refunded. */ refundText: string; tinRequired: boolean }) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [schema] = useState<z.ZodType<Values, Values>>(() => formSchema(tinRequired));
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { reason: "", tinWillBeSent: false } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest("POST", `/api/account/orders/${orderId}/return`, values);
      router.replace(`/account/orders/${orderId}?refund-requested=1`);
      router.refresh();
    } catch (error) {
      if (!showServerFieldErrors(form.setError, apiFailureFields(error))) {
        setFailure(apiFailureMessage(error, "Your request could not be sent just now. Please try again."));
        router.refresh();
      }
    }
  });

  if (!open) {
    return (
      <div className="space-y-3">
        <Notice tone="error" message={failure} />
        <Button variant="outline" onClick={() => setOpen(true)}>
          Request a refund
        </Button>
      </div>
    );
  }
  const tinError = errors.tinWillBeSent?.message;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900">
        Request a refund
      </h3>
      <p className="text-neutral-800">
        We refund up to <strong>{refundText}</strong> to the card you paid with once we have looked at your request.
      </p>
      <Field id={`${id}-reason`} label="Why are you asking for a refund?" error={errors.reason?.message}>
        {(control) => <textarea {...control} rows={3} maxLength={RETURN_REASON_MAX_LENGTH} className={inputClass} {...form.register("reason")} />}
      </Field>
      <div className="space-y-1">
        <label className="flex items-start gap-3 text-neutral-800">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 shrink-0"
            aria-invalid={tinError ? true : undefined}
            aria-describedby={`${id}-tin-help${tinError ? ` ${id}-tin-error` : ""}`}
            {...form.register("tinWillBeSent")}
          />
          <span>{tinRequired ? "I will send the tin back (required)" : "I will send the tin back"}</span>
        </label>
        <p id={`${id}-tin-help`} className="pl-7 text-sm text-neutral-600">
          {tinRequired ? "Our guarantee asks you to send the tin back: we e-mail you where to send it." : "You don't have to: you may keep the tin, opened or not."}
        </p>
        {tinError && (
          <p id={`${id}-tin-error`} role="alert" className="pl-7 text-sm font-medium text-red-700">
            {tinError}
          </p>
        )}
      </div>
      <Notice tone="error" message={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "Send my request"}
        </Button>
        <Button variant="ghost" disabled={isSubmitting} onClick={() => setOpen(false)}>
          Not now
        </Button>
      </div>
    </form>
  );
}
