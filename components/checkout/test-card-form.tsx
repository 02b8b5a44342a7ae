"use client";

// The card form of the local test payment mode: Stripe's test cards only,
// confirmed by the shop's server. Nothing is charged and no card number is kept.
import * as React from "react";
import { FlaskConical } from "lucide-react";
import { formatCardNumber, formatExpiry } from "@/lib/payments/test-cards";
import type { PaymentHandle, PaymentResult } from "@/components/checkout/types";
import { apiFailureMessage, apiRequest, HttpError } from "@/lib/http/client";

const inputClass =
  "mt-1 block w-full rounded-lg border border-neutral-300 px-3 py-2.5 text-base tabular-nums focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700";

export function TestCardForm({ clientSecret, onReady }: { clientSecret: string; onReady: (handle: PaymentHandle | null) => void }) {
  const [card, setCard] = React.useState({ cardNumber: "", expiry: "", cvc: "" });
  const cardRef = React.useRef(card);
  React.useEffect(() => {
    cardRef.current = card;
  }, [card]);

  React.useEffect(() => {
    const handle: PaymentHandle = {
      async confirm(): Promise<PaymentResult> {
        try {
          const res = await apiRequest("POST", "/api/payment-intents/confirm", { clientSecret, ...cardRef.current });
          const body = (await res.json()) as { paymentIntent?: { id: string; status: string } };
          if (body.paymentIntent?.status === "succeeded") return { ok: true, paymentIntentId: body.paymentIntent.id };
          return { ok: false, message: "Your payment could not be completed." };
        } catch (error) {
          // A decline (402) or a card-entry mistake (400) in Stripe's words; no answer at all is the connection.
          if (error instanceof HttpError) return { ok: false, message: apiFailureMessage(error, error.message) };
          return { ok: false, message: "We could not reach the payment service. Please try again." };
        }
      },
    };
    onReady(handle);
    return () => onReady(null);
  }, [clientSecret, onReady]);

  return (
    <div className="space-y-4">
      <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          <strong>Test mode</strong>: no real payment is taken. Use a Stripe test card such as 4242 4242 4242 4242 with any future
          date and any CVC.
        </span>
      </p>
      <div>
        <label htmlFor="card-number" className="text-sm font-medium text-neutral-900">Card number</label>
        <input
          id="card-number"
          className={inputClass}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => setCard((c) => ({ ...c, cardNumber: formatCardNumber(e.target.value) }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor="card-expiry" className="text-sm font-medium text-neutral-900">Expiry</label>
          <input
            id="card-expiry"
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => setCard((c) => ({ ...c, expiry: formatExpiry(e.target.value) }))}
          />
        </div>
        <div>
          <label htmlFor="card-cvc" className="text-sm font-medium text-neutral-900">CVC</label>
          <input
            id="card-cvc"
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => setCard((c) => ({ ...c, cvc: e.target.value.replace(/\D/g, "").slice(0, 4) }))}
          />
        </div>
      </div>
    </div>
  );
}
