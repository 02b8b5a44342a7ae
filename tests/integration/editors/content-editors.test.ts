// The storefront content editors against the real database: the FAQ, the
// reviews, the claims and the social-proof figures. Every validation rule
// with its field message, two admins saving the same version, the audit log,
// the pages each save refreshes, and what the pages then read.
import "../../support/checkout-env";
import { revalidatePath, revalidateTag } from "next/cache";
import { GET as getContent } from "@/app/api/admin/content/route";
import { PUT as putClaims } from "@/app/api/admin/content/claims/route";
import { PUT as putFigures } from "@/app/api/admin/content/figures/route";
import { POST as postFaq } from "@/app/api/admin/content/faq/route";
import { DELETE as deleteFaq, PATCH as patchFaq } from "@/app/api/admin/content/faq/[id]/route";
import { PUT as putFaqOrder } from "@/app/api/admin/content/faq/order/route";
import { PUT as putReviewOrder } from "@/app/api/admin/content/reviews/order/route";
import { POST as postReview } from "@/app/api/admin/content/reviews/route";
import { DELETE as deleteReview, PATCH as patchReview } from "@/app/api/admin/content/reviews/[id]/route";
import { db } from "@/lib/db";
import type { AdminContentJson } from "@/lib/editable-content/admin-content";
import { getClaims, getFaqItems, getReviews, getSocialProofFigures } from "@/lib/editable-content/content";
import { DEFAULT_CLAIMS, DEFAULT_FAQ, DEFAULT_FIGURES, DEFAULT_REVIEWS } from "@/lib/editable-content/defaults";
import { adminRequest, createTestAdmin, noContext } from "../support/admin-auth";

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let partner: Awaited<ReturnType<typeof createTestAdmin>>;

beforeAll(async () => {
  owner = await createTestAdmin(db, "owner-content@example.com", "owner-content-password");
  partner = await createTestAdmin(db, "partner-content@example.com", "partner-content-password");
});

afterAll(async () => {
  // Leave the storefront's texts as seeded for the other tests.
  const created = await db.contentChange.findMany({ where: { adminEmail: { in: [owner.admin.email, partner.admin.email] }, action: "create" } });
  await db.faqEntry.deleteMany({ where: { id: { in: created.filter((c) => c.entity === "faq").map((c) => c.entityId) } } });
  await db.review.deleteMany({ where: { id: { in: created.filter((c) => c.entity === "review").map((c) => c.entityId) } } });
  const faq = await db.faqEntry.findMany({ orderBy: { sortOrder: "asc" } });
  for (const [index, entry] of faq.entries()) await db.faqEntry.update({ where: { id: entry.id }, data: DEFAULT_FAQ[index]! });
  await db.contentBlock.update({ where: { key: "claims" }, data: { values: { ...DEFAULT_CLAIMS } } });
  await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES } } });
});

beforeEach(() => {
  jest.mocked(revalidatePath).mockClear();
  jest.mocked(revalidateTag).mockClear();
});

// A save names the kind of data that changed, never the pages that show it.
const refreshedTags = () => {
  expect(revalidatePath).not.toHaveBeenCalled();
  return jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort();
};

async function content(auth = owner): Promise<AdminContentJson> {
  const res = await getContent(adminRequest("/api/admin/content", { cookie: auth.cookie }), noContext);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminContentJson;
}

const send = (handler: (request: Request, context: never) => Promise<Response>, method: string, url: string, body: unknown, auth = owner, id?: string) =>
  handler(adminRequest(url, { cookie: auth.cookie }, { method, body: JSON.stringify(body) }), { params: Promise.resolve(id ? { id } : {}) } as never);

async function fields(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
}

describe("the content as seeded", () => {
  it("holds today's texts word for word, and the pages read them", async () => {
    const seeded = await content();
    expect(seeded.faq.map(({ question, answer }) => ({ question, answer }))).toEqual(DEFAULT_FAQ);
    expect(seeded.reviews.map(({ name, title, text, isArtist, connection }) => ({ name, title, text, isArtist, connection }))).toEqual(
      DEFAULT_REVIEWS.map((review) => ({ name: review.name, title: review.title ?? null, text: review.text, isArtist: review.isArtist, connection: review.isArtist ? "Artist testimonial" : "Customer testimonial" })),
    );
    expect(seeded.claims.values).toEqual(DEFAULT_CLAIMS);
    expect(seeded.figures.values).toEqual(DEFAULT_FIGURES);
    expect(await getFaqItems()).toEqual(DEFAULT_FAQ);
    expect(await getClaims()).toEqual(DEFAULT_CLAIMS);
    expect(await getSocialProofFigures()).toEqual(DEFAULT_FIGURES);
    expect((await getReviews()).map((review) => review.name)).toEqual(DEFAULT_REVIEWS.map((review) => review.name));
  });

  it("is for admins only", async () => {
    expect((await getContent(new Request("http://localhost/api/admin/content"), noContext)).status).toBe(401);
    expect((await postFaq(new Request("http://localhost/api/admin/content/faq", { method: "POST", body: "{}" }), noContext)).status).toBe(401);
  });
});

describe("the FAQ editor", () => {
  it.each([
    [{ question: "", answer: "A long enough answer." }, "question", "The question is required."],
    [{ question: "Why?", answer: "A long enough answer." }, "question", "The question needs at least 5 characters."],
    [{ question: "Two\nlines?", answer: "A long enough answer." }, "question", "The question must be one line."],
    [{ question: `${"q".repeat(200)}?`, answer: "A long enough answer." }, "question", "The question can have at most 200 characters."],
    [{ question: "How long?", answer: "Short." }, "answer", "The answer needs at least 10 characters."],
    [{ question: "How long?", answer: "a".repeat(2001) }, "answer", "The answer can have at most 2,000 characters."],
    [{ question: "How long?", answer: "Nul \u0000 inside the answer." }, "answer", "Contains characters that are not allowed"],
    [{ question: "How long?" }, "answer", "The answer is required."],
  ])("refuses %j with its field message", async (body, field, message) => {
    const before = await db.faqEntry.count();
    expect((await fields(await send(postFaq, "POST", "/api/admin/content/faq", body)))[field]).toBe(message);
    expect(await db.faqEntry.count()).toBe(before);
  });

  it("adds, edits and deletes a question, logging each change and refreshing the FAQ", async () => {
    const added = await send(postFaq, "POST", "/api/admin/content/faq", { question: "Do you ship to Canada?", answer: "Not yet: we ship to all 50 US states." });
    expect(added.status).toBe(201);
    const { entry } = (await added.json()) as { entry: { id: string; version: number } };
    expect(refreshedTags()).toEqual(["faq"]);
    expect((await getFaqItems()).at(-1)).toEqual({ question: "Do you ship to Canada?", answer: "Not yet: we ship to all 50 US states." });

    const edited = await send(patchFaq, "PATCH", `/api/admin/content/faq/${entry.id}`, { version: entry.version, question: "Do you ship to Canada?", answer: "Not yet.\r\nWe ship to all 50 US states." }, owner, entry.id);
    expect(edited.status).toBe(200);
    const saved = ((await edited.json()) as { entry: { version: number; answer: string } }).entry;
    expect(saved).toMatchObject({ version: entry.version + 1, answer: "Not yet.\nWe ship to all 50 US states." });

    const stale = await send(deleteFaq, "DELETE", `/api/admin/content/faq/${entry.id}`, { version: entry.version }, partner, entry.id);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("edit_conflict");
    const deleted = await send(deleteFaq, "DELETE", `/api/admin/content/faq/${entry.id}`, { version: saved.version }, partner, entry.id);
    expect(deleted.status).toBe(200);
    const gone = await send(patchFaq, "PATCH", `/api/admin/content/faq/${entry.id}`, { version: saved.version, question: "Do you ship to Canada?", answer: "Yes, we do now." }, owner, entry.id);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error).toEqual({ code: "faq_not_found", message: "This question no longer exists. It may have been deleted." });

    const log = await db.contentChange.findMany({ where: { entity: "faq", entityId: entry.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((change) => [change.action, change.adminEmail])).toEqual([
      ["create", owner.admin.email],
      ["update", owner.admin.email],
      ["delete", partner.admin.email],
    ]);
    expect(log[1]!.summary).toBe('Edited question "Do you ship to Canada?" (answer)');
    expect(log[1]!.before).toMatchObject({ answer: "Not yet: we ship to all 50 US states." });
    expect(log[2]!.before).toMatchObject({ question: "Do you ship to Canada?" });
    expect((await content()).changes[0]).toMatchObject({ entity: "faq", action: "delete", adminEmail: partner.admin.email });
  });

  it("tells the second admin saving the same version that the answer changed, and keeps the first", async () => {
    const [first] = (await content()).faq;
    const mine = await send(patchFaq, "PATCH", `/api/admin/content/faq/${first!.id}`, { version: first!.version, question: first!.question, answer: "The owner's new answer to this." }, owner, first!.id);
    const theirs = await send(patchFaq, "PATCH", `/api/admin/content/faq/${first!.id}`, { version: first!.version, question: first!.question, answer: "The partner's other answer." }, partner, first!.id);
    expect([mine.status, theirs.status]).toEqual([200, 409]);
    expect(await theirs.json()).toEqual({
      error: { code: "edit_conflict", message: "This question was changed by someone else after you opened it. Load the latest version, then make your change again." },
    });
    expect((await getFaqItems())[0]!.answer).toBe("The owner's new answer to this.");
    expect(await db.contentChange.count({ where: { entity: "faq", entityId: first!.id, adminEmail: partner.admin.email } })).toBe(0);
  });
});

describe("putting the questions and reviews in order", () => {
  it("saves a new order of every question, shown on the home page, logged, and refreshing it", async () => {
    const before = (await content()).faq.map((entry) => entry.id);
    const reversed = [...before].reverse();
    const res = await send(putFaqOrder, "PUT", "/api/admin/content/faq/order", { ids: reversed });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ids: reversed });
    expect((await content()).faq.map((entry) => entry.id)).toEqual(reversed);
    expect((await getFaqItems()).map((item) => item.question)).toEqual([...DEFAULT_FAQ].reverse().map((item) => item.question));
    expect(refreshedTags()).toEqual(["faq"]);
    expect(await db.contentChange.findFirstOrThrow({ where: { entity: "faq", entityId: "order" }, orderBy: { createdAt: "desc" } })).toMatchObject({
      summary: "Reordered the questions",
      adminEmail: owner.admin.email,
      before,
      after: reversed,
    });
    expect((await send(putFaqOrder, "PUT", "/api/admin/content/faq/order", { ids: before })).status).toBe(200);
  });

  it("refuses an order made from a list that changed meanwhile, and an order naming an entry twice", async () => {
    const ids = (await content()).reviews.map((review) => review.id);
    const added = await send(postReview, "POST", "/api/admin/content/reviews", { name: "Lee Park", title: null, text: "Added while another admin was sorting.", isArtist: false }, partner);
    expect(added.status).toBe(201);
    const stale = await send(putReviewOrder, "PUT", "/api/admin/content/reviews/order", { ids: [...ids].reverse() });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toEqual({
      code: "edit_conflict",
      message: "The reviews were changed by someone else after you opened them. The list now shows the latest; move the entry again.",
    });
    expect((await content()).reviews.slice(0, ids.length).map((review) => review.id)).toEqual(ids);
    expect(await fields(await send(putReviewOrder, "PUT", "/api/admin/content/reviews/order", { ids: [ids[0], ids[0]] }))).toEqual({ ids: "Give each entry once." });
  });
});

describe("the reviews editor", () => {
  const review = { name: "Dana Fox", title: null, text: "Healed in two weeks, no itching.", isArtist: false };

  it.each([
    [{ ...review, name: "D" }, "name", "The name needs at least 2 characters."],
    [{ ...review, text: "Great." }, "text", "The review needs at least 10 characters."],
    [{ ...review, isArtist: true }, "title", "Give the artist's title (e.g. Tattoo Artist, 12 years)."],
    [{ ...review, title: "Tattoo Artist" }, "title", "Only artists carry a title: clear it or tick Artist."],
    [{ ...review, isArtist: "yes" }, "isArtist", "Say whether the reviewer is an artist."],
    [{ ...review, isArtist: true, title: "t".repeat(81) }, "title", "The title can have at most 80 characters."],
    [{ ...review, connection: "c".repeat(81) }, "connection", "The connection can have at most 80 characters."],
    [{ ...review, connection: "Two\nlines" }, "connection", "The connection must be one line."],
    // "Verified" is for buyers' own reviews only: a testimonial can never be labelled so.
    [{ ...review, connection: "Verified buyer" }, "connection", "Only reviews written by buyers through their review e-mail are labelled verified: say how this reviewer is connected to the shop instead."],
    [{ ...review, connection: "verified customer" }, "connection", "Only reviews written by buyers through their review e-mail are labelled verified: say how this reviewer is connected to the shop instead."],
  ])("refuses %j with its field message", async (body, field, message) => {
    expect((await fields(await send(postReview, "POST", "/api/admin/content/reviews", body)))[field]).toBe(message);
  });

  it("adds an artist's review with its title, refreshes the reviews, and logs it", async () => {
    const res = await send(postReview, "POST", "/api/admin/content/reviews", { ...review, isArtist: true, title: "Tattoo Artist, 3 years" });
    expect(res.status).toBe(201);
    const saved = ((await res.json()) as { review: { id: string; version: number; title: string } }).review;
    expect(saved.title).toBe("Tattoo Artist, 3 years");
    expect(refreshedTags()).toEqual(["reviews"]);
    expect((await getReviews()).at(-1)).toEqual({ name: "Dana Fox", title: "Tattoo Artist, 3 years", text: review.text, isArtist: true, image: null, connection: null });
    // A testimonial is shown as one, even when the owner adds it: never a verified buyer's review.
    expect(await db.review.findUniqueOrThrow({ where: { id: saved.id } })).toMatchObject({ source: "owner", status: "approved", rating: null });

    // No longer an artist: the title goes with the flag.
    const edited = await send(patchReview, "PATCH", `/api/admin/content/reviews/${saved.id}`, { ...review, connection: " Wholesale partner ", version: saved.version }, owner, saved.id);
    expect(edited.status).toBe(200);
    expect((await edited.json()).review).toMatchObject({ isArtist: false, title: null, connection: "Wholesale partner", version: saved.version + 1 });
    expect((await getReviews()).at(-1)).toMatchObject({ name: "Dana Fox", connection: "Wholesale partner" });
    const stale = await send(patchReview, "PATCH", `/api/admin/content/reviews/${saved.id}`, { ...review, text: "Changed again by someone.", version: saved.version }, partner, saved.id);
    expect(stale.status).toBe(409);
    expect((await send(deleteReview, "DELETE", `/api/admin/content/reviews/${saved.id}`, { version: saved.version + 1 }, owner, saved.id)).status).toBe(200);
    expect((await db.contentChange.findMany({ where: { entityId: saved.id }, orderBy: { createdAt: "asc" } })).map((c) => c.summary)).toEqual([
      "Added review by Dana Fox",
      "Edited review by Dana Fox (title, isArtist, connection)",
      "Deleted review by Dana Fox",
    ]);
  });
});

describe("the claims and figures editors", () => {
  it("refuses a claim that is empty or too long, naming its field", async () => {
    const { claims } = await content();
    const res = await send(putClaims, "PUT", "/api/admin/content/claims", { version: claims.version, values: { ...claims.values, guarantee: "", natural: "n".repeat(121) } });
    expect(await fields(res)).toEqual({ "values.guarantee": "The guarantee claim is required.", "values.natural": "The natural claim can have at most 120 characters." });
    const missing = await send(putClaims, "PUT", "/api/admin/content/claims", { version: claims.version, values: { healsFaster: "Heals tattoos 20% faster" } });
    expect(Object.keys(await fields(missing))).toContain("values.guarantee");
  });

  it("saves the claims, refreshing them wherever they are shown, once per version", async () => {
    const { claims } = await content();
    const values = { ...claims.values, healsFaster: "Heals tattoos 20% faster" };
    const res = await send(putClaims, "PUT", "/api/admin/content/claims", { version: claims.version, values });
    expect(res.status).toBe(200);
    expect((await res.json()).claims).toEqual({ version: claims.version + 1, values });
    expect(refreshedTags()).toEqual(["claims"]);
    expect((await getClaims()).healsFaster).toBe("Heals tattoos 20% faster");
    const again = await send(putClaims, "PUT", "/api/admin/content/claims", { version: claims.version, values: DEFAULT_CLAIMS }, partner);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("These claims were changed by someone else after you opened it. Load the latest version, then make your change again.");
  });

  it.each([
    [{ viewingNow: -1 }, "values.viewingNow", "People viewing now cannot be negative."],
    [{ percentSold: 101 }, "values.percentSold", "Percent sold can be at most 100."],
    [{ ordersThisWeek: 2.5 }, "values.ordersThisWeek", "Orders this week must be a whole number."],
    [{ ordersThisWeek: "237" }, "values.ordersThisWeek", "Orders this week must be a whole number."],
  ])("refuses the figures %j with its field message", async (change, field, message) => {
    const { figures } = await content();
    expect((await fields(await send(putFigures, "PUT", "/api/admin/content/figures", { version: figures.version, values: { ...figures.values, ...change } })))[field]).toBe(message);
  });

  it.each([
    [{ viewingNowSource: "live" }, "values.viewingNowSource", "Choose where people viewing now comes from."],
    [{ popupSource: undefined }, "values.popupSource", "Choose where the purchase popup comes from."],
    [{ ordersThisWeekMinimum: -1 }, "values.ordersThisWeekMinimum", "The minimum for orders this week cannot be negative."],
    [{ percentSoldMinimum: 101 }, "values.percentSoldMinimum", "The minimum for percent sold can be at most 100."],
    [{ popupMinimum: "3" }, "values.popupMinimum", "The minimum for the purchase popup must be a whole number."],
  ])("refuses the sources and minimums %j with its field message, and saves nothing", async (change, field, message) => {
    const { figures } = await content();
    expect((await fields(await send(putFigures, "PUT", "/api/admin/content/figures", { version: figures.version, values: { ...figures.values, ...change } })))[field]).toBe(message);
    expect((await content()).figures).toEqual(figures);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("saves each figure's source and minimum, shows them to the home page, and logs what changed", async () => {
    const { figures } = await content();
    const values = { ...figures.values, ordersThisWeekSource: "data", ordersThisWeekMinimum: 10, popupSource: "hidden" };
    const res = await send(putFigures, "PUT", "/api/admin/content/figures", { version: figures.version, values });
    expect(res.status).toBe(200);
    expect((await res.json()).figures).toEqual({ version: figures.version + 1, values });
    expect(refreshedTags()).toEqual(["figures"]);
    expect(await getSocialProofFigures()).toEqual(values);
    const logged = await db.contentChange.findFirstOrThrow({ where: { entity: "figures" }, orderBy: { createdAt: "desc" } });
    expect(logged).toMatchObject({
      summary: "Edited the social-proof figures (ordersThisWeekSource, ordersThisWeekMinimum, popupSource)",
      adminEmail: owner.admin.email,
      before: figures.values,
      after: values,
    });
    const stale = await send(putFigures, "PUT", "/api/admin/content/figures", { version: figures.version, values: figures.values }, partner);
    expect(stale.status).toBe(409);
    await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES } } });
  });

  it("tells the editor the shop's payment mode and what its data says now", async () => {
    const { socialProof } = await content();
    expect(socialProof.paymentsMode).toBe("test");
    expect(socialProof.data).toEqual({ viewingNow: expect.any(Number), percentSold: null, ordersThisWeek: expect.any(Number) });
  });

  it("saves the figures, refreshes them and logs what changed", async () => {
    const { figures } = await content();
    const res = await send(putFigures, "PUT", "/api/admin/content/figures", { version: figures.version, values: { ...figures.values, percentSold: 81 } });
    expect(res.status).toBe(200);
    expect(refreshedTags()).toEqual(["figures"]);
    expect(await getSocialProofFigures()).toEqual({ ...DEFAULT_FIGURES, percentSold: 81 });
    const logged = await db.contentChange.findFirstOrThrow({ where: { entity: "figures" }, orderBy: { createdAt: "desc" } });
    expect(logged).toMatchObject({ summary: "Edited the social-proof figures (percentSold)", adminEmail: owner.admin.email, before: DEFAULT_FIGURES });
  });
});
