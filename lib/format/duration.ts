// How the shop writes a length of time given in seconds. Safe for the browser.

/** 412 → "6:52", 65 → "1:05"; null when unknown (null, negative or not a number). */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}
