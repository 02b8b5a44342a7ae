// Inputs of the admin's order actions, shared by the dashboard and the API.
import { z } from "zod";

export const BULK_STATUSES = ["processing", "shipped", "delivered", "returned"] as const;
export const MAX_BULK_ORDERS = 100;

export const bulkStatusSchema = z.object({
  orderIds: z
    .array(z.uuid("Unknown order id"))
    .min(1, "Select at least one order")
    .max(MAX_BULK_ORDERS, `Select at most ${MAX_BULK_ORDERS} orders at once`),
  status: z.enum(BULK_STATUSES, "Please select a status"),
});

export type BulkStatusInput = z.infer<typeof bulkStatusSchema>;

export const ORDER_STATUS_FILTERS = ["all", "paid", "processing", "shipped", "delivered", "returned", "refunded", "cancelled"] as const;
