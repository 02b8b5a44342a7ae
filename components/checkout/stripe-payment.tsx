"use client";

// Stripe's Payment Element: card, with Apple Pay and Google Pay where the
// browser and the account offer them, and Link (the intent allows nothing
// else), confirmed in the page; Stripe redirects only when the payment needs
// it. When the cart's total changes, the element fetches the intent's new
// amount (the wallets' sheets show it). Loaded only in Stripe mode.
import * as React from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { PaymentHandle } from "@/components/checkout/types";

const stripeByKey = new Map<string, ReturnType<typeof loadStripe>>();

function StripeConfirm({ amountCents, onReady }: { amountCents: number; onReady: (handle: PaymentHandle | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();

  React.useEffect(() => () => onReady(null), [onReady]);
  React.useEffect(() => {
    void elements?.fetchUpdates();
  }, [elements, amountCents]);

  const register = () => {
    if (!stripe || !elements) return;
    onReady({
      async confirm() {
        const submitted = await elements.submit();
        if (submitted.error) return { ok: false, message: submitted.error.message ?? "Please check your card details." };
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          redirect: "if_required",
          confirmParams: { return_url: `${window.location.origin}/success` },
        });
        if (error) return { ok: false, message: error.message ?? "Your payment could not be completed." };
        if (paymentIntent?.status === "succeeded") return { ok: true, paymentIntentId: paymentIntent.id };
        return { ok: false, message: "Your payment is still processing. We will e-mail you once it is confirmed." };
      },
    });
  };

  return <PaymentElement options={{ layout: "tabs", wallets: { applePay: "auto", googlePay: "auto" } }} onReady={register} />;
}

export default function StripePayment({
  publishableKey,
  clientSecret,
  amountCents,
  onReady,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  onReady: (handle: PaymentHandle | null) => void;
}) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return (
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#1d5535" } } }}>
      <StripeConfirm amountCents={amountCents} onReady={onReady} />
    </Elements>
  );
}
