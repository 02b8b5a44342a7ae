"use client";
// The social-proof popup: a purchase appears 5 s after load and then every
// 15 s, cycling through the purchases, each visible for 4 s. The purchases
// are the sample buyers (the fixed text) or real recent orders, anonymised
// ("Someone in Austin, TX bought the 4 oz tin", 2 hours ago), whose age is
// checked when each is shown: an order 7 days old or older never is. Closing
// it turns it off for good; visitors who prefer reduced motion never see it.
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { PopupSample } from "@/lib/fixed-content/social-proof";
import { popupLine, type RecentOrder } from "@/lib/social-proof/popup";

export interface PopupTiming {
  firstAfterMs: number;
  everyMs: number;
  visibleForMs: number;
}

/** What the popup cycles through: the sample buyers, or recent orders. */
export type PopupPurchases = { kind: "samples"; samples: readonly PopupSample[] } | { kind: "orders"; orders: readonly RecentOrder[] };

type Shown = { kind: "sample"; sample: PopupSample } | { kind: "order"; who: string; what: string; when: string };

export function SocialProofPopup({ purchases, timing }: { purchases: PopupPurchases; timing: PopupTiming }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [closed, setClosed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const count = purchases.kind === "samples" ? purchases.samples.length : purchases.orders.length;
    if (closed || count === 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let next = 0;
    /** The purchase at `next` as it reads now; null when it (and every later, older one) is too old to show. */
    const take = (): Shown | null => {
      const current = purchases;
      const index = next;
      next = (next + 1) % count;
      if (current.kind === "samples") return { kind: "sample", sample: current.samples[index]! };
      const line = popupLine(current.orders[index]!, Date.now());
      if (line) return { kind: "order", ...line };
      // Orders come newest first: start again from the newest.
      next = 0;
      const newest = index === 0 ? null : popupLine(current.orders[0]!, Date.now());
      if (newest) next = 1 % count;
      return newest ? { kind: "order", ...newest } : null;
    };
    const show = () => {
      const purchase = take();
      if (!purchase) return;
      setShown(purchase);
      timers.current.push(window.setTimeout(() => setShown(null), timing.visibleForMs));
    };
    const scheduled = timers.current;
    const marker = container.current;
    marker?.setAttribute("data-scheduled", String(Date.now()));
    scheduled.push(
      window.setTimeout(() => {
        show();
        scheduled.push(window.setInterval(show, timing.everyMs));
      }, timing.firstAfterMs),
    );
    return () => {
      scheduled.forEach((id) => {
        window.clearTimeout(id);
        window.clearInterval(id);
      });
      scheduled.length = 0;
      marker?.removeAttribute("data-scheduled");
    };
  }, [closed, purchases, timing.firstAfterMs, timing.everyMs, timing.visibleForMs]);

  useEffect(() => {
    if (shown === null) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setClosed(true);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [shown]);

  const purchase = closed ? null : shown;

  return (
    <div aria-live="polite" ref={container} className="fixed bottom-24 left-4 z-30 max-w-[calc(100vw-2rem)] sm:bottom-6">
      {purchase && (
        <div data-testid="social-proof-popup" className="flex w-80 max-w-full items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-xl">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="shopping-bag" />
          </span>
          {purchase.kind === "sample" ? (
            <p className="flex-1 text-sm text-neutral-800">
              <strong className="text-brand-900">{purchase.sample.name}</strong> from {purchase.sample.city} purchased{" "}
              <strong className="text-brand-900">{purchase.sample.product}</strong>
              <span className="mt-1 block text-xs text-neutral-600">{purchase.sample.timeAgo}</span>
            </p>
          ) : (
            <p className="flex-1 text-sm text-neutral-800">
              <strong className="text-brand-900">{purchase.who}</strong> bought <strong className="text-brand-900">{purchase.what}</strong>{" "}
              <span className="mt-1 block text-xs text-neutral-600">{purchase.when}</span>
            </p>
          )}
          <button
            type="button"
            onClick={() => setClosed(true)}
            aria-label="Close purchase notifications"
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Icon name="x" className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>
  );
}
