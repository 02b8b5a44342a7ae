"use client";

// Report Post (and Report on each reply): a member says what is wrong
// (REPORT_REASONS, an optional note) and POST /api/forum/reports puts it in
// the owner's moderation queue. Visitors are asked to sign in first.
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Flag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useMember } from "@/components/forum/use-member";
import { REPORT_REASONS, reportSchema, type ReportReason } from "@/lib/forum/schema";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

/** What the member chooses and types; the post and reply come from the page. */
const choiceSchema = reportSchema.pick({ reason: true, note: true });

export function ReportButton({ postId, replyId, label }: { postId: string; replyId?: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  // Sent as chosen and typed (a blank note is left out); checked with the route's schema first.
  const form = useForm<z.input<typeof choiceSchema>>({
    resolver: zodResolver(choiceSchema, undefined, { raw: true }),
    defaultValues: { note: "" },
    reValidateMode: "onSubmit",
  });
  const reason = useWatch({ control: form.control, name: "reason" });
  const sending = form.formState.isSubmitting;
  const member = useMember();
  const pathname = usePathname();
  const what = replyId ? "reply" : "post";

  const submit = form.handleSubmit(async ({ reason: chosen, note }) => {
    try {
      const res = await apiRequest("POST", "/api/forum/reports", { postId, ...(replyId ? { replyId } : {}), reason: chosen, ...(note?.trim() ? { note } : {}) });
      setResult({ ok: true, text: ((await res.json()) as { message: string }).message });
    } catch (failure) {
      setResult({ ok: false, text: apiFailureMessage(failure, "Your report could not be sent. Please try again.") });
    }
  });

  function close() {
    setOpen(false);
    setResult(null);
    form.reset();
  }

  return (
    <>
      <Button variant={replyId ? "ghost" : "outline"} size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="h-4 w-4" /> {label}
      </Button>
      <Dialog open={open} onClose={close} title={`Report this ${what}`}>
        {member.status !== "signed-in" ? (
          <p className="text-neutral-800">
            <Link href={`/forum/sign-in?callbackUrl=${encodeURIComponent(pathname)}`} className="font-semibold text-brand-700 hover:underline">
              Sign in
            </Link>{" "}
            to report a {what}.
          </p>
        ) : result?.ok ? (
          <div className="space-y-4">
            <Notice tone="info" message={result.text} />
            <Button onClick={close}>Close</Button>
          </div>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <fieldset>
              <legend className="font-medium text-neutral-900">What is wrong with it?</legend>
              <div className="mt-2 space-y-2">
                {(Object.entries(REPORT_REASONS) as [ReportReason, string][]).map(([value, text]) => (
                  <label key={value} className="flex items-center gap-2 text-neutral-800">
                    <input type="radio" value={value} {...form.register("reason")} />
                    {text}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="block text-sm font-medium text-neutral-800">
              Anything to add? (optional)
              <textarea maxLength={500} rows={3} {...form.register("note")} className="mt-1 block w-full rounded-lg border border-neutral-300 p-2 font-normal" />
            </label>
            {result && !result.ok && <Notice tone="error" message={result.text} />}
            <Button type="submit" disabled={!reason || sending}>
              {sending ? "Sending…" : "Send report"}
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
