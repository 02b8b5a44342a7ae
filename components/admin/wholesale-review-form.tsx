"use client";

import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import type { ReviewActionState } from "@/app/admin/wholesale/actions";

export function WholesaleReviewForm({
  action,
}: {
  action: (state: ReviewActionState, form: FormData) => Promise<ReviewActionState>;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className="space-y-3" aria-label="Review application">
      <label htmlFor="review-note" className="block text-sm font-medium text-neutral-800">
        Note (optional, kept with the decision)
      </label>
      <textarea id="review-note" name="note" rows={3} className="block w-full rounded-lg border border-neutral-300 p-2" />
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
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
