"use client";
// The sticky purchase bar: appears once the visitor has scrolled more than
// 500 px, hides again near the top, and can be minimised to a round button.
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";

export const STICKY_BAR_THRESHOLD_PX = 500;

export function StickyPurchaseBar({ fromPrice }: { fromPrice: string }) {
  const [shown, setShown] = useState(false);
  const [minimised, setMinimised] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > STICKY_BAR_THRESHOLD_PX);
    window.addEventListener("scroll", update, { passive: true });
    // A page opened further down (a reload, a link to a section) is checked
    // once the browser is idle: reading the scroll position lays the page
    // out, which in the middle of hydration would hold the page up.
    const idle = window.requestIdleCallback ? window.requestIdleCallback(update, { timeout: 500 }) : window.setTimeout(update, 200);
    return () => {
      window.removeEventListener("scroll", update);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  if (!shown) return null;

  if (minimised) {
    return (
      <button
        type="button"
        onClick={() => setMinimised(false)}
        aria-label="Show the order bar"
        className="fixed bottom-4 right-4 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-accent-700 text-white shadow-xl hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        <Icon name="shopping-bag" className="h-6 w-6" />
      </button>
    );
  }

  return (
    <div role="region" aria-label="Order bar" className="fixed inset-x-0 bottom-0 z-30 border-t border-brand-100 bg-white/95 shadow-[0_-4px_20px_rgba(0,0,0,0.08)] backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <p className="flex-1 text-sm font-semibold text-brand-900 sm:text-base">Premium Tattoo Healing - Starting from {fromPrice}</p>
        <a href="/checkout" className="btn-order h-11 px-5 text-sm shadow-none">
          Order Now
        </a>
        <button
          type="button"
          onClick={() => setMinimised(true)}
          aria-label="Minimise the order bar"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Icon name="x" />
        </button>
      </div>
    </div>
  );
}
