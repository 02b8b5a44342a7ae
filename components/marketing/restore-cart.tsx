"use client";

// Puts the reminded checkout's cart back in this browser (lib/cart/browser-cart.ts)
// and opens the checkout with it.
import * as React from "react";
import { useRouter } from "next/navigation";
import { writeCart, type StoredCart } from "@/lib/cart/browser-cart";

export function RestoreCart({ cart }: { cart: StoredCart }) {
  const router = useRouter();
  React.useEffect(() => {
    writeCart(cart);
    router.replace("/checkout");
  }, [cart, router]);
  return (
    <p role="status" className="text-neutral-700">
      Putting your cart back…
    </p>
  );
}
