// Marketing e-mail against a real database: the checkout's box (proved by
// the payment session's client secret, limited, the same answer for any
// address, logged with its source and exact text), the account's own
// subscription, the one-click unsubscribe (RFC 8058 POST, a second click, a
// wrong signature refused, GET changes nothing), the abandoned-checkout
// reminder (once, its link restores the cart, paying or unsubscribing
// cancels it), the reorder reminder (once per order, subscribers only), the
// headers and postal address that go out, and transactional mail unchanged.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { POST as consentRoute } from "@/app/api/marketing/checkout-consent/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { GET as accountGet, PUT as accountPut } from "@/app/api/account/marketing/route";
import { readMailFacts } from "@/lib/editable-content/policies";
import { postalAddress } from "@/lib/editable-content/policy-schema";
import { signedLinkToken } from "@/lib/links/email-link";
import { deliverPendingEmails, queueEmail } from "@/lib/mail/outbox";
import { abandonedCheckoutKey, queueAbandonedCheckoutReminders } from "@/lib/marketing/abandoned";
import { isSubscribed } from "@/lib/marketing/consent";
import { runMarketingDelivery } from "@/lib/marketing/delivery";
import { queueReorderReminders, reorderReminderKey } from "@/lib/marketing/reorder";
import { cartOfRestoreLink } from "@/lib/marketing/restore";
import { CONSENT_SHOWN } from "@/lib/marketing/schemas";
import { MARKETING_SETTINGS_KEY } from "@/lib/marketing/settings";
import { decodeEml } from "../support/eml";
import { jsonRequest } from "../support/requests";
import { createTestMember, memberRequest } from "./support/member-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";
import { openIntent, paidIntent, postOrder } from "./checkout/test-mode-support";

const tag = randomUUID().slice(0, 8);
const DOMAIN = `mkt-${tag}.example.com`;
const addr = (name: string) => `${name}@${DOMAIN}`;
let clients = 0;
const nextClient = () => `203.0.113.${(clients += 1)}`;
const none = { params: Promise.resolve({}) };

beforeAll(async () => {
  await db.contentBlock.upsert({ where: { key: MARKETING_SETTINGS_KEY }, create: { key: MARKETING_SETTINGS_KEY, values: { abandonedDelayMinutes: 30, reorderDays: 45, ratePerMinute: 1000 } }, update: { values: { abandonedDelayMinutes: 30, reorderDays: 45, ratePerMinute: 1000 } } });
});

afterAll(async () => {
  await db.outgoingEmail.deleteMany({ where: { to: { endsWith: DOMAIN } } });
  await db.checkoutContact.deleteMany({ where: { email: { endsWith: DOMAIN } } });
  await db.consentEvent.deleteMany({ where: { email: { endsWith: DOMAIN } } });
  await db.subscriber.deleteMany({ where: { email: { endsWith: DOMAIN } } });
  await db.member.deleteMany({ where: { email: { endsWith: DOMAIN } } });
  await db.contentBlock.deleteMany({ where: { key: MARKETING_SETTINGS_KEY } });
  await deleteMadeOrders();
  await db.order.deleteMany({ where: { customerEmail: { endsWith: DOMAIN } } });
  await db.$disconnect();
});

const consent = (body: object, client = nextClient()) => consentRoute(jsonRequest("/api/marketing/checkout-consent", body, { headers: { "X-Forwarded-For": client } }), none);
const unsubscribeRequest = (token: string, init: RequestInit = {}) => new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, init);
const oneClick = (token: string) =>
  unsubscribePost(unsubscribeRequest(token, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }), none);

/** The sent .eml files whose text includes `text`: as written (headers) and decoded from quoted-printable (text). */
function sentMentioning(text: string): { raw: string; text: string }[] {
  const dir = getConfig().mail.outboxDir;
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), "utf8"))
    .map((raw) => ({ raw, text: decodeEml(raw) }))
    .filter((mail) => mail.text.includes(text));
}

/** A checkout with the box ticked for `email`, left `minutesAgo` minutes ago. */
async function tickedCheckout(email: string, minutesAgo: number) {
  const client = nextClient();
  const intent = await openIntent("1oz", client);
  expect((await consent({ clientSecret: intent.clientSecret, email, consent: true }, client)).status).toBe(200);
  await db.checkoutContact.update({ where: { paymentIntentId: intent.id }, data: { updatedAt: new Date(Date.now() - minutesAgo * 60_000) } });
  return intent;
}

describe("the checkout's box", () => {
  it("subscribes only with the session's own client secret, and logs the source, the exact text and the session", async () => {
    const email = addr("box");
    const intent = await openIntent("1oz", nextClient());
    const forged = await consent({ clientSecret: `${intent.id}_secret_forged000000`, email, consent: true });
    expect(forged.status).toBe(400);
    expect(await isSubscribed(email)).toBe(false);

    const res = await consent({ clientSecret: intent.clientSecret, email: ` Box@${DOMAIN.toUpperCase()} `, consent: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await isSubscribed(email)).toBe(true);
    const events = await db.consentEvent.findMany({ where: { email } });
    expect(events).toEqual([expect.objectContaining({ action: "subscribe", source: "checkout", text: CONSENT_SHOWN, reference: intent.id })]);
    expect(await db.checkoutContact.findUnique({ where: { paymentIntentId: intent.id } })).toMatchObject({ email, remindedAt: null });

    // Unticked again: the subscription this checkout gave goes with it.
    expect((await consent({ clientSecret: intent.clientSecret, email, consent: false })).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);
    expect(await db.checkoutContact.findUnique({ where: { paymentIntentId: intent.id } })).toBeNull();
    expect((await db.consentEvent.findMany({ where: { email }, orderBy: { createdAt: "asc" } })).map((e) => `${e.action}:${e.source}`)).toEqual(["subscribe:checkout", "unsubscribe:checkout-unticked"]);
  });

  it("answers the same whether or not the address was subscribed before", async () => {
    const email = addr("known");
    const first = await openIntent("1oz", nextClient());
    const second = await openIntent("1oz", nextClient());
    const a = await consent({ clientSecret: first.clientSecret, email, consent: true });
    const b = await consent({ clientSecret: second.clientSecret, email, consent: true });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.json()).toEqual(await a.json());
  });

  it("does not subscribe again, nor remind, an address that unsubscribed: only its signed-in owner can", async () => {
    const email = addr("opted-out");
    const first = await openIntent("1oz", nextClient());
    expect((await consent({ clientSecret: first.clientSecret, email, consent: true })).status).toBe(200);
    const { id } = await db.subscriber.findUniqueOrThrow({ where: { email } });
    expect((await oneClick(signedLinkToken("unsubscribe", id))).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);

    // Someone else's checkout ticks the box for the address: the same answer, nothing recorded.
    const second = await openIntent("1oz", nextClient());
    const again = await consent({ clientSecret: second.clientSecret, email, consent: true });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(await isSubscribed(email)).toBe(false);
    expect(await db.checkoutContact.findUnique({ where: { paymentIntentId: second.id } })).toBeNull();
    expect((await db.consentEvent.findMany({ where: { email }, orderBy: { createdAt: "asc" } })).map((e) => `${e.action}:${e.source}`)).toEqual(["subscribe:checkout", "unsubscribe:one-click"]);

    // The address's owner, signed in, subscribes again.
    const member = await createTestMember(db, email, null);
    expect((await accountPut(memberRequest("/api/account/marketing", member, { method: "PUT", json: { subscribed: true } }), none)).status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);
  });

  it("subscribes one address per checkout: an address corrected withdraws the one ticked before, and an untick in the same checkout can be undone", async () => {
    const typo = addr("typo-gmial");
    const email = addr("typo-fixed");
    const intent = await openIntent("1oz", nextClient());
    expect((await consent({ clientSecret: intent.clientSecret, email: typo, consent: true })).status).toBe(200);
    expect((await consent({ clientSecret: intent.clientSecret, email, consent: true })).status).toBe(200);
    expect(await isSubscribed(typo)).toBe(false);
    expect(await isSubscribed(email)).toBe(true);
    expect(await db.checkoutContact.findUnique({ where: { paymentIntentId: intent.id } })).toMatchObject({ email });
    expect((await db.consentEvent.findMany({ where: { email: typo }, orderBy: { createdAt: "asc" } })).map((e) => `${e.action}:${e.source}`)).toEqual(["subscribe:checkout", "unsubscribe:checkout-changed"]);

    // Unticked, then ticked again in the same checkout: subscribed again.
    expect((await consent({ clientSecret: intent.clientSecret, email, consent: false })).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);
    expect((await consent({ clientSecret: intent.clientSecret, email, consent: true })).status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);
    expect(await db.checkoutContact.findUnique({ where: { paymentIntentId: intent.id } })).toMatchObject({ email });
    // Another checkout cannot undo that withdrawal for the typo's address.
    const other = await openIntent("1oz", nextClient());
    expect((await consent({ clientSecret: other.clientSecret, email: typo, consent: true })).status).toBe(200);
    expect(await isSubscribed(typo)).toBe(false);
  });

  it("leaves an address subscribed before as it was when a checkout ticks and unticks the box for it", async () => {
    const email = addr("already");
    const member = await createTestMember(db, email, null);
    expect((await accountPut(memberRequest("/api/account/marketing", member, { method: "PUT", json: { subscribed: true } }), none)).status).toBe(200);
    const intent = await openIntent("1oz", nextClient());
    expect((await consent({ clientSecret: intent.clientSecret, email, consent: true })).status).toBe(200);
    expect(await db.checkoutContact.findUnique({ where: { paymentIntentId: intent.id } })).toMatchObject({ email });
    expect((await consent({ clientSecret: intent.clientSecret, email, consent: false })).status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);
    expect((await db.consentEvent.findMany({ where: { email } })).map((e) => `${e.action}:${e.source}`)).toEqual(["subscribe:account"]);
  });

  it("is limited per client", async () => {
    const client = "203.0.113.250";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await consent({ clientSecret: "pi_nothing_secret_nothing", email: addr("limit"), consent: true }, client)).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("the abandoned-checkout reminder", () => {
  it("goes once, carries the unsubscribe headers, the postal address and a link that restores the cart", async () => {
    const email = addr("abandoned");
    const intent = await tickedCheckout(email, 31);
    const fresh = await tickedCheckout(addr("fresh"), 5);
    const keys = await queueAbandonedCheckoutReminders();
    expect(keys).toContain(abandonedCheckoutKey(intent.id));
    expect(keys).not.toContain(abandonedCheckoutKey(fresh.id));
    expect(await queueAbandonedCheckoutReminders()).not.toContain(abandonedCheckoutKey(intent.id));
    const row = await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: abandonedCheckoutKey(intent.id) } });
    expect(row).toMatchObject({ kind: "marketing", to: email, status: "pending" });

    // Transactional delivery never sends marketing mail.
    await deliverPendingEmails({ dedupeKey: row.dedupeKey });
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("pending");

    const run = await runMarketingDelivery();
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("sent");
    const [sent] = sentMentioning(`To: ${email}`);
    expect(sent).toBeDefined();
    const mail = sent.text;
    // The header block, with folded lines unfolded (RFC 5322).
    const headers = sent.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
    const unsubscribe = headers.match(/^List-Unsubscribe: <(http[^>]+)>, <mailto:[^>]+\?subject=unsubscribe>$/m);
    expect(unsubscribe).not.toBeNull();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail).toContain(`Unsubscribe in one click: ${unsubscribe![1]}`);
    const { business } = await readMailFacts();
    expect(mail).toContain(`${business.name}, ${postalAddress(business)}`);

    const link = mail.match(/https?:\/\/\S+\/checkout\/restore\?token=[\w.-]+/)?.[0];
    expect(link).toBeDefined();
    const restored = await cartOfRestoreLink(new URL(link!).searchParams.get("token")!);
    expect(restored).toEqual({ ok: true, cart: { items: [{ id: "1oz", quantity: 1 }], discountCode: null } });
    expect(await cartOfRestoreLink(`${new URL(link!).searchParams.get("token")!.slice(0, -2)}xx`)).toEqual({ ok: false, reason: "invalid" });
  });

  it("is not queued for a paid checkout, and a queued one is cancelled when the checkout is paid", async () => {
    const email = addr("payer");
    const client = nextClient();
    const paid = await paidIntent("1oz", { customerEmail: email, customerName: "Pat Payer", shippingAddress: { address: "1 Main St", city: "Austin", state: "TX", zipCode: "73301", country: "United States" }, photoUrl: null }, client);
    expect((await consent({ clientSecret: paid.clientSecret, email, consent: true }, client)).status).toBe(200);
    const queuedFirst = await tickedCheckout(addr("payer-later"), 40);
    expect((await postOrder({ paymentIntentId: paid.id, clientSecret: paid.clientSecret }, client)).status).toBe(201);
    await db.checkoutContact.update({ where: { paymentIntentId: paid.id }, data: { updatedAt: new Date(Date.now() - 40 * 60_000) } });
    const keys = await queueAbandonedCheckoutReminders();
    expect(keys).not.toContain(abandonedCheckoutKey(paid.id));
    expect(keys).toContain(abandonedCheckoutKey(queuedFirst.id));
    // Paid after its reminder was queued: cancelled, never sent.
    await db.checkoutAttempt.update({ where: { paymentIntentId: queuedFirst.id }, data: { orderedAt: new Date() } });
    await runMarketingDelivery();
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: abandonedCheckoutKey(queuedFirst.id) } })).status).toBe("cancelled");
  });
});

describe("the unsubscribe link", () => {
  it("unsubscribes with one POST, again on a second, refuses a wrong signature, and GET changes nothing", async () => {
    const email = addr("leaver");
    const intent = await tickedCheckout(email, 45);
    const subscriber = await db.subscriber.findUniqueOrThrow({ where: { email } });
    const token = signedLinkToken("unsubscribe", subscriber.id);

    const shown = await unsubscribeGet(unsubscribeRequest(token), none);
    expect(shown.status).toBe(303);
    expect(shown.headers.get("location")).toBe(`/unsubscribe?token=${encodeURIComponent(token).replace(/%2E/g, ".")}`);
    expect(await isSubscribed(email)).toBe(true);

    const wrong = await oneClick(`${token.slice(0, -3)}abc`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      `This unsubscribe link is not valid. Copy the whole link from the e-mail, or write to us at ${getConfig().supportEmail} and we will unsubscribe you.`,
    );
    expect(await isSubscribed(email)).toBe(true);

    // A reminder queued before the click gets nothing.
    expect(await queueAbandonedCheckoutReminders()).toContain(abandonedCheckoutKey(intent.id));
    expect((await oneClick(token)).status).toBe(200);
    expect(await isSubscribed(email)).toBe(false);
    expect((await oneClick(token)).status).toBe(200);
    expect(await db.consentEvent.count({ where: { email, action: "unsubscribe", source: "one-click" } })).toBe(1);
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: abandonedCheckoutKey(intent.id) } })).status).toBe("cancelled");

    // No later marketing mail either: a new checkout's reminder is not queued, and one queued behind the check is cancelled when sent.
    const later = await tickedCheckout(addr("someone-else"), 45);
    await db.checkoutContact.update({ where: { paymentIntentId: later.id }, data: { email } });
    expect(await queueAbandonedCheckoutReminders()).not.toContain(abandonedCheckoutKey(later.id));
    await db.$transaction((tx) => queueEmail(tx, { dedupeKey: `newsletter-test:${tag}`, to: email, subject: "News", text: "News", kind: "marketing" }));
    await runMarketingDelivery();
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `newsletter-test:${tag}` } })).status).toBe("cancelled");
  });


  it("is limited per client, right or wrong links", async () => {
    const client = "203.0.113.251";
    const post = () =>
      unsubscribePost(
        new Request("http://localhost/api/unsubscribe?token=0.0", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client }, body: "List-Unsubscribe=One-Click" }),
        none,
      );
    for (let i = 0; i < 60; i++) expect((await post()).status).toBe(400);
    expect((await post()).status).toBe(429);
  });
});

describe("the reorder reminder", () => {
  it("goes once per delivered order, some days after delivery, to subscribers only", async () => {
    const subscribed = addr("regular");
    const stranger = addr("stranger");
    const intent = await tickedCheckout(subscribed, 1);
    void intent;
    const day = 24 * 60 * 60 * 1000;
    const due = await makeOrder({ customerEmail: subscribed.toUpperCase(), status: "delivered", deliveredAt: new Date(Date.now() - 46 * day) });
    const early = await makeOrder({ customerEmail: subscribed, status: "delivered", deliveredAt: new Date(Date.now() - 10 * day) });
    const notSubscribed = await makeOrder({ customerEmail: stranger, status: "delivered", deliveredAt: new Date(Date.now() - 46 * day) });
    const keys = await queueReorderReminders();
    expect(keys).toContain(reorderReminderKey(due.id));
    expect(keys).not.toContain(reorderReminderKey(early.id));
    expect(keys).not.toContain(reorderReminderKey(notSubscribed.id));
    expect(await queueReorderReminders()).not.toContain(reorderReminderKey(due.id));
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: reorderReminderKey(due.id) } })).toMatchObject({ kind: "marketing", to: subscribed });
  });
});

describe("the account's own subscription", () => {
  it("subscribes and unsubscribes the signed-in account's own address only, logged with the member", async () => {
    const email = addr("member");
    const member = await createTestMember(db, email, null);
    expect((await accountGet(memberRequest("/api/account/marketing", null), none)).status).toBe(401);
    expect(await (await accountGet(memberRequest("/api/account/marketing", member), none)).json()).toEqual({ subscribed: false });
    const on = await accountPut(memberRequest("/api/account/marketing", member, { method: "PUT", json: { subscribed: true } }), none);
    expect(on.status).toBe(200);
    expect(await isSubscribed(email)).toBe(true);
    expect(await db.consentEvent.findFirst({ where: { email } })).toMatchObject({ source: "account", reference: member.id, text: CONSENT_SHOWN });
    const off = await accountPut(memberRequest("/api/account/marketing", member, { method: "PUT", json: { subscribed: false } }), none);
    expect(await off.json()).toEqual({ subscribed: false });
    expect(await isSubscribed(email)).toBe(false);
  });
});
