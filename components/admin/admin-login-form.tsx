"use client";
// The admin login form of /admin and /admin/dashboard: the password goes to
// the server (a server action), never compared in the browser. When the admin
// has two-factor authentication, the server asks for the authenticator code
// and the form shows a field for it. Like every admin control it stays
// disabled until the page's script runs (app/admin/layout.tsx): a form the
// browser sent itself would carry the password in the address.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Eye, EyeOff, Lock } from "lucide-react";
import { loginAdmin } from "@/components/admin/actions";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { adminLoginSchema, type AdminLoginInput } from "@/lib/auth/login-schema";
import { isAdminReturnPath } from "@/lib/http/return-path";

const inputClass =
  "mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2 text-base focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

export function AdminLoginForm({ title, showPasswordToggle = false, callbackUrl }: { title: string; showPasswordToggle?: boolean; callbackUrl?: string }) {
  const router = useRouter();
  const [visible, setVisible] = useState(false);
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: "", password: "", code: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await loginAdmin(values).catch(() => null);
    if (!result?.ok) {
      if (result?.code === "code_required") {
        setNeedsCode(true);
        return;
      }
      toast({ title: "Error", description: result?.message ?? "Invalid credentials", variant: "destructive" });
      return;
    }
    toast({ title: "Success", description: "Logged in successfully" });
    if (isAdminReturnPath(callbackUrl)) router.push(callbackUrl);
    else router.refresh();
  });

  return (
    <div className="mx-auto w-full max-w-sm rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
      <div className="mb-6 text-center">
        <Lock className="mx-auto h-8 w-8 text-brand-700" aria-hidden="true" />
        <h1 className="mt-2 text-2xl font-bold">{title}</h1>
        <p className="text-sm text-neutral-600">Sign in with your admin account.</p>
      </div>
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Admin login">
        <Field id="admin-email" label="Email" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="username" className={inputClass} {...form.register("email")} />}
        </Field>
        <Field id="admin-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <div className="relative">
              <input
                {...control}
                type={visible ? "text" : "password"}
                autoComplete="current-password"
                className={`${inputClass} ${showPasswordToggle ? "pr-12" : ""}`}
                {...form.register("password")}
              />
              {showPasswordToggle && (
                <button
                  type="button"
                  onClick={() => setVisible((v) => !v)}
                  aria-label={visible ? "Hide password" : "Show password"}
                  aria-pressed={visible}
                  className="absolute inset-y-0 right-1 my-auto flex h-9 w-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {visible ? <EyeOff className="h-5 w-5" aria-hidden="true" /> : <Eye className="h-5 w-5" aria-hidden="true" />}
                </button>
              )}
            </div>
          )}
        </Field>
        {needsCode && (
          <Field id="admin-code" label="Authentication code" hint="The 6-digit code from your authenticator app, or one of your recovery codes.">
            {(control) => <input {...control} inputMode="numeric" autoComplete="one-time-code" autoFocus className={inputClass} {...form.register("code")} />}
          </Field>
        )}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
    </div>
  );
}
