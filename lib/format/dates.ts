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

// Each formatter is made once: making an Intl.DateTimeFormat (which
// toLocaleString does on every call) costs far more than using one, and a
// page of orders writes dozens of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

// en-US's short month names, as Intl writes them.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function format(value: DateInput, kind: "day" | "dayAndTime", zone: DateZone): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  // The UTC day is written by hand, exactly as Intl's en-US format writes it
  // (tested): a browser's first Intl.DateTimeFormat loads its locale data, a
  // long task on a phone, and the home page's tutorial cards would pay it.
  if (kind === "day" && zone === "UTC") return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  const key = `${kind} ${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const options = kind === "day" ? DAY : DAY_AND_TIME;
    formatter = new Intl.DateTimeFormat("en-US", zone === "UTC" ? { ...options, timeZone: "UTC" } : options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** "2025-01-05T15:00:00.000Z" → "Jan 5, 2025". */
export function formatDate(value: DateInput, { zone = "UTC" }: { zone?: DateZone } = {}): string {
  return format(value, "day", zone);
}

/** "2025-01-05T15:07:00.000Z" → "Jan 5, 2025, 3:07 PM". */
export function formatDateTime(value: DateInput, { zone = "UTC" }: { zone?: DateZone } = {}): string {
  return format(value, "dayAndTime", zone);
}

/** An optional date as the JSON answers carry it: ISO 8601, or null when there is none. */
export function isoOrNull(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}
