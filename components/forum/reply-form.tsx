"use client";

// Add a Reply: 1,000 characters at most, with a counter, Post Reply disabled
// while the box is blank. A signed-out visitor who presses Post Reply is asked
// to sign in; the text is kept in the browser and is still there when the
// sign-in link brings them back. The reply is saved by
// POST /api/forum/posts/{id}/replies: shown at once, or held for review while
// a new member's first contributions are checked.
import { useId, useState } from "react";
import { usePathname, useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { SignInForm } from "@/components/forum/sign-in-form";
import { UsernameForm } from "@/components/forum/username-form";
import { useFormDrafts } from "@/components/forum/drafts";
import { useMember } from "@/components/forum/use-member";
import { canPostReply, REPLY_MAX_LENGTH } from "@/lib/forum/format";
import { newReplySchema, SUSPENDED_MESSAGE } from "@/lib/forum/schema";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

export const REPLY_POSTED = "Your reply is posted.";
export const REPLY_HELD = "Thanks! Your reply is waiting for review: it shows here once a moderator approves it.";

export function ReplyForm({ postId }: { postId: string }) {
  // Checked with the route's schema, and sent as typed.
  const form = useForm<{ content: string }>({ resolver: zodResolver(newReplySchema, undefined, { raw: true }), defaultValues: { content: "" }, reValidateMode: "onSubmit" });
  useFormDrafts(form, { content: `reply:${postId}` });
  const text = useWatch({ control: form.control, name: "content" });
  const sending = form.formState.isSubmitting;
  const [step, setStep] = useState<"write" | "sign-in">("write");
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const member = useMember();
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();

  const submit = form.handleSubmit(async ({ content }) => {
    setDone(null);
    setError(null);
    if (member.status !== "signed-in") return setStep("sign-in");
    try {
      const res = await apiRequest("POST", `/api/forum/posts/${encodeURIComponent(postId)}/replies`, { content });
      const reply = (await res.json()) as { status: string };
      form.reset({ content: "" });
      setDone(reply.status === "published" ? REPLY_POSTED : REPLY_HELD);
      if (reply.status === "published") router.refresh();
    } catch (failure) {
      setError(apiFailureMessage(failure, "Your reply could not be posted. Please try again."));
    }
  });

  const signedIn = member.status === "signed-in" ? member.member : null;
  return (
    <div className="space-y-4">
      <form onSubmit={submit}>
        <label htmlFor={id} className="block text-sm font-medium text-neutral-800">
          Your reply
        </label>
        <textarea
          id={id}
          maxLength={REPLY_MAX_LENGTH}
          {...form.register("content", { setValueAs: (value: string) => value.slice(0, REPLY_MAX_LENGTH) })}
          rows={5}
          placeholder="Share your experience or advice..."
          aria-describedby={`${id}-count`}
          className="mt-2 w-full rounded-xl border border-neutral-300 p-3 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <div className="mt-2 flex items-center justify-between gap-4">
          <p id={`${id}-count`} className="text-sm text-neutral-600" aria-live="polite">
            {text.length}/{REPLY_MAX_LENGTH} characters
          </p>
          <Button type="submit" disabled={!canPostReply(text) || sending}>
            {sending ? "Posting…" : "Post Reply"}
          </Button>
        </div>
      </form>
      <Notice tone="info" message={done} />
      <Notice tone="error" message={error} />
      {signedIn?.suspended && <p className="text-sm text-red-700">{SUSPENDED_MESSAGE}</p>}
      {signedIn && !signedIn.username && !signedIn.suspended && <UsernameForm />}
      {!signedIn && step === "sign-in" && member.status === "signed-out" && (
        <div className="rounded-xl border border-brand-200 bg-brand-50/50 p-4" data-testid="reply-sign-in">
          <h3 className="font-semibold text-neutral-900">Sign in to post your reply</h3>
          <div className="mt-2">
            <SignInForm callbackUrl={pathname} intro="Your reply stays in this box while you sign in. Open the link we e-mail you and press Post Reply again." />
          </div>
        </div>
      )}
    </div>
  );
}
