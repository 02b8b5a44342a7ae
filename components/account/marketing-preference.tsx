"use client";

// The account's marketing e-mail choice: the same unchecked-by-default box
// as at checkout, saved at once (PUT /api/account/marketing).
import * as React from "react";
import { Notice } from "@/components/ui/notice";
import { apiFailureMessage, apiRequest } from "@/lib/http/client";
import { CONSENT_NOTE, CONSENT_TEXT } from "@/lib/marketing/schemas";

export function MarketingPreference({ initial }: { initial: boolean }) {
  const [subscribed, setSubscribed] = React.useState(initial);
  const [busy, setBusy] = React.useState(false);
  const [message, setMessage] = React.useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function change(next: boolean) {
    setBusy(true);
    setMessage(null);
    try {
      const res = await apiRequest("PUT", "/api/account/marketing", { subscribed: next });
      const saved = ((await res.json()) as { subscribed: boolean }).subscribed;
      setSubscribed(saved);
      setMessage({ tone: "success", text: saved ? "Subscribed. Thank you!" : "Unsubscribed: no more care tips or offers." });
    } catch (error) {
      setMessage({ tone: "error", text: apiFailureMessage(error, "Your choice could not be saved just now. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="marketing-heading" className="space-y-3 rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-800">
      <h2 id="marketing-heading" className="text-lg font-semibold text-neutral-900">
        E-mail from us
      </h2>
      <label className="flex items-start gap-3">
        <input type="checkbox" checked={subscribed} disabled={busy} onChange={(event) => void change(event.target.checked)} className="mt-1 h-4 w-4" />
        <span>
          {CONSENT_TEXT}
          <span className="block text-sm text-neutral-600">{CONSENT_NOTE}</span>
        </span>
      </label>
      <Notice tone={message?.tone ?? "success"} message={message?.text ?? null} />
    </section>
  );
}
