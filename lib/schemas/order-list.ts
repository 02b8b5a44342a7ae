// The admin's order list (GET /api/admin/orders): a page of orders, or with
// changedSince, the orders changed since the last answer.
import { z } from "zod";
import { instantSchema } from "@/lib/schemas/fields";
import { adminOrderSchema } from "@/lib/schemas/order";

export const orderPageSchema = z.strictObject({
  orders: z.array(adminOrderSchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many orders match (first page only; null after it). */
  total: z.number().int().nonnegative().nullable(),
  /** Pass it as `changedSince` for the changes after this answer. */
  syncedAt: instantSchema,
});

export const orderChangesSchema = z.strictObject({
  orders: z.array(adminOrderSchema),
  /** More changed than one answer carries: load the first page again. */
  truncated: z.boolean(),
  syncedAt: instantSchema,
});

export type OrderPageJson = z.infer<typeof orderPageSchema>;
export type OrderChangesJson = z.infer<typeof orderChangesSchema>;
