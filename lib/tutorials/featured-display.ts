// How a featured tutorial card shows its duration and publish date.

/** 412 → "6:52"; null → null. */
export function formatTutorialDuration(seconds: number | null | undefined): string | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return null;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** "2025-01-05T15:00:00.000Z" → "Jan 5, 2025" (the date in UTC, so server and browser agree). */
export function formatTutorialDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}
