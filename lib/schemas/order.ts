// The order as JSON answers carry it, in three widths that extend each other:
// - publicOrderSchema: what anyone holding the payment intent id may see
//   (POST /api/orders without the payment's client secret);
// - customerOrderSchema: the customer's own order, with their personal data
//   (POST /api/orders with the client secret);
// - adminOrderSchema: the order as the admin pages and APIs show it, with its
//   shipment (GET /api/orders, GET /api/orders/tracking, shipping stats).
// Money is in dollars (9, 15.99), never cents. The objects are strict: a field
// that is not declared here fails the schema.
import { z } from "zod";
import { dollarsSchema, instantSchema, orderStatusSchema } from "@/lib/schemas/fields";
import { shipmentFields } from "@/lib/schemas/tracking";

const orderProductDetailsSchema = z.strictObject({
  name: z.string(),
  size: z.string(),
  quantity: z.number().int().positive(),
  /** The unit price paid, in dollars. */
  price: dollarsSchema,
});

const orderLineSchema = z.strictObject({
  name: z.string(),
  size: z.string(),
  quantity: z.number().int().positive(),
  /** The unit price paid, in dollars. */
  price: dollarsSchema,
  /** price × quantity. */
  total: dollarsSchema,
});

export const publicOrderSchema = z.strictObject({
  id: z.uuid(),
  status: orderStatusSchema,
  /** The amount paid, in dollars: subtotal − discount + tax (shipping is free). */
  amount: dollarsSchema,
  /** The first line, as the one-size API has always answered it; `lines` lists them all. */
  productDetails: orderProductDetailsSchema,
  lines: z.array(orderLineSchema).min(1),
  subtotal: dollarsSchema,
  discount: dollarsSchema,
  tax: dollarsSchema,
  createdAt: instantSchema,
});

const shippingAddressSchema = z.strictObject({
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});

export const customerOrderSchema = publicOrderSchema.extend({
  customerEmail: z.string(),
  customerName: z.string(),
  shippingAddress: shippingAddressSchema,
  paymentIntentId: z.string(),
  photoUrl: z.string().nullable(),
});

/** How an order was paid: "test" in the local test payment mode (no money moved), else "stripe". */
const paymentModeSchema = z.enum(["stripe", "test"]);

export const adminOrderSchema = customerOrderSchema.extend({
  trackingNumber: z.string().nullable(),
  ...shipmentFields,
  /** The latest shipping label, printable at /api/shipping/labels/{labelId}. */
  labelId: z.uuid().nullable(),
  /** When the card holder disputed the payment (a chargeback), and the reason the issuer gave. */
  disputedAt: instantSchema.nullable(),
  disputeReason: z.string().nullable(),
  paymentMode: paymentModeSchema,
  /** Dollars given back so far (refunds made or under way). */
  refunded: dollarsSchema,
  /** The order's refunds, newest first; a failed one gave nothing back. */
  refunds: z.array(
    z.strictObject({
      id: z.uuid(),
      amount: dollarsSchema,
      reason: z.string(),
      status: z.enum(["pending", "succeeded", "failed"]),
      createdAt: instantSchema,
    }),
  ),
  cancelledAt: instantSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** The discount code applied, and the artist or studio it is credited to. */
  discountCode: z.string().nullable(),
  attributedTo: z.string().nullable(),
  /** The tax's state and rate (percent, 6.25), null when no tax was due. */
  taxState: z.string().nullable(),
  taxRate: z.number().nonnegative().nullable(),
});

export type PublicOrder = z.infer<typeof publicOrderSchema>;
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export type AdminOrder = z.infer<typeof adminOrderSchema>;
