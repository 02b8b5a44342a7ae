// Prices a cart on the server: every line from the catalogue as it is now
// (the browser never sends a price), each size's per-order limit and counted
// stock, the discount code, and the sales tax of the shipping address; the
// total is subtotal − discount + tax (lib/cart/pricing.ts). A bad cart is
// refused with a message per field and nothing changes; a size with fewer
// tins left than asked is 409 sold_out, naming the size and what is left.
import "server-only";
import { centsToDollars } from "@/lib/catalog/money";
import { listProductsNow, type ProductOption } from "@/lib/catalog/products";
import { db } from "@/lib/db";
import { DomainError, invalidInput } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { priceLine, totalsOf, type PricedLine } from "@/lib/cart/pricing";
import type { CartRequest, CartSummary } from "@/lib/cart/cart-schema";
import { checkCode, holdCode, releaseHeldCode } from "@/lib/discounts/redeem";
import { NO_TAX, type TaxQuote } from "@/lib/tax/calculator";
import { getTaxCalculator } from "@/lib/tax/provider";
import { stateCode, zip5 } from "@/lib/tax/us-states";
import { zipStateMismatch } from "@/lib/tax/zip-states";

export const STATE_MESSAGE = "Please enter a US state (for example TX or Texas)";
export const ZIP_MESSAGE = "Please enter a valid ZIP code (5 digits)";

export interface QuotedLine extends PricedLine {
  maxPerOrder: number;
}

export interface Quote {
  lines: QuotedLine[];
  subtotalCents: number;
  discountCents: number;
  discount: { codeId: string; code: string; oncePerCustomer: boolean } | null;
  tax: TaxQuote;
  /** The address the tax was computed for (taxAddressKey), or null when none was given yet. */
  taxAddress: string | null;
  totalCents: number;
}

/** 409 sold_out: the size has none left, or fewer than asked. */
export function soldOut(size: string, left: number, field?: string): DomainError {
  const message = left <= 0 ? `The ${size} size is sold out. Please choose another size.` : `Only ${left} ${left === 1 ? "tin" : "tins"} of the ${size} size ${left === 1 ? "is" : "are"} left.`;
  return new DomainError("conflict", "sold_out", message, field ? { fields: { [field]: left <= 0 ? "Sold out" : `Only ${left} left` } } : {});
}

/** Each item priced from the catalogue; unknown sizes, quantities past a size's limit and stock refused. */
function priceItems(items: CartRequest["items"], products: readonly ProductOption[]): QuotedLine[] {
  const fields: Record<string, string> = {};
  const lines: QuotedLine[] = [];
  items.forEach((item, index) => {
    const product = products.find((p) => p.id === item.id);
    if (!product) {
      fields[`items.${index}.id`] = "Unknown size";
      return;
    }
    const max = product.maxPerOrder ?? 10;
    if (item.quantity > max) {
      fields[`items.${index}.quantity`] = `You can order at most ${max} of the ${product.size} size`;
      return;
    }
    lines.push({ ...priceLine(product, item.quantity), maxPerOrder: max });
  });
  if (Object.keys(fields).length) throw invalidInput("Please check your cart.", fields);
  items.forEach((item, index) => {
    const product = products.find((p) => p.id === item.id)!;
    if (product.stock !== null && product.stock < item.quantity) throw soldOut(product.size, product.stock, `items.${index}.quantity`);
  });
  return lines;
}

/** "TX 73301" for a US state and ZIP, null while the state or ZIP is missing or not one. */
export function taxAddressKey(address: CartRequest["shippingAddress"]): string | null {
  if (!address) return null;
  const state = stateCode(address.state);
  const zip = zip5(address.zipCode);
  return state && zip ? `${state} ${zip}` : null;
}

/**
 * The tax of the lines at the address, once the address says enough: no
 * state yet (the shopper has not typed it) is no tax yet, unless
 * `requireAddress` (the last step before paying). The shop ships within the
 * United States only (the checkout refuses another country), so the state
 * and ZIP alone decide the tax; a ZIP code must be in the state.
 */
async function taxOf(lines: readonly PricedLine[], discountCents: number, address: CartRequest["shippingAddress"], requireAddress: boolean): Promise<TaxQuote> {
  if (!address) return NO_TAX;
  if (!address.state && !requireAddress) return NO_TAX;
  const state = stateCode(address.state);
  const zip = zip5(address.zipCode);
  const fields: Record<string, string> = {};
  if (!state) fields.state = STATE_MESSAGE;
  if (!zip && (address.zipCode || requireAddress)) fields.zipCode = ZIP_MESSAGE;
  if (Object.keys(fields).length) throw invalidInput(Object.values(fields)[0], fields);
  if (!zip) return NO_TAX;
  // The parcel goes where the ZIP code is: a state other than the ZIP code's
  // would tax (or not) an order that ships elsewhere.
  const mismatch = zipStateMismatch(state, zip);
  if (mismatch) throw invalidInput(mismatch, { zipCode: mismatch });
  return getTaxCalculator().calculate({
    lines,
    discountCents,
    address: { state: state!, zipCode: zip, city: address.city, line1: address.address },
  });
}

export interface QuoteOptions {
  /** The checkout session the quote is for: its own reservation of the code does not count against the code. */
  paymentIntentId?: string;
  /** The full shipping address is required (the details sent right before paying). */
  requireAddress?: boolean;
  now?: Date;
}

/**
 * Keeps the quote with its checkout session in one transaction: the session's
 * code is reserved for the session's client under the code's row lock (a quote whose code was used up
 * meanwhile is refused with its field message, and nothing is kept), or a
 * code the session held is released. Everything the quote needed was read
 * before, so the transaction holds one connection for a few statements.
 */
export async function keepQuote(
  quote: Quote,
  session: { paymentIntentId: string; email?: string | null; clientKey?: string },
  write: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<void> {
  await db.$transaction(async (tx) => {
    if (quote.discount) {
      const held = await holdCode(tx, {
        codeText: quote.discount.code,
        lines: quote.lines,
        paymentIntentId: session.paymentIntentId,
        email: session.email,
        discountCents: quote.discountCents,
        clientKey: session.clientKey,
      });
      if (!held.ok) throw invalidInput(held.message, { discountCode: held.message });
    } else {
      await releaseHeldCode(tx, session.paymentIntentId);
    }
    await write(tx);
  });
}

/** Prices the cart now. */
export async function quoteCart(request: CartRequest, options: QuoteOptions = {}): Promise<Quote> {
  const lines = priceItems(request.items, await listProductsNow());
  let discount: Quote["discount"] = null;
  let discountCents = 0;
  if (request.discountCode) {
    const check = await checkCode(request.discountCode, lines, { email: request.email, paymentIntentId: options.paymentIntentId, now: options.now });
    if (!check.ok) throw invalidInput(check.message, { discountCode: check.message });
    discount = { codeId: check.code.id, code: check.code.code, oncePerCustomer: check.code.oncePerCustomer };
    discountCents = check.discountCents;
  }
  const tax = await taxOf(lines, discountCents, request.shippingAddress, options.requireAddress ?? false);
  const totals = totalsOf(lines, discountCents, tax.taxCents);
  return {
    lines,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    discount,
    tax,
    taxAddress: taxAddressKey(request.shippingAddress),
    totalCents: totals.totalCents,
  };
}

/**
 * A session's stored cart with the tax of a new shipping address: the lines
 * and the discount stay as the shopper was shown them (a price changed since
 * does not move them), the tax is computed for the address, and each line's
 * tins must still be there (409 sold_out otherwise, before paying).
 */
/** Each line's tins are still there (409 sold_out otherwise); the catalogue's limits per size. */
export async function assertInStock(lines: readonly PricedLine[]): Promise<QuotedLine[]> {
  const products = await listProductsNow();
  return lines.map((line, index) => {
    const product = products.find((p) => p.id === line.productId);
    if (product && product.stock !== null && product.stock < line.quantity) throw soldOut(line.size, product.stock, `items.${index}.quantity`);
    return { ...line, maxPerOrder: product?.maxPerOrder ?? line.quantity };
  });
}

export async function requoteForAddress(
  session: { lines: readonly PricedLine[]; discountCents: number; discount: Quote["discount"] },
  address: CartRequest["shippingAddress"],
): Promise<Quote> {
  const lines = await assertInStock(session.lines);
  const tax = await taxOf(lines, session.discountCents, address, true);
  const totals = totalsOf(lines, session.discountCents, tax.taxCents);
  return {
    lines,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    discount: session.discount,
    tax,
    taxAddress: taxAddressKey(address),
    totalCents: totals.totalCents,
  };
}

/** The quote as the checkout shows it (dollars). */
export function summaryOf(
  quote: Pick<Quote, "subtotalCents" | "discountCents" | "tax" | "totalCents"> & { discount: { code: string } | null; lines: readonly (PricedLine & { maxPerOrder?: number })[] },
): CartSummary {
  return {
    lines: quote.lines.map((line) => ({
      id: line.productId,
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      unitPrice: centsToDollars(line.unitPriceCents),
      lineTotal: centsToDollars(line.lineTotalCents),
      maxQuantity: line.maxPerOrder ?? line.quantity,
    })),
    subtotal: centsToDollars(quote.subtotalCents),
    discount: quote.discount ? { code: quote.discount.code, amount: centsToDollars(quote.discountCents) } : null,
    tax: quote.tax.state && quote.tax.source !== "none" ? { amount: centsToDollars(quote.tax.taxCents), rate: quote.tax.ratePpm / 10_000, state: quote.tax.state } : null,
    shipping: 0,
    total: centsToDollars(quote.totalCents),
  };
}

/** The checkout session's priced cart, as stored with it (CheckoutAttempt) and its order is made from. */
export function attemptFieldsOf(quote: Quote) {
  return {
    lines: quote.lines.map(({ productId, name, size, unitPriceCents, quantity, lineTotalCents }) => ({ productId, name, size, unitPriceCents, quantity, lineTotalCents })),
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    discountCodeId: quote.discount?.codeId ?? null,
    discountCode: quote.discount?.code ?? null,
    taxCents: quote.tax.taxCents,
    taxRatePpm: quote.tax.ratePpm,
    taxState: quote.tax.state,
    taxSource: quote.tax.source,
    taxCalculationId: quote.tax.calculationId,
    taxAddress: quote.taxAddress,
    amountCents: quote.totalCents,
  } satisfies Omit<Prisma.CheckoutAttemptUncheckedCreateInput, "paymentIntentId" | "paymentMode">;
}

