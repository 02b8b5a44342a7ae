// What the customer's account pages and APIs accept, and the owner's setting
// of how long customers may cancel an order themselves. Safe for the browser:
// the forms check with the same rules before sending.
import { z } from "zod";
import { isStorableText } from "@/lib/http/text";

// ---------------------------------------------------------------- the owner's setting

export interface CancelSettings {
  /** Whether customers may cancel their own orders from their account at all. */
  customersMayCancel: boolean;
  /**
   * How many hours after ordering a customer may cancel; 0: no time limit.
   * Either way, an order can be cancelled by its customer only until a
   * shipping label is bought for it.
   */
  cancelWindowHours: number;
}

/** Until a label is bought, whenever that is. */
export const DEFAULT_CANCEL_SETTINGS: CancelSettings = { customersMayCancel: true, cancelWindowHours: 0 };

export const CANCEL_WINDOW_MAX_HOURS = 720;

export const cancelSettingsSchema = z.object({
  customersMayCancel: z.boolean("Say whether customers may cancel their orders."),
  cancelWindowHours: z
    .number("The number of hours must be a whole number.")
    .int("The number of hours must be a whole number.")
    .min(0, "The number of hours cannot be negative.")
    .max(CANCEL_WINDOW_MAX_HOURS, `Allow at most ${CANCEL_WINDOW_MAX_HOURS} hours (30 days).`),
});

export const cancelSettingsUpdateSchema = z.object({
  version: z.number("Reload the page and try again: the version is missing.").int().min(1),
  values: cancelSettingsSchema,
});

// ---------------------------------------------------------------- the customer's requests

export const CANCEL_REASON_MAX_LENGTH = 500;

/** POST /api/account/orders/{id}/cancel: why, if the customer wants to say. */
export const customerCancelSchema = z.object({
  reason: z
    .string("Write the reason as text.")
    .trim()
    .max(CANCEL_REASON_MAX_LENGTH, `Keep the reason under ${CANCEL_REASON_MAX_LENGTH} characters.`)
    .refine(isStorableText, "Write the reason as plain text.")
    .optional(),
});

/** The list's page: 1 is the newest orders. */
export const accountOrdersQuerySchema = z.object({
  page: z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1, "Pages start at 1.").max(1000, "There are not that many pages.").default(1),
});
