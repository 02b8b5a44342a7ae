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
export const CLAIM_KEYS = [
  "healsFaster",
  "fasterHealing",
  "freeShipping",
  "guarantee",
  "securePayment",
  "artistApproved",
  "satisfaction",
  "averageRating",
  "natural",
  "credibilityLead",
  "fasterHealingFigure",
  "artistRatingFigure",
  "satisfactionFigure",
  "averageRatingFigure",
  "healingTip",
] as const;
export type ClaimKey = (typeof CLAIM_KEYS)[number];
export type Claims = Record<ClaimKey, string>;

export const CLAIM_LABELS: Record<ClaimKey, string> = {
  healsFaster: "Heals faster",
  fasterHealing: "Faster healing phrase",
  freeShipping: "Free shipping",
  guarantee: "Guarantee",
  securePayment: "Secure payment",
  artistApproved: "Artist approved",
  satisfaction: "Satisfaction",
  averageRating: "Average rating",
  natural: "Natural",
  credibilityLead: "Credibility introduction",
  fasterHealingFigure: "Faster healing figure",
  artistRatingFigure: "Artist rating figure",
  satisfactionFigure: "Satisfaction figure",
  averageRatingFigure: "Average rating figure",
  healingTip: "Healing calculator tip",
};

/** Where a claim is shown, for the editor's hints. */
export const CLAIM_HINTS: Partial<Record<ClaimKey, string>> = {
  fasterHealing: 'In the home page\'s headline ("Heal your tattoo … , naturally"), the page titles, the footer and the fast-healing page. Write "faster" to make no figure.',
  credibilityLead: "Under the heading of the home page's credibility figures.",
  fasterHealingFigure: "A figure of the home page's credibility block. Leave it empty to show none.",
  artistRatingFigure: "A figure of the credibility block, also in the home page's description and on the wholesale page. Leave it empty to show none.",
  satisfactionFigure: "A figure of the credibility block. Leave it empty to show none.",
  averageRatingFigure: "A figure of the credibility block. Leave it empty to show none.",
  healingTip: "The healing calculator's advice to those who use the ointment.",
};

/** The figures of the credibility block: a claim left empty shows no figure. */
export const CREDIBILITY_FIGURES = [
  { key: "fasterHealingFigure", label: "Faster healing" },
  { key: "artistRatingFigure", label: "Artist-approved rating" },
  { key: "satisfactionFigure", label: "Customer satisfaction" },
  { key: "averageRatingFigure", label: "Average rating" },
] as const satisfies readonly { key: ClaimKey; label: string }[];

const OPTIONAL_CLAIMS: ReadonlySet<ClaimKey> = new Set(CREDIBILITY_FIGURES.map((figure) => figure.key));

/**
 * Where a live figure comes from: the shop's data, the owner's fixed text,
 * or nowhere (hidden). "auto" is the choice before the owner makes one: the
 * fixed text while the shop takes test payments, its data once it takes real
 * ones (lib/social-proof/sources.ts).
 */
export const FIGURE_SOURCES = ["auto", "data", "fixed", "hidden"] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** The live figures of the home page, the purchase popup among them. */
export const LIVE_FIGURES = ["viewingNow", "percentSold", "ordersThisWeek", "popup"] as const;
export type LiveFigure = (typeof LIVE_FIGURES)[number];

export const LIVE_FIGURE_LABELS: Record<LiveFigure, string> = {
  viewingNow: "People viewing now",
  percentSold: "Percent sold",
  ordersThisWeek: "Orders this week",
  popup: "Purchase popup",
};

/**
 * The live figures' settings: each figure's fixed text (the popup's is the
 * sample buyers of lib/fixed-content), its source, and the least its data
 * must reach to be shown (below it the figure is hidden, never faked).
 */
export type SocialProofFigures = {
  viewingNow: number;
  percentSold: number;
  ordersThisWeek: number;
} & Record<`${LiveFigure}Source`, FigureSource> &
  Record<`${LiveFigure}Minimum`, number>;

export const FAQ_LIMITS = { question: 200, answer: 2_000 } as const;
export const REVIEW_LIMITS = { name: 80, title: 80, connection: 80, text: 1_000 } as const;
export const CLAIM_MAX_LENGTH = 120;
/** The claims that are a sentence or two (the calculator's tip, the credibility introduction). */
export const CLAIM_SENTENCE_MAX_LENGTH = 300;

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

/** A claim that may be left empty (a credibility figure: then none is shown). */
function optionalClaim(label: string, max: number) {
  return z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .refine((text) => !/[\r\n]/.test(text), `${label} must be one line.`)
    .refine(isStorableText, `${label} cannot contain control characters.`);
}

export const claimsSchema = z.object(
  Object.fromEntries(
    CLAIM_KEYS.map((key) => {
      const label = `The ${CLAIM_LABELS[key].toLowerCase()} claim`;
      return [key, OPTIONAL_CLAIMS.has(key) ? optionalClaim(label, CLAIM_MAX_LENGTH) : lineText(label, key === "healingTip" || key === "credibilityLead" ? CLAIM_SENTENCE_MAX_LENGTH : CLAIM_MAX_LENGTH, { min: 3 })];
    }),
  ) as Record<ClaimKey, ReturnType<typeof lineText>>,
);

const figure = (label: string, max: number) =>
  z.number(`${label} must be a whole number.`).int(`${label} must be a whole number.`).min(0, `${label} cannot be negative.`).max(max, `${label} can be at most ${max.toLocaleString("en-US")}.`);

/** The largest "hide below" each live figure takes (the popup's counts orders of the last 7 days). */
export const FIGURE_MINIMUM_MAX: Record<LiveFigure, number> = { viewingNow: 10_000, percentSold: 100, ordersThisWeek: 1_000_000, popup: 1_000_000 };

const source = (figureKey: LiveFigure) =>
  z.enum(FIGURE_SOURCES, `Choose where ${figureKey === "popup" ? "the purchase popup" : LIVE_FIGURE_LABELS[figureKey].toLowerCase()} comes from.`);

const minimum = (figureKey: LiveFigure) => figure(`The minimum for ${figureKey === "popup" ? "the purchase popup" : LIVE_FIGURE_LABELS[figureKey].toLowerCase()}`, FIGURE_MINIMUM_MAX[figureKey]);

export const figuresSchema = z.object({
  viewingNow: figure("People viewing now", 10_000),
  percentSold: figure("Percent sold", 100),
  ordersThisWeek: figure("Orders this week", 1_000_000),
  ...(Object.fromEntries(LIVE_FIGURES.flatMap((key) => [
    [`${key}Source`, source(key)],
    [`${key}Minimum`, minimum(key)],
  ])) as Record<`${LiveFigure}Source`, ReturnType<typeof source>> & Record<`${LiveFigure}Minimum`, ReturnType<typeof minimum>>),
}) satisfies z.ZodType<SocialProofFigures>;

/** The figures block's keys, in the form's order. */
export const FIGURE_KEYS = Object.keys(figuresSchema.shape) as (keyof SocialProofFigures)[];
