// The review e-mail (lib/reviews/requests.ts) against the real database: an
// order delivered the owner's number of days ago gets one e-mail with a
// single-use review link, once, whether the pass runs twice, at once on
// several instances, or right after the owner marks the order delivered;
// orders refunded, cancelled, disputed, anonymized, delivered too long ago or
// not yet due get none.
import "../../support/checkout-env";
import { PUT as bulkStatus } from "@/app/api/admin/orders/bulk-status/route";
import { db } from "@/lib/db";
import { checkEmailLink } from "@/lib/links/email-link";
import { reviewRequestKey } from "@/lib/mail/review-request";
import { requestReviews } from "@/lib/reviews/requests";
import { DEFAULT_REVIEW_SETTINGS, type ReviewSettings } from "@/lib/reviews/schema";
import { REVIEW_SETTINGS_KEY } from "@/lib/reviews/settings";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";
import { deleteMadeOrders, makeOrder } from "../support/orders";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-20T12:00:00.000Z");
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY);

let bearer: string;

beforeAll(async () => {
  bearer = (await createTestAdmin(db, "reviews-requests@example.com", "reviews-requests-password")).token;
});

afterEach(async () => {
  await db.contentBlock.deleteMany({ where: { key: REVIEW_SETTINGS_KEY } });
});

afterAll(async () => {
  const orders = await db.order.findMany({ where: { customerEmail: { startsWith: "asked-" } }, select: { id: true } });
  await db.outgoingEmail.deleteMany({ where: { dedupeKey: { in: orders.map((order) => reviewRequestKey(order.id)) } } });
  await db.emailLink.deleteMany({ where: { orderId: { in: orders.map((order) => order.id) } } });
  await deleteMadeOrders();
});

async function setSettings(values: Partial<ReviewSettings>) {
  const all = { ...DEFAULT_REVIEW_SETTINGS, ...values };
  await db.contentBlock.upsert({ where: { key: REVIEW_SETTINGS_KEY }, create: { key: REVIEW_SETTINGS_KEY, values: { ...all } }, update: { values: { ...all } } });
}

let sequence = 0;
/** A delivered order of this file (its e-mail says so), `days` days before NOW unless told otherwise. */
const delivered = (days: number, overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({ customerEmail: `asked-${++sequence}@example.com`, customerName: "Dana Lee Fox", status: "delivered", deliveredAt: daysAgo(days), ...overrides });

const emailsOf = (orderId: string) => db.outgoingEmail.findMany({ where: { dedupeKey: reviewRequestKey(orderId) } });
const linksOf = (orderId: string) => db.emailLink.findMany({ where: { orderId, purpose: "review" } });

/** The review link an e-mail carries. */
function linkIn(text: string): URL {
  const address = text.match(/https?:\/\/\S+\/reviews\/write\?token=\S+/)?.[0];
  expect(address).toBeDefined();
  return new URL(address!);
}

describe("the review e-mail", () => {
  it("goes to each order delivered the owner's days ago, once, with a single-use link to its review page", async () => {
    await setSettings({ requestDelayDays: 7 });
    const due = await delivered(8);
    const tooSoon = await delivered(6);
    const longAgo = await delivered(38);
    const justInWindow = await delivered(36);

    const queued = await requestReviews({ now: NOW });
    expect(queued).toEqual(expect.arrayContaining([reviewRequestKey(due.id), reviewRequestKey(justInWindow.id)]));
    expect(queued).not.toContain(reviewRequestKey(tooSoon.id));
    expect(queued).not.toContain(reviewRequestKey(longAgo.id));

    const [email] = await emailsOf(due.id);
    expect(email).toMatchObject({ to: due.customerEmail, status: "pending" });
    expect(email!.subject).toBe("How is your tattoo healing? Review your Verdant Ink order");
    expect(email!.text).toContain(`Your order ${due.id.slice(0, 8)} (1 × 1 oz / 30ml) has arrived`);
    expect(email!.text).toContain("We publish every genuine review, good or bad, once we have checked it.");
    expect(email!.html).toContain("Write your review</a>");
    const link = linkIn(email!.text);
    expect(link.pathname).toBe("/reviews/write");
    const check = await checkEmailLink("review", link.searchParams.get("token")!, NOW);
    expect(check).toMatchObject({ ok: true, link: { orderId: due.id, email: due.customerEmail } });
    // Valid for 60 days from the e-mail.
    expect(check.ok && check.link.expiresAt.getTime() - NOW.getTime()).toBe(60 * DAY);

    expect((await db.order.findUniqueOrThrow({ where: { id: due.id } })).reviewRequestedAt).toEqual(NOW);
    for (const order of [tooSoon, longAgo]) {
      expect(await emailsOf(order.id)).toEqual([]);
      expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).reviewRequestedAt).toBeNull();
    }

    // Asked once: the next runs, days later, queue nothing more for it, and ask the order that is due by then.
    const later = await requestReviews({ now: daysAgo(-2) });
    expect(later).toContain(reviewRequestKey(tooSoon.id));
    expect(later).not.toContain(reviewRequestKey(due.id));
    expect(await emailsOf(due.id)).toHaveLength(1);
    expect(await linksOf(due.id)).toHaveLength(1);
  });

  it("follows the owner's number of days, and asks no one while the e-mail is off", async () => {
    const yesterday = await delivered(1);
    await setSettings({ requestDelayDays: 2 });
    expect(await requestReviews({ now: NOW })).not.toContain(reviewRequestKey(yesterday.id));
    await setSettings({ askForReviews: false, requestDelayDays: 0 });
    expect(await requestReviews({ now: NOW })).toEqual([]);
    expect(await emailsOf(yesterday.id)).toEqual([]);
    await setSettings({ requestDelayDays: 0 });
    expect(await requestReviews({ now: NOW })).toContain(reviewRequestKey(yesterday.id));
  });

  it("never asks an order refunded, cancelled, disputed, anonymized, not delivered or already reviewed", async () => {
    await setSettings({ requestDelayDays: 0 });
    const refunded = await delivered(2, { status: "refunded", refundedCents: 900 });
    const cancelled = await delivered(2, { status: "cancelled", cancelledAt: daysAgo(3) });
    const disputed = await delivered(2, { disputedAt: daysAgo(1) });
    const anonymized = await delivered(2, { anonymizedAt: daysAgo(1) });
    const shipped = await delivered(2, { status: "shipped" });
    const noDate = await delivered(2, { deliveredAt: null });
    const reviewed = await delivered(2);
    await db.review.create({ data: { source: "verified", status: "pending", orderId: reviewed.id, name: "Dana F.", rating: 4, headline: "Good stuff", text: "Written through an earlier link." } });
    // Refunded in part: still a buyer, still asked (the shop asks every buyer, not only the happy ones).
    const partlyRefunded = await delivered(2, { refundedCents: 300 });

    const queued = await requestReviews({ now: NOW });
    for (const order of [refunded, cancelled, disputed, anonymized, shipped, noDate, reviewed]) {
      expect(queued).not.toContain(reviewRequestKey(order.id));
      expect(await emailsOf(order.id)).toEqual([]);
    }
    expect(queued).toContain(reviewRequestKey(partlyRefunded.id));
    await db.review.deleteMany({ where: { orderId: reviewed.id } });
  });

  it("is queued once when several passes run at the same time", async () => {
    await setSettings({ requestDelayDays: 3 });
    const order = await delivered(4);
    const runs = await Promise.all(Array.from({ length: 4 }, () => requestReviews({ now: NOW, orderIds: [order.id] })));
    expect(runs.flat().filter((key) => key === reviewRequestKey(order.id))).toHaveLength(1);
    expect(await emailsOf(order.id)).toHaveLength(1);
    expect(await linksOf(order.id)).toHaveLength(1);
    expect(await requestReviews({ now: NOW, orderIds: [order.id] })).toEqual([]);
  });

  it("goes out at once when the owner marks an order delivered and the delay is 0 days, and waits otherwise", async () => {
    const markDelivered = (orderIds: string[]) =>
      bulkStatus(adminRequest("/api/admin/orders/bulk-status", { bearer }, { method: "PUT", body: JSON.stringify({ orderIds, status: "delivered" }) }), noContext);

    await setSettings({ requestDelayDays: 7 });
    const waiting = await makeOrder({ customerEmail: `asked-${++sequence}@example.com`, status: "shipped" });
    expect((await markDelivered([waiting.id])).status).toBe(200);
    expect(await emailsOf(waiting.id)).toEqual([]);

    await setSettings({ requestDelayDays: 0 });
    const now = await makeOrder({ customerEmail: `asked-${++sequence}@example.com`, status: "shipped" });
    expect((await markDelivered([now.id])).status).toBe(200);
    const [email] = await emailsOf(now.id);
    // Queued and sent within the request (the local outbox writes an .eml file).
    expect(email).toMatchObject({ to: now.customerEmail, status: "sent" });
    expect((await db.order.findUniqueOrThrow({ where: { id: now.id } })).reviewRequestedAt).not.toBeNull();
    // Marking it delivered again asks nothing more.
    expect((await markDelivered([now.id])).status).toBe(200);
    expect(await emailsOf(now.id)).toHaveLength(1);
  });
});
