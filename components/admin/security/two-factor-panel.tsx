"use client";
// Two-factor authentication of the signed-in admin: set it up by scanning a QR
// code and confirming one code, then keep the recovery codes; renew the codes
// or turn it off (where the shop allows) with a current code.
import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ShieldCheck } from "lucide-react";
import { beginTwoFactorAction, confirmTwoFactorAction, renewRecoveryCodesAction, turnOffTwoFactorAction } from "@/components/admin/security/actions";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";

const inputClass =
  "mt-1 block w-48 rounded-lg border border-neutral-300 px-3 py-2 text-base tracking-widest tabular-nums focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

function CodeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field id={id} label={label}>
      {(control) => <input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={32} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />}
    </Field>
  );
}

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

export function TwoFactorPanel({ email, enabled, canTurnOff }: { email: string; enabled: boolean; canTurnOff: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [enrolment, setEnrolment] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (action: () => Promise<void>) => {
    setError(null);
    startTransition(action);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 text-brand-700" /> Two-factor authentication
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-neutral-700">
        <p data-testid="two-factor-status">{enabled ? "On: signing in asks for a code from your authenticator app." : "Off: signing in asks only for the password."}</p>
        {error && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">{error}</p>}
        {codes && <RecoveryCodes codes={codes} />}

        {!enabled && !enrolment && (
          <Button
            disabled={pending}
            onClick={() =>
              run(async () => {
                const result = await beginTwoFactorAction();
                if (result.ok) setEnrolment({ secret: result.secret, qrCode: result.qrCode });
                else setError(result.error);
              })
            }
          >
            Set up two-factor authentication
          </Button>
        )}

        {!enabled && enrolment && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              run(async () => {
                const result = await confirmTwoFactorAction(code);
                if (!result.ok) return setError(result.error);
                setCodes(result.recoveryCodes);
                setEnrolment(null);
                setCode("");
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
            <CodeField id="totp-confirm" label="Code from the app" value={code} onChange={setCode} />
            <Button type="submit" disabled={pending || code.trim().length < 6}>Turn on</Button>
          </form>
        )}

        {enabled && (
          <form className="space-y-3" onSubmit={(event) => event.preventDefault()}>
            <CodeField id="totp-manage" label="Current code from the app" value={code} onChange={setCode} />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                disabled={pending || code.trim().length < 6}
                onClick={() =>
                  run(async () => {
                    const result = await renewRecoveryCodesAction(code);
                    if (!result.ok) return setError(result.error);
                    setCodes(result.recoveryCodes);
                    setCode("");
                  })
                }
              >
                New recovery codes
              </Button>
              {canTurnOff && (
                <Button
                  type="button"
                  variant="destructive"
                  disabled={pending || code.trim().length < 6}
                  onClick={() =>
                    run(async () => {
                      const result = await turnOffTwoFactorAction(code);
                      if (!result.ok) return setError(result.error);
                      setCode("");
                      setCodes(null);
                      router.refresh();
                    })
                  }
                >
                  Turn off
                </Button>
              )}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
