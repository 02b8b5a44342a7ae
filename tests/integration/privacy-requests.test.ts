// Privacy requests against the real database: a link e-mailed to any address
// alike (per client and per address limits), the download of everything kept
// about the address, and its deletion with the explicit confirmation: orders
// anonymised with their amounts (and the analytics) unchanged, photos and
// e-mails deleted with their files, reviews deleted, the forum account
// deleted with its posts kept under "Deleted member" or removed, wholesale
// applications anonymised, all or nothing, and each step in the owner's log.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { POST as requestLink } from "@/app/api/privacy/requests/route";
import { POST as exportData } from "@/app/api/privacy/export/route";
import { POST as deleteData } from "@/app/api/privacy/deletion/route";
import { GET as adminLog } from "@/app/api/admin/privacy/route";
import { GET as getRetention, PUT as putRetention } from "@/app/api/admin/privacy/retention/route";
import { db } from "@/lib/db";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { createEmailLink } from "@/lib/links/email-link";
import { deliverPendingEmails, queueEmail } from "@/lib/mail/outbox";
import { getAnalytics } from "@/lib/orders/analytics";
import { ANONYMIZED_NAME, DELETED_MEMBER, ORDER_UNDER_WAY, REFUND_REQUEST_OPEN } from "@/lib/privacy/erase";
import { LINK_FAILURE_MESSAGES, PRIVACY_LINK_SENT, TOO_MANY_FOR_ADDRESS, viewPrivacyLink } from "@/lib/privacy/requests";
import { CONFIRM_DELETION } from "@/lib/privacy/schema";
import { LIMITS } from "@/lib/security/limits";
import { decodeEml } from "../support/eml";
import { adminRequest, createTestAdmin, noContext } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";

jest.setTimeout(60_000);

const DATA_DIR = process.env.DATA_DIR!;
const OUTBOX = path.join(DATA_DIR, "outbox");
const UPLOADS = path.join(DATA_DIR, "uploads");
const tag = randomUUID().slice(0, 8);
let clientNumber = 0;
/** A client address of its own for each use, so the per-client limits count only where a test means them to. */
const nextClient = () => `198.18.${Math.floor(++clientNumber / 250)}.${(clientNumber % 250) + 1}`;

const post = (handler: (request: Request, context: never) => Promise<Response>, url: string, body: unknown, client = nextClient()) =>
  handler(
    new Request(`http://localhost${url}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin", "X-Forwarded-For": client },
      body: JSON.stringify(body),
    }),
    noContext,
  );

let auth: { bearer: string };
let admin: ReturnType<typeof grantAdminPrincipal>;

beforeAll(async () => {
  const created = await createTestAdmin(db, `privacy-admin-${tag}@example.com`);
  auth = { bearer: created.token };
  admin = grantAdminPrincipal({ id: created.admin.id, email: created.admin.email, sessionId: created.sessionIds.api });
});

/** The test payments this file made for its orders. */
const paidIntents: string[] = [];

afterAll(async () => {
  await db.review.deleteMany({ where: { text: { contains: tag } } });
  await deleteMadeOrders();
  // The test payments of this file's orders go with them (a paid intent without its order would be refunded by a later file's reconcile run).
  await db.localPaymentIntent.deleteMany({ where: { id: { in: paidIntents } } });
  await db.privacyRequest.deleteMany({ where: { email: { contains: tag } } });
  await db.emailLink.deleteMany({ where: { email: { contains: tag } } });
  await db.wholesaleApplication.deleteMany({ where: { OR: [{ email: { contains: tag } }, { businessName: "Anonymized applicant" }] } });
  await db.forumReply.deleteMany({ where: { OR: [{ content: { contains: tag } }, { post: { title: { contains: tag } } }] } });
  // The seeded posts this file answered and liked get their counts back.
  for (const [id, counts] of touchedPosts) {
    const published = await db.forumReply.count({ where: { postId: id, status: "published" } });
    await db.forumPost.update({ where: { id }, data: { repliesCount: published, likesCount: counts.likesCount } });
  }
  await db.forumPost.deleteMany({ where: { title: { contains: tag } } });
  await db.forumAuthor.deleteMany({ where: { username: { startsWith: `ada_${tag}` } } });
  await db.forumAuthor.deleteMany({ where: { username: DELETED_MEMBER, posts: { none: {} }, replies: { none: {} } } });
  await db.member.deleteMany({ where: { email: { contains: tag } } });
  await db.$disconnect();
});

/** The .eml files in the outbox, by name; messagesTo matches the To header whatever its case. */
const outboxFiles = () => (existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((name) => name.endsWith(".eml")) : []);
const messagesTo = (email: string) =>
  outboxFiles()
    .sort()
    .map((name) => ({ name, text: decodeEml(readFileSync(path.join(OUTBOX, name), "utf8")) }))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "im").test(mail.text));

/** The token of the newest privacy link e-mailed to `email`. */
function latestToken(email: string): string {
  const mail = messagesTo(email).at(-1);
  expect(mail).toBeDefined();
  const url = /https?:\/\/[^\s"<>]+\/privacy\/request\/manage\?token=([0-9a-f]{32}\.[\w-]{43})/.exec(mail!.text);
  expect(url).not.toBeNull();
  return url![1]!;
}

async function askForLink(email: string, client = nextClient()) {
  const res = await post(requestLink, "/api/privacy/requests", { email }, client);
  expect(res.status).toBe(202);
  return latestToken(email.toLowerCase());
}

/** A stored photo (row and file), as the upload flow leaves it; its address. */
function storedPhoto(): Promise<string> {
  const key = randomUUID();
  mkdirSync(UPLOADS, { recursive: true });
  writeFileSync(path.join(UPLOADS, `${key}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  return db.storedUpload
    .create({ data: { key, status: "attached", contentType: "image/jpeg", size: 4, expiresAt: new Date(), storedAt: new Date(), createdAt: new Date(Date.now() - 60_000) } })
    .then(() => `/api/objects/uploads/${key}`);
}
const photoFileExists = (url: string) => existsSync(path.join(UPLOADS, `${url.split("/").pop()}.jpg`));

let serial = 0;
/** Seeded posts a customer answered and liked, with their like count before. */
const touchedPosts = new Map<string, { likesCount: number }>();
/**
 * Everything a customer can leave with the shop, under `email` (written in
 * mixed case, as a shopper types it): a delivered order with a photo, a
 * tracking event, a refund and a label; a review with a photo; a forum
 * account with a post (answered by someone else), a reply under another post
 * and a like; a wholesale application; an e-mail sent (row and file); a local
 * test payment's checkout details.
 */
async function customer(email: string) {
  serial += 1;
  const orderPhoto = await storedPhoto();
  const reviewPhoto = await storedPhoto();
  const order = await makeOrder({
    customerEmail: email,
    customerName: `Ada Privacy ${serial}`,
    shippingName: `Ada Privacy ${serial}`,
    shippingAddress: "12 Analytical Way",
    shippingCity: "Austin",
    shippingState: "TX",
    shippingZipCode: "73301",
    status: "delivered",
    deliveredAt: new Date(),
    paymentMode: "test",
    photoUrl: orderPhoto,
    lines: [{ productId: "4oz", quantity: 2 }],
    amountCents: 3198,
    refundedCents: 500,
    trackingNumber: `PRIV${tag}${serial}`.toUpperCase(),
    carrier: "USPS",
  });
  await db.trackingEvent.create({ data: { orderId: order.id, status: "delivered", description: "Delivered, front door", location: "Austin, TX" } });
  await db.refund.create({ data: { orderId: order.id, amountCents: 500, reason: "Dented tin", status: "succeeded", requestKey: randomUUID() } });
  await db.subscriber.create({ data: { email: email.toLowerCase(), source: "checkout" } });
  await db.consentEvent.create({ data: { email: email.toLowerCase(), action: "subscribe", source: "checkout", text: "E-mail me care tips and offers", reference: `pi_privacy_${tag}` } });
  await db.checkoutContact.create({ data: { paymentIntentId: `pi_privacy_contact_${tag}_${serial}`, email: email.toLowerCase() } });
  await db.returnRequest.create({ data: { orderId: order.id, customerEmail: email.toLowerCase(), reason: `The balm stung my skin ${tag}`, tinWillBeSent: false, status: "refused", refusalReason: "Outside the guarantee" } });
  await db.shippingLabel.create({ data: { orderId: order.id, carrier: "USPS", service: "Priority Mail", trackingNumber: `LBL${tag}${serial}`, labelData: `<p>Ada Privacy ${serial}<br>12 Analytical Way</p>` } });
  paidIntents.push(order.paymentIntentId);
  await db.localPaymentIntent.create({
    data: { id: order.paymentIntentId, clientSecret: `${order.paymentIntentId}_secret`, amountCents: 3198, status: "succeeded", details: { customerEmail: email, customerName: "Ada Privacy" } },
  });
  const review = await db.review.create({
    data: { source: "verified", status: "approved", name: "Ada P.", rating: 4, headline: "Calm skin", text: `My tattoo healed without itching. ${tag}`, orderId: order.id, photoUrl: reviewPhoto, publishedAt: new Date() },
  });

  const category = await db.forumCategory.findFirstOrThrow();
  const member = await db.member.create({ data: { email: email.toLowerCase() } });
  await db.memberSession.create({ data: { memberId: member.id, expiresAt: new Date(Date.now() + 86_400_000) } });
  const author = await db.forumAuthor.create({ data: { username: `ada_${tag}_${serial}`, memberId: member.id, bio: "Loves fine lines" } });
  const own = await db.forumPost.create({ data: { title: `Healing question ${tag} ${serial}`, content: "How long before I can swim after a new tattoo?", authorId: author.id, categoryId: category.id } });
  const other = await db.forumPost.findFirstOrThrow({ where: { authorId: { not: author.id }, status: "published", isLocked: false }, orderBy: { createdAt: "asc" } });
  if (!touchedPosts.has(other.id)) touchedPosts.set(other.id, { likesCount: other.likesCount });
  const otherAuthor = other.authorId;
  await db.forumReply.create({ data: { postId: own.id, authorId: otherAuthor, content: "Two weeks at least." } });
  await db.forumPost.update({ where: { id: own.id }, data: { repliesCount: 1 } });
  const reply = await db.forumReply.create({ data: { postId: other.id, authorId: author.id, content: `Thanks for this ${tag} ${serial}` } });
  await db.forumPost.update({ where: { id: other.id }, data: { repliesCount: { increment: 1 } } });
  await db.forumLike.create({ data: { postId: other.id, memberId: member.id } });
  await db.forumPost.update({ where: { id: other.id }, data: { likesCount: { increment: 1 } } });

  const application = await db.wholesaleApplication.create({
    data: {
      businessName: `Ada Ink ${tag}`,
      contactName: "Ada Privacy",
      email: email.toUpperCase(),
      phone: "5125550100",
      businessType: "tattoo_shop",
      street: "99 Studio Row",
      city: "Austin",
      state: "TX",
      zipCode: "73301",
      taxId: "12-3456789",
      estimatedMonthlyVolume: 30,
      packageTier: "starter",
    },
  });

  const dedupeKey = `privacy-test:${randomUUID()}`;
  await db.$transaction((tx) => queueEmail(tx, { dedupeKey, to: email, subject: `Your order is confirmed ${tag}`, text: "Hi Ada, thank you!" }));
  await deliverPendingEmails({ dedupeKey });
  const emailRow = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey } });
  return { order, review, orderPhoto, reviewPhoto, member, author, own, other, reply, application, emailRow };
}

describe("asking for a link", () => {
  it("answers an address the shop knows exactly as one it does not, and e-mails both the same message", async () => {
    const known = `known-${tag}@example.com`;
    await makeOrder({ customerEmail: known, status: "delivered" });
    const unknown = `nobody-${tag}@example.com`;
    const answers = [];
    for (const email of [known, unknown]) {
      const res = await post(requestLink, "/api/privacy/requests", { email });
      answers.push({ status: res.status, body: await res.json(), cache: res.headers.get("cache-control"), type: res.headers.get("content-type") });
    }
    expect(answers[0]).toEqual({ status: 202, body: { sent: true, message: PRIVACY_LINK_SENT }, cache: "no-store", type: expect.stringContaining("application/json") });
    expect(answers[1]).toEqual(answers[0]);
    const [toKnown, toUnknown] = [messagesTo(known), messagesTo(unknown)];
    expect(toKnown).toHaveLength(1);
    expect(toUnknown).toHaveLength(1);
    // The message after its headers, with the parts that differ per message (the link's token, the MIME boundary) left out.
    const body = (text: string) => text.split(/\r?\n\r?\n/).slice(1).join("\n\n").replace(/token=[\w.-]+/g, "token=…").replace(/----_NmP-[\w-]+/g, "…");
    expect(body(toKnown[0]!.text)).toBe(body(toUnknown[0]!.text));
    expect(body(toKnown[0]!.text)).toContain("/privacy/request/manage?token=…");
    // Each request is logged for the owner, known or not.
    expect(await db.privacyRequest.count({ where: { email: { in: [known, unknown] }, action: "link_sent" } })).toBe(2);
  });

  it("checks the address with the form's rule and counts nothing for a refused one", async () => {
    const res = await post(requestLink, "/api/privacy/requests", { email: "a,b@example.com" });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ email: "Enter a valid e-mail address." });
  });

  it("refuses a request from another site", async () => {
    const res = await requestLink(
      new Request("http://localhost/api/privacy/requests", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://evil.example", "X-Forwarded-For": nextClient() },
        body: JSON.stringify({ email: `csrf-${tag}@example.com` }),
      }),
      noContext,
    );
    expect(res.status).toBe(403);
    expect(messagesTo(`csrf-${tag}@example.com`)).toHaveLength(0);
  });

  it("limits the links per client, whatever the addresses, then 429; another client is not affected", async () => {
    const client = nextClient();
    for (let i = 0; i < LIMITS.privacyRequests.limit; i += 1) {
      expect((await post(requestLink, "/api/privacy/requests", { email: `per-client-${i}-${tag}@example.com` }, client)).status).toBe(202);
    }
    const refused = await post(requestLink, "/api/privacy/requests", { email: `per-client-last-${tag}@example.com` }, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(messagesTo(`per-client-last-${tag}@example.com`)).toHaveLength(0);
    expect((await post(requestLink, "/api/privacy/requests", { email: `per-client-last-${tag}@example.com` })).status).toBe(202);
  });

  it("limits the links per address, from any client, then 429 with its own message, known address or not", async () => {
    for (const email of [`per-address-${tag}@example.com`, `Per-Address-Known-${tag}@example.com`]) {
      if (email.includes("Known")) await makeOrder({ customerEmail: email, status: "delivered" });
      for (let i = 0; i < LIMITS.privacyRequestsPerEmail.limit; i += 1) expect((await post(requestLink, "/api/privacy/requests", { email })).status).toBe(202);
      const refused = await post(requestLink, "/api/privacy/requests", { email });
      expect(refused.status).toBe(429);
      expect((await refused.json()).error).toEqual({ code: "too_many_requests", message: TOO_MANY_FOR_ADDRESS });
      expect(messagesTo(email.toLowerCase())).toHaveLength(LIMITS.privacyRequestsPerEmail.limit);
    }
  });
});

describe("the download", () => {
  it("is a JSON file with the address's orders (lines, tracking, refunds), reviews, forum account, applications and e-mails, and nothing of anyone else's", async () => {
    const email = `Ada.Download-${tag}@Example.com`;
    const kept = await customer(email);
    const stranger = await makeOrder({ customerEmail: `stranger-${tag}@example.com`, customerName: "Someone Else" });
    const token = await askForLink(email);

    const res = await post(exportData, "/api/privacy/export", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="verdant-ink-data-\d{4}-\d\d-\d\d\.json"$/);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = await res.json();

    expect(data.email).toBe(email.toLowerCase());
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      id: kept.order.id,
      email,
      name: kept.order.customerName,
      shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301" },
      photoUrl: expect.stringMatching(new RegExp(`^https?://[^/]+${kept.orderPhoto}$`)),
      lines: [{ size: "4 oz / 120ml", quantity: 2, unitPrice: 15.99, total: 31.98 }],
      amount: 31.98,
      refunded: 5,
      tracking: [{ status: "delivered", description: "Delivered, front door", location: "Austin, TX" }],
      refunds: [{ amount: 5, reason: "Dented tin", status: "succeeded" }],
      guaranteeRequests: [{ number: expect.stringMatching(/^R-\d+$/), reason: `The balm stung my skin ${tag}`, tinWillBeSent: false, status: "refused", refusalReason: "Outside the guarantee" }],
    });
    expect(data.reviews).toEqual([expect.objectContaining({ orderId: kept.order.id, rating: 4, headline: "Calm skin", text: `My tattoo healed without itching. ${tag}` })]);
    expect(data.emailChoices).toMatchObject({
      subscribed: true,
      unsubscribedAt: null,
      consentLog: [{ action: "subscribe", source: "checkout", text: "E-mail me care tips and offers" }],
      leftCheckouts: [{ remindedAt: null }],
    });
    expect(data.forum.member.email).toBe(email.toLowerCase());
    expect(data.forum.author.username).toBe(kept.author.username);
    expect(data.forum.posts).toEqual([expect.objectContaining({ id: kept.own.id, title: kept.own.title, content: kept.own.content })]);
    expect(data.forum.replies).toEqual([expect.objectContaining({ id: kept.reply.id, postId: kept.other.id, content: kept.reply.content })]);
    expect(data.forum.likes).toEqual([expect.objectContaining({ postId: kept.other.id })]);
    expect(data.wholesaleApplications).toEqual([expect.objectContaining({ id: kept.application.id, contactName: "Ada Privacy", phone: "5125550100", taxId: "12-3456789" })]);
    expect(data.emails).toEqual([expect.objectContaining({ subject: `Your order is confirmed ${tag}`, status: "sent" })]);
    expect(data.privacyRequests.map((entry: { action: string }) => entry.action)).toEqual(["link_sent"]);
    expect(JSON.stringify(data)).not.toContain(stranger.id);
    expect(JSON.stringify(data)).not.toContain("Someone Else");

    // Logged with what it covered; the link still works (until a deletion).
    const log = await db.privacyRequest.findFirstOrThrow({ where: { email: email.toLowerCase(), action: "downloaded" } });
    expect(log.detail).toEqual({ orders: 1, reviews: 1, forumAccount: true, forumPosts: 1, forumReplies: 1, wholesaleApplications: 1, emails: 1 });
    expect((await post(exportData, "/api/privacy/export", { token })).status).toBe(200);
  });

  it("of an address the shop does not know is the same file, empty", async () => {
    const email = `empty-${tag}@example.com`;
    const token = await askForLink(email);
    const data = await (await post(exportData, "/api/privacy/export", { token })).json();
    expect(data).toMatchObject({ email, orders: [], reviews: [], forum: null, wholesaleApplications: [], emails: [] });
  });
});

describe("links that do not work", () => {
  it("say whether the link is unknown or expired, and change nothing", async () => {
    const email = `expired-${tag}@example.com`;
    await makeOrder({ customerEmail: email, customerName: "Still Here", status: "delivered" });
    const unknown = await post(exportData, "/api/privacy/export", { token: `${"a".repeat(32)}.${"b".repeat(43)}` });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toEqual({ code: "privacy_link_unknown", message: LINK_FAILURE_MESSAGES.unknown });
    const notAToken = await post(deleteData, "/api/privacy/deletion", { token: "not-a-token", forum: "keep", confirm: true });
    expect(notAToken.status).toBe(404);

    const { token } = await db.$transaction((tx) => createEmailLink(tx, { purpose: "privacy", email, validForMs: 1000, now: new Date(Date.now() - 60_000) }));
    for (const res of [await post(exportData, "/api/privacy/export", { token }), await post(deleteData, "/api/privacy/deletion", { token, forum: "keep", confirm: true })]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error).toEqual({ code: "privacy_link_expired", message: LINK_FAILURE_MESSAGES.expired });
    }
    // A review link is no privacy link.
    const review = await db.$transaction((tx) => createEmailLink(tx, { purpose: "review", email, validForMs: 60_000 }));
    expect((await post(exportData, "/api/privacy/export", { token: review.token })).status).toBe(404);
    expect(await db.order.count({ where: { customerEmail: email, customerName: "Still Here" } })).toBe(1);
    expect(await db.privacyRequest.count({ where: { email, action: { in: ["downloaded", "deleted"] } } })).toBe(0);
  });
});

describe("the deletion", () => {
  it("needs the explicit confirmation and a forum choice; without them nothing changes", async () => {
    const email = `unconfirmed-${tag}@example.com`;
    const order = await makeOrder({ customerEmail: email, customerName: "Not Confirmed", status: "delivered" });
    const token = await askForLink(email);
    for (const body of [{ token, forum: "keep" }, { token, forum: "keep", confirm: false }, { token, forum: "keep", confirm: "yes" }]) {
      const res = await post(deleteData, "/api/privacy/deletion", body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ confirm: CONFIRM_DELETION });
    }
    const noChoice = await post(deleteData, "/api/privacy/deletion", { token, confirm: true });
    expect((await noChoice.json()).error.fields).toEqual({ forum: "Choose what happens to your forum posts and replies." });
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ customerName: "Not Confirmed", anonymizedAt: null });
    expect((await post(exportData, "/api/privacy/export", { token })).status).toBe(200);
  });

  it("is refused while an order is on its way, and leaves everything, the link included", async () => {
    const email = `under-way-${tag}@example.com`;
    const delivered = await makeOrder({ customerEmail: email, customerName: "Waiting Customer", status: "delivered" });
    await makeOrder({ customerEmail: email, customerName: "Waiting Customer", status: "shipped" });
    const token = await askForLink(email);
    const res = await post(deleteData, "/api/privacy/deletion", { token, forum: "keep", confirm: true });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: "order_under_way", message: ORDER_UNDER_WAY });
    expect(await db.order.findUniqueOrThrow({ where: { id: delivered.id } })).toMatchObject({ customerEmail: email, customerName: "Waiting Customer", anonymizedAt: null });
    expect((await post(exportData, "/api/privacy/export", { token })).status).toBe(200);
  });

  it("is refused while a refund request is open or approved, and goes ahead once it is settled", async () => {
    const email = `refund-asked-${tag}@example.com`;
    const delivered = await makeOrder({ customerEmail: email, customerName: "Asking Customer", status: "delivered" });
    const request = await db.returnRequest.create({ data: { orderId: delivered.id, customerEmail: email, reason: "It did not suit my skin.", tinWillBeSent: false } });
    const token = await askForLink(email);
    expect(await viewPrivacyLink(token)).toMatchObject({ ok: true, openOrders: 0, openRefundRequests: 1 });
    for (const status of ["open", "approved"] as const) {
      await db.returnRequest.update({ where: { id: request.id }, data: { status } });
      const res = await post(deleteData, "/api/privacy/deletion", { token, forum: "keep", confirm: true });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toEqual({ code: "refund_request_open", message: REFUND_REQUEST_OPEN });
      expect(await db.returnRequest.count({ where: { id: request.id } })).toBe(1);
      expect(await db.order.findUniqueOrThrow({ where: { id: delivered.id } })).toMatchObject({ customerEmail: email, anonymizedAt: null });
    }
    // Refused by the owner (the customer has their answer): the deletion goes ahead, the request with it.
    await db.returnRequest.update({ where: { id: request.id }, data: { status: "refused", refusalReason: "Outside the guarantee." } });
    const res = await post(deleteData, "/api/privacy/deletion", { token, forum: "keep", confirm: true });
    expect(res.status).toBe(200);
    expect(await db.returnRequest.count({ where: { id: request.id } })).toBe(0);
    expect(await db.order.findUniqueOrThrow({ where: { id: delivered.id } })).toMatchObject({ customerName: ANONYMIZED_NAME });
  });

  it("anonymises the orders (amounts and analytics unchanged), deletes reviews, photos, e-mails and the forum account, keeps posts under Deleted member, and logs it", async () => {
    const email = `Ada.Keep-${tag}@Example.com`;
    const kept = await customer(email);
    const now = new Date();
    const before = await getAnalytics(admin, "all", now);
    const token = await askForLink(email);
    const likesBefore = (await db.forumPost.findUniqueOrThrow({ where: { id: kept.other.id } })).likesCount;
    const repliesBefore = (await db.forumPost.findUniqueOrThrow({ where: { id: kept.other.id } })).repliesCount;
    // Two files to the address (however it is written): the order e-mail and the privacy link.
    expect(messagesTo(email)).toHaveLength(2);
    expect(photoFileExists(kept.orderPhoto) && photoFileExists(kept.reviewPhoto)).toBe(true);

    const res = await post(deleteData, "/api/privacy/deletion", { token, forum: "keep", confirm: true });
    expect(res.status).toBe(200);
    expect((await res.json()).deleted).toEqual({ orders: 1, reviews: 1, forumAccount: true, forum: "keep", forumPosts: 1, forumReplies: 1, wholesaleApplications: 1, emails: 1 });

    // The order stays for the books, without the person.
    const order = await db.order.findUniqueOrThrow({ where: { id: kept.order.id }, include: { lines: true, refunds: true, trackingEvents: true, labels: true } });
    expect(order).toMatchObject({
      customerName: ANONYMIZED_NAME,
      shippingName: ANONYMIZED_NAME,
      shippingAddress: "",
      photoUrl: null,
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      amountCents: 3198,
      subtotalCents: 3198,
      refundedCents: 500,
      status: "delivered",
      anonymizedAt: expect.any(Date),
    });
    expect(order.customerEmail).toMatch(/^deleted-[0-9a-f]{8}@anonymized\.invalid$/);
    expect(order.customerEmail.toLowerCase()).not.toContain("ada");
    expect(order.lines).toHaveLength(1);
    expect(order.refunds).toHaveLength(1);
    expect(order.trackingEvents).toHaveLength(1);
    expect(order.labels[0]!.labelData).toBeNull();
    expect(await getAnalytics(admin, "all", now)).toEqual(before);
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id: kept.order.paymentIntentId } })).details).toBeNull();

    // Reviews and photos (rows and files) are gone.
    expect(await db.review.count({ where: { id: kept.review.id } })).toBe(0);
    // So are the customer's guarantee requests (their words); the refund stays with the order.
    expect(await db.returnRequest.count({ where: { orderId: kept.order.id } })).toBe(0);
    // And the marketing choice with its log: no subscription, so no marketing e-mail.
    const address = email.toLowerCase();
    expect([await db.subscriber.count({ where: { email: address } }), await db.consentEvent.count({ where: { email: address } }), await db.checkoutContact.count({ where: { email: address } })]).toEqual([0, 0, 0]);
    expect(photoFileExists(kept.orderPhoto)).toBe(false);
    expect(photoFileExists(kept.reviewPhoto)).toBe(false);
    expect(await db.storedUpload.count({ where: { key: { in: [kept.orderPhoto, kept.reviewPhoto].map((url) => url.split("/").pop()!) } } })).toBe(0);

    // The forum account is gone; what it wrote stays under "Deleted member", its like is taken back.
    expect(await db.member.count({ where: { id: kept.member.id } })).toBe(0);
    expect(await db.memberSession.count({ where: { memberId: kept.member.id } })).toBe(0);
    expect(await db.forumAuthor.count({ where: { id: kept.author.id } })).toBe(0);
    const standIn = await db.forumAuthor.findUniqueOrThrow({ where: { username: DELETED_MEMBER } });
    expect(standIn).toMatchObject({ memberId: null, isArtist: false, bio: null, profileImageUrl: null });
    expect(await db.forumPost.findUniqueOrThrow({ where: { id: kept.own.id } })).toMatchObject({ authorId: standIn.id, title: kept.own.title, repliesCount: 1 });
    expect(await db.forumReply.findUniqueOrThrow({ where: { id: kept.reply.id } })).toMatchObject({ authorId: standIn.id });
    const other = await db.forumPost.findUniqueOrThrow({ where: { id: kept.other.id } });
    expect(other).toMatchObject({ likesCount: likesBefore - 1, repliesCount: repliesBefore });

    // The application is kept without the person; the e-mails and their files are gone.
    expect(await db.wholesaleApplication.findUniqueOrThrow({ where: { id: kept.application.id } })).toMatchObject({
      businessName: "Anonymized applicant",
      contactName: ANONYMIZED_NAME,
      phone: "",
      street: "",
      taxId: null,
      businessType: "tattoo_shop",
      state: "TX",
      email: order.customerEmail,
    });
    expect(await db.outgoingEmail.count({ where: { id: kept.emailRow.id } })).toBe(0);
    expect(messagesTo(email)).toHaveLength(0);
    expect(outboxFiles().some((name) => name.includes(kept.emailRow.id))).toBe(false);

    // Logged with what it did; the link is used up, and says so.
    const log = await db.privacyRequest.findMany({ where: { email: email.toLowerCase() }, orderBy: { createdAt: "asc" } });
    expect(log.map((entry) => entry.action)).toEqual(["link_sent", "deleted"]);
    expect(log[1]!.detail).toEqual({ orders: 1, reviews: 1, forumAccount: true, forum: "keep", forumPosts: 1, forumReplies: 1, wholesaleApplications: 1, emails: 1 });
    for (const again of [await post(exportData, "/api/privacy/export", { token }), await post(deleteData, "/api/privacy/deletion", { token, forum: "keep", confirm: true })]) {
      expect(again.status).toBe(409);
      expect((await again.json()).error).toEqual({ code: "privacy_link_used", message: LINK_FAILURE_MESSAGES.used });
    }
    // A new link finds nothing left.
    const fresh = await askForLink(email);
    const data = await (await post(exportData, "/api/privacy/export", { token: fresh })).json();
    expect(data).toMatchObject({ orders: [], reviews: [], forum: null, wholesaleApplications: [], emails: [] });
  });

  it("removes the posts and replies when the person chooses so, and recounts the replies of the posts they answered", async () => {
    const email = `ada.remove-${tag}@example.com`;
    const kept = await customer(email);
    const token = await askForLink(email);
    const repliesBefore = (await db.forumPost.findUniqueOrThrow({ where: { id: kept.other.id } })).repliesCount;

    const res = await post(deleteData, "/api/privacy/deletion", { token, forum: "remove", confirm: true });
    expect(res.status).toBe(200);
    expect((await res.json()).deleted).toMatchObject({ forum: "remove", forumPosts: 1, forumReplies: 1 });
    expect(await db.forumPost.count({ where: { id: kept.own.id } })).toBe(0);
    // The other member's reply under the removed post went with it.
    expect(await db.forumReply.count({ where: { postId: kept.own.id } })).toBe(0);
    expect(await db.forumReply.count({ where: { id: kept.reply.id } })).toBe(0);
    const published = await db.forumReply.count({ where: { postId: kept.other.id, status: "published" } });
    expect((await db.forumPost.findUniqueOrThrow({ where: { id: kept.other.id } })).repliesCount).toBe(published);
    expect(published).toBe(repliesBefore - 1);
    expect(await db.member.count({ where: { id: kept.member.id } })).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: kept.order.id } })).customerName).toBe(ANONYMIZED_NAME);
  });

  it("is all or nothing: a failure part-way leaves every row and file as it was, and the link unused", async () => {
    const email = `ada.atomic-${tag}@example.com`;
    const kept = await customer(email);
    const token = await askForLink(email);
    // The application's anonymisation, the step after the orders and the forum, fails in the database.
    await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION privacy_test_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'the database refused'; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(
      `CREATE TRIGGER privacy_test_refuse BEFORE UPDATE ON "WholesaleApplication" FOR EACH ROW WHEN (lower(OLD."email") = '${email}') EXECUTE FUNCTION privacy_test_refuse()`,
    );
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await post(deleteData, "/api/privacy/deletion", { token, forum: "remove", confirm: true });
      expect(res.status).toBe(500);
    } finally {
      error.mockRestore();
      await db.$executeRawUnsafe(`DROP TRIGGER privacy_test_refuse ON "WholesaleApplication"`);
      await db.$executeRawUnsafe(`DROP FUNCTION privacy_test_refuse()`);
    }
    expect(await db.order.findUniqueOrThrow({ where: { id: kept.order.id } })).toMatchObject({ customerEmail: email, photoUrl: kept.orderPhoto, anonymizedAt: null });
    expect(await db.review.count({ where: { id: kept.review.id } })).toBe(1);
    expect(await db.forumPost.count({ where: { id: kept.own.id } })).toBe(1);
    expect(await db.member.count({ where: { id: kept.member.id } })).toBe(1);
    expect(await db.outgoingEmail.count({ where: { id: kept.emailRow.id } })).toBe(1);
    expect(photoFileExists(kept.orderPhoto)).toBe(true);
    expect(messagesTo(email).length).toBeGreaterThan(0);
    expect(await db.privacyRequest.count({ where: { email, action: "deleted" } })).toBe(0);
    // The link still works, and the deletion then goes through.
    const again = await post(deleteData, "/api/privacy/deletion", { token, forum: "remove", confirm: true });
    expect(again.status).toBe(200);
  });
});

describe("the owner's page", () => {
  it("lists the requests newest first, with what each covered (admins only)", async () => {
    const email = `logged-${tag}@example.com`;
    const token = await askForLink(email);
    await post(exportData, "/api/privacy/export", { token });
    expect((await adminLog(new Request("http://localhost/api/admin/privacy"), noContext)).status).toBe(401);
    const res = await adminLog(adminRequest("/api/admin/privacy", auth), noContext);
    expect(res.status).toBe(200);
    const log = await res.json();
    const mine = log.requests.filter((entry: { email: string }) => entry.email === email);
    expect(mine.map((entry: { action: string }) => entry.action)).toEqual(["downloaded", "link_sent"]);
    expect(mine[0].detail).toEqual({ orders: 0, reviews: 0, forumAccount: false, forumPosts: 0, forumReplies: 0, wholesaleApplications: 0, emails: 0 });
    expect(log.total).toBeGreaterThanOrEqual(log.requests.length);
  });

  it("saves the order photos' retention with its version, refuses a stale one, and logs the change", async () => {
    const read = await (await getRetention(adminRequest("/api/admin/privacy/retention", auth), noContext)).json();
    expect(read.values).toEqual({ orderPhotoDays: expect.any(Number) });
    const save = (body: unknown) => putRetention(adminRequest("/api/admin/privacy/retention", auth, { method: "PUT", body: JSON.stringify(body) }), noContext);
    const saved = await save({ version: read.version, values: { orderPhotoDays: 30 } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ version: read.version + 1, values: { orderPhotoDays: 30 } });
    const stale = await save({ version: read.version, values: { orderPhotoDays: 45 } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("edit_conflict");
    const invalid = await save({ version: read.version + 1, values: { orderPhotoDays: 0 } });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields).toEqual({ "values.orderPhotoDays": "Enter a whole number of days from 1 to 3650." });
    const change = await db.contentChange.findFirstOrThrow({ where: { entity: "retention" }, orderBy: { createdAt: "desc" } });
    expect(change).toMatchObject({ summary: `Order photos are kept 30 days after delivery (were ${read.values.orderPhotoDays})`, adminEmail: `privacy-admin-${tag}@example.com` });
    // Back to the default for the other tests.
    expect((await save({ version: read.version + 1, values: { orderPhotoDays: 90 } })).status).toBe(200);
  });
});
