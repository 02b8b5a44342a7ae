"use client";
// The moderation page's confirmations: deleting a post (with its replies) or
// a reply for good, and suspending a member with an optional reason, which
// the member's row and the moderation log keep.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { moderationReasonSchema } from "@/lib/forum/schema";
import type { MemberRow } from "@/lib/forum/moderation";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import type { DeleteTarget } from "@/components/admin/community/section";

const REASON_MAX = 500;
const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

export function DeleteDialog({ target, onCancel, onConfirm }: { target: DeleteTarget | null; onCancel: () => void; onConfirm: (target: DeleteTarget) => void }) {
  return (
    <Dialog open={target !== null} onClose={onCancel} title={target?.targetType === "reply" ? "Delete this reply?" : "Delete this post?"}>
      {target && (
        <div className="space-y-4 text-sm">
          <p className="wrap-anywhere">
            {target.targetType === "post" ? <>“{target.title}” and all its replies are removed for good.</> : <>This reply to “{target.title}” is removed for good.</>}{" "}
            This cannot be undone; Hide takes it out of the community and keeps it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="destructive" onClick={() => onConfirm(target)}>
              Delete permanently
            </Button>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** The suspension's reason, checked with the moderation API's rule and sent trimmed. */
const suspendSchema = z.object({ reason: moderationReasonSchema });

function SuspendForm({ member, onCancel, onConfirm }: { member: MemberRow; onCancel: () => void; onConfirm: (reason: string) => void }) {
  const form = useForm<z.input<typeof suspendSchema>, unknown, z.output<typeof suspendSchema>>({ resolver: zodResolver(suspendSchema), defaultValues: { reason: "" } });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason ?? ""));
  return (
    <form className="space-y-4 text-sm" onSubmit={submit}>
      <p>
        <span className="font-semibold wrap-anywhere">{member.username ?? member.email}</span> can still read the community but cannot post, reply,
        like or report while suspended.
      </p>
      <Field id="suspend-reason" label="Reason (optional)" hint="Shown on the member's row and kept in the moderation log." error={form.formState.errors.reason?.message}>
        {(control) => <input {...control} className={inputClass} maxLength={REASON_MAX} placeholder="e.g. Advertising another shop" {...form.register("reason")} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive">
          Confirm suspension
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function SuspendDialog({ member, onCancel, onConfirm }: { member: MemberRow | null; onCancel: () => void; onConfirm: (member: MemberRow, reason: string) => void }) {
  return (
    <Dialog open={member !== null} onClose={onCancel} title="Suspend this member?">
      {member && <SuspendForm key={member.id} member={member} onCancel={onCancel} onConfirm={(reason) => onConfirm(member, reason)} />}
    </Dialog>
  );
}
