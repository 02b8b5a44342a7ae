// The local tax calculator: the state's base rate (lib/tax/state-rates.ts) on
// the order's amount after its discount, in the states the owner registered in
// the admin, and nothing elsewhere. Shipping is free, so it is never taxed.
import "server-only";
import { db } from "@/lib/db";
import { subtotalOf, taxFor } from "@/lib/cart/pricing";
import { NO_TAX, type TaxCalculator } from "@/lib/tax/calculator";
import { STATE_RATES_PPM } from "@/lib/tax/state-rates";
import { isStateCode, type StateCode } from "@/lib/tax/us-states";

/** The states the owner registered to collect sales tax in, by code. */
export async function registeredStates(): Promise<Set<StateCode>> {
  const rows = await db.taxRegistration.findMany({ select: { state: true } });
  return new Set(rows.map((row) => row.state).filter(isStateCode));
}

export const localTaxCalculator: TaxCalculator = {
  source: "local",

  async calculate({ lines, discountCents, address }) {
    const registered = await db.taxRegistration.findUnique({ where: { state: address.state }, select: { state: true } });
    const ratePpm = STATE_RATES_PPM[address.state];
    if (!registered || ratePpm === 0) return NO_TAX;
    const taxed = Math.max(0, subtotalOf(lines) - discountCents);
    return { taxCents: taxFor(taxed, ratePpm), ratePpm, state: address.state, source: "local", calculationId: null };
  },

  // The shop's own records (the order's tax, its refunds' tax) are the bookkeeping.
  async recordSale() {
    return null;
  },
  async recordRefund() {},
};
