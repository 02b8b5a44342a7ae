// The money-back guarantee's inputs: the owner's setting (how many days
// after delivery customers may ask, whether the tin must be sent back, how
// soon the owner answers), a customer's request from their order's page, and
// the owner's decisions in /admin/returns. Safe for the browser: the forms
// check with the same rules before sending.
import { z } from "zod";
import { isStorableText } from "@/lib/http/text";
import { refundBodySchema } from "@/lib/orders/refund-schemas";

// ---------------------------------------------------------------- the owner's setting

export interface ReturnSettings {
  /** Days after delivery within which a customer may ask for a refund. */
  guaranteeDays: number;
  /** The customer must send the tin back (the returns policy must say so too). */
  tinMustBeSentBack: boolean;
  /** Business days within which the owner answers a request (the e-mail promises it). */
  reviewBusinessDays: number;
}

/** As the returns policy the shop ships with says: 30 days, keep the tin, an answer within 2 business days. */
export const DEFAULT_RETURN_SETTINGS: ReturnSettings = { guaranteeDays: 30, tinMustBeSentBack: false, reviewBusinessDays: 2 };

export const GUARANTEE_MAX_DAYS = 365;
export const REVIEW_MAX_BUSINESS_DAYS = 30;

export const returnSettingsSchema = z.object({
  guaranteeDays: z
    .number("The number of days must be a whole number.")
    .int("The number of days must be a whole number.")
    .min(1, "Allow at least 1 day.")
    .max(GUARANTEE_MAX_DAYS, `Allow at most ${GUARANTEE_MAX_DAYS} days.`),
  tinMustBeSentBack: z.boolean("Say whether the tin must be sent back."),
  reviewBusinessDays: z
    .number("The number of business days must be a whole number.")
    .int("The number of business days must be a whole number.")
    .min(1, "Allow at least 1 business day.")
    .max(REVIEW_MAX_BUSINESS_DAYS, `Allow at most ${REVIEW_MAX_BUSINESS_DAYS} business days.`),
});

export const returnSettingsUpdateSchema = z.object({
  version: z.number("Reload the page and try again: the version is missing.").int().min(1),
  values: returnSettingsSchema,
});

// ---------------------------------------------------------------- the customer's request

export const RETURN_REASON_MAX_LENGTH = 1000;

const reasonText = (missing: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(RETURN_REASON_MAX_LENGTH, `Keep the reason under ${RETURN_REASON_MAX_LENGTH} characters.`)
    .refine(isStorableText, "Write the reason as plain text.");

/** POST /api/account/orders/{id}/return: why, and whether the tin comes back. */
export const returnRequestSchema = z.object({
  reason: reasonText("Tell us why you are asking for a refund."),
  tinWillBeSent: z.boolean("Say whether you will send the tin back."),
});

export type ReturnRequestInput = z.infer<typeof returnRequestSchema>;

/** The field message when the owner's policy asks for the tin and the customer did not say they will send it. */
export const TIN_REQUIRED_MESSAGE = "Our guarantee asks you to send the tin back: tick the box to say you will.";

// ---------------------------------------------------------------- the owner's decisions

export const RETURN_STATUSES = ["open", "approved", "refused", "refunded"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How the owner's queue names each status. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = { open: "Open", approved: "Approved", refused: "Refused", refunded: "Refunded" };

/** GET /api/admin/returns?status=open: one status at a time, open by default. */
export const returnQueueQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, "Status must be open, approved, refused or refunded.").default("open"),
});

/** POST /api/admin/returns/{id}/approve: the refund's amount in dollars (everything still refundable when left out) and whether the tins go back into stock. */
export const approveReturnSchema = z.object({
  amount: refundBodySchema.shape.amount,
  restock: z.boolean("Say whether the tins go back into stock").optional().default(false),
});

/** POST /api/admin/returns/{id}/refuse: the reason the customer is e-mailed. */
export const refuseReturnSchema = z.object({
  reason: reasonText("Give the reason the customer will read."),
});
