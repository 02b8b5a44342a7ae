// The admin dashboard's analytics (GET /api/admin/analytics?range=30d): the
// shop's sales over the last 7, 30 or 90 days or all time. Only orders and
// checkout sessions of the shop's payment mode count (a Stripe shop's figures
// never include test payments). Money is in dollars, never cents; the object
// is strict: a field that is not declared here fails the schema.
import { z } from "zod";
import { dollarsSchema, instantSchema } from "@/lib/schemas/fields";

export const ANALYTICS_RANGES = ["7d", "30d", "90d", "all"] as const;
export const analyticsRangeSchema = z.enum(ANALYTICS_RANGES, "Range must be 7d, 30d, 90d or all.");
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/** The query of GET /api/admin/analytics: the last 30 days unless asked otherwise. */
export const analyticsQuerySchema = z.object({ range: analyticsRangeSchema.default("30d") });

/** A share between 0 and 1 (0 when there is nothing to divide by). */
const shareSchema = z.number().min(0).max(1);
const countSchema = z.number().int().nonnegative();

export const analyticsSchema = z.strictObject({
  range: analyticsRangeSchema,
  /** The payment mode whose orders count: "stripe" (real money) or "test" (the local test payment mode). */
  paymentMode: z.enum(["stripe", "test"]),
  /**
   * The start of the first day (or month) shown, midnight UTC: the range's
   * first day, or for all time the first order's; `to` is the moment asked.
   */
  from: instantSchema,
  to: instantSchema,
  /** Amounts paid less the refunds given back and the sales tax kept (net of discounts), of the orders placed in the range. */
  revenue: dollarsSchema,
  /** Orders placed in the range, whatever their status. */
  orders: countSchema,
  /** Revenue per order, to the cent (0 without orders). */
  averageOrderValue: dollarsSchema,
  /** Tins sold in the range, every size. */
  units: countSchema,
  /** Taken off by discount codes. */
  discounts: dollarsSchema,
  /** Sales tax collected less the tax refunded: not revenue, the states' money. */
  tax: dollarsSchema,
  /** Each size of the ointment (every product of the catalogue, zeros included), in catalogue order. */
  sizes: z.array(
    z.strictObject({
      productId: z.string(),
      /** The size as the catalogue names it now ("1 oz / 30ml"). */
      size: z.string(),
      /** Tins of this size sold. */
      units: countSchema,
      /** Orders with this size (an order of both sizes counts for each). */
      orders: countSchema,
      /** This size's share of the revenue (its lines' share of each order's). */
      revenue: dollarsSchema,
    }),
  ),
  /** Revenue per UTC day, or per calendar month for an all-time span longer than 90 days. */
  bucket: z.enum(["day", "month"]),
  /** Every day (or month) of the range in order, empty ones included; `start` is its first day (UTC). */
  series: z.array(z.strictObject({ start: z.iso.date(), revenue: dollarsSchema, orders: countSchema })).min(1),
  /** The five shipping states with the most revenue, most first. */
  topStates: z.array(z.strictObject({ state: z.string(), orders: countSchema, revenue: dollarsSchema })).max(5),
  refunds: z.strictObject({
    /** Orders of the range with money given back (in part or in full). */
    refundedOrders: countSchema,
    /** refundedOrders / orders. */
    rate: shareSchema,
    /** Everything given back on the orders of the range. */
    amount: dollarsSchema,
  }),
  conversion: z.strictObject({
    /** Payment sessions opened at checkout in the range. */
    opened: countSchema,
    /** Those of them that became an order. */
    paid: countSchema,
    /** paid / opened. */
    rate: shareSchema,
  }),
  labels: z.strictObject({
    /** Postage of the labels bought in the range and not voided. */
    spend: dollarsSchema,
    /** Labels bought in the range and not voided. */
    count: countSchema,
    /** Of those, the labels whose provider reported no rate (the local label generator reports none). */
    unrated: countSchema,
  }),
});

export type Analytics = z.infer<typeof analyticsSchema>;
