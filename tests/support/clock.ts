// A fake clock for Date alone: the code under test reads the time it is set
// to, which stands still until set again, while timers, ticks and performance
// stay real (the database driver and the password hashing need them).
const REAL = ["nextTick", "setImmediate", "clearImmediate", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "queueMicrotask", "hrtime", "performance"] as const;

/** Sets Date to `at` (a time in ms); undo with `jest.useRealTimers()`. */
export function setDate(at: number): void {
  jest.useFakeTimers({ now: at, doNotFake: [...REAL] });
}

/** The start of the next fixed window of `windowSeconds` (the rate limits count in such windows, lib/security/rate-limit.ts). */
export function nextWindowStart(windowSeconds: number): number {
  const length = windowSeconds * 1000;
  return Math.ceil(Date.now() / length) * length;
}

/**
 * 20 ms into a whole second `hoursAgo` hours back: a moment whose windows of
 * the rate limits (per second, per 15 minutes) no other test counts in, so a
 * test that stops the clock there sees only its own attempts.
 */
export function quietMoment(hoursAgo: number): number {
  return Math.floor(Date.now() / 1000) * 1000 - hoursAgo * 3_600_000 + 20;
}
