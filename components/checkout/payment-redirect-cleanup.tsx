"use client";

// Takes Stripe's redirect parameters (the payment's id and client secret) out
// of the address as soon as the page is live, before other effects run, so
// they stay in no history entry, bookmark or shared link, and nothing that
// reads the address later sees them. The router's own history state is kept.
// A return from a paid redirect also empties the cart: the order was made from
// it (by Stripe's webhook), and the checkout never got back to empty it.
import { useLayoutEffect } from "react";
import { clearCart } from "@/lib/cart/browser-cart";
import { isPaidPaymentReturn, withoutPaymentRedirectParams } from "@/lib/payments/redirect-params";

export function PaymentRedirectCleanup() {
  useLayoutEffect(() => {
    if (isPaidPaymentReturn(window.location.href)) clearCart();
    const clean = withoutPaymentRedirectParams(window.location.href);
    if (clean !== null) window.history.replaceState(window.history.state, "", clean);
  }, []);
  return null;
}
