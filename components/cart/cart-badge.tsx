"use client";

// The cart link: how many tins are in the cart, once something is in it. The
// storefront header carries it; every other public page (the forum, the
// tutorials, the calculator…) shows it floating in a corner, which the CSS
// hides on a page that has the storefront header. Nothing is shown for an
// empty cart (or before the page has read the browser's storage).
import { useSyncExternalStore } from "react";
import { cartTins, EMPTY_CART, readCart, subscribeCart } from "@/lib/cart/browser-cart";

export function CartBadge({ floating = false }: { floating?: boolean }) {
  const cart = useSyncExternalStore(subscribeCart, readCart, () => EMPTY_CART);
  const tins = cartTins(cart);
  if (tins === 0) return null;
  return (
    <a href="/checkout" className={floating ? "cart-badge cart-float" : "cart-badge"} aria-label={`Cart: ${tins} ${tins === 1 ? "tin" : "tins"}`} data-testid={floating ? "cart-float" : "cart-badge"}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.68 13.39a2 2 0 0 0 2 1.61h9.72a2 2 0 0 0 2-1.61L23 6H6" />
      </svg>
      <span className="cart-badge-count">{tins}</span>
    </a>
  );
}
