"use client";
// Approve or Reject a wholesale application, with an optional note kept with
// the decision. The note is checked with the action's own schema; a refusal
// (the application was reviewed meanwhile, the session ended) is shown here.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import type { ActionResult } from "@/lib/http/action-result";
import { reviewDecisionSchema, type ReviewDecision } from "@/lib/wholesale/schema";

type Decision = ReviewDecision["decision"];

const noteSchema = reviewDecisionSchema.pick({ note: true });

export function WholesaleReviewForm({
  action,
}: {
  action: (input: { decision: Decision; note?: string }) => Promise<ActionResult<{ decision: Decision }>>;
}) {
  const form = useForm<z.input<typeof noteSchema>>({ resolver: zodResolver(noteSchema, undefined, { raw: true }), defaultValues: { note: "" }, reValidateMode: "onSubmit" });
  const [failure, setFailure] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;
  const send = (decision: Decision) =>
    form.handleSubmit(async ({ note }) => {
      setFailure(null);
      const result = await action({ decision, note: typeof note === "string" ? note : undefined });
      if (!result.ok) setFailure(result.message);
    });

  return (
    <form onSubmit={(event) => event.preventDefault()} className="space-y-3" aria-label="Review application">
      <Field id="review-note" label="Note (optional, kept with the decision)" error={form.formState.errors.note?.message}>
        {(control) => <textarea {...control} rows={3} className="mt-1 block w-full rounded-lg border border-neutral-300 p-2" {...form.register("note")} />}
      </Field>
      <Notice tone="error" message={failure} />
      <div className="flex gap-3">
        <Button type="button" onClick={send("approved")} disabled={pending}>
          Approve
        </Button>
        <Button type="button" variant="destructive" onClick={send("rejected")} disabled={pending}>
          Reject
        </Button>
      </div>
    </form>
  );
}
