"use client";

// Sign in to the community with an e-mail link: the address goes to
// POST /api/community/sign-in, which sends a link that returns to
// `callbackUrl` (the page the visitor was on) signed in.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { Notice } from "@/components/ui/notice";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export function SignInForm({ callbackUrl, intro }: { callbackUrl: string; intro?: string }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const res = await apiRequest("POST", "/api/community/sign-in", { email, callbackUrl });
      setSent(((await res.json()) as { message: string }).message);
    } catch (failure) {
      setError(apiFailureMessage(failure, "The sign-in link could not be sent. Please try again."));
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <Notice tone="info" message={sent} />
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {intro && <p className="text-neutral-700">{intro}</p>}
      <Field id={`${id}-email`} label="E-mail address" error={error} hint="We send you a link to sign in: no password needed.">
        {(control) => (
          <input {...control} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass} />
        )}
      </Field>
      <Button type="submit" disabled={sending || email.trim() === ""}>
        {sending ? "Sending…" : "Send me a sign-in link"}
      </Button>
    </form>
  );
}
