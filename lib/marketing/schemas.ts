// The inputs of marketing e-mail, one schema each, shared by the forms and
// the routes: the checkout's consent box, the account's subscription switch,
// the owner's settings and the newsletter editor. Safe for the browser.
import { z } from "zod";
import { lineText, longText } from "@/lib/editing/fields";
import { memberEmailSchema } from "@/lib/forum/schema";

/** The exact words of the box at checkout and on the account page; the consent log keeps them. */
export const CONSENT_TEXT = "E-mail me care tips and offers";
/** The line under the box. */
export const CONSENT_NOTE = "A few e-mails a month at most. Unsubscribe in one click from any of them.";
/** What the consent log keeps as the text shown: the box's words and the line under it. */
export const CONSENT_SHOWN = `${CONSENT_TEXT} (${CONSENT_NOTE})`;

/** POST /api/marketing/checkout-consent: the checkout's box, as the shopper ticks it and types the e-mail. */
export const checkoutConsentSchema = z.object({
  clientSecret: z.string().min(10).max(300),
  email: memberEmailSchema,
  consent: z.boolean("Say whether the box is ticked."),
});

/** PUT /api/account/marketing: the signed-in customer's choice. */
export const accountMarketingSchema = z.object({
  subscribed: z.boolean("Say whether you want the e-mails."),
});

/** The owner's settings (ContentBlock "marketingSettings"): bounds and defaults. */
export const MARKETING_LIMITS = {
  abandonedDelayMinutes: { default: 240, min: 1, max: 7 * 24 * 60 },
  reorderDays: { default: 45, min: 1, max: 365 },
  ratePerMinute: { default: 60, min: 1, max: 10_000 },
} as const;

const whole = (label: string, { min, max }: { min: number; max: number }) =>
  z.number(`${label} must be a number.`).int(`${label} must be a whole number.`).min(min, `${label} must be at least ${min}.`).max(max, `${label} can be at most ${max.toLocaleString("en-US")}.`);

export const marketingSettingsSchema = z.object({
  abandonedDelayMinutes: whole("The abandoned-checkout delay", MARKETING_LIMITS.abandonedDelayMinutes),
  reorderDays: whole("The reorder reminder's days", MARKETING_LIMITS.reorderDays),
  ratePerMinute: whole("The sending rate", MARKETING_LIMITS.ratePerMinute),
});
export type MarketingSettings = z.infer<typeof marketingSettingsSchema>;

export const DEFAULT_MARKETING_SETTINGS: MarketingSettings = {
  abandonedDelayMinutes: MARKETING_LIMITS.abandonedDelayMinutes.default,
  reorderDays: MARKETING_LIMITS.reorderDays.default,
  ratePerMinute: MARKETING_LIMITS.ratePerMinute.default,
};

/** PUT /api/admin/marketing/settings. */
export const marketingSettingsUpdateSchema = z.object({
  version: z.number("Reload the page and try again: the version is missing.").int().min(1),
  values: marketingSettingsSchema,
});

/** A newsletter as the owner writes it: a subject and a text in the shop's small Markdown. */
export const newsletterDraftSchema = z.object({
  subject: lineText("The subject", 150),
  body: longText("The text", 20_000),
});
export type NewsletterDraft = z.infer<typeof newsletterDraftSchema>;

/** POST /api/admin/marketing/newsletters: the draft and the number of subscribers the owner confirmed. */
export const newsletterSendSchema = newsletterDraftSchema.extend({
  confirmedCount: z.number("Confirm the number of subscribers.").int().min(0),
});

/** GET /api/admin/marketing/subscribers: a page of the list, searched by e-mail. */
export const subscriberQuerySchema = z.object({
  q: z.string().trim().max(254).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
