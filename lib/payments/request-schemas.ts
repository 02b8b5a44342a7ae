// Request bodies of the payment API, one schema each.
import { z } from "zod";
import { cartItemSchema, cartItemsSchema, cartRequestSchema } from "@/lib/cart/cart-schema";

/**
 * POST /api/create-payment-intent: the cart (items[{id, quantity}], a
 * discount code, the shipping state and ZIP when known). The specification's
 * one-size body, items[{id, name}] and amount in dollars, is a cart of one tin;
 * an amount, when sent, must be the server's total.
 */
export const createPaymentIntentSchema = cartRequestSchema.extend({
  items: z.array(cartItemSchema.extend({ name: z.string().max(200).optional(), quantity: cartItemSchema.shape.quantity.default(1) })).pipe(cartItemsSchema),
  amount: z.number().positive().max(100_000).optional(),
});

export type CreatePaymentIntentRequest = z.output<typeof createPaymentIntentSchema>;

/** POST /api/payment-intents/cart: the open session's cart changed (sizes, quantities, code, state or ZIP). */
export const updateCartRequestSchema = cartRequestSchema.extend({
  clientSecret: z.string().min(10).max(300),
});

/** POST /api/payment-intents/confirm (local test mode): the card form's fields. */
export const confirmTestPaymentSchema = z.object({
  clientSecret: z.string().min(10).max(300),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});

