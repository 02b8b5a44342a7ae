// Request bodies of the payment API, one schema each.
import { z } from "zod";

/** POST /api/create-payment-intent: items[{id, name}], amount in dollars. */
export const createPaymentIntentSchema = z.object({
  items: z
    .array(z.object({ id: z.string().trim().min(1).max(50), name: z.string().max(200).optional() }))
    .length(1, "Choose exactly one product"),
  amount: z.number().positive().max(100_000).optional(),
});

export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentSchema>;

/** POST /api/payment-intents/confirm (local test mode): the card form's fields. */
export const confirmTestPaymentSchema = z.object({
  clientSecret: z.string().min(10).max(300),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});

