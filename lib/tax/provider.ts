// Picks the tax calculator the configuration asks for: Stripe Tax with
// STRIPE_TAX=1 and Stripe keys, the local calculator otherwise.
import "server-only";
import { getConfig } from "@/lib/config";
import { createStripeClient } from "@/lib/payments/stripe-client";
import type { TaxCalculator, TaxSource } from "@/lib/tax/calculator";
import { localTaxCalculator } from "@/lib/tax/local-tax";
import { createStripeTaxCalculator } from "@/lib/tax/stripe-tax";

let cachedStripeTax: TaxCalculator | undefined;

function stripeTaxCalculator(): TaxCalculator {
  const { payments } = getConfig();
  cachedStripeTax ??= createStripeTaxCalculator(createStripeClient(payments.stripeSecretKey!, payments.stripeApiBase));
  return cachedStripeTax;
}

/** The calculator of the checkout's tax now. */
export function getTaxCalculator(): TaxCalculator {
  return getConfig().payments.stripeTax ? stripeTaxCalculator() : localTaxCalculator;
}

/**
 * The bookkeeping of an order taxed by `source`: Stripe Tax keeps the record
 * of an order it taxed even after STRIPE_TAX is turned off, as long as the
 * shop is connected to Stripe; null when that record cannot be reached.
 */
export function taxBookkeepingFor(source: TaxSource): TaxCalculator | null {
  if (source !== "stripe") return localTaxCalculator;
  const { payments } = getConfig();
  return payments.mode === "stripe" && payments.stripeSecretKey ? stripeTaxCalculator() : null;
}
