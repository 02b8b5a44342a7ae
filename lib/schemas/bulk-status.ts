// The answer of a bulk status change (PUT /api/admin/orders/bulk-status).
import { z } from "zod";
import { BULK_STATUSES } from "@/lib/orders/admin-schemas";

export const bulkStatusResultSchema = z.strictObject({
  success: z.literal(true),
  /** How many distinct orders now have the status. */
  updated: z.number().int().positive(),
  status: z.enum(BULK_STATUSES),
});

export type BulkStatusResult = z.infer<typeof bulkStatusResultSchema>;
