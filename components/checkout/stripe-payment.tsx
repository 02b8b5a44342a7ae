"use client";

// Stripe's Payment Element (card only), confirmed in the page; Stripe redirects
// only when the card needs it. Loaded only in Stripe mode.
import * as React from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { PaymentHandle } from "@/components/checkout/types";

const stripeByKey = new Map<string, ReturnType<typeof loadStripe>>();

function StripeConfirm({ onReady }: { onReady: (handle: PaymentHandle | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();

  React.useEffect(() => () => onReady(null), [onReady]);

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

  return <PaymentElement options={{ layout: "tabs" }} onReady={register} />;
}

export default function StripePayment({
  publishableKey,
  clientSecret,
  onReady,
}: {
  publishableKey: string;
  clientSecret: string;
  onReady: (handle: PaymentHandle | null) => void;
}) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return (
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#1d5535" } } }}>
      <StripeConfirm onReady={onReady} />
    </Elements>
  );
}
