// What the browser sends about a cart: sizes and quantities, a discount code,
// and (for the tax) the shipping state and ZIP code. Never a price: the server
// prices every line from the catalogue (lib/cart/quote.ts). One schema for the
// checkout page and the routes.
import { z } from "zod";
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from "@/lib/cart/limits";

export const QUANTITY_MESSAGE = "Choose a whole number of tins, at least 1";
export const DUPLICATE_SIZE_MESSAGE = "This size is already in your cart";
export const TOO_MANY_LINES_MESSAGE = `A cart holds at most ${MAX_CART_LINES} lines`;

export const cartItemSchema = z.object({
  id: z.string({ error: "Choose a size" }).trim().min(1, "Choose a size").max(50, "Unknown size"),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
});

export const cartItemsSchema = z
  .array(cartItemSchema, { error: "Choose at least one size" })
  .min(1, "Choose at least one size")
  .max(MAX_CART_LINES, TOO_MANY_LINES_MESSAGE)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: DUPLICATE_SIZE_MESSAGE });
      seen.add(item.id);
    });
  });

/** A discount code as typed: blank means none; stored and matched upper-case. */
export const discountCodeInputSchema = z
  .string()
  .trim()
  .max(40, "This code is not valid")
  .optional()
  .nullable()
  .transform((value) => (value ? value.toUpperCase() : null));

/** The part of the shipping address the tax depends on; either may still be blank. */
export const taxAddressInputSchema = z
  .object({
    state: z.string().trim().max(100).optional().default(""),
    zipCode: z.string().trim().max(20).optional().default(""),
    city: z.string().trim().max(100).optional(),
    address: z.string().trim().max(200).optional(),
  })
  .optional()
  .nullable();

export const cartRequestSchema = z.object({
  items: cartItemsSchema,
  discountCode: discountCodeInputSchema,
  shippingAddress: taxAddressInputSchema,
  /** The shopper's e-mail, once typed: a once-per-customer code is checked against it. */
  email: z.string().trim().max(254).optional().nullable(),
});

export type CartRequest = z.output<typeof cartRequestSchema>;

/** The priced cart as the checkout shows it: money in dollars, as every JSON answer carries it. */
export interface CartSummary {
  lines: { id: string; name: string; size: string; quantity: number; unitPrice: number; lineTotal: number; maxQuantity: number }[];
  subtotal: number;
  discount: { code: string; amount: number } | null;
  tax: { amount: number; rate: number; state: string } | null;
  shipping: number;
  total: number;
}
