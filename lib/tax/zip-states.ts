// Which state a ZIP code is in, from its first three digits (the USPS
// sectional centres), so that an address's state and ZIP code can be checked
// against each other: the sales tax follows the state, the parcel follows the
// ZIP code, and an order must not ship untaxed to a ZIP code in a taxed state
// under the name of another. Prefixes outside the 50 states and DC (Puerto
// Rico, the Virgin Islands, the Pacific territories, military mail) and the
// ones never assigned (000-004) belong to no state here.
//
// A few ZIP codes serve places on both sides of a state line; they are listed
// in SHARED_ZIP_CODES with every state they serve.
import { stateCode, US_STATES, zip5, type StateCode } from "@/lib/tax/us-states";

/** [first prefix, last prefix, state]: inclusive ranges of three-digit prefixes. */
const PREFIX_RANGES: readonly (readonly [number, number, StateCode])[] = [
  [5, 5, "NY"],
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"],
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"],
  [202, 205, "DC"],
  [206, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 339, "FL"],
  [341, 349, "FL"],
  [350, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"],
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 714, "LA"],
  [716, 729, "AR"],
  [730, 731, "OK"],
  [733, 733, "TX"],
  [734, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"],
  [889, 898, "NV"],
  [900, 961, "CA"],
  [967, 968, "HI"],
  [970, 979, "OR"],
  [980, 994, "WA"],
  [995, 999, "AK"],
];

/**
 * ZIP codes whose delivery area crosses a state line (or lies in a state
 * other than its prefix's), with every state they serve.
 */
const SHARED_ZIP_CODES: Readonly<Record<string, readonly StateCode[]>> = {
  "06390": ["NY", "CT"], // Fishers Island, NY, served from Connecticut
  "24604": ["VA", "WV"], // Bishop
  "42223": ["KY", "TN"], // Fort Campbell
  "59221": ["MT", "ND"], // Fairview
  "71749": ["AR", "LA"], // Junction City
  "73960": ["TX", "OK"], // Texhoma, TX
  "81137": ["CO", "NM"], // Ignacio
  "81324": ["CO", "UT"], // Dove Creek
  "83120": ["WY", "ID"], // Freedom
  "83128": ["WY", "ID"], // Alpine
  "83414": ["WY", "ID"], // Alta
  "84034": ["UT", "NV"], // Ibapah
  "84536": ["UT", "AZ"], // Monument Valley
  "89010": ["NV", "CA"], // Dyer
  "89019": ["NV", "CA"], // Jean, Sandy Valley
  "89060": ["NV", "CA"], // Pahrump
  "89061": ["NV", "CA"], // Pahrump
  "89439": ["NV", "CA"], // Verdi
  "97635": ["OR", "CA"], // New Pine Creek
  "97910": ["OR", "ID"], // Jordan Valley
  "99128": ["WA", "ID"], // Farmington
  "99362": ["WA", "OR"], // Walla Walla
};

/** The states a five-digit ZIP code serves (usually one); none outside the 50 states and DC. */
export function statesOfZip(zip: string): readonly StateCode[] {
  const shared = SHARED_ZIP_CODES[zip];
  if (shared) return shared;
  const prefix = Number(zip.slice(0, 3));
  const range = PREFIX_RANGES.find(([first, last]) => prefix >= first && prefix <= last);
  return range ? [range[2]] : [];
}

/** The message beside a ZIP code that is not in the state typed. */
export const zipNotInStateMessage = (state: StateCode) => `This ZIP code is not in ${US_STATES[state]}. Please check the state and ZIP code`;

/**
 * The message for an address whose ZIP code is not in its state, or null when
 * they agree (or either is not yet a state or a ZIP code: those have their
 * own messages).
 */
export function zipStateMismatch(stateInput: string | null | undefined, zipInput: string | null | undefined): string | null {
  const state = stateCode(stateInput);
  const zip = zip5(zipInput);
  if (!state || !zip) return null;
  return statesOfZip(zip).includes(state) ? null : zipNotInStateMessage(state);
}
