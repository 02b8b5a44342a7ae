// Writing a review with the link of the review e-mail (POST /api/reviews and
// the page's check of the link) against the real database: one review per
// order, stored for moderation and the link used in one transaction; a link
// unknown, used, expired or for another order, and every invalid field, get
// their message and store nothing; texts stay plain text; limits per client
// and per link.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { POST as postReview } from "@/app/api/reviews/route";
import { db } from "@/lib/db";
import { checkEmailLink, createEmailLink } from "@/lib/links/email-link";
import { reviewRequestKey } from "@/lib/mail/review-request";
import { requestReviews } from "@/lib/reviews/requests";
import { DEFAULT_REVIEW_SETTINGS } from "@/lib/reviews/schema";
import { REVIEW_SETTINGS_KEY } from "@/lib/reviews/settings";
import { LINK_ATTEMPTS_MESSAGE, PHOTO_GONE_MESSAGE, REVIEW_LINK_MESSAGES, REVIEW_THANKS, reviewLinkState, WRONG_ORDER_MESSAGE } from "@/lib/reviews/submit";
import { deleteMadeOrders, makeOrder } from "../support/orders";

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;

afterAll(async () => {
  const orders = await db.order.findMany({ where: { customerEmail: { startsWith: "writer-" } }, select: { id: true } });
  const ids = orders.map((order) => order.id);
  await db.review.deleteMany({ where: { orderId: { in: ids } } });
  await db.emailLink.deleteMany({ where: { orderId: { in: ids } } });
  await db.outgoingEmail.deleteMany({ where: { dedupeKey: { in: ids.map(reviewRequestKey) } } });
  await db.storedUpload.deleteMany({ where: { clientKey: "review-test" } });
  await db.contentBlock.deleteMany({ where: { key: REVIEW_SETTINGS_KEY } });
  await deleteMadeOrders();
});

const deliveredOrder = () =>
  makeOrder({ customerEmail: `writer-${++sequence}@example.com`, customerName: "Sarah Jane Chen", status: "delivered", deliveredAt: new Date(Date.now() - 2 * DAY) });

/** A review link of `orderId`, as the e-mail carries it. */
async function linkFor(orderId: string, { validForMs = 60 * DAY, now = new Date() } = {}) {
  const { token } = await db.$transaction((tx) => createEmailLink(tx, { purpose: "review", email: "writer@example.com", orderId, validForMs, now }));
  return token;
}

const GOOD = { rating: 4, headline: "Calm skin from day one", text: "No itching at all, and the colors stayed bright. A small tin lasts.", name: "Sarah C." };

function send(body: unknown, client = "198.51.100.7") {
  return postReview(
    new Request("http://localhost/api/reviews", { method: "POST", headers: { "Content-Type": "application/json", "X-Forwarded-For": client }, body: JSON.stringify(body) }),
    { params: Promise.resolve({}) } as never,
  );
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

const reviewsOf = (orderId: string) => db.review.findMany({ where: { orderId } });

describe("the review page's check of its link", () => {
  it("opens the form for a good link with the order and the name shown by default, and says why not otherwise", async () => {
    const order = await deliveredOrder();
    const token = await linkFor(order.id);
    expect(await reviewLinkState(token)).toEqual({ ok: true, orderId: order.id, ordered: "1 × 1 oz / 30ml", deliveredAt: order.deliveredAt!.toISOString(), shownName: "Sarah C." });
    expect(await reviewLinkState("nonsense")).toEqual({ ok: false, problem: "unknown" });
    const expired = await linkFor(order.id, { validForMs: DAY, now: new Date(Date.now() - 2 * DAY) });
    expect(await reviewLinkState(expired)).toEqual({ ok: false, problem: "expired" });
    // Checking does not use the link.
    expect((await checkEmailLink("review", token)).ok).toBe(true);
  });
});

describe("POST /api/reviews", () => {
  it("stores the review for moderation, uses the link, and thanks the customer", async () => {
    await db.contentBlock.upsert({ where: { key: REVIEW_SETTINGS_KEY }, create: { key: REVIEW_SETTINGS_KEY, values: { ...DEFAULT_REVIEW_SETTINGS, requestDelayDays: 0 } }, update: { values: { ...DEFAULT_REVIEW_SETTINGS, requestDelayDays: 0 } } });
    const order = await deliveredOrder();
    // The link as the review e-mail carries it.
    await requestReviews({ orderIds: [order.id] });
    const email = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: reviewRequestKey(order.id) } });
    const token = new URL(email.text.match(/https?:\/\/\S+\/reviews\/write\?token=\S+/)![0]).searchParams.get("token")!;

    const res = await send({ ...GOOD, token, orderId: order.id, text: "No itching at all.\r\nThe colors stayed bright. A small tin lasts." });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String), message: REVIEW_THANKS });
    expect(REVIEW_THANKS).toBe("Thank you! Your review will appear once we have checked it.");
    const [review] = await reviewsOf(order.id);
    expect(review).toMatchObject({ source: "verified", status: "pending", rating: 4, headline: GOOD.headline, name: "Sarah C.", photoUrl: null, publishedAt: null, text: "No itching at all.\nThe colors stayed bright. A small tin lasts." });
    expect(await checkEmailLink("review", token)).toEqual({ ok: false, reason: "used" });
    expect(await reviewLinkState(token)).toEqual({ ok: false, problem: "used" });
  });

  it("takes a low rating like any other: every review waits for moderation", async () => {
    const order = await deliveredOrder();
    const res = await send({ ...GOOD, rating: 1, headline: "Did not work for me", token: await linkFor(order.id), orderId: order.id });
    expect(res.status).toBe(201);
    expect((await reviewsOf(order.id))[0]).toMatchObject({ rating: 1, status: "pending" });
  });

  it("refuses a link used twice, expired, unknown or for another order, saving nothing", async () => {
    const order = await deliveredOrder();
    const other = await deliveredOrder();
    const token = await linkFor(order.id);

    // For another order: refused, and the link stays unused for its own.
    const wrong = await refusal(await send({ ...GOOD, token, orderId: other.id }), 403);
    expect(wrong).toMatchObject({ code: "review_link_wrong_order", message: WRONG_ORDER_MESSAGE });
    expect(await reviewsOf(other.id)).toEqual([]);
    expect((await checkEmailLink("review", token)).ok).toBe(true);

    expect((await send({ ...GOOD, token, orderId: order.id })).status).toBe(201);
    const twice = await refusal(await send({ ...GOOD, headline: "Second try here", token, orderId: order.id }), 403);
    expect(twice).toMatchObject({ code: "review_link_used", message: REVIEW_LINK_MESSAGES.used });
    expect(await reviewsOf(order.id)).toHaveLength(1);

    const expired = await linkFor(other.id, { validForMs: DAY, now: new Date(Date.now() - 2 * DAY) });
    expect(await refusal(await send({ ...GOOD, token: expired, orderId: other.id }), 403)).toMatchObject({ code: "review_link_expired", message: REVIEW_LINK_MESSAGES.expired });

    const [id, signature] = (await linkFor(other.id)).split(".");
    const forged = `${id}.${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, "not-a-token", `${randomUUID().replaceAll("-", "")}.${signature}`]) {
      expect(await refusal(await send({ ...GOOD, token: bad, orderId: other.id }), 403)).toMatchObject({ code: "review_link_unknown", message: REVIEW_LINK_MESSAGES.unknown });
    }
    expect(await reviewsOf(other.id)).toEqual([]);
  });

  it("keeps one review per order: a second link of the same order is refused", async () => {
    const order = await deliveredOrder();
    const first = await linkFor(order.id);
    const second = await linkFor(order.id);
    expect((await send({ ...GOOD, token: first, orderId: order.id })).status).toBe(201);
    expect(await reviewLinkState(second)).toEqual({ ok: false, problem: "reviewed" });
    expect(await refusal(await send({ ...GOOD, token: second, orderId: order.id }), 409)).toMatchObject({ code: "review_link_reviewed", message: REVIEW_LINK_MESSAGES.reviewed });
    expect(await reviewsOf(order.id)).toHaveLength(1);
    // The refused link was not used up.
    expect((await checkEmailLink("review", second)).ok).toBe(true);
  });

  it.each([
    [{ rating: undefined }, "rating", "Choose a rating from 1 to 5 stars."],
    [{ rating: 0 }, "rating", "Choose a rating from 1 to 5 stars."],
    [{ rating: 6 }, "rating", "Choose a rating from 1 to 5 stars."],
    [{ rating: 4.5 }, "rating", "Choose a rating from 1 to 5 stars."],
    [{ headline: "" }, "headline", "Give your review a title."],
    [{ headline: "Ok" }, "headline", "The title needs at least 5 characters."],
    [{ headline: "x".repeat(121) }, "headline", "The title can have at most 120 characters."],
    [{ headline: "Two\nlines here" }, "headline", "The title must be one line."],
    [{ text: "   " }, "text", "Write your review."],
    [{ text: "Too short." }, "text", "Write at least 20 characters."],
    [{ text: "y".repeat(1001) }, "text", "A review can have at most 1,000 characters."],
    [{ text: "A NUL \u0000 inside a long enough review text." }, "text", "Contains characters that are not allowed"],
    [{ name: "" }, "name", "Give the name to show with your review."],
    [{ name: "S" }, "name", "The name needs at least 2 characters."],
    [{ name: "n".repeat(81) }, "name", "The name can have at most 80 characters."],
    [{ photoUrl: "https://elsewhere.example/photo.jpg" }, "photoUrl", "Upload the photo again."],
  ])("refuses %j with its field message, leaving the link unused", async (change, field, message) => {
    const order = await deliveredOrder();
    const token = await linkFor(order.id);
    const error = await refusal(await send({ ...GOOD, ...change, token, orderId: order.id }), 400);
    expect(error.fields?.[field]).toBe(message);
    expect(await reviewsOf(order.id)).toEqual([]);
    expect((await checkEmailLink("review", token)).ok).toBe(true);
  });

  it("keeps markup as plain text", async () => {
    const order = await deliveredOrder();
    const text = `<script>alert("x")</script> <b>bold</b> & <img src=x onerror=alert(1)> works great!`;
    const headline = `<a href="https://spam.example">Best</a>`;
    expect((await send({ ...GOOD, text, headline, name: "<i>Sam</i>", token: await linkFor(order.id), orderId: order.id })).status).toBe(201);
    expect((await reviewsOf(order.id))[0]).toMatchObject({ text, headline, name: "<i>Sam</i>" });
  });

  it("takes a photo uploaded through the shop's upload flow, and refuses one it does not hold", async () => {
    const order = await deliveredOrder();
    const key = randomUUID();
    await db.storedUpload.create({ data: { key, clientKey: "review-test", purpose: "photo", status: "stored", contentType: "image/jpeg", size: 1000, expiresAt: new Date(Date.now() + DAY) } });
    const token = await linkFor(order.id);
    const missing = await refusal(await send({ ...GOOD, photoUrl: `/api/objects/uploads/${randomUUID()}`, token, orderId: order.id }), 400);
    expect(missing.fields).toEqual({ photoUrl: PHOTO_GONE_MESSAGE });
    expect((await checkEmailLink("review", token)).ok).toBe(true);
    expect((await send({ ...GOOD, photoUrl: `/api/objects/uploads/${key}`, token, orderId: order.id })).status).toBe(201);
    expect((await reviewsOf(order.id))[0]!.photoUrl).toBe(`/api/objects/uploads/${key}`);
  });

  it("limits the reviews a client sends, and the tries of one link", async () => {
    const order = await deliveredOrder();
    const token = await linkFor(order.id);
    const other = await deliveredOrder();
    // One link tried over and over (here: for the wrong order), from many clients.
    for (let i = 0; i < 10; i++) expect((await send({ ...GOOD, token, orderId: other.id }, `203.0.113.${i + 1}`)).status).toBe(403);
    const tooMany = await send({ ...GOOD, token, orderId: order.id }, "203.0.113.99");
    expect((await refusal(tooMany, 429)).message).toBe(LINK_ATTEMPTS_MESSAGE);
    expect(tooMany.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await reviewsOf(order.id)).toEqual([]);

    // One client sending reviews: 10 an hour.
    for (let i = 0; i < 10; i++) expect((await send({ ...GOOD, token: "not-a-token", orderId: other.id }, "192.0.2.55")).status).toBe(403);
    const limited = await send({ ...GOOD, token: await linkFor(other.id), orderId: other.id }, "192.0.2.55");
    expect((await refusal(limited, 429)).code).toBe("too_many_requests");
    expect(await reviewsOf(other.id)).toEqual([]);
  });
});
