// A save expires the pages and reads that show its data (refreshData,
// lib/cache/data-tags.ts). A render already under way at that moment read the
// data before the change, yet stores its page after the expiry, so the cache
// would take that page for a fresh one and serve the old data until the
// page's period is over (five minutes on the storefront). Measured here: of
// 20 saves of the social-proof figures made while the home page was being
// rendered again and again, 7 left the old figures on it. So each cache
// handler expires the same tags again once the renders under way have
// finished: after a second (most renders), and after five (a slow one on a
// busy machine). A page stored in between is rendered once more; a save
// shows on every page within those five seconds.
// Plain JavaScript: the cache handlers are loaded by Next.js unbundled.
import { logLine } from "./log-line.mjs";

/** When, after a change, its tags are expired again (ms). */
export const RENDERS_SETTLE_MS = [1_000, 5_000];

/** Runs `expire` again after each delay, without keeping the process alive for it. */
export function expireAgainAfterRenders(tags, expire, delaysMs = RENDERS_SETTLE_MS) {
  for (const delayMs of delaysMs) {
    const timer = setTimeout(() => {
      Promise.resolve()
        .then(expire)
        .catch((error) => logLine("warn", "a change's later expiry failed: a page rendered during the change may show the old data until its period ends", { tags, error: String(error?.message || error) }));
    }, delayMs);
    timer.unref?.();
  }
}
