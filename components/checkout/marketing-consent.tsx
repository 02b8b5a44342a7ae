"use client";

// The checkout's unchecked "E-mail me care tips and offers" box. Its state
// and the e-mail typed above are recorded as the shopper gives them (POST
// /api/marketing/checkout-consent with the session's client secret), before
// paying: ticked with a valid address subscribes it and keeps the checkout
// for one reminder if it is left unpaid; unticked again withdraws that.
// Nothing is sent while the box is unticked. A failure to record it never
// holds the checkout.
import * as React from "react";
import { apiRequest } from "@/lib/http/client";
import { CONSENT_NOTE, CONSENT_TEXT } from "@/lib/marketing/schemas";

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Sent once the shopper stops typing for this long, so that an address
// half-typed on a phone is rarely sent (the server withdraws one that was).
const RECORD_AFTER_MS = 1_500;

export function MarketingConsent({ clientSecret, email, disabled }: { clientSecret: string; email: string; disabled?: boolean }) {
  const [checked, setChecked] = React.useState(false);
  // What the server holds: the address ticked for, or null.
  const recorded = React.useRef<string | null>(null);

  React.useEffect(() => {
    const address = email.trim().toLowerCase();
    const wanted = checked && LOOKS_LIKE_EMAIL.test(address) ? address : null;
    if (wanted === recorded.current) return;
    const timer = setTimeout(() => {
      const body = wanted ? { clientSecret, email: wanted, consent: true } : { clientSecret, email: recorded.current, consent: false };
      apiRequest("POST", "/api/marketing/checkout-consent", body).then(
        () => {
          recorded.current = wanted;
        },
        () => undefined,
      );
    }, RECORD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [checked, email, clientSecret]);

  return (
    <label className="mt-6 flex items-start gap-3 text-neutral-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        disabled={disabled}
        className="mt-1 h-4 w-4 rounded border-neutral-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
      />
      <span>
        {CONSENT_TEXT}
        <span className="block text-sm text-neutral-600">{CONSENT_NOTE}</span>
      </span>
    </label>
  );
}
