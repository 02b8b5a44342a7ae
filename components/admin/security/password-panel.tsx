"use client";
// Changing the signed-in admin's password. A new password ends every session
// and API token of the admin, this one included: the login form comes next.
// The form checks what is typed with the action's own schema; the action's
// field messages go beside their fields the same way.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { changePasswordAction } from "@/components/admin/security/actions";
import { SERVER_FAILED } from "@/components/admin/security/messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { toast } from "@/components/ui/use-toast";
import { passwordChangeSchema, type PasswordChangeInput } from "@/lib/auth/login-schema";
import { showServerFieldErrors } from "@/lib/http/form-errors";

const inputClass =
  "mt-1 block w-full max-w-sm rounded-lg border border-neutral-300 px-3 py-2 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

export function PasswordPanel() {
  const router = useRouter();
  const form = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: { currentPassword: "", newPassword: "" }, reValidateMode: "onSubmit" });
  const [current, next] = useWatch({ control: form.control, name: ["currentPassword", "newPassword"] });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const result = await changePasswordAction(values).catch(() => null);
      if (!result) {
        setFailure(SERVER_FAILED);
        return;
      }
      if (result.ok) {
        toast({ title: "Password changed", description: "Every session has ended. Sign in with the new password." });
        router.push("/admin/dashboard");
        router.refresh();
        return;
      }
      if (!showServerFieldErrors(form.setError, result.fields)) setFailure(result.message);
    },
    () => setFailure(null),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-700" /> Password
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="space-y-4 text-sm" onSubmit={submit}>
          <Notice tone="error" message={failure} />
          <Field id="current-password" label="Current password" error={errors.currentPassword?.message}>
            {(control) => <input {...control} type="password" autoComplete="current-password" className={inputClass} {...form.register("currentPassword")} />}
          </Field>
          <Field id="new-password" label="New password" hint="At least 10 characters, not a commonly used password." error={errors.newPassword?.message}>
            {(control) => <input {...control} type="password" autoComplete="new-password" className={inputClass} {...form.register("newPassword")} />}
          </Field>
          <Button type="submit" disabled={isSubmitting || !current || !next}>Change password</Button>
        </form>
      </CardContent>
    </Card>
  );
}
