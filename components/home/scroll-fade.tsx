"use client";
// Scroll-fade: elements marked data-scroll-fade fade in as they enter the
// viewport (threshold 0.1, 50 px bottom margin), checked after 100 ms and again
// at 500 ms. Without JavaScript (or with reduced motion) they simply show.
//
// What is on screen when the page opens stays visible: a first observer's
// first report says which elements are (the browser makes it with its next
// frame), and only then are the others hidden. Asking each element for its
// position at once instead would make the browser lay the whole page out in
// the middle of hydration.
import { useEffect } from "react";

export const SCROLL_FADE_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: "0px 0px -50px 0px" };

function inViewport(element: Element) {
  // A section the browser has not laid out yet (content-visibility: auto,
  // components/home/deferred-sections.tsx) is off screen; asking for an
  // element's position inside it would lay the section out at once.
  if (element.checkVisibility?.({ contentVisibilityAuto: true }) === false) return false;
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight - 50 && rect.bottom > 0;
}

export function ScrollFade() {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
    const root = document.documentElement;
    const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-scroll-fade]"));
    if (elements.length === 0) return;
    const reveal = (element: Element) => element.setAttribute("data-visible", "");
    const pending = () => elements.filter((element) => !element.hasAttribute("data-visible"));
    const timers: number[] = [];

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          reveal(entry.target);
          observer.unobserve(entry.target);
        }
      }
    }, SCROLL_FADE_OPTIONS);
    const onScreen = new IntersectionObserver(
      (entries) => {
        onScreen.disconnect();
        for (const entry of entries) if (entry.isIntersecting) reveal(entry.target);
        root.classList.add("scroll-fade-ready");
        timers.push(window.setTimeout(() => pending().forEach((element) => observer.observe(element)), 100));
        timers.push(window.setTimeout(() => pending().filter(inViewport).forEach(reveal), 500));
      },
      { rootMargin: SCROLL_FADE_OPTIONS.rootMargin },
    );
    elements.forEach((element) => onScreen.observe(element));
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      onScreen.disconnect();
      observer.disconnect();
      root.classList.remove("scroll-fade-ready");
    };
  }, []);
  return null;
}
