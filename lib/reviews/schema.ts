// Reviews from verified buyers: what a customer sends with the link of their
// review e-mail, what the owner sets (the delay of that e-mail, whether the
// "Average rating" claim follows the reviews) and the owner's moderation
// actions (how ratings read is in format.ts). Safe for the browser: the
// forms check with the same rules before sending.
import { z } from "zod";
import { POST_CONTENT, POST_TITLE } from "@/lib/forum/schema";
import { REPLY_MAX_LENGTH } from "@/lib/forum/format";
import { isStorableText } from "@/lib/http/text";

/**
 * The forum's limits: a title as long as a post's, a text at least as long
 * as a post's shortest and at most as long as a reply (a review is read on
 * the home page, among others), a shown name as the owner's reviews.
 */
export const REVIEW_FIELDS = {
  headline: POST_TITLE,
  text: { min: POST_CONTENT.min, max: REPLY_MAX_LENGTH },
  name: { min: 2, max: 80 },
  reply: { max: REPLY_MAX_LENGTH },
} as const;

/** Verified reviews per page on the storefront (and per page of GET /api/reviews). */
export const REVIEWS_PAGE_SIZE = 6;

/** How long the link of a review e-mail works. */
export const REVIEW_LINK_DAYS = 60;

/** Orders delivered longer ago than the delay plus this many days are never asked (turning the e-mail on mails no old customer). */
export const REVIEW_REQUEST_WINDOW_DAYS = 30;

export const REVIEW_DELAY_MAX_DAYS = 60;

/** Line breaks as "\n", whatever the browser sent, and no space around. */
const normalized = z.string().transform((text) => text.replace(/\r\n?/g, "\n").trim());

const oneLine = (label: string, { min, max }: { min: number; max: number }, required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .min(min, `${label} needs at least ${min} characters.`)
    .max(max, `${label} can have at most ${max} characters.`)
    .refine((text) => !/[\r\n]/.test(text), `${label} must be one line.`)
    .refine(isStorableText, `${label} cannot contain control characters.`);

export const RATING_REQUIRED = "Choose a rating from 1 to 5 stars.";

/** The address of a photo uploaded through the shop's own upload flow (lib/uploads: re-encoded without its metadata). */
export const OWN_PHOTO_ADDRESS = /^\/api\/objects\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** A photo of the shop's own upload flow, or none. */
const reviewPhotoSchema = z
  .string()
  .trim()
  .max(200, "Upload the photo again.")
  .refine((url) => url === "" || OWN_PHOTO_ADDRESS.test(url), "Upload the photo again.")
  .nullish()
  .transform((url) => url || null);

/** The review form's fields, as the form and POST /api/reviews check them. */
export const reviewFormSchema = z.object({
  rating: z.number(RATING_REQUIRED).int(RATING_REQUIRED).min(1, RATING_REQUIRED).max(5, RATING_REQUIRED),
  headline: oneLine("The title", REVIEW_FIELDS.headline, "Give your review a title."),
  text: normalized.pipe(
    z
      .string()
      .min(1, "Write your review.")
      .min(REVIEW_FIELDS.text.min, `Write at least ${REVIEW_FIELDS.text.min} characters.`)
      .max(REVIEW_FIELDS.text.max, `A review can have at most ${REVIEW_FIELDS.text.max.toLocaleString("en-US")} characters.`)
      .refine(isStorableText, "The review cannot contain control characters."),
  ),
  name: oneLine("The name", REVIEW_FIELDS.name, "Give the name to show with your review."),
  photoUrl: reviewPhotoSchema,
});
export type ReviewFormInput = z.infer<typeof reviewFormSchema>;

/** Body of POST /api/reviews: the fields, the link's token, and the order the page showed. */
export const reviewSubmissionSchema = reviewFormSchema.extend({
  token: z.string("Open the link from your e-mail again.").max(200, "Open the link from your e-mail again."),
  orderId: z.uuid("Open the link from your e-mail again."),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

/** The query of GET /api/reviews. */
export const reviewsPageQuerySchema = z.object({
  page: z.coerce.number("The page must be a number.").int("The page must be a whole number.").min(1, "Pages start at 1.").max(1000, "There are not that many pages.").default(1),
});

// ---------------------------------------------------------------- the owner's settings

export interface ReviewSettings {
  /** Whether delivered orders get the review e-mail at all. */
  askForReviews: boolean;
  /** Days after delivery the e-mail is sent (0: as soon as the order is marked delivered). */
  requestDelayDays: number;
  /** Whether the "Average rating" claim is the verified reviews' average (hidden while there are none) instead of the owner's text. */
  averageRatingFromReviews: boolean;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { askForReviews: true, requestDelayDays: 7, averageRatingFromReviews: false };

export const reviewSettingsSchema = z.object({
  askForReviews: z.boolean("Say whether customers are asked for a review."),
  requestDelayDays: z
    .number("The number of days must be a whole number.")
    .int("The number of days must be a whole number.")
    .min(0, "The number of days cannot be negative.")
    .max(REVIEW_DELAY_MAX_DAYS, `Ask within ${REVIEW_DELAY_MAX_DAYS} days of delivery.`),
  averageRatingFromReviews: z.boolean("Say where the average rating comes from."),
});

export const reviewSettingsUpdateSchema = z.object({
  version: z.number("Reload the page and try again: the version is missing.").int().min(1),
  values: reviewSettingsSchema,
});

// ---------------------------------------------------------------- moderation

const version = z.number("Reload the page and try again: the version is missing.").int().min(1);

/** Body of POST /api/admin/reviews/{id}: approve or reject a customer's review, or answer it publicly ("" removes the answer). */
export const reviewModerationSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("approve"), version }),
    z.object({ action: z.literal("reject"), version }),
    z.object({
      action: z.literal("answer"),
      version,
      reply: normalized.pipe(
        z
          .string()
          .max(REVIEW_FIELDS.reply.max, `An answer can have at most ${REVIEW_FIELDS.reply.max.toLocaleString("en-US")} characters.`)
          .refine(isStorableText, "The answer cannot contain control characters."),
      ),
    }),
  ],
  "Say what to do: approve, reject or answer.",
);
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
