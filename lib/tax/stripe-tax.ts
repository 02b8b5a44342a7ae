// Stripe Tax behind the shop's TaxCalculator contract (STRIPE_TAX=1 with
// Stripe keys): Stripe computes the tax of the shipping address (state,
// county, city and district rates) in the states where the shop is
// registered in Stripe's Dashboard, and keeps the record a tax return needs.
//
// - calculate: a Tax Calculation of the cart's lines, each at its amount after
//   its share of the discount (exclusive of tax), for the shipping address.
//   The quote keeps the calculation's id; checkout shows its tax.
// - recordSale: once paid, a Tax Transaction from that calculation, with the
//   order's id as its reference.
// - recordRefund: a reversal of that transaction, in full when the refund is
//   the whole order, otherwise of the refunded amount (tax included), with the
//   refund's id as its reference.
// Every write carries an idempotency key, so a retry never records twice. An
// address Stripe cannot place is the shopper's to correct (a field message on
// the ZIP code); Stripe failing otherwise is a 502 to try again.
import "server-only";
import type Stripe from "stripe";
import { PPM, type PricedLine } from "@/lib/cart/pricing";
import { DomainError, invalidInput } from "@/lib/errors";
import { NO_TAX, type TaxCalculator, type TaxQuote } from "@/lib/tax/calculator";
import { logger } from "@/lib/log";

const log = logger("tax");

export const TAX_LOCATION_MESSAGE = "We could not find this address for the sales tax: please check the state and ZIP code";

/** What a failed Tax Calculation means for the shopper. */
function calculationFailure(error: unknown): DomainError {
  if ((error as { code?: unknown } | null)?.code === "customer_tax_location_invalid") {
    return invalidInput(TAX_LOCATION_MESSAGE, { zipCode: TAX_LOCATION_MESSAGE });
  }
  log.error("Stripe Tax could not compute the tax", { error: error instanceof Error ? error.message : String(error) });
  return new DomainError("upstream_failed", "tax_unavailable", "The sales tax could not be computed right now. Please try again in a moment.");
}

/**
 * The discount's cents spread over the lines in proportion to their totals,
 * whole cents that add up to the discount exactly (largest remainders get the
 * cents left over, the earlier line first on a tie). No line gets more off
 * than its total.
 */
export function discountShares(lines: readonly PricedLine[], discountCents: number): number[] {
  const subtotal = lines.reduce((sum, line) => sum + BigInt(line.lineTotalCents), BigInt(0));
  const discount = BigInt(Math.max(0, Math.min(discountCents, Number(subtotal))));
  if (subtotal === BigInt(0) || discount === BigInt(0)) return lines.map(() => 0);
  const exact = lines.map((line) => BigInt(line.lineTotalCents) * discount);
  const shares = exact.map((numerator) => numerator / subtotal);
  let left = discount - shares.reduce((sum, share) => sum + share, BigInt(0));
  const byRemainder = exact
    .map((numerator, index) => ({ index, remainder: numerator % subtotal }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === BigInt(0)) break;
    shares[index] += BigInt(1);
    left -= BigInt(1);
  }
  return shares.map(Number);
}

/** "8.25" → 82,500 parts per million, exactly (no floating point). */
export function percentToPpm(percentage: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(percentage.trim());
  if (!match) return 0;
  const fraction = (match[2] ?? "").padEnd(5, "0");
  // Four decimals of a percent are whole parts per million; the fifth rounds half up.
  return Number(match[1]) * 10_000 + Number(fraction.slice(0, 4)) + (Number(fraction[4]) >= 5 ? 1 : 0);
}

/** The rate Stripe applied: its breakdown's percentages that taxed something, added up (state and local). */
function ratePpmOf(calculation: Stripe.Tax.Calculation): number {
  const ppm = calculation.tax_breakdown
    .filter((part) => part.amount > 0 && part.tax_rate_details.rate_type !== "flat_amount")
    .reduce((sum, part) => sum + percentToPpm(part.tax_rate_details.percentage_decimal), 0);
  return Math.min(ppm, PPM);
}

export function createStripeTaxCalculator(stripe: Stripe): TaxCalculator {
  return {
    source: "stripe",

    async calculate({ lines, discountCents, address }): Promise<TaxQuote> {
      const shares = discountShares(lines, discountCents);
      const items = lines
        .map((line, index) => ({ line, amount: line.lineTotalCents - shares[index] }))
        // A line the discount took entirely off has nothing to tax (and Stripe wants a positive amount).
        .filter((item) => item.amount > 0);
      if (items.length === 0) return NO_TAX;
      const seen = new Set<string>();
      const calculation = await stripe.tax.calculations.create({
        currency: "usd",
        line_items: items.map(({ line, amount }, index) => {
          // References are unique within a calculation: a size is in a cart once, but never rely on it.
          const reference = seen.has(line.productId) ? `${line.productId}-${index}` : line.productId;
          seen.add(line.productId);
          return { amount, quantity: line.quantity, reference, tax_behavior: "exclusive" as const };
        }),
        customer_details: {
          address: {
            ...(address.line1 ? { line1: address.line1 } : {}),
            ...(address.city ? { city: address.city } : {}),
            state: address.state,
            postal_code: address.zipCode,
            country: "US",
          },
          address_source: "shipping",
        },
      }).catch((error: unknown) => {
        throw calculationFailure(error);
      });
      const taxCents = calculation.tax_amount_exclusive;
      return {
        taxCents,
        ratePpm: taxCents > 0 ? ratePpmOf(calculation) : 0,
        state: taxCents > 0 ? address.state : null,
        source: "stripe",
        // Kept even when no tax is due: the transaction recorded from it counts the sale in Stripe's threshold monitoring.
        calculationId: calculation.id,
      };
    },

    async recordSale(order) {
      if (!order.taxCalculationId) return null;
      const transaction = await stripe.tax.transactions.createFromCalculation(
        { calculation: order.taxCalculationId, reference: order.id },
        { idempotencyKey: `tax-sale-${order.id}` },
      );
      return transaction.id;
    },

    async recordRefund(order, refund) {
      if (!order.taxTransactionId) {
        throw new Error(`order ${order.id} has no Stripe Tax transaction to reverse (its sale was never recorded)`);
      }
      await stripe.tax.transactions.createReversal(
        refund.full
          ? { mode: "full", original_transaction: order.taxTransactionId, reference: refund.id }
          : { mode: "partial", original_transaction: order.taxTransactionId, reference: refund.id, flat_amount: -refund.amountCents },
        { idempotencyKey: `tax-refund-${refund.id}` },
      );
    },
  };
}
