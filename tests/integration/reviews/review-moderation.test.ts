// The owner's moderation of verified buyers' reviews, and what the storefront
// then shows, against the real database: approve, reject and answer (with
// the change log, conflicts and the refresh of the reviews); only approved
// reviews shown, newest first, a page at a time; their average (one decimal,
// half up) and count, without the owner's testimonials; the claim that
// follows them; and the Product JSON-LD carrying them only when there are any.
import "../../support/checkout-env";
import { revalidatePath, revalidateTag } from "next/cache";
import { GET as getModeration } from "@/app/api/admin/reviews/route";
import { POST as moderate } from "@/app/api/admin/reviews/[id]/route";
import { PUT as putSettings } from "@/app/api/admin/reviews/settings/route";
import { PATCH as patchOwnerReview } from "@/app/api/admin/content/reviews/[id]/route";
import { GET as getReviewsPage } from "@/app/api/reviews/route";
import { serializeJsonLd } from "@/components/site/json-ld";
import { db } from "@/lib/db";
import { getClaims, getReviews } from "@/lib/editable-content/content";
import { DEFAULT_CLAIMS, DEFAULT_REVIEWS } from "@/lib/editable-content/defaults";
import type { ReviewModerationJson, ModeratedReviewJson } from "@/lib/reviews/moderation";
import { getVerifiedReviews, type VerifiedReviewPage } from "@/lib/reviews/public";
import { REVIEW_SETTINGS_KEY } from "@/lib/reviews/settings";
import { productJsonLd } from "@/lib/seo/structured-data";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";
import { deleteMadeOrders, makeOrder } from "../support/orders";

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let partner: Awaited<ReturnType<typeof createTestAdmin>>;
const made: string[] = [];

beforeAll(async () => {
  owner = await createTestAdmin(db, "reviews-owner@example.com", "reviews-owner-password");
  partner = await createTestAdmin(db, "reviews-partner@example.com", "reviews-partner-password");
  // Every verified review here is this file's own: the counts start at none.
  expect(await db.review.count({ where: { source: "verified" } })).toBe(0);
});

afterEach(async () => {
  await db.review.deleteMany({ where: { id: { in: made.splice(0) } } });
  await db.contentBlock.deleteMany({ where: { key: REVIEW_SETTINGS_KEY } });
});

afterAll(async () => {
  await deleteMadeOrders();
});

beforeEach(() => {
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});

const refreshedTags = () => {
  expect(revalidatePath).not.toHaveBeenCalled();
  return jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort();
};

let minute = 0;
/** A verified buyer's review of an order of its own, pending unless said otherwise (approved ones published a minute apart, in order). */
async function customerReview(rating: number, status: "pending" | "approved" | "rejected" = "pending", fields: { name?: string; headline?: string; text?: string } = {}) {
  const order = await makeOrder({ status: "delivered", deliveredAt: new Date() });
  minute += 1;
  const review = await db.review.create({
    data: {
      source: "verified",
      status,
      orderId: order.id,
      name: fields.name ?? `Buyer ${minute}.`,
      rating,
      headline: fields.headline ?? `Review number ${minute}`,
      text: fields.text ?? `Helped my tattoo heal, review number ${minute}.`,
      publishedAt: status === "approved" ? new Date(Date.UTC(2026, 10, 1, 12, minute)) : null,
    },
  });
  made.push(review.id);
  return review;
}

const act = (id: string, body: unknown, auth = owner) =>
  moderate(adminRequest(`/api/admin/reviews/${id}`, { cookie: auth.cookie }, { method: "POST", body: JSON.stringify(body) }), { params: Promise.resolve({ id }) } as never);

async function queue(): Promise<ReviewModerationJson> {
  const res = await getModeration(adminRequest("/api/admin/reviews", { cookie: owner.cookie }), noContext);
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewModerationJson;
}

async function page(number: number): Promise<VerifiedReviewPage> {
  const res = await getReviewsPage(new Request(`http://localhost/api/reviews?page=${number}`), noContext);
  expect(res.status).toBe(200);
  expect(res.headers.get("Cache-Control")).toMatch(/^public/);
  return (await res.json()) as VerifiedReviewPage;
}

const SITE = { name: "Verdant Ink", productName: "Verdant Ink Ointment", url: "https://shop.test", supportEmail: "help@shop.test" };
const OFFERS = [{ id: "1oz", name: "Ointment", size: "1 oz / 30ml", priceCents: 900, description: "small" }];

describe("moderation", () => {
  it("is for admins only", async () => {
    const review = await customerReview(5);
    expect((await getModeration(new Request("http://localhost/api/admin/reviews"), noContext)).status).toBe(401);
    const anonymous = await moderate(new Request(`http://localhost/api/admin/reviews/${review.id}`, { method: "POST", body: JSON.stringify({ action: "approve", version: 1 }) }), { params: Promise.resolve({ id: review.id }) } as never);
    expect(anonymous.status).toBe(401);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe("pending");
  });

  it("queues every customer review whatever its rating, and shows none until approved", async () => {
    const low = await customerReview(1);
    const high = await customerReview(5);
    const pending = (await queue()).pending.map((review) => review.id);
    expect(pending).toEqual([low.id, high.id]);
    expect((await getVerifiedReviews()).reviews).toEqual([]);
    expect((await getVerifiedReviews()).summary).toEqual({ count: 0, average: null });
    expect((await page(1)).reviews).toEqual([]);
  });

  it("approves, answers and rejects, logging each action and refreshing the reviews", async () => {
    const review = await customerReview(2, "pending", { name: "Robin O.", headline: "Not for my skin", text: "It felt heavy on my arm and I still itched." });

    const approved = await act(review.id, { action: "approve", version: 1 });
    expect(approved.status).toBe(200);
    const { review: afterApprove } = (await approved.json()) as { review: ModeratedReviewJson };
    expect(afterApprove).toMatchObject({ status: "approved", version: 2, publishedAt: expect.any(String) });
    expect(refreshedTags()).toEqual(["reviews"]);
    const shown = await getVerifiedReviews();
    expect(shown.reviews).toEqual([
      { id: review.id, name: "Robin O.", rating: 2, headline: "Not for my skin", text: "It felt heavy on my arm and I still itched.", photoUrl: null, reply: null, repliedAt: null, publishedAt: afterApprove.publishedAt },
    ]);
    expect(shown.summary).toEqual({ count: 1, average: "2.0" });

    // Another admin acting on the version they saw first is refused.
    const stale = await act(review.id, { action: "reject", version: 1 }, partner);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("edit_conflict");

    const answered = await act(review.id, { action: "answer", version: 2, reply: "Sorry to hear that, Robin.\r\nWrite to us and we will refund you." });
    expect(answered.status).toBe(200);
    expect((await getVerifiedReviews()).reviews[0]).toMatchObject({ reply: "Sorry to hear that, Robin.\nWrite to us and we will refund you.", repliedAt: expect.any(String) });

    const rejected = await act(review.id, { action: "reject", version: 3 }, partner);
    expect(rejected.status).toBe(200);
    expect((await getVerifiedReviews()).reviews).toEqual([]);
    expect((await queue()).rejected.map((r) => r.id)).toEqual([review.id]);

    const log = await db.contentChange.findMany({ where: { entity: "review", entityId: review.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((entry) => [entry.adminEmail, entry.summary])).toEqual([
      [owner.admin.email, "Approved the review by Robin O. (2 stars)"],
      [owner.admin.email, "Answered the review by Robin O. (2 stars)"],
      [partner.admin.email, "Rejected the review by Robin O. (2 stars)"],
    ]);
    // What the customer wrote is never changed.
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id } })).toMatchObject({ text: "It felt heavy on my arm and I still itched.", rating: 2, headline: "Not for my skin" });
  });

  it("refuses an unknown action or review, an over-long answer, and the owner's own testimonials", async () => {
    const review = await customerReview(3);
    expect((await act(review.id, { action: "publish", version: 1 })).status).toBe(400);
    const long = await act(review.id, { action: "answer", version: 1, reply: "a".repeat(1001) });
    expect((await long.json()).error.fields.reply).toBe("An answer can have at most 1,000 characters.");
    expect((await act("not-a-uuid", { action: "approve", version: 1 })).status).toBe(404);
    const testimonial = await db.review.findFirstOrThrow({ where: { source: "owner" } });
    expect((await act(testimonial.id, { action: "reject", version: testimonial.version })).status).toBe(404);
    // Nor can the testimonials' editor change a customer's review.
    const edit = await patchOwnerReview(
      adminRequest(`/api/admin/content/reviews/${review.id}`, { cookie: owner.cookie }, { method: "PATCH", body: JSON.stringify({ version: 1, name: "Someone else", text: "A better review text.", isArtist: false }) }),
      { params: Promise.resolve({ id: review.id }) } as never,
    );
    expect(edit.status).toBe(404);
    expect((await db.review.findUniqueOrThrow({ where: { id: review.id } })).name).toBe(review.name);
  });
});

describe("what the storefront shows", () => {
  it("shows approved reviews newest first, a page at a time, with their average rounded half up", async () => {
    // 5, 4, 5, 4, 5, 4, 4: 31 / 7 = 4.43 → "4.4"; the pending and rejected ones do not count.
    const ratings = [5, 4, 5, 4, 5, 4, 4];
    const approved = [];
    for (const rating of ratings) approved.push(await customerReview(rating, "approved"));
    await customerReview(1, "pending");
    await customerReview(1, "rejected");

    const first = await getVerifiedReviews();
    expect(first.summary).toEqual({ count: 7, average: "4.4" });
    expect(first.pageCount).toBe(2);
    expect(first.reviews.map((review) => review.id)).toEqual(approved.slice(1).reverse().map((review) => review.id));
    const second = await page(2);
    expect(second).toMatchObject({ page: 2, pageCount: 2, summary: { count: 7, average: "4.4" } });
    expect(second.reviews.map((review) => review.id)).toEqual([approved[0]!.id]);
    expect((await page(3)).reviews).toEqual([]);
    expect((await getReviewsPage(new Request("http://localhost/api/reviews?page=0"), noContext)).status).toBe(400);

    // The owner's testimonials are shown apart, labelled with their connection, and never counted.
    const testimonials = await getReviews();
    expect(testimonials.map((review) => review.name)).toEqual(DEFAULT_REVIEWS.map((review) => review.name));
    expect(testimonials.map((review) => review.connection)).toEqual(DEFAULT_REVIEWS.map((review) => (review.isArtist ? "Artist testimonial" : "Customer testimonial")));
  });

  it.each([
    [[5, 4], "4.5"],
    [[5, 5, 4], "4.7"],
    [[4, 4, 5], "4.3"],
    [[1], "1.0"],
    // 89 / 20 = 4.45: half up.
    [[...Array(9).fill(5), ...Array(11).fill(4)], "4.5"],
  ])("averages %j as %s", async (ratings, average) => {
    for (const rating of ratings) await customerReview(rating, "approved");
    expect((await getVerifiedReviews()).summary).toEqual({ count: ratings.length, average });
  });

  it("lets the average rating claim follow the reviews: their average and count, nothing while there are none", async () => {
    const save = (version: number, averageRatingFromReviews: boolean) =>
      putSettings(
        adminRequest("/api/admin/reviews/settings", { cookie: owner.cookie }, { method: "PUT", body: JSON.stringify({ version, values: { askForReviews: true, requestDelayDays: 7, averageRatingFromReviews } }) }),
        noContext,
      );
    expect((await getClaims()).averageRating).toBe(DEFAULT_CLAIMS.averageRating);
    const saved = await save(1, true);
    expect(saved.status).toBe(200);
    expect(refreshedTags()).toEqual(["claims"]);
    expect((await db.contentChange.findFirstOrThrow({ where: { entity: "review_settings" }, orderBy: { createdAt: "desc" } })).summary).toBe("Edited the review settings (averageRatingFromReviews)");
    expect((await save(1, false)).status).toBe(409);

    // Nothing while there is no published verified review; the rest of the claims stay the owner's.
    expect(await getClaims()).toEqual({ ...DEFAULT_CLAIMS, averageRating: "", averageRatingFigure: "" });
    await customerReview(5, "approved");
    await customerReview(4, "approved");
    await customerReview(1, "pending");
    expect((await getClaims()).averageRating).toBe("4.5/5 average rating (2 reviews)");
    expect((await getClaims()).averageRatingFigure).toBe("4.5/5");

    expect((await save(2, false)).status).toBe(200);
    expect((await getClaims()).averageRating).toBe(DEFAULT_CLAIMS.averageRating);
    expect((await getClaims()).averageRatingFigure).toBe(DEFAULT_CLAIMS.averageRatingFigure);
  });

  it("puts aggregateRating and reviews in the Product JSON-LD from published verified reviews only, and only when there are some", async () => {
    await customerReview(5, "pending");
    const none = productJsonLd(SITE, OFFERS, await getVerifiedReviews());
    expect(JSON.stringify(none)).not.toMatch(/aggregateRating|"Review"|"review"/);

    await customerReview(5, "approved", { name: "Ana P.", headline: "Five stars", text: "</script><script>alert(1)</script> healed fast." });
    await customerReview(2, "approved", { name: "Ben K.", headline: "Too greasy", text: "Not for me, but shipping was quick." });
    const data = productJsonLd(SITE, OFFERS, await getVerifiedReviews());
    expect(data).toMatchObject({ aggregateRating: { "@type": "AggregateRating", ratingValue: 3.5, reviewCount: 2, bestRating: 5, worstRating: 1 } });
    expect((data as { review?: unknown[] }).review).toEqual([
      expect.objectContaining({ "@type": "Review", name: "Too greasy", author: { "@type": "Person", name: "Ben K." }, reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5, worstRating: 1 } }),
      expect.objectContaining({ "@type": "Review", name: "Five stars", reviewBody: "</script><script>alert(1)</script> healed fast." }),
    ]);
    // Markup in a review stays text in the page's script tag.
    const json = serializeJsonLd(data);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).review[1].reviewBody).toBe("</script><script>alert(1)</script> healed fast.");
    // The owner's ten testimonials are nowhere in it.
    for (const testimonial of DEFAULT_REVIEWS) expect(JSON.stringify(data)).not.toContain(testimonial.name);
  });
});
