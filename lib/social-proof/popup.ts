// The purchase popup from the shop's data: a recent order, anonymised to
// "Someone in Austin, TX bought the 4 oz tin" and how long ago. Never a name;
// never an order older than 7 days, also when the page that carries the
// orders was rendered a while ago (the browser checks the age again when it
// shows one). Safe for the browser.
import { US_STATES, type StateCode } from "@/lib/tax/us-states";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Orders older than this are never shown. */
export const POPUP_MAX_AGE_MS = 7 * DAY_MS;

/** A recent order as the page carries it: where it went (city when it reads as one) and which sizes, never who. */
export interface RecentOrder {
  /** The city as the shopper typed it, tidied; null when it does not read as a city name. */
  city: string | null;
  state: StateCode;
  /** The sizes bought, short ("4 oz"), each once. */
  sizes: string[];
  /** When it was paid (ISO). */
  at: string;
}

/** "2 hours ago", "yesterday"; null for an order 7 days old or older. */
export function relativeTime(at: string | number | Date, now: number): string | null {
  const age = now - new Date(at).getTime();
  if (!Number.isFinite(age) || age >= POPUP_MAX_AGE_MS) return null;
  if (age < MINUTE_MS) return "just now";
  const count = (unit: number, word: string) => {
    const n = Math.floor(age / unit);
    return `${n} ${word}${n === 1 ? "" : "s"} ago`;
  };
  if (age < HOUR_MS) return count(MINUTE_MS, "minute");
  if (age < DAY_MS) return count(HOUR_MS, "hour");
  if (age < 2 * DAY_MS) return "yesterday";
  return count(DAY_MS, "day");
}

/** "4 oz / 120ml" → "4 oz": the size as the popup says it. */
export function shortSize(size: string): string {
  return size.split("/")[0]!.trim().replace(/\s+/g, " ");
}

/** "the 4 oz tin", "the 1 oz and 4 oz tins". */
export function sizesPhrase(sizes: readonly string[]): string {
  const unique = [...new Set(sizes)];
  if (unique.length === 0) return "a tin";
  if (unique.length === 1) return `the ${unique[0]} tin`;
  return `the ${unique.slice(0, -1).join(", ")} and ${unique.at(-1)} tins`;
}

const CITY_SHAPE = /^\p{L}[\p{L}\p{M} .'’-]{0,39}$/u;

/**
 * The city as the popup may show it: a plain place name (letters, spaces,
 * dots, apostrophes, hyphens; at most 40 characters), title-cased when it was
 * typed all in one case; null for anything else (a street, a number, a link),
 * and the popup then names the state alone.
 */
export function displayCity(typed: string): string | null {
  const city = typed.trim().replace(/\s+/g, " ");
  if (!CITY_SHAPE.test(city)) return null;
  if (city !== city.toLowerCase() && city !== city.toUpperCase()) return city;
  return city.toLowerCase().replace(/(^|[\s.'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** "Austin, TX", or "Texas" when the city is not known. */
export function placeOf(order: Pick<RecentOrder, "city" | "state">): string {
  return order.city ? `${order.city}, ${order.state}` : US_STATES[order.state];
}

/** What the popup says of one order, or null when it is too old to show. */
export function popupLine(order: RecentOrder, now: number): { who: string; what: string; when: string } | null {
  const when = relativeTime(order.at, now);
  if (when === null) return null;
  return { who: `Someone in ${placeOf(order)}`, what: sizesPhrase(order.sizes), when };
}
