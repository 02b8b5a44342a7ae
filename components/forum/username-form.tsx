"use client";

// A new member chooses the name they post under (3-20 letters, digits or _),
// once; PATCH /api/community/me checks that nobody has it yet.
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useMember } from "@/components/forum/use-member";
import type { MemberJson } from "@/lib/forum/members";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { usernameSchema } from "@/lib/forum/schema";

const inputClass = "mt-1 block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export function UsernameForm() {
  const id = useId();
  const { setMember } = useMember();
  const form = useForm<z.input<typeof usernameSchema>, unknown, z.output<typeof usernameSchema>>({
    resolver: zodResolver(usernameSchema),
    defaultValues: { username: "" },
    reValidateMode: "onSubmit",
  });
  const username = useWatch({ control: form.control, name: "username" });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await apiRequest("PATCH", "/api/community/me", values);
      setMember(((await res.json()) as { member: MemberJson }).member);
    } catch (failure) {
      form.setError("username", { type: "server", message: apiFailureMessage(failure, "Your username could not be saved. Please try again.") });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <Field id={`${id}-username`} label="Choose your username" error={errors.username?.message} hint="3-20 letters, digits or underscores. Others see it on your posts.">
        {(control) => <input {...control} autoComplete="username" maxLength={20} className={inputClass} {...form.register("username")} />}
      </Field>
      <Button type="submit" disabled={isSubmitting || username.trim() === ""}>
        {isSubmitting ? "Saving…" : "Save username"}
      </Button>
    </form>
  );
}
