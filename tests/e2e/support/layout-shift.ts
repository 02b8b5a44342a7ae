// The layout shift a visitor has seen on the page so far, as the browser
// scores it (the sum of its layout-shift entries not caused by input, the
// figure Lighthouse and Core Web Vitals report), read after waitMs more.
import type { Page } from "@playwright/test";

export function layoutShiftSoFar(page: Page, waitMs = 500): Promise<number> {
  return page.evaluate(
    (wait) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), wait);
      }),
    waitMs,
  );
}
