// Inputs of an order's refund and cancellation, shared by the admin area and the API.
import { z } from "zod";

const reason = z.string("Give a reason").trim().min(1, "Give a reason").max(500, "Keep the reason under 500 characters");
/** One per confirmation dialog: a double click or a retried request refunds once. */
const requestKey = z.uuid("The request needs a key (a UUID)");

export const refundBodySchema = z.object({
  /** Dollars to give back (to the cent); leave out for everything not refunded yet. */
  amount: z
    .number("Enter the amount in dollars")
    .positive("Enter an amount above $0")
    .max(100_000, "Enter an amount of at most $100,000")
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, "Enter the amount to the cent")
    .optional(),
  reason,
  requestKey,
  /** The tins came back: put them into the counted stock. */
  restock: z.boolean("Say whether the tins go back into stock").optional().default(false),
});

export const cancelBodySchema = z.object({ reason, requestKey });
