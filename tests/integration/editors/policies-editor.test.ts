// The policy pages, the business details and the delivery promise against
// the real database: seeded for review before launch, each validation rule
// with its field message, two admins saving the same version, the change
// log, the "policies" tag each save refreshes, what the pages then read, the
// sitemap, and the data migration of the FAQ's shipping answer.
import "../../support/checkout-env";
import { readFileSync } from "node:fs";
import path from "node:path";
import { revalidatePath, revalidateTag } from "next/cache";
import sitemap from "@/app/sitemap";
import { GET as getContent } from "@/app/api/admin/content/route";
import { PUT as putBusiness } from "@/app/api/admin/content/business/route";
import { PUT as putDelivery } from "@/app/api/admin/content/delivery/route";
import { PUT as putPolicy } from "@/app/api/admin/content/policies/[key]/route";
import { db } from "@/lib/db";
import type { AdminContentJson } from "@/lib/editable-content/admin-content";
import type { PolicyJson } from "@/lib/editable-content/admin-policies";
import { DEFAULT_FAQ, FAQ_SHIPPING_ANSWER_BEFORE } from "@/lib/editable-content/defaults";
import { getBusinessDetails, getDeliveryPromise, getPolicy } from "@/lib/editable-content/policies";
import { DEFAULT_BUSINESS, DEFAULT_DELIVERY, DEFAULT_POLICIES } from "@/lib/editable-content/policy-defaults";
import { POLICY_KEYS } from "@/lib/editable-content/policy-schema";
import { seedDatabase } from "@/prisma/seed";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let partner: Awaited<ReturnType<typeof createTestAdmin>>;

beforeAll(async () => {
  owner = await createTestAdmin(db, "owner-policies@example.com", "owner-policies-password");
  partner = await createTestAdmin(db, "partner-policies@example.com", "partner-policies-password");
});

/** The policies, business details and delivery promise as seeded, for the other tests. */
async function restoreSeeded() {
  await db.policyPage.deleteMany({});
  await db.policyPage.createMany({ data: POLICY_KEYS.map((key) => ({ key, ...DEFAULT_POLICIES[key] })) });
  await db.contentBlock.update({ where: { key: "business" }, data: { values: { ...DEFAULT_BUSINESS } } });
  await db.contentBlock.update({ where: { key: "delivery" }, data: { values: { ...DEFAULT_DELIVERY } } });
}

afterAll(restoreSeeded);

beforeEach(() => {
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});

const refreshedTags = () => {
  expect(revalidatePath).not.toHaveBeenCalled();
  return jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort();
};

async function content(auth = owner): Promise<AdminContentJson> {
  const res = await getContent(adminRequest("/api/admin/content", { cookie: auth.cookie }), noContext);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminContentJson;
}

const policyOf = async (key: string) => (await content()).policies.find((policy) => policy.key === key)!;

const send = (handler: (request: Request, context: never) => Promise<Response>, url: string, body: unknown, auth = owner, params: Record<string, string> = {}) =>
  handler(adminRequest(url, { cookie: auth.cookie }, { method: "PUT", body: JSON.stringify(body) }), { params: Promise.resolve(params) } as never);

const savePolicy = (key: string, body: unknown, auth = owner) => send(putPolicy, `/api/admin/content/policies/${key}`, body, auth, { key });

async function fields(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe("the policies as seeded", () => {
  it("are the five shipped texts, each marked for review before launch, and the pages read them", async () => {
    const { policies, business, delivery } = await content();
    expect(policies.map((policy) => [policy.key, policy.title, policy.reviewedAt])).toEqual([
      ["privacy", "Privacy Policy", null],
      ["terms", "Terms of Service", null],
      ["returns", "Returns & Refunds", null],
      ["shipping", "Shipping Policy", null],
      ["contact", "Contact Us", null],
    ]);
    for (const policy of policies) expect(policy.body).toBe(DEFAULT_POLICIES[policy.key].body);
    expect(business.values).toEqual(DEFAULT_BUSINESS);
    expect(delivery.values).toEqual({ processingFrom: 1, processingTo: 2, deliveryFrom: 3, deliveryTo: 5 });

    const terms = await getPolicy("terms");
    expect(terms).toEqual({ key: "terms", title: "Terms of Service", body: DEFAULT_POLICIES.terms.body, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await getBusinessDetails()).toEqual(DEFAULT_BUSINESS);
    expect(await getDeliveryPromise()).toEqual(DEFAULT_DELIVERY);
  });

  it("reach a database from before the policy pages at its next start, unreviewed, and never overwrite the owner's", async () => {
    await db.policyPage.deleteMany({ where: { key: "returns" } });
    await db.policyPage.update({ where: { key: "contact" }, data: { body: "The owner's own contact text.", reviewedAt: new Date() } });
    const { created } = await seedDatabase(db as never, { sampleData: false });
    expect(created.policyPages).toBe(1);
    expect(await db.policyPage.findUniqueOrThrow({ where: { key: "returns" } })).toMatchObject({ body: DEFAULT_POLICIES.returns.body, reviewedAt: null, version: 1 });
    expect((await db.policyPage.findUniqueOrThrow({ where: { key: "contact" } })).body).toBe("The owner's own contact text.");
    await restoreSeeded();
  });

  it("are in the sitemap", () => {
    const paths = sitemap().map((entry) => new URL(entry.url).pathname);
    for (const page of ["/privacy", "/terms", "/returns", "/shipping", "/contact"]) expect(paths).toContain(page);
  });

  it("are for admins only", async () => {
    const res = await putPolicy(new Request("http://localhost/api/admin/content/policies/terms", { method: "PUT", body: "{}" }), { params: Promise.resolve({ key: "terms" }) } as never);
    expect(res.status).toBe(401);
    expect((await putBusiness(new Request("http://localhost/api/admin/content/business", { method: "PUT", body: "{}" }), noContext)).status).toBe(401);
  });
});

describe("the policy editor", () => {
  it.each([
    [{ title: "", body: "A text long enough for a policy page." }, "title", "The title is required."],
    [{ body: "A text long enough for a policy page." }, "title", "The title is required."],
    [{ title: "Terms\nof Service", body: "A text long enough for a policy page." }, "title", "The title must be one line."],
    [{ title: "T".repeat(121), body: "A text long enough for a policy page." }, "title", "The title can have at most 120 characters."],
    [{ title: "Terms of Service", body: "" }, "body", "The text is required."],
    [{ title: "Terms of Service" }, "body", "The text is required."],
    [{ title: "Terms of Service", body: "Too short." }, "body", "The text needs at least 20 characters."],
    [{ title: "Terms of Service", body: "x".repeat(20_001) }, "body", "The text can have at most 20,000 characters."],
  ])("refuses %j with its field message and changes nothing", async (input, field, message) => {
    const before = await policyOf("terms");
    expect((await fields(await savePolicy("terms", { version: before.version, ...input })))[field]).toBe(message);
    expect(await policyOf("terms")).toEqual(before);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 404 for a policy that does not exist", async () => {
    const res = await savePolicy("cookies", { version: 1, title: "Cookie Policy", body: "A text long enough for a policy page." });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toEqual({ code: "policy_not_found", message: "This policy no longer exists. It may have been deleted." });
    expect(await db.policyPage.findUnique({ where: { key: "cookies" } })).toBeNull();
  });

  it("saves a new text, marks it reviewed, moves Last updated, logs the change and refreshes the policies", async () => {
    const before = await policyOf("terms");
    const body = `${before.body}\r\n\r\n## Gift cards\r\n\r\nWe do not sell <b>gift cards</b> yet.`;
    const res = await savePolicy("terms", { version: before.version, title: "Terms of Sale", body });
    expect(res.status).toBe(200);
    const { policy } = (await res.json()) as { policy: PolicyJson };
    expect(policy).toMatchObject({ key: "terms", title: "Terms of Sale", version: before.version + 1 });
    expect(policy.body.endsWith("## Gift cards\n\nWe do not sell <b>gift cards</b> yet.")).toBe(true);
    expect(policy.reviewedAt).not.toBeNull();
    expect(new Date(policy.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    expect(refreshedTags()).toEqual(["policies"]);

    // The page reads what was saved (the markup is kept as text, drawn as text by the page).
    expect(await getPolicy("terms")).toEqual({ key: "terms", title: "Terms of Sale", body: policy.body, updatedAt: policy.updatedAt });

    const [change] = await db.contentChange.findMany({ where: { entity: "policy", entityId: "terms" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(change).toMatchObject({ action: "update", adminEmail: owner.admin.email, summary: "Edited the Terms of Sale page (title, body); reviewed before launch" });
    expect(change!.before).toEqual({ title: "Terms of Service", body: before.body });
    expect((await content()).changes[0]).toMatchObject({ entity: "policy", entityId: "terms", adminEmail: owner.admin.email });
  });

  it("clears the review mark with a save that changes nothing, and keeps Last updated once reviewed", async () => {
    const before = await policyOf("privacy");
    expect(before.reviewedAt).toBeNull();
    const first = await savePolicy("privacy", { version: before.version, title: before.title, body: before.body });
    expect(first.status).toBe(200);
    const reviewed = ((await first.json()) as { policy: PolicyJson }).policy;
    expect(reviewed.reviewedAt).not.toBeNull();
    expect(reviewed.updatedAt).toBe(reviewed.reviewedAt);

    const again = await savePolicy("privacy", { version: reviewed.version, title: before.title, body: before.body });
    const unchanged = ((await again.json()) as { policy: PolicyJson }).policy;
    expect(unchanged).toMatchObject({ version: reviewed.version + 1, updatedAt: reviewed.updatedAt, reviewedAt: reviewed.reviewedAt });
    const log = await db.contentChange.findMany({ where: { entity: "policy", entityId: "privacy" }, orderBy: { createdAt: "asc" } });
    expect(log.map((change) => change.summary)).toEqual(["Saved the Privacy Policy page (no changes); reviewed before launch", "Saved the Privacy Policy page (no changes)"]);
  });

  it("tells the second admin saving the same version that the policy changed, and keeps the first", async () => {
    const opened = await policyOf("returns");
    const mine = await savePolicy("returns", { version: opened.version, title: opened.title, body: "The owner's refund text, long enough." });
    const theirs = await savePolicy("returns", { version: opened.version, title: opened.title, body: "The partner's refund text, also long." }, partner);
    expect([mine.status, theirs.status]).toEqual([200, 409]);
    expect((await theirs.json()).error).toEqual({
      code: "edit_conflict",
      message: "This policy was changed by someone else after you opened it. Load the latest version, then make your change again.",
    });
    expect((await getPolicy("returns")).body).toBe("The owner's refund text, long enough.");
    expect(await db.contentChange.count({ where: { entity: "policy", entityId: "returns", adminEmail: partner.admin.email } })).toBe(0);
  });
});

describe("the business details and the delivery promise", () => {
  const business = { name: "Verdant Ink LLC", phone: "(512) 555-0199", street: "500 Congress Ave", city: "Austin", state: "tx", zipCode: "78701" };

  it.each([
    [{ phone: "12345" }, "values.phone", "Enter a phone number with its area code, e.g. (512) 555-0100."],
    [{ state: "ZZ" }, "values.state", "Enter the state's two-letter code, e.g. TX."],
    [{ zipCode: "ABCDE" }, "values.zipCode", "Enter a 5-digit ZIP code (or ZIP+4, e.g. 78701-1234)."],
    [{ street: "" }, "values.street", "The street address is required."],
  ])("refuses business details %j with the field message", async (change, field, message) => {
    const { business: block } = await content();
    expect((await fields(await send(putBusiness, "/api/admin/content/business", { version: block.version, values: { ...business, ...change } })))[field]).toBe(message);
    expect((await content()).business).toEqual(block);
  });

  it("saves the business details, logs them and refreshes what shows them", async () => {
    const { business: block } = await content();
    const res = await send(putBusiness, "/api/admin/content/business", { version: block.version, values: business });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ business: { version: block.version + 1, values: { ...business, state: "TX" } } });
    expect(refreshedTags()).toEqual(["policies"]);
    expect(await getBusinessDetails()).toEqual({ ...business, state: "TX" });
    const [change] = await db.contentChange.findMany({ where: { entity: "business" }, orderBy: { createdAt: "desc" }, take: 1 });
    expect(change).toMatchObject({ summary: "Edited the business details (name, phone, street)", adminEmail: owner.admin.email });

    const stale = await send(putBusiness, "/api/admin/content/business", { version: block.version, values: DEFAULT_BUSINESS }, partner);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.message).toBe("These business details were changed by someone else after you opened it. Load the latest version, then make your change again.");
  });

  it("refuses a delivery promise out of order, and saves one the pages then read", async () => {
    const { delivery } = await content();
    expect((await fields(await send(putDelivery, "/api/admin/content/delivery", { version: delivery.version, values: { ...delivery.values, deliveryTo: 2 } })))["values.deliveryTo"]).toBe(
      "The longest delivery time cannot be shorter than the shortest.",
    );
    const res = await send(putDelivery, "/api/admin/content/delivery", { version: delivery.version, values: { processingFrom: 1, processingTo: 1, deliveryFrom: 2, deliveryTo: 4 } });
    expect(res.status).toBe(200);
    expect(refreshedTags()).toEqual(["policies"]);
    expect(await getDeliveryPromise()).toEqual({ processingFrom: 1, processingTo: 1, deliveryFrom: 2, deliveryTo: 4 });
    expect((await db.contentChange.findFirstOrThrow({ where: { entity: "delivery" }, orderBy: { createdAt: "desc" } })).summary).toBe("Edited the delivery promise (processingTo, deliveryFrom, deliveryTo)");
  });
});

describe("the FAQ's shipping answer (data migration)", () => {
  const migration = readFileSync(path.join(process.cwd(), "prisma/migrations/20261127023000_one_delivery_promise/migration.sql"), "utf8");
  const OLD = "Shipping is free to all 50 US states with no minimum. Orders ship within 1-2 business days and arrive in 2-5 business days. Orders over $25 get expedited processing.";
  // The text this migration writes; the seed then moves it to the promise's placeholders (below).
  const seeded = FAQ_SHIPPING_ANSWER_BEFORE;

  it("says 3-5 business days where it was still the old seeded text, and leaves an answer the owner wrote", async () => {
    const [old, edited] = await Promise.all([
      db.faqEntry.create({ data: { question: "How fast is shipping? (old seed)", answer: OLD, sortOrder: 900, version: 3 } }),
      db.faqEntry.create({ data: { question: "How fast is shipping? (owner's)", answer: `${OLD} Alaska takes longer.`, sortOrder: 901 } }),
    ]);
    try {
      await db.$executeRawUnsafe(migration);
      expect(await db.faqEntry.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({ answer: seeded, version: 4 });
      expect(seeded).toContain("arrive in 3-5 business days");
      expect(await db.faqEntry.findUniqueOrThrow({ where: { id: edited.id } })).toMatchObject({ answer: `${OLD} Alaska takes longer.`, version: 1 });
    } finally {
      await db.faqEntry.deleteMany({ where: { id: { in: [old.id, edited.id] } } });
    }
  });

  it("follows the delivery promise once the seed has run: the shipped text gets {processing} and {delivery}, an owner's answer stays", async () => {
    const withPlaceholders = DEFAULT_FAQ.find((item) => item.question === "How fast is shipping?")!.answer;
    expect(withPlaceholders).toContain("ship within {processing} and arrive in {delivery}");
    const [shipped, edited] = await Promise.all([
      db.faqEntry.create({ data: { question: "How fast is shipping? (as shipped)", answer: FAQ_SHIPPING_ANSWER_BEFORE, sortOrder: 902, version: 2 } }),
      db.faqEntry.create({ data: { question: "How fast is shipping? (owner's own)", answer: `${FAQ_SHIPPING_ANSWER_BEFORE} Alaska takes longer.`, sortOrder: 903 } }),
    ]);
    try {
      await db.seedMarker.deleteMany({ where: { name: "storefront-faq-delivery-promise" } });
      await seedDatabase(db as never, { sampleData: false });
      expect(await db.faqEntry.findUniqueOrThrow({ where: { id: shipped.id } })).toMatchObject({ answer: withPlaceholders, version: 3 });
      expect(await db.faqEntry.findUniqueOrThrow({ where: { id: edited.id } })).toMatchObject({ answer: `${FAQ_SHIPPING_ANSWER_BEFORE} Alaska takes longer.`, version: 1 });
      // Once: an answer set back to the shipped text later is left as the owner wrote it.
      await db.faqEntry.update({ where: { id: shipped.id }, data: { answer: FAQ_SHIPPING_ANSWER_BEFORE } });
      await seedDatabase(db as never, { sampleData: false });
      expect((await db.faqEntry.findUniqueOrThrow({ where: { id: shipped.id } })).answer).toBe(FAQ_SHIPPING_ANSWER_BEFORE);
    } finally {
      await db.faqEntry.deleteMany({ where: { id: { in: [shipped.id, edited.id] } } });
    }
  });
});
