// What a save of the owner's product editor may say of a size: name,
// description, price in dollars, stock (or null when not counted) and the most
// tins one order may hold, with their messages. Safe for the browser: the editor checks with the same rules
// before sending; PATCH /api/admin/products/{id} adds the version.
import { z } from "zod";
import { centsToDollars, dollarsToCents } from "@/lib/catalog/money";
import { lineText, longText } from "@/lib/editing/fields";

/** The price a size may have: Stripe's card minimum up to a sanity ceiling. */
export const PRICE_LIMITS = { minCents: 50, maxCents: 1_000_000 } as const;
export const STOCK_MAX = 1_000_000;

const dollars = (cents: number) => `$${centsToDollars(cents).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;
const PRICE_RULE = `Enter a price between ${dollars(PRICE_LIMITS.minCents)} and ${dollars(PRICE_LIMITS.maxCents)}, with at most two decimals.`;

/**
 * A price in dollars, as the text of a price field ("11", "11.50", "$11.50")
 * or a number; cents once checked. The text comes first: when both fail, a
 * form's resolver shows the first option's message, so the editor's price
 * field says the price rule, as the API does.
 */
const priceField = z
  .union([z.string().trim().transform((text) => text.replace(/^\$/, "")).pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, PRICE_RULE)).transform(Number), z.number()], PRICE_RULE)
  .refine((dollars) => Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, PRICE_RULE)
  .transform(dollarsToCents)
  .refine((cents) => cents >= PRICE_LIMITS.minCents && cents <= PRICE_LIMITS.maxCents, PRICE_RULE);

const STOCK_RULE = `Stock is a whole number from 0 to ${STOCK_MAX.toLocaleString("en-US")}, or empty when the shop does not count it.`;
/** The most tins of a size one order may hold: up to the cart's bound (lib/cart/limits.ts MAX_LINE_QUANTITY). */
export const MAX_PER_ORDER_LIMIT = 1000;
const MAX_PER_ORDER_RULE = `The most per order is a whole number from 1 to ${MAX_PER_ORDER_LIMIT.toLocaleString("en-US")}.`;

export const productFieldsSchema = z.object({
  name: lineText("The name", 120),
  description: longText("The description", 300),
  price: priceField,
  stock: z.number(STOCK_RULE).int(STOCK_RULE).min(0, STOCK_RULE).max(STOCK_MAX, STOCK_RULE).nullable(),
  /** Left out by an older client: the size keeps its limit. */
  maxPerOrder: z.number(MAX_PER_ORDER_RULE).int(MAX_PER_ORDER_RULE).min(1, MAX_PER_ORDER_RULE).max(MAX_PER_ORDER_LIMIT, MAX_PER_ORDER_RULE).optional(),
});
