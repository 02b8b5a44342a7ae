// The purchase popup from the shop's data: a recent order, anonymised to
// "Someone in Austin, TX bought the 4 oz tin" and how long ago. Never a name;
// never an order older than 7 days, also when the page that carries the
// orders was rendered a while ago (the browser checks the age again when it
// shows one). Safe for the browser: what an order carries is made on the
// server (lib/social-proof/anonymise.ts).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Orders older than this are never shown. */
export const POPUP_MAX_AGE_MS = 7 * DAY_MS;

/** A recent order as the page carries it: where it went and which sizes, never who. */
export interface RecentOrder {
  /** "Austin, TX", or the state's name alone ("Texas") when the city typed does not read as one. */
  place: string;
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

/** "the 4 oz tin", "the 1 oz and 4 oz tins". */
export function sizesPhrase(sizes: readonly string[]): string {
  const unique = [...new Set(sizes)];
  if (unique.length === 0) return "a tin";
  if (unique.length === 1) return `the ${unique[0]} tin`;
  return `the ${unique.slice(0, -1).join(", ")} and ${unique.at(-1)} tins`;
}

/** What the popup says of one order, or null when it is too old to show. */
export function popupLine(order: RecentOrder, now: number): { who: string; what: string; when: string } | null {
  const when = relativeTime(order.at, now);
  if (when === null) return null;
  return { who: `Someone in ${order.place}`, what: sizesPhrase(order.sizes), when };
}
