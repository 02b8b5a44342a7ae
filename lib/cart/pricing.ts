// The arithmetic of a cart, in integer cents, and the one rounding rule of the
// shop: a percentage (a percent-off code, a tax rate) is applied once, to the
// whole amount it concerns, and rounded half up to the nearest cent; a line's
// total is its unit price times its quantity, exact. So:
//
//   line total   = unit price × quantity
//   subtotal     = Σ line totals
//   discount     = percent code: round½↑(eligible subtotal × percent / 100)
//                  fixed code:   min(amount off, eligible subtotal)
//                  (eligible subtotal: the lines of the code's size, or all)
//   taxed amount = subtotal − discount        (shipping is free)
//   tax          = round½↑(taxed amount × rate)
//   total        = subtotal − discount + tax
//
// and a refund of part of an order gives back the same share of its tax:
// round½↑(tax × refund / total), the last refund taking what is left.
// Pure functions: the browser's summary and the server's figures are the same code.

/** A line of a cart, priced: what an order line records. */
export interface PricedLine {
  productId: string;
  name: string;
  size: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface DiscountTerms {
  kind: "percent" | "fixed";
  /** Whole percent, 1 to 100 (kind percent). */
  percentOff?: number | null;
  /** Cents off (kind fixed). */
  amountOffCents?: number | null;
  /** Only this size's lines are discounted; null: every line. */
  productId?: string | null;
}

/** Parts per million: a tax rate of 6.25 % is 62,500. */
export const PPM = 1_000_000;

/** n / d rounded half up, for non-negative integers (exact below 2^53). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`Cannot round ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function priceLine(product: { id: string; name: string; size: string; priceCents: number }, quantity: number): PricedLine {
  return {
    productId: product.id,
    name: product.name,
    size: product.size,
    unitPriceCents: product.priceCents,
    quantity,
    lineTotalCents: product.priceCents * quantity,
  };
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
}

/** The subtotal a code's discount applies to: its size's lines, or every line. */
export function eligibleSubtotal(lines: readonly PricedLine[], terms: Pick<DiscountTerms, "productId">): number {
  return subtotalOf(terms.productId ? lines.filter((line) => line.productId === terms.productId) : lines);
}

/** The cents a code takes off these lines (never more than the lines it applies to). */
export function discountFor(lines: readonly PricedLine[], terms: DiscountTerms): number {
  const eligible = eligibleSubtotal(lines, terms);
  if (terms.kind === "percent") {
    const percent = Math.min(100, Math.max(0, terms.percentOff ?? 0));
    return divideRoundHalfUp(eligible * percent, 100);
  }
  return Math.min(Math.max(0, terms.amountOffCents ?? 0), eligible);
}

/** The tax on `taxedCents` at `ratePpm` parts per million. */
export function taxFor(taxedCents: number, ratePpm: number): number {
  return divideRoundHalfUp(taxedCents * ratePpm, PPM);
}

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

export function totalsOf(lines: readonly PricedLine[], discountCents: number, taxCents: number): CartTotals {
  const subtotalCents = subtotalOf(lines);
  const discount = Math.min(discountCents, subtotalCents);
  return { subtotalCents, discountCents: discount, taxCents, totalCents: subtotalCents - discount + taxCents };
}

/**
 * The tax a refund of `refundCents` gives back, of an order that was paid
 * `totalCents` with `taxCents` of tax, of which `taxRefundedCents` went back
 * already: the same share, and whatever is left when the refund is the last.
 */
export function taxShareOfRefund(order: { totalCents: number; taxCents: number }, refundCents: number, refunded: { cents: number; taxCents: number }): number {
  const taxLeft = order.taxCents - refunded.taxCents;
  if (taxLeft <= 0 || order.totalCents <= 0) return 0;
  if (refunded.cents + refundCents >= order.totalCents) return taxLeft;
  return Math.min(taxLeft, divideRoundHalfUp(order.taxCents * refundCents, order.totalCents));
}

/** "2 × 4 oz, 1 × 1 oz": the lines as the owner's table and the e-mails say them. */
export function describeLines(lines: readonly { quantity: number; size: string }[]): string {
  return lines.map((line) => `${line.quantity} × ${line.size}`).join(", ");
}

/** 62500 → "6.25%": a rate in parts per million as people read it. */
export function formatRate(ratePpm: number): string {
  return `${Number((ratePpm / 10_000).toFixed(4))}%`;
}
