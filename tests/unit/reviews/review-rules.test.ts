// The rules of verified buyers' reviews that need no database: the average
// (one decimal, half up, in whole numbers), how it and a rating read, the
// name shown by default, and the schemas of the review form, the owner's
// settings and moderation, with their messages.
import { averageClaim, averageRating, averageText, ratingLabel, shownNameOf, starsLabel } from "@/lib/reviews/format";
import { reviewFormSchema, reviewModerationSchema, reviewSettingsSchema } from "@/lib/reviews/schema";

describe("the average rating", () => {
  it.each([
    [0, 0, null],
    [5, 1, "5.0"],
    [9, 2, "4.5"],
    [14, 3, "4.7"],
    [13, 3, "4.3"],
    // 89 / 20 = 4.45 exactly: half up, never 4.4 for a binary fraction.
    [89, 20, "4.5"],
    [93, 20, "4.7"], // 4.65
    [21, 20, "1.1"], // 1.05
    [31, 7, "4.4"],
    [4999, 1000, "5.0"], // 4.999
  ])("of ratings adding up to %i over %i reviews is %p", (sum, count, average) => {
    expect(averageRating(sum, count)).toBe(average);
  });

  it("reads as the storefront and the claim write it", () => {
    expect(averageText("4.6", 23)).toBe("4.6 from 23 reviews");
    expect(averageText("5.0", 1)).toBe("5.0 from 1 review");
    expect(averageText("4.4", 1234)).toBe("4.4 from 1,234 reviews");
    expect(averageClaim("4.6", 23)).toBe("4.6/5 average rating (23 reviews)");
    expect(averageClaim("2.0", 1)).toBe("2.0/5 average rating (1 review)");
    expect(ratingLabel(2)).toBe("2 out of 5 stars");
    expect(ratingLabel("4.6")).toBe("4.6 out of 5 stars");
    expect(starsLabel(1)).toBe("1 star");
    expect(starsLabel(3)).toBe("3 stars");
  });
});

describe("the name a review shows", () => {
  it.each([
    ["Sarah Chen", "Sarah C."],
    ["  sarah   jane chen ", "sarah C."],
    ["Madonna", "Madonna"],
    ["Ana Ölander", "Ana Ö."],
    ["Zoë 🙂Smith", "Zoë 🙂."],
    ["", ""],
  ])("of %p is %p", (customer, shown) => {
    expect(shownNameOf(customer)).toBe(shown);
  });
});

describe("the review form's rules", () => {
  const good = { rating: 5, headline: "Calm skin from day one", text: "No itching at all, and the colors stayed bright.", name: "Sarah C." };

  it("takes a review as typed, markup and all, with its line breaks as \\n", () => {
    const parsed = reviewFormSchema.parse({ ...good, headline: "  <b>Best</b> balm  ", text: "Line one <script>x</script>\r\nLine two is here." });
    expect(parsed).toEqual({ ...good, headline: "<b>Best</b> balm", text: "Line one <script>x</script>\nLine two is here.", photoUrl: null });
  });

  it("has no default rating and takes whole stars from 1 to 5 only", () => {
    for (const rating of [undefined, null, 0, 6, 2.5, "3"]) {
      const result = reviewFormSchema.safeParse({ ...good, rating });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Choose a rating from 1 to 5 stars.");
    }
    for (const rating of [1, 2, 3, 4, 5]) expect(reviewFormSchema.parse({ ...good, rating }).rating).toBe(rating);
  });

  it("takes only a photo of the shop's own upload flow", () => {
    const own = "/api/objects/uploads/6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c";
    expect(reviewFormSchema.parse({ ...good, photoUrl: own }).photoUrl).toBe(own);
    expect(reviewFormSchema.parse({ ...good, photoUrl: "" }).photoUrl).toBeNull();
    for (const photoUrl of ["https://example.com/a.jpg", `${own}?x=1`, "/api/objects/uploads/../../etc", "javascript:alert(1)"]) {
      expect(reviewFormSchema.safeParse({ ...good, photoUrl }).error?.issues[0]?.message).toBe("Upload the photo again.");
    }
  });
});

describe("the owner's settings and actions", () => {
  it("takes 0 to 60 whole days", () => {
    const settings = { askForReviews: true, requestDelayDays: 0, averageRatingFromReviews: false };
    expect(reviewSettingsSchema.parse(settings)).toEqual(settings);
    expect(reviewSettingsSchema.safeParse({ ...settings, requestDelayDays: -1 }).error?.issues[0]?.message).toBe("The number of days cannot be negative.");
    expect(reviewSettingsSchema.safeParse({ ...settings, requestDelayDays: 61 }).error?.issues[0]?.message).toBe("Ask within 60 days of delivery.");
    expect(reviewSettingsSchema.safeParse({ ...settings, requestDelayDays: 1.5 }).error?.issues[0]?.message).toBe("The number of days must be a whole number.");
  });

  it("approves, rejects or answers; an empty answer removes it", () => {
    expect(reviewModerationSchema.parse({ action: "answer", version: 2, reply: "  Thanks!\r\nSee you.  " })).toEqual({ action: "answer", version: 2, reply: "Thanks!\nSee you." });
    expect(reviewModerationSchema.parse({ action: "answer", version: 2, reply: "   " })).toEqual({ action: "answer", version: 2, reply: "" });
    expect(reviewModerationSchema.safeParse({ action: "edit", version: 1 }).success).toBe(false);
    expect(reviewModerationSchema.safeParse({ action: "approve" }).success).toBe(false);
  });
});
