// The US states (and DC) by two-letter code and name: a shopper may type
// either in the checkout's state field.

export const US_STATES = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut",
  DE: "Delaware", DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois",
  IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri", MT: "Montana",
  NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York",
  NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania",
  RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming",
} as const;

export type StateCode = keyof typeof US_STATES;

const byName = new Map<string, StateCode>(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code as StateCode]),
);

export function isStateCode(value: string): value is StateCode {
  return Object.hasOwn(US_STATES, value);
}

/** "TX", "tx", "Texas", " texas " → "TX"; anything else → null. */
export function stateCode(input: string | null | undefined): StateCode | null {
  const text = (input ?? "").trim().replace(/\.$/, "").replace(/\s+/g, " ");
  if (!text) return null;
  const upper = text.toUpperCase();
  if (isStateCode(upper)) return upper;
  return byName.get(text.toLowerCase()) ?? null;
}

/** A five-digit ZIP code, or ZIP+4: its first five digits; anything else → null. */
export function zip5(input: string | null | undefined): string | null {
  const match = /^(\d{5})(?:[- ]?\d{4})?$/.exec((input ?? "").trim());
  return match ? match[1] : null;
}

/** The message of a country outside the United States: the shop ships within it only. */
export const US_ONLY_MESSAGE = "We ship only within the United States";

/**
 * Whether a country as typed names the United States: blank (the checkout's
 * default), "United States", "United States of America", "US", "U.S.A.",
 * "America", in any case and spacing. Anything else is another country.
 */
export function isUnitedStates(input: string | null | undefined): boolean {
  const text = (input ?? "").toLowerCase().replace(/[\s.]+/g, "");
  return text === "" || ["us", "usa", "unitedstates", "unitedstatesofamerica", "america"].includes(text);
}
