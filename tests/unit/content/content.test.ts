import {
  INGREDIENTS,
  POPUP_SAMPLES,
  US_STATES,
  USAGE_STEPS,
  initialsOf,
  mailtoHref,
} from "@/lib/fixed-content";
import { DEFAULT_CLAIMS as CLAIMS, DEFAULT_FAQ as FAQ_ITEMS, DEFAULT_FIGURES as SOCIAL_PROOF_FIGURES, DEFAULT_REVIEWS as REVIEWS } from "@/lib/editable-content/defaults";
import { claimsSchema, faqEntrySchema, figuresSchema, reviewSchema } from "@/lib/editable-content/schema";

describe("storefront content", () => {
  it("has 10 reviews, 4 of them from artists who all carry a title", () => {
    expect(REVIEWS).toHaveLength(10);
    const artists = REVIEWS.filter((review) => review.isArtist);
    expect(artists).toHaveLength(4);
    artists.forEach((artist) => expect(artist.title).toBeTruthy());
    REVIEWS.filter((review) => !review.isArtist).forEach((review) => expect(review.title).toBeUndefined());
  });

  it("lists all 50 US states exactly once", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES).size).toBe(50);
    expect(US_STATES).toEqual(expect.arrayContaining(["Alaska", "Hawaii", "Wyoming", "New York"]));
  });

  it("keeps the fixed figures and six popup samples, each figure's source not chosen yet", () => {
    expect(SOCIAL_PROOF_FIGURES).toMatchObject({ viewingNow: 127, percentSold: 78, ordersThisWeek: 237 });
    expect(SOCIAL_PROOF_FIGURES).toMatchObject({ viewingNowSource: "auto", percentSoldSource: "auto", ordersThisWeekSource: "auto", popupSource: "auto" });
    expect(POPUP_SAMPLES).toHaveLength(6);
    POPUP_SAMPLES.forEach((sample) => {
      expect(sample.name && sample.city && sample.product && sample.timeAgo).toBeTruthy();
    });
    // The popup's timings are checked by what the popup does with them (social-proof-popup.test.tsx).
  });

  it("numbers usage steps from 1 and names every ingredient and FAQ answer", () => {
    expect(USAGE_STEPS.map((step) => step.number)).toEqual(USAGE_STEPS.map((_, index) => index + 1));
    INGREDIENTS.forEach((ingredient) => expect(ingredient.description.length).toBeGreaterThan(10));
    FAQ_ITEMS.forEach((item) => expect(item.answer.length).toBeGreaterThan(10));
    expect(FAQ_ITEMS.some((item) => item.answer.includes("Orders over $25 get expedited processing"))).toBe(true);
  });

  it("makes the shop's claims", () => {
    const text = Object.values(CLAIMS).join(" | ");
    for (const claim of ["15% faster", "all 50 US states", "30-day money-back", "SSL", "10/10", "99%", "4.9/5", "100% natural"]) {
      expect(text).toContain(claim);
    }
    // The figures and sentences the pages showed before the owner could edit them, word for word.
    expect(CLAIMS).toMatchObject({
      fasterHealing: "15% faster",
      credibilityLead: "Tattoo artists rate it 10/10, and 99% of customers would buy it again.",
      fasterHealingFigure: "15%",
      artistRatingFigure: "10/10",
      satisfactionFigure: "99%",
      averageRatingFigure: "4.9/5",
      healingTip: "Great choice! Verdant Ink Healing Ointment helps tattoos heal about 15% faster.",
    });
  });

  it("lets a credibility figure be left empty, never another claim", () => {
    expect(claimsSchema.safeParse({ ...CLAIMS, satisfactionFigure: "" }).success).toBe(true);
    const refused = claimsSchema.safeParse({ ...CLAIMS, fasterHealing: "" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ["fasterHealing"], message: "The faster healing phrase claim is required." });
  });

  it("seeds texts that the editors' own rules accept", () => {
    for (const item of FAQ_ITEMS) expect(faqEntrySchema.safeParse(item).success).toBe(true);
    for (const review of REVIEWS) expect(reviewSchema.safeParse(review).success).toBe(true);
    expect(claimsSchema.parse(CLAIMS)).toEqual(CLAIMS);
    expect(figuresSchema.parse(SOCIAL_PROOF_FIGURES)).toEqual(SOCIAL_PROOF_FIGURES);
  });

  it("builds initials and mail drafts", () => {
    expect(initialsOf("Sarah Chen")).toBe("SC");
    expect(initialsOf("  mike  de rodriguez ")).toBe("MD");
    expect(mailtoHref("help@shop.test")).toBe("mailto:help@shop.test");
    expect(mailtoHref("help@shop.test", "Wholesale Inquiry")).toBe("mailto:help@shop.test?subject=Wholesale%20Inquiry");
  });
});
