// Sales tax behind one contract, with two implementations: the shop's local
// calculator (each state's base rate, charged only in the states the owner
// registered in the admin; none by default) and Stripe Tax (STRIPE_TAX=1 with
// Stripe keys: Stripe computes the rate by address and keeps the record of
// every sale and refund). The checkout's total is subtotal − discount + the
// tax computed here, on the server, from the shipping address.
import "server-only";
import type { PricedLine } from "@/lib/cart/pricing";
import type { StateCode } from "@/lib/tax/us-states";

export interface TaxAddress {
  line1?: string;
  city?: string;
  state: StateCode;
  /** Five digits. */
  zipCode: string;
}

export interface TaxInput {
  lines: readonly PricedLine[];
  discountCents: number;
  address: TaxAddress;
}

export type TaxSource = "none" | "local" | "stripe";

export interface TaxQuote {
  taxCents: number;
  /** Parts per million of the taxed amount (0 when none is due). */
  ratePpm: number;
  state: StateCode | null;
  source: TaxSource;
  /** Stripe Tax's calculation, recorded as a transaction once paid. */
  calculationId: string | null;
}

export const NO_TAX: TaxQuote = { taxCents: 0, ratePpm: 0, state: null, source: "none", calculationId: null };

export interface TaxedOrder {
  id: string;
  taxCents: number;
  taxCalculationId: string | null;
  taxTransactionId: string | null;
}

export interface TaxCalculator {
  readonly source: Exclude<TaxSource, "none">;
  calculate(input: TaxInput): Promise<TaxQuote>;
  /** The order was paid: record its tax with the authority's bookkeeping (Stripe: a tax transaction). Returns its id, or null. */
  recordSale(order: TaxedOrder): Promise<string | null>;
  /** A refund gave back `amountCents` of the order, `taxCents` of it tax (Stripe: a reversal). */
  recordRefund(order: TaxedOrder, refund: { id: string; amountCents: number; taxCents: number; full: boolean }): Promise<void>;
}
