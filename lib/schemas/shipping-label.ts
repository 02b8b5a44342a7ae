// A shipping label just created (POST /api/shipping/labels).
import { z } from "zod";
import { CARRIERS } from "@/lib/shipping/carriers";
import { instantSchema } from "@/lib/schemas/fields";

export const shippingLabelSchema = z.strictObject({
  success: z.literal(true),
  labelId: z.uuid(),
  orderId: z.uuid(),
  carrier: z.enum(CARRIERS),
  service: z.string().min(1),
  trackingNumber: z.string().min(1),
  estimatedDeliveryDate: instantSchema,
  /** The printable label: /api/shipping/labels/{labelId}. */
  labelUrl: z.string().startsWith("/api/shipping/labels/"),
  /** A labelled order is being prepared. */
  status: z.literal("processing"),
});

export type ShippingLabel = z.infer<typeof shippingLabelSchema>;
