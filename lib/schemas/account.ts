// A customer's own orders as their account shows them (GET
// /api/account/orders and /api/account/orders/{id}, and the /account pages,
// which read the same objects): the customer's order (lib/schemas/order.ts)
// with where its parcel is, what was refunded, and what the customer may do
// with it now. `actions` holds one entry per thing a customer can do with an
// order (cancel it before it ships, ask for a refund under the guarantee), each either allowed or refused with the reason
// the page shows instead of the button, so a new action is one more entry.
// Money is in dollars. The objects are strict.
import { z } from "zod";
import { dollarsSchema, instantSchema } from "@/lib/schemas/fields";
import { customerOrderSchema } from "@/lib/schemas/order";
import { shipmentFields } from "@/lib/schemas/tracking";

/** One thing the customer may do with an order: allowed, or refused with the reason shown. */
const orderActionSchema = z.strictObject({
  allowed: z.boolean(),
  /** Why not, in the customer's words; null when allowed. */
  reason: z.string().nullable(),
  /** When it stops being allowed by time (the owner's window), if it does. */
  until: instantSchema.nullable(),
});

const { trackingEvents, ...parcelFields } = shipmentFields;

export const accountOrderSchema = customerOrderSchema.omit({ paymentIntentId: true }).extend({
  /** Dollars given back so far. */
  refunded: dollarsSchema,
  trackingNumber: z.string().nullable(),
  /** The shop's tracking page for the parcel ("/track?number=…"), once it has a number. */
  trackingUrl: z.string().nullable(),
  ...parcelFields,
  cancelledAt: instantSchema.nullable(),
  actions: z.strictObject({ cancel: orderActionSchema, refund: orderActionSchema }),
});

/** The newest request of the money-back guarantee for an order, as its customer sees it. */
export const customerReturnRequestSchema = z.strictObject({
  /** "R-1042" */
  number: z.string(),
  status: z.enum(["open", "approved", "refused", "refunded"]),
  reason: z.string(),
  tinWillBeSent: z.boolean(),
  /** The owner's reason, when refused. */
  refusalReason: z.string().nullable(),
  createdAt: instantSchema,
  decidedAt: instantSchema.nullable(),
});

/** The owner's guarantee as it applies to this order. */
const guaranteeSchema = z.strictObject({
  days: z.number().int(),
  tinMustBeSentBack: z.boolean(),
  reviewBusinessDays: z.number().int(),
  /** When it ends for this order: the end of its last day in the shop's time zone; null before delivery. */
  endsAt: instantSchema.nullable(),
  /** Its last day (delivery day + days) in the shop's time zone, "2026-12-11"; null before delivery. */
  lastDay: z.string().nullable(),
});

/** One order with its parcel's history (newest first), the guarantee and its newest return request. */
export const accountOrderDetailSchema = accountOrderSchema.extend({ trackingEvents, guarantee: guaranteeSchema, returnRequest: customerReturnRequestSchema.nullable() });

/** A page of the account's orders, newest first. */
export const accountOrdersPageSchema = z.strictObject({
  email: z.string(),
  page: z.number().int().min(1),
  /** Older orders are on the next page. */
  hasMore: z.boolean(),
  orders: z.array(accountOrderSchema),
});

export type AccountOrder = z.infer<typeof accountOrderSchema>;
export type AccountOrderDetail = z.infer<typeof accountOrderDetailSchema>;
export type AccountOrdersPage = z.infer<typeof accountOrdersPageSchema>;
export type CustomerReturnRequest = z.infer<typeof customerReturnRequestSchema>;
