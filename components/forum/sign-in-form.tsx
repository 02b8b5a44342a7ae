"use client";

// Sign in to the community with an e-mail link: the address goes to
// POST /api/community/sign-in, which sends a link that returns to
// `callbackUrl` (the page the visitor was on) signed in. The address is
// checked here with the route's own rule first; it is sent as typed.
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { signInSchema } from "@/lib/forum/schema";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

/** The form's part of the route's schema (the return address is the page's, not typed). */
const emailSchema = signInSchema.pick({ email: true });

export function SignInForm({ callbackUrl, intro }: { callbackUrl: string; intro?: string }) {
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailSchema, undefined, { raw: true }), defaultValues: { email: "" }, reValidateMode: "onSubmit" });
  const email = useWatch({ control: form.control, name: "email" });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email: typed }) => {
    try {
      const res = await apiRequest("POST", "/api/community/sign-in", { email: typed, callbackUrl });
      setSent(((await res.json()) as { message: string }).message);
    } catch (failure) {
      form.setError("email", { type: "server", message: apiFailureMessage(failure, "The sign-in link could not be sent. Please try again.") });
    }
  });

  if (sent) return <Notice tone="info" message={sent} />;
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {intro && <p className="text-neutral-700">{intro}</p>}
      <Field id={`${id}-email`} label="E-mail address" error={errors.email?.message} hint="We send you a link to sign in: no password needed.">
        {(control) => <input {...control} type="email" autoComplete="email" required className={inputClass} {...form.register("email")} />}
      </Field>
      <Button type="submit" disabled={isSubmitting || email.trim() === ""}>
        {isSubmitting ? "Sending…" : "Send me a sign-in link"}
      </Button>
    </form>
  );
}
