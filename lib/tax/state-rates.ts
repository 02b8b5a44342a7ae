// Each state's base (statewide) sales tax rate, for the shop's local tax
// calculator. Local (county and city) rates come on top of these in most
// states and are not included: a shop that must collect the full rate by
// address uses Stripe Tax (STRIPE_TAX=1), which computes it per address.
// Rates in parts per million of the taxed amount (6.25 % = 62,500).
//
// Source: the states' statewide rates as compiled by the Tax Foundation,
// "State and Local Sales Tax Rates, 2025" (rates in effect on January 1,
// 2025), https://taxfoundation.org/data/all/state/sales-tax-rates-2025/ .
// Utah and Virginia include the local rate every sale there pays (1.25 % and
// 1 %). Review this file when a state changes its rate, and change the date.
import type { StateCode } from "@/lib/tax/us-states";

export const STATE_RATES_AS_OF = "2025-01-01";
export const STATE_RATES_SOURCE = "Tax Foundation, State and Local Sales Tax Rates, 2025 (statewide rates on January 1, 2025)";

export const STATE_RATES_PPM: Record<StateCode, number> = {
  AL: 40_000, AK: 0, AZ: 56_000, AR: 65_000, CA: 72_500, CO: 29_000, CT: 63_500,
  DE: 0, DC: 60_000, FL: 60_000, GA: 40_000, HI: 40_000, ID: 60_000, IL: 62_500,
  IN: 70_000, IA: 60_000, KS: 65_000, KY: 60_000, LA: 50_000, ME: 55_000, MD: 60_000,
  MA: 62_500, MI: 60_000, MN: 68_750, MS: 70_000, MO: 42_250, MT: 0,
  NE: 55_000, NV: 68_500, NH: 0, NJ: 66_250, NM: 48_750, NY: 40_000,
  NC: 47_500, ND: 50_000, OH: 57_500, OK: 45_000, OR: 0, PA: 60_000,
  RI: 70_000, SC: 60_000, SD: 42_000, TN: 70_000, TX: 62_500, UT: 61_000,
  VT: 60_000, VA: 53_000, WA: 65_000, WV: 60_000, WI: 50_000, WY: 40_000,
};
