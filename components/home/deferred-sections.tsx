"use client";
// Deferred sections: while the home page opens, the browser lays out each
// section below the hero only as it comes near the screen
// (`content-visibility: auto` on `.deferred-sections > .section` in
// app/globals.css, only where scripts run). Once the page has loaded and the
// browser is idle, this renders the rest, one section per idle moment, so
// that the whole page is laid out before the visitor needs it. A link to a
// section renders them all at once (CSS, by the :target), so that its smooth
// scroll ends where the section really is, not where its placeholder was.
//
// Why: laying out the whole page at once was the longest rendering task
// while the page opened on a phone (1,026 layout objects; with the sections
// deferred, 335), and a phone's responsiveness (Lighthouse's total blocking
// time) counts every task over 50 ms, at a fourth of this machine's speed.
// A section alone takes 1-3 ms here.
import { useEffect } from "react";

const DEFERRED_SECTIONS = ".deferred-sections > .section:not([data-rendered])";

/** Runs `then` when the browser is idle (within a second), or after 50 ms where it cannot tell. */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(then, { timeout: 1_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(then, 50);
  return () => window.clearTimeout(timer);
}

export function DeferredSections() {
  useEffect(() => {
    const pending = Array.from(document.querySelectorAll<HTMLElement>(DEFERRED_SECTIONS));
    let cancel = () => {};
    // A section is laid out in the next frame; the next one waits for that
    // frame and for the browser to be idle again.
    const renderNext = () => {
      const section = pending.shift();
      if (!section) return;
      section.setAttribute("data-rendered", "");
      const frame = window.requestAnimationFrame(() => (cancel = whenIdle(renderNext)));
      cancel = () => window.cancelAnimationFrame(frame);
    };
    const start = () => (cancel = whenIdle(renderNext));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancel();
    };
  }, []);
  return null;
}
