// What the popup may say of an order's address and sizes: a plain city name
// with the state's code, or the state alone; a size's short name. Made on the
// server from the order's shipping address; never a name or a street.
import { US_STATES, type StateCode } from "@/lib/tax/us-states";

/** "4 oz / 120ml" → "4 oz": the size as the popup says it. */
export function shortSize(size: string): string {
  return size.split("/")[0]!.trim().replace(/\s+/g, " ");
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

/** "Austin, TX" from the city and state as the shopper typed them; "Texas" when the city does not read as one. */
export function placeOf(typedCity: string, state: StateCode): string {
  const city = displayCity(typedCity);
  return city ? `${city}, ${state}` : US_STATES[state];
}
