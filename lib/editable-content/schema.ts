// The storefront texts the owner edits, and the rules a save must keep: one
// question and answer, one review, the claims, the social-proof figures.
// Safe for the browser (no server code): the editors show the same limits.
import { z } from "zod";
import { lineText, longText } from "@/lib/editing/fields";
import { isStorableText } from "@/lib/http/text";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Review {
  name: string;
  /** A photo path, or null to show the reviewer's initials. */
  image: string | null;
  text: string;
  isArtist: boolean;
  /** The artist's title; artists only. */
  title?: string;
  /**
   * How the reviewer is connected to the shop, shown instead of "Verified
   * buyer" (which only a buyer's own review carries): "Customer testimonial",
   * "Wholesale partner"; null for the default label (testimonialLabel).
   */
  connection: string | null;
}

/** The label of an owner's review: its connection, else "Customer testimonial" ("Artist testimonial" for an artist). Never "Verified buyer". */
export function testimonialLabel(review: { connection: string | null; isArtist: boolean }): string {
  return review.connection || (review.isArtist ? "Artist testimonial" : "Customer testimonial");
}

/** The claims the pages make, each word for word wherever it is shown. */
export const CLAIM_KEYS = ["healsFaster", "freeShipping", "guarantee", "securePayment", "artistApproved", "satisfaction", "averageRating", "natural"] as const;
export type ClaimKey = (typeof CLAIM_KEYS)[number];
export type Claims = Record<ClaimKey, string>;

export const CLAIM_LABELS: Record<ClaimKey, string> = {
  healsFaster: "Heals faster",
  freeShipping: "Free shipping",
  guarantee: "Guarantee",
  securePayment: "Secure payment",
  artistApproved: "Artist approved",
  satisfaction: "Satisfaction",
  averageRating: "Average rating",
  natural: "Natural",
};

/** The live-style indicators' display figures (not measurements). */
export interface SocialProofFigures {
  viewingNow: number;
  percentSold: number;
  ordersThisWeek: number;
}

export const FAQ_LIMITS = { question: 200, answer: 2_000 } as const;
export const REVIEW_LIMITS = { name: 80, title: 80, connection: 80, text: 1_000 } as const;
export const CLAIM_MAX_LENGTH = 120;

export const faqEntrySchema = z.object({
  question: lineText("The question", FAQ_LIMITS.question, { min: 5 }),
  answer: longText("The answer", FAQ_LIMITS.answer, { min: 10 }),
});
export type FaqEntryInput = z.infer<typeof faqEntrySchema>;

export const reviewSchema = z
  .object({
    name: lineText("The name", REVIEW_LIMITS.name, { min: 2 }),
    title: z.string().trim().max(REVIEW_LIMITS.title, `The title can have at most ${REVIEW_LIMITS.title} characters.`).nullish(),
    text: longText("The review", REVIEW_LIMITS.text, { min: 10 }),
    isArtist: z.boolean("Say whether the reviewer is an artist."),
    connection: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.connection, `The connection can have at most ${REVIEW_LIMITS.connection} characters.`)
      .refine((text) => !/[\r\n]/.test(text), "The connection must be one line.")
      .refine(isStorableText, "The connection cannot contain control characters.")
      .refine((text) => !/verified/i.test(text), "Only reviews written by buyers through their review e-mail are labelled verified: say how this reviewer is connected to the shop instead.")
      .nullish()
      .transform((text) => text || null),
  })
  .superRefine((review, context) => {
    if (review.isArtist && !review.title) context.addIssue({ code: "custom", path: ["title"], message: "Give the artist's title (e.g. Tattoo Artist, 12 years)." });
    if (!review.isArtist && review.title) context.addIssue({ code: "custom", path: ["title"], message: "Only artists carry a title: clear it or tick Artist." });
    if (review.title && /[\r\n]/.test(review.title)) context.addIssue({ code: "custom", path: ["title"], message: "The title must be one line." });
  })
  .transform((review) => ({ ...review, title: review.isArtist ? review.title! : null }));
export type ReviewInput = z.infer<typeof reviewSchema>;

export const claimsSchema = z.object(
  Object.fromEntries(CLAIM_KEYS.map((key) => [key, lineText(`The ${CLAIM_LABELS[key].toLowerCase()} claim`, CLAIM_MAX_LENGTH, { min: 3 })])) as Record<ClaimKey, ReturnType<typeof lineText>>,
);

const figure = (label: string, max: number) =>
  z.number(`${label} must be a whole number.`).int(`${label} must be a whole number.`).min(0, `${label} cannot be negative.`).max(max, `${label} can be at most ${max.toLocaleString("en-US")}.`);

export const figuresSchema = z.object({
  viewingNow: figure("People viewing now", 10_000),
  percentSold: figure("Percent sold", 100),
  ordersThisWeek: figure("Orders this week", 1_000_000),
});
