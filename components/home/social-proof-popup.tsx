"use client";
// The social-proof popup: a sample buyer appears 5 s after load and then every
// 15 s, cycling through the samples, each visible for 4 s. Closing it turns it
// off for good; visitors who prefer reduced motion never see it.
import { useEffect, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { PopupSample } from "@/lib/fixed-content/social-proof";

export interface PopupTiming {
  firstAfterMs: number;
  everyMs: number;
  visibleForMs: number;
}

export function SocialProofPopup({ samples, timing }: { samples: readonly PopupSample[]; timing: PopupTiming }) {
  const [current, setCurrent] = useState<number | null>(null);
  const [closed, setClosed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (closed || samples.length === 0) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let next = 0;
    const show = () => {
      setCurrent(next);
      next = (next + 1) % samples.length;
      timers.current.push(window.setTimeout(() => setCurrent(null), timing.visibleForMs));
    };
    const list = timers.current;
    const marker = container.current;
    marker?.setAttribute("data-scheduled", String(Date.now()));
    list.push(
      window.setTimeout(() => {
        show();
        list.push(window.setInterval(show, timing.everyMs));
      }, timing.firstAfterMs),
    );
    return () => {
      list.forEach((id) => {
        window.clearTimeout(id);
        window.clearInterval(id);
      });
      list.length = 0;
      marker?.removeAttribute("data-scheduled");
    };
  }, [closed, samples.length, timing.firstAfterMs, timing.everyMs, timing.visibleForMs]);

  useEffect(() => {
    if (current === null) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setClosed(true);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [current]);

  const sample = !closed && current !== null ? samples[current] : undefined;

  return (
    <div aria-live="polite" ref={container} className="fixed bottom-24 left-4 z-30 max-w-[calc(100vw-2rem)] sm:bottom-6">
      {sample && (
        <div data-testid="social-proof-popup" className="flex w-80 max-w-full items-start gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-xl">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="shopping-bag" />
          </span>
          <p className="flex-1 text-sm text-neutral-800">
            <strong className="text-brand-900">{sample.name}</strong> from {sample.city} purchased{" "}
            <strong className="text-brand-900">{sample.product}</strong>
            <span className="mt-1 block text-xs text-neutral-600">{sample.timeAgo}</span>
          </p>
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
