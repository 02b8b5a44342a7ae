"use client";

// Asks for a privacy link: the address goes to POST /api/privacy/requests,
// checked here first with the route's own schema. The answer is the same for
// every address; it replaces the form.
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { privacyRequestSchema } from "@/lib/privacy/schema";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export function PrivacyRequestForm() {
  const id = useId();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ resolver: zodResolver(privacyRequestSchema, undefined, { raw: true }), defaultValues: { email: "" }, reValidateMode: "onSubmit" });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email: typed }) => {
    try {
      const res = await apiRequest("POST", "/api/privacy/requests", { email: typed });
      setSent(((await res.json()) as { message: string }).message);
    } catch (failure) {
      form.setError("email", { type: "server", message: apiFailureMessage(failure, "The link could not be sent. Please try again.") });
    }
  });

  if (sent) return <Notice tone="success" message={sent} />;
  return (
    <form onSubmit={submit} noValidate aria-label="Ask for a link to your data">
      <HydratedFieldset className="space-y-4">
        <Field id={`${id}-email`} label="E-mail address" error={errors.email?.message} hint="The address you used for your orders, the forum or a wholesale application.">
          {(control) => <input {...control} type="email" autoComplete="email" required className={inputClass} {...form.register("email")} />}
        </Field>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Sending…" : "E-mail me a link"}
        </Button>
      </HydratedFieldset>
    </form>
  );
}
