"use client";
// Changing the signed-in admin's password. A new password ends every session
// and API token of the admin, this one included: the login form comes next.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { KeyRound } from "lucide-react";
import { changePasswordAction } from "@/components/admin/security/actions";
import { SERVER_FAILED } from "@/components/admin/security/messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { Notice } from "@/components/ui/notice";

const inputClass =
  "mt-1 block w-full max-w-sm rounded-lg border border-neutral-300 px-3 py-2 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

export function PasswordPanel() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string; form?: string }>({});

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-700" /> Password
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            startTransition(async () => {
              const result = await changePasswordAction({ currentPassword: current, newPassword: next }).catch(() => null);
              if (!result) {
                setErrors({ form: SERVER_FAILED });
                return;
              }
              if (result.ok) {
                toast({ title: "Password changed", description: "Every session has ended. Sign in with the new password." });
                router.push("/admin/dashboard");
                router.refresh();
                return;
              }
              setErrors("field" in result ? { [result.field]: result.message } : { form: result.error });
            });
          }}
        >
          <Notice tone="error" message={errors.form} />
          <Field id="current-password" label="Current password" error={errors.currentPassword}>
            {(control) => <input {...control} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} className={inputClass} />}
          </Field>
          <Field id="new-password" label="New password" hint="At least 10 characters, not a commonly used password." error={errors.newPassword}>
            {(control) => <input {...control} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} className={inputClass} />}
          </Field>
          <Button type="submit" disabled={pending || !current || !next}>Change password</Button>
        </form>
      </CardContent>
    </Card>
  );
}
