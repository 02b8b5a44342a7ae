// How the shop writes dates, in US English. Safe for the browser.
//
//   formatDate      "Jan 5, 2025"
//   formatDateTime  "Jan 5, 2025, 3:07 PM"
//   isoOrNull       an optional date as JSON carries it
//
// `zone` says on which clock the date is read: "UTC" (the default) gives every
// reader, server or browser, the same calendar day, so a prerendered page and
// its hydration agree; "local" is the time zone of the machine that renders it
// (the visitor's browser in a client component, the server otherwise).
// A value that is not a date gives "".

export type DateInput = Date | string | number;
export type DateZone = "UTC" | "local";

const DAY = { month: "short", day: "numeric", year: "numeric" } as const;
const DAY_AND_TIME = { ...DAY, hour: "numeric", minute: "2-digit" } as const;

function format(value: DateInput, options: Intl.DateTimeFormatOptions, zone: DateZone): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleString("en-US", zone === "UTC" ? { ...options, timeZone: "UTC" } : options);
}

/** "2025-01-05T15:00:00.000Z" → "Jan 5, 2025". */
export function formatDate(value: DateInput, { zone = "UTC" }: { zone?: DateZone } = {}): string {
  return format(value, DAY, zone);
}

/** "2025-01-05T15:07:00.000Z" → "Jan 5, 2025, 3:07 PM". */
export function formatDateTime(value: DateInput, { zone = "UTC" }: { zone?: DateZone } = {}): string {
  return format(value, DAY_AND_TIME, zone);
}

/** An optional date as the JSON answers carry it: ISO 8601, or null when there is none. */
export function isoOrNull(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}
