// The admin dashboard's shipping figures (GET /api/admin/shipping/stats).
import { z } from "zod";
import { adminOrderSchema } from "@/lib/schemas/order";

export const shippingStatsSchema = z.strictObject({
  totalOrders: z.number().int().nonnegative(),
  /** Paid or processing: no parcel has left yet. */
  pendingShipment: z.number().int().nonnegative(),
  /** Shipped, not yet delivered. */
  inTransit: z.number().int().nonnegative(),
  delivered: z.number().int().nonnegative(),
  /** The five latest orders, newest first. */
  recentOrders: z.array(adminOrderSchema).max(5),
  /** At most five carriers, most orders first. */
  topCarriers: z.array(z.strictObject({ carrier: z.string(), count: z.number().int().positive() })).max(5),
});

export type ShippingStats = z.infer<typeof shippingStatsSchema>;
