// The inputs of privacy requests, shared by the forms and the routes: the
// address a link is sent to, the link's token, the confirmed deletion, and
// the owner's retention setting.
import { z } from "zod";
import { memberEmailSchema } from "@/lib/forum/schema";

/** POST /api/privacy/requests: the address to send a link to (one plain address, lower-case, as the forum's sign-in takes it). */
export const privacyRequestSchema = z.object({ email: memberEmailSchema });

const tokenField = z.string("This link is not valid. Ask for a new one.").trim().min(1, "This link is not valid. Ask for a new one.").max(200, "This link is not valid. Ask for a new one.");

/** POST /api/privacy/export: the link's token. */
export const privacyTokenSchema = z.object({ token: tokenField });

/** What happens to a member's forum posts and replies when their data is deleted. */
export const FORUM_CHOICES = ["keep", "remove"] as const;
export type ForumChoice = (typeof FORUM_CHOICES)[number];

export const CONFIRM_DELETION = "Tick the box to confirm that you want your data deleted.";

/** POST /api/privacy/deletion: the link's token, the forum choice and the explicit confirmation. */
export const privacyDeletionSchema = z.object({
  token: tokenField,
  forum: z.enum(FORUM_CHOICES, "Choose what happens to your forum posts and replies."),
  confirm: z.literal(true, CONFIRM_DELETION),
});
export type PrivacyDeletionInput = z.infer<typeof privacyDeletionSchema>;

/** The owner's retention setting (ContentBlock "retention"). */
export const ORDER_PHOTO_DAYS = { default: 90, min: 1, max: 3650 } as const;
const DAYS_MESSAGE = `Enter a whole number of days from ${ORDER_PHOTO_DAYS.min} to ${ORDER_PHOTO_DAYS.max}.`;

export const retentionSettingsSchema = z.object({
  orderPhotoDays: z.number(DAYS_MESSAGE).int(DAYS_MESSAGE).min(ORDER_PHOTO_DAYS.min, DAYS_MESSAGE).max(ORDER_PHOTO_DAYS.max, DAYS_MESSAGE),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** PUT /api/admin/privacy/retention: the setting, with the version the form was opened at. */
export const retentionUpdateSchema = z.object({
  version: z.number("Reload the page and try again: the version is missing.").int().min(1),
  values: retentionSettingsSchema,
});
