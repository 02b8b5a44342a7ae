"use client";

// The checkout page's island: the cart (use-checkout-cart.ts) and its payment
// session, with the spinner while the session opens, the Payment Setup Error
// card when it cannot, a Sold out card when no size can be bought, or the
// summary, size picker and form. Sizes sold out cannot be chosen. Back from a
// payment that needed a redirect and was not completed, it says so above them.
import * as React from "react";
import Link from "next/link";
import { AlertCircle, Loader2 } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { CheckoutForm } from "@/components/checkout/checkout-form";
import { OrderSummary } from "@/components/checkout/order-summary";
import { SizePicker } from "@/components/checkout/size-picker";
import { TrustBadges } from "@/components/checkout/trust-badges";
import type { CheckoutProduct, PaymentsMode } from "@/components/checkout/types";
import { useCheckoutCart } from "@/components/checkout/use-checkout-cart";
import { Notice } from "@/components/ui/notice";
import { CHECKOUT_PAYMENT_PARAM, withoutParams, type UnpaidPaymentOutcome } from "@/lib/payments/redirect-params";

/** What the checkout says when the shopper is back from a payment's redirect without a paid order. */
const PAYMENT_RETURN_MESSAGES: Record<UnpaidPaymentOutcome, string> = {
  failed: "Your payment was not completed, and no money was taken. Your order is still here: please try again, or choose another way to pay.",
  processing: "Your payment is still processing. We will e-mail you once it is confirmed, so there is no need to pay again.",
};

export function CheckoutExperience({
  products,
  mode,
  publishableKey,
  deliveryTime,
  paymentReturn = null,
}: {
  products: CheckoutProduct[];
  mode: PaymentsMode;
  publishableKey: string | null;
  /** The delivery promise's delivery time, "3-5 business days". */
  deliveryTime: string;
  /** Back from a payment's redirect that did not end in a paid order. */
  paymentReturn?: UnpaidPaymentOutcome | null;
}) {
  const cart = useCheckoutCart(products);
  // Said once: a reload or a shared address does not say it again.
  React.useLayoutEffect(() => {
    const clean = withoutParams(window.location.href, [CHECKOUT_PAYMENT_PARAM]);
    if (clean !== null) window.history.replaceState(window.history.state, "", clean);
  }, []);
  const shown = React.useMemo(() => products.map((p) => (cart.soldOutIds.has(p.id) ? { ...p, stock: 0 } : p)), [products, cart.soldOutIds]);

  if (cart.status === "sold-out" || (products.length > 0 && shown.every((p) => p.stock === 0))) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle aria-hidden="true" className="mx-auto h-10 w-10 text-neutral-500" />
        <h2 className="mt-4 text-xl font-semibold text-neutral-900">Sold out</h2>
        <p className="mt-2 text-neutral-700">Every size is sold out right now. Please check back soon.</p>
        <Link href="/" className={buttonClasses({ className: "mt-6" })}>
          Return Home
        </Link>
      </div>
    );
  }

  if (cart.status === "failed" || products.length === 0) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
        <AlertCircle aria-hidden="true" className="mx-auto h-10 w-10 text-red-600" />
        <h2 className="mt-4 text-xl font-semibold text-neutral-900">Payment Setup Error</h2>
        <p className="mt-2 text-neutral-700">Unable to initialize payment. Please try again or contact support.</p>
        <Link href="/" className={buttonClasses({ className: "mt-6" })}>
          Return Home
        </Link>
      </div>
    );
  }

  if (cart.status === "opening" || !cart.clientSecret || !cart.summary) {
    return (
      <div role="status" className="flex flex-col items-center justify-center gap-3 py-24 text-neutral-600">
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
        <span>Preparing your secure checkout…</span>
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      {paymentReturn && (
        <Notice
          tone={paymentReturn === "failed" ? "error" : "info"}
          role="alert"
          message={PAYMENT_RETURN_MESSAGES[paymentReturn]}
          className="text-base lg:col-span-2"
        />
      )}
      <div className="space-y-6 lg:sticky lg:top-6">
        <OrderSummary cart={cart} products={shown} />
        <TrustBadges deliveryTime={deliveryTime} />
        <SizePicker products={shown} selectedId={cart.items[0]?.id ?? ""} inCart={cart.items.map((item) => item.id)} onSelect={cart.choose} disabled={cart.pending} />
      </div>
      <CheckoutForm cart={cart} mode={mode} publishableKey={publishableKey} />
    </div>
  );
}
