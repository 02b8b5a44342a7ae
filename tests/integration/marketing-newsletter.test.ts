// The owner's side of marketing e-mail against a real database: the
// settings (versioned, logged), the subscribers list (count, search, pages),
// the consent log's CSV (formula-like cells defused), the newsletter (a test
// to the admin, a send refused when the confirmed number is stale, one
// message per subscriber, an interrupted send resumed with nobody queued
// twice, 10,000 subscribers queued quickly), and the throttle (at most the
// owner's rate of marketing e-mail a minute, transactional mail first).
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { GET as settingsGet, PUT as settingsPut } from "@/app/api/admin/marketing/settings/route";
import { GET as subscribersGet } from "@/app/api/admin/marketing/subscribers/route";
import { GET as consentCsv } from "@/app/api/admin/marketing/consent-log/route";
import { GET as newslettersGet, POST as newslettersPost } from "@/app/api/admin/marketing/newsletters/route";
import { POST as testPost } from "@/app/api/admin/marketing/newsletters/test/route";
import { POST as resumePost } from "@/app/api/admin/marketing/newsletters/[id]/resume/route";
import { queueEmail } from "@/lib/mail/outbox";
import { runMarketingDelivery } from "@/lib/marketing/delivery";
import { newsletterKey, queueNewsletter } from "@/lib/marketing/newsletter";
import { MARKETING_SETTINGS_KEY } from "@/lib/marketing/settings";
import { adminRequest, createTestAdmin, noContext } from "./support/admin-auth";

const tag = randomUUID().slice(0, 8);
const DOMAIN = `nl-${tag}.example.com`;
const ADMIN_EMAIL = `owner-${tag}@example.com`;
let bearer: string;

const get = (path: string, handler: typeof settingsGet) => handler(adminRequest(`http://localhost${path}`, { bearer }), noContext);
const send = (path: string, method: string, body: unknown, handler: typeof settingsPut, context = noContext) =>
  handler(adminRequest(`http://localhost${path}`, { bearer }, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }), context);

async function addSubscribers(count: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => ({ email: `${prefix}-${i}@${DOMAIN}`, source: "checkout" }));
  for (let i = 0; i < rows.length; i += 5000) await db.subscriber.createMany({ data: rows.slice(i, i + 5000) });
}

async function clearMarketing() {
  await db.outgoingEmail.deleteMany({ where: { kind: "marketing" } });
  await db.newsletter.deleteMany({});
  await db.subscriber.deleteMany({ where: { email: { endsWith: DOMAIN } } });
}

beforeAll(async () => {
  bearer = (await createTestAdmin(db as never, ADMIN_EMAIL, "newsletter-admin-pass")).token;
  await clearMarketing();
});

afterAll(async () => {
  await clearMarketing();
  await db.outgoingEmail.deleteMany({ where: { OR: [{ to: ADMIN_EMAIL }, { dedupeKey: { startsWith: `nl-test:${tag}` } }] } });
  await db.consentEvent.deleteMany({ where: { email: { endsWith: DOMAIN } } });
  await db.contentBlock.deleteMany({ where: { key: MARKETING_SETTINGS_KEY } });
  await db.$disconnect();
});

describe("the settings", () => {
  it("are read with their defaults, saved with their version, refused when stale, and logged", async () => {
    await db.contentBlock.deleteMany({ where: { key: MARKETING_SETTINGS_KEY } });
    const unauthenticated = await settingsGet(new Request("http://localhost/api/admin/marketing/settings"), noContext);
    expect(unauthenticated.status).toBe(401);
    const first = await (await get("/api/admin/marketing/settings", settingsGet)).json();
    expect(first).toEqual({ version: 1, values: { abandonedDelayMinutes: 240, reorderDays: 45, ratePerMinute: 60 } });
    const bad = await send("/api/admin/marketing/settings", "PUT", { version: 1, values: { abandonedDelayMinutes: 0, reorderDays: 45, ratePerMinute: 60 } }, settingsPut);
    expect(bad.status).toBe(400);
    const saved = await send("/api/admin/marketing/settings", "PUT", { version: 1, values: { abandonedDelayMinutes: 30, reorderDays: 60, ratePerMinute: 2 } }, settingsPut);
    expect(await saved.json()).toEqual({ version: 2, values: { abandonedDelayMinutes: 30, reorderDays: 60, ratePerMinute: 2 } });
    const stale = await send("/api/admin/marketing/settings", "PUT", { version: 1, values: { abandonedDelayMinutes: 31, reorderDays: 60, ratePerMinute: 2 } }, settingsPut);
    expect(stale.status).toBe(409);
    const change = await db.contentChange.findFirst({ where: { entity: "marketing_settings" }, orderBy: { createdAt: "desc" } });
    expect(change?.summary).toContain("2 e-mails a minute");
  });
});

describe("the throttle", () => {
  it("sends at most the owner's rate of marketing e-mail a minute, and transactional mail first", async () => {
    await addSubscribers(5, "rate");
    const keys = Array.from({ length: 5 }, (_, i) => `nl-test:${tag}:rate:${i}`);
    await db.$transaction(async (tx) => {
      for (const [i, dedupeKey] of keys.entries()) await queueEmail(tx, { dedupeKey, to: `rate-${i}@${DOMAIN}`, subject: "Offer", text: "Offer", kind: "marketing" });
      await queueEmail(tx, { dedupeKey: `nl-test:${tag}:order`, to: `buyer@${DOMAIN}`, subject: "Your order", text: "Thanks" });
    });
    const first = await runMarketingDelivery();
    expect(first.sent).toBe(2);
    expect((await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: `nl-test:${tag}:order` } })).status).toBe("sent");
    const second = await runMarketingDelivery();
    expect(second.sent).toBe(0);
    // A minute later, two more.
    await db.outgoingEmail.updateMany({ where: { dedupeKey: { in: keys }, status: "sent" }, data: { sentAt: new Date(Date.now() - 61_000) } });
    expect((await runMarketingDelivery()).sent).toBe(2);
    expect(await db.outgoingEmail.count({ where: { dedupeKey: { in: keys }, status: "sent" } })).toBe(4);
    await db.contentBlock.deleteMany({ where: { key: MARKETING_SETTINGS_KEY } });
    await clearMarketing();
  });
});

describe("the subscribers and the consent log", () => {
  it("lists, counts, searches and pages the subscribers", async () => {
    await addSubscribers(60, "list");
    await db.subscriber.update({ where: { email: `list-7@${DOMAIN}` }, data: { unsubscribedAt: new Date() } });
    const page1 = await (await get("/api/admin/marketing/subscribers", subscribersGet)).json();
    expect(page1.subscribed).toBeGreaterThanOrEqual(59);
    expect(page1.rows).toHaveLength(50);
    expect(page1.hasMore).toBe(true);
    const found = await (await get(`/api/admin/marketing/subscribers?q=LIST-7@${DOMAIN}`, subscribersGet)).json();
    expect(found.rows).toEqual([expect.objectContaining({ email: `list-7@${DOMAIN}`, source: "checkout", unsubscribedAt: expect.any(String) })]);
    const page2 = await (await get(`/api/admin/marketing/subscribers?q=${DOMAIN}&page=2`, subscribersGet)).json();
    expect(page2.rows).toHaveLength(10);
    expect(page2.hasMore).toBe(false);
    await clearMarketing();
  });

  it("exports the consent log as CSV with formula-like cells defused", async () => {
    await db.consentEvent.create({ data: { email: `csv@${DOMAIN}`, action: "subscribe", source: "checkout", text: '=HYPERLINK("http://evil")', reference: "pi_1" } });
    const res = await get("/api/admin/marketing/consent-log", consentCsv);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith("\uFEFFTime,E-mail,Action,Source,Text shown or how,Reference\r\n")).toBe(true);
    expect(text).toContain(`,csv@${DOMAIN},subscribe,checkout,"'=HYPERLINK(""http://evil"")",pi_1\r\n`);
  });
});

describe("the newsletter", () => {
  const draft = { subject: `Winter care ${tag}`, body: "## Dry skin\n\nKeep it **moist**. [Read more](https://example.com/tips)" };

  it("sends a test to the signed-in admin only", async () => {
    const res = await send("/api/admin/marketing/newsletters/test", "POST", draft, testPost);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ to: ADMIN_EMAIL });
    const test = await db.outgoingEmail.findFirstOrThrow({ where: { to: ADMIN_EMAIL, subject: `[Test] ${draft.subject}` } });
    expect(test.html).toContain("<h2>Dry skin</h2>");
    expect(test.html).toContain('<a href="https://example.com/tips"');
    expect(await db.outgoingEmail.count({ where: { kind: "marketing" } })).toBe(0);
  });

  it("is refused when the confirmed number is stale; otherwise queued once per subscriber, and an interrupted send resumes without a second copy", async () => {
    await addSubscribers(2500, "nl");
    const { subscribers } = await (await get("/api/admin/marketing/newsletters", newslettersGet)).json();
    expect(subscribers).toBeGreaterThanOrEqual(2500);
    const stale = await send("/api/admin/marketing/newsletters", "POST", { ...draft, confirmedCount: subscribers + 1 }, newslettersPost);
    expect(stale.status).toBe(409);
    expect(await db.newsletter.count()).toBe(0);

    const res = await send("/api/admin/marketing/newsletters", "POST", { ...draft, confirmedCount: subscribers }, newslettersPost);
    expect(res.status).toBe(201);
    const { id, status, queued } = await res.json();
    expect({ status, queued }).toEqual({ status: "queued", queued: subscribers });
    const one = await db.subscriber.findFirstOrThrow({ where: { email: `nl-5@${DOMAIN}` } });
    expect(await db.outgoingEmail.findUniqueOrThrow({ where: { dedupeKey: newsletterKey(id, one.id) } })).toMatchObject({ kind: "marketing", to: one.email, subject: draft.subject });
    expect(await db.contentChange.findFirst({ where: { entity: "newsletter", entityId: id } })).not.toBeNull();

    // Interrupted halfway: the cursor is put back and the row marked unfinished, as a crash after a batch leaves it.
    const ids = (await db.subscriber.findMany({ where: { unsubscribedAt: null }, orderBy: { id: "asc" }, select: { id: true } })).map((row) => row.id);
    await db.newsletter.update({ where: { id }, data: { status: "queueing", queuedThroughId: ids[999], queuedCount: 1000 } });
    await db.outgoingEmail.deleteMany({ where: { dedupeKey: { in: ids.slice(1000).slice(0, 700).map((sid) => newsletterKey(id, sid)) } } });
    const resumed = await send(`/api/admin/marketing/newsletters/${id}/resume`, "POST", {}, resumePost, { params: Promise.resolve({ id }) } as never);
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ status: "queued", queued: 1700 });
    expect(await db.outgoingEmail.count({ where: { dedupeKey: { startsWith: `newsletter:${id}:` } } })).toBe(ids.length);
    // Run again: nobody is queued twice.
    await queueNewsletter(id);
    expect(await db.outgoingEmail.count({ where: { dedupeKey: { startsWith: `newsletter:${id}:` } } })).toBe(ids.length);
    const again = await send(`/api/admin/marketing/newsletters/${id}/resume`, "POST", {}, resumePost, { params: Promise.resolve({ id }) } as never);
    expect(again.status).toBe(409);
    await clearMarketing();
  });

  it("queues 10,000 subscribers quickly", async () => {
    await addSubscribers(10_000, "big");
    const started = Date.now();
    const { subscribers } = await (await get("/api/admin/marketing/newsletters", newslettersGet)).json();
    const res = await send("/api/admin/marketing/newsletters", "POST", { ...draft, confirmedCount: subscribers }, newslettersPost);
    const seconds = (Date.now() - started) / 1000;
    expect(res.status).toBe(201);
    expect((await res.json()).queued).toBe(subscribers);
    // The budget is 10 s on a PostgreSQL server; the embedded database is given twice that.
    expect(seconds).toBeLessThan(process.env.TEST_DATABASE_LABEL === "embedded" ? 20 : 10);
    await clearMarketing();
  }, 120_000);
});
