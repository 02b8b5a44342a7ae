// Body of POST /api/orders. Only paymentIntentId decides anything: the order
// is built from the payment intent the provider confirms. Amount (in cents:
// the price × 100, rounded; the answer carries dollars) and status, when sent,
// are checked against it and never trusted. The payment's client secret, when
// sent, proves the order is the sender's own: only then does the answer carry
// the customer's personal data.
import { z } from "zod";

/** A payment intent id as Stripe and the local test mode write them. */
export const paymentIntentIdSchema = z
  .string()
  .trim()
  .regex(/^pi_[A-Za-z0-9_]{6,120}$/, "Unknown payment intent");

export const createOrderRequestSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  clientSecret: z.string().min(10).max(300).optional(),
  amount: z.number().int().nonnegative().optional(),
  status: z.string().max(30).optional(),
  customerEmail: z.string().max(254).optional(),
  customerName: z.string().max(200).optional(),
  shippingAddress: z.record(z.string(), z.unknown()).optional(),
  photoUrl: z.string().max(2048).nullable().optional(),
  productDetails: z.record(z.string(), z.unknown()).optional(),
});

export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;
