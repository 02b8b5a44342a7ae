"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { ReviewActionState } from "@/components/admin/wholesale-actions";
import { Notice } from "@/components/ui/notice";

export function WholesaleReviewForm({
  action,
}: {
  action: (state: ReviewActionState, form: FormData) => Promise<ReviewActionState>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="space-y-3" aria-label="Review application">
      <Field id="review-note" label="Note (optional, kept with the decision)">
        {(control) => <textarea {...control} name="note" rows={3} className="mt-1 block w-full rounded-lg border border-neutral-300 p-2" />}
      </Field>
      <Notice tone="error" message={state.error} />
      <div className="flex gap-3">
        <Button type="submit" name="decision" value="approved" disabled={pending}>
          Approve
        </Button>
        <Button type="submit" name="decision" value="rejected" variant="destructive" disabled={pending}>
          Reject
        </Button>
      </div>
    </form>
  );
}
