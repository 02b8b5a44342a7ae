"use client";
// Two-factor authentication of the signed-in admin: set it up by scanning a QR
// code and confirming one code, then keep the recovery codes; renew the codes
// or turn it off (where the shop allows) with a current code.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ShieldCheck } from "lucide-react";
import { beginTwoFactorAction, confirmTwoFactorAction, renewRecoveryCodesAction, turnOffTwoFactorAction } from "@/components/admin/security/actions";
import { SERVER_FAILED } from "@/components/admin/security/messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { secondFactorCodeSchema } from "@/lib/auth/login-schema";
import type { ActionResult } from "@/lib/http/action-result";

const inputClass =
  "mt-1 block w-48 rounded-lg border border-neutral-300 px-3 py-2 text-base tracking-widest tabular-nums focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

function CodeField({ id, label, field, recoveryCode = false }: { id: string; label: string; field: UseFormRegisterReturn<"code">; recoveryCode?: boolean }) {
  return (
    <Field id={id} label={label}>
      {(control) => <input {...control} inputMode={recoveryCode ? "text" : "numeric"} autoComplete="one-time-code" maxLength={32} className={inputClass} {...field} />}
    </Field>
  );
}

/** The code field, checked with the actions' own rule; the code is sent as typed (the actions trim it). */
const codeFormSchema = z.object({ code: secondFactorCodeSchema });

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">Recovery codes: keep them somewhere safe. Each works once, and they are shown only now.</p>
      <ul data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-neutral-900">
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ul>
    </div>
  );
}

export function TwoFactorPanel({ email, enabled, required }: { email: string; enabled: boolean; required: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null);
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeFormSchema, undefined, { raw: true }), defaultValues: { code: "" } });
  const code = useWatch({ control: form.control, name: "code" });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // An authenticator code has 6 digits; until then the buttons that send it stay disabled.
  const codeIncomplete = pending || code.trim().length < 6;

  /** Calls an action; its refusal, or a failure on the server, becomes the message shown. */
  const run = <T extends object>(action: () => Promise<ActionResult<T>>, done: (result: { ok: true } & T) => void) => {
    setError(null);
    startTransition(async () => {
      const result = await action().catch(() => ({ ok: false as const, message: SERVER_FAILED }));
      if (result.ok) done(result);
      else setError(result.message);
    });
  };

  /** Sends the typed code to an action; on success the field is cleared. */
  const sendCode = <T extends object>(action: (code: string) => Promise<ActionResult<T>>, done: (result: { ok: true } & T) => void) =>
    void form.handleSubmit(({ code: typed }) =>
      run(
        () => action(typed),
        (result) => {
          form.reset();
          done(result);
        },
      ),
    )();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" /> Two-factor authentication
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-neutral-700">
        <p data-testid="two-factor-status">{enabled ? "On: signing in asks for a code from your authenticator app." : "Off: signing in asks only for the password."}</p>
        <Notice tone="error" message={error} />
        {codes && <RecoveryCodes codes={codes} />}

        {!enabled && !enrolment && (
          <Button disabled={pending} onClick={() => run(beginTwoFactorAction, ({ secret, qrCode }) => setEnrolment({ secret, qrCode }))}>
            Set up two-factor authentication
          </Button>
        )}

        {!enabled && enrolment && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              sendCode(confirmTwoFactorAction, (result) => {
                setCodes(result.recoveryCodes);
                setEnrolment(null);
                router.refresh();
              });
            }}
          >
            <p>Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…) for {email}, then enter the 6-digit code it shows.</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a generated data URL, not a file to optimise */}
            <img src={enrolment.qrCode} alt="QR code for your authenticator app" width={192} height={192} className="rounded-lg border border-neutral-200" />
            <p>
              Can&apos;t scan it? Enter this key: <code data-testid="totp-secret" className="break-all font-mono text-neutral-900">{enrolment.secret}</code>
            </p>
            <CodeField id="totp-confirm" label="Code from the app" field={form.register("code")} />
            <Button type="submit" disabled={codeIncomplete}>Turn on</Button>
          </form>
        )}

        {enabled && (
          <form className="space-y-3" onSubmit={(event) => event.preventDefault()}>
            <CodeField id="totp-manage" label="Current code from the app, or a recovery code" field={form.register("code")} recoveryCode />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" disabled={codeIncomplete} onClick={() => sendCode(renewRecoveryCodesAction, (result) => setCodes(result.recoveryCodes))}>
                New recovery codes
              </Button>
              <Button
                type="button"
                variant="destructive"
                disabled={codeIncomplete}
                onClick={() =>
                  sendCode(turnOffTwoFactorAction, () => {
                    setCodes(null);
                    router.refresh();
                  })
                }
              >
                {required ? "Move to another app" : "Turn off"}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
