"use client";
// Scroll-fade: elements marked data-scroll-fade fade in as they enter the
// viewport (threshold 0.1, 50 px bottom margin), checked after 100 ms and again
// at 500 ms. Without JavaScript (or with reduced motion) they simply show.
import { useEffect } from "react";

export const SCROLL_FADE_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: "0px 0px -50px 0px" };

function inViewport(element: Element) {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight - 50 && rect.bottom > 0;
}

export function ScrollFade() {
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) return;
    const root = document.documentElement;
    const elements = Array.from(document.querySelectorAll<HTMLElement>("[data-scroll-fade]"));
    const reveal = (element: Element) => element.setAttribute("data-visible", "");
    // What is already on screen stays visible; the rest waits for the observer.
    elements.filter(inViewport).forEach(reveal);
    root.classList.add("scroll-fade-ready");

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          reveal(entry.target);
          observer.unobserve(entry.target);
        }
      }
    }, SCROLL_FADE_OPTIONS);
    const pending = () => elements.filter((element) => !element.hasAttribute("data-visible"));
    const first = window.setTimeout(() => pending().forEach((element) => observer.observe(element)), 100);
    const second = window.setTimeout(() => pending().filter(inViewport).forEach(reveal), 500);
    return () => {
      window.clearTimeout(first);
      window.clearTimeout(second);
      observer.disconnect();
      root.classList.remove("scroll-fade-ready");
    };
  }, []);
  return null;
}
