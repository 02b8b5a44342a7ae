// The public tracking answer (GET /api/track/{number} and the /track page):
// shipping facts only. The object is strict: a name, an e-mail, an address or
// an amount in it fails the schema.
import { z } from "zod";
import { instantSchema, orderStatusSchema } from "@/lib/schemas/fields";

/** One step of a parcel's history; `status` is snake_case ("in_transit"). */
export const trackingEventSchema = z.strictObject({
  status: z.string().min(1),
  description: z.string(),
  location: z.string().nullable(),
  timestamp: instantSchema,
});

/** Where a parcel is: the fields the public tracking answer and the admin order share. */
export const shipmentFields = {
  carrier: z.string().nullable(),
  service: z.string().nullable(),
  shippedAt: instantSchema.nullable(),
  estimatedDeliveryDate: instantSchema.nullable(),
  deliveredAt: instantSchema.nullable(),
  /** Newest first. */
  trackingEvents: z.array(trackingEventSchema),
};

export const publicTrackingSchema = z.strictObject({
  trackingNumber: z.string().min(1),
  status: orderStatusSchema,
  /** What the parcel holds: sizes and quantities, never names or prices. */
  items: z.array(z.strictObject({ size: z.string(), quantity: z.number().int().positive() })),
  ...shipmentFields,
});

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
export type PublicTracking = z.infer<typeof publicTrackingSchema>;
