// The owner's discount codes against the real database: admins only; a code
// created, edited, paused and resumed (the checkout sees the pause), two
// admins saving the same version (the second is told it changed), a code
// with orders that cannot be deleted; each code's figures, the per-artist
// report and its CSV file, counted from orders made here; and the artists a
// code can be credited to. Every row this file makes is its own (a tag in
// its codes, e-mail addresses and payment ids) and is deleted afterwards.
import { randomUUID } from "node:crypto";
import { GET as listCodes, POST as createCode } from "@/app/api/admin/discounts/route";
import { DELETE as deleteCode, PATCH as patchCode } from "@/app/api/admin/discounts/[id]/route";
import { GET as listArtists } from "@/app/api/admin/discounts/artists/route";
import { GET as getReport } from "@/app/api/admin/discounts/report/route";
import { GET as exportReport } from "@/app/api/admin/discounts/report/export/route";
import { checkCode } from "@/lib/discounts/redeem";
import { DISCOUNT_MESSAGES } from "@/lib/discounts/messages";
import { priceLine } from "@/lib/cart/pricing";
import type { ArtistReportJson, DiscountCodeJson, DiscountCodesJson, PickableArtistJson } from "@/lib/discounts/admin";
import { createPrismaClient } from "@/lib/db/client";
import { UTF8_BOM } from "@/lib/orders/export-csv";
import { adminRequest, createTestAdmin, noContext } from "./support/admin-auth";
import { parseCsv } from "../support/csv";

// A client of this file's own: the app's shared one is closed after the file
// (tests/integration/teardown.ts), before this file's own clean-up runs.
const db = createPrismaClient(process.env.DATABASE_URL!);

/** Unique to this run: in every code, e-mail address and payment id this file makes. */
const tag = randomUUID().slice(0, 6).toUpperCase();
const lower = tag.toLowerCase();
const codeText = (name: string) => `${name}_${tag}`;

let owner: Awaited<ReturnType<typeof createTestAdmin>>;
let partner: Awaited<ReturnType<typeof createTestAdmin>>;
const madeOrders: string[] = [];
const madeMembers: string[] = [];
const madeApplications: string[] = [];

beforeAll(async () => {
  owner = await createTestAdmin(db, "owner-discounts@example.com", "owner-discounts-password");
  partner = await createTestAdmin(db, "partner-discounts@example.com", "partner-discounts-password");
});

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: madeOrders } } });
  await db.discountCode.deleteMany({ where: { code: { endsWith: `_${tag}` } } });
  await db.member.deleteMany({ where: { id: { in: madeMembers } } });
  await db.wholesaleApplication.deleteMany({ where: { id: { in: madeApplications } } });
  await db.$disconnect();
});

type Auth = { cookie?: string; bearer?: string };

const send = (handler: (request: Request, context: never) => Promise<Response>, url: string, init: RequestInit = {}, auth: Auth = { cookie: owner.cookie }, params: Record<string, string> = {}) =>
  handler(adminRequest(url, auth, init), { params: Promise.resolve(params) } as never);

async function create(body: Record<string, unknown>, auth?: Auth) {
  return send(createCode, "/api/admin/discounts", { method: "POST", body: JSON.stringify(body) }, auth);
}

async function created(body: Record<string, unknown>): Promise<DiscountCodeJson> {
  const res = await create(body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { code: DiscountCodeJson }).code;
}

function patch(id: string, body: Record<string, unknown>, auth?: Auth) {
  return send(patchCode, `/api/admin/discounts/${id}`, { method: "PATCH", body: JSON.stringify(body) }, auth, { id });
}

function remove(id: string, version: number) {
  return send(deleteCode, `/api/admin/discounts/${id}`, { method: "DELETE", body: JSON.stringify({ version }) }, undefined, { id });
}

/** The fields of a code as the form and the API take them back. */
const TERMS = ["code", "kind", "percentOff", "amountOff", "minSubtotal", "startsAt", "endsAt", "productId", "maxUses", "oncePerCustomer", "active", "artistName", "artistEmail", "artistSource"] as const;
const termsOf = (code: DiscountCodeJson) => Object.fromEntries(TERMS.map((field) => [field, code[field]]));

async function listed(id: string): Promise<DiscountCodeJson | undefined> {
  const res = await send(listCodes, "/api/admin/discounts", {}, { bearer: owner.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as DiscountCodesJson).codes.find((code) => code.id === id);
}

async function fieldsOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe("invalid_request");
  return body.error.fields;
}

let sequence = 0;

/** An order made with a code, straight in the database: its lines, money and status as a test needs them. */
async function orderWith(
  codeId: string | null,
  { lines, discountCents = 0, refundedCents = 0, status = "paid", createdAt = new Date() }: { lines: [string, number][]; discountCents?: number; refundedCents?: number; status?: "paid" | "cancelled" | "refunded" | "shipped"; createdAt?: Date },
) {
  sequence += 1;
  const products = await db.product.findMany({ select: { id: true, name: true, size: true, priceCents: true } });
  const priced = lines.map(([id, quantity]) => priceLine(products.find((product) => product.id === id)!, quantity));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const order = await db.order.create({
    data: {
      customerEmail: `buyer${sequence}-${lower}@example.com`,
      customerName: `Buyer ${sequence}`,
      shippingName: `Buyer ${sequence}`,
      shippingAddress: "12 Elm St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      paymentIntentId: `pi_codes_${lower}_${sequence}`,
      subtotalCents,
      discountCents,
      amountCents: subtotalCents - discountCents,
      refundedCents,
      status,
      createdAt,
      ...(codeId ? { discountCodeId: codeId, discountCode: "AS-ENTERED" } : {}),
      lines: { create: priced.map((line, position) => ({ position, productId: line.productId, productName: line.name, productSize: line.size, unitPriceCents: line.unitPriceCents, quantity: line.quantity, lineTotalCents: line.lineTotalCents })) },
    },
  });
  madeOrders.push(order.id);
  if (codeId) {
    await db.discountRedemption.create({ data: { codeId, paymentIntentId: order.paymentIntentId, status: "used", orderId: order.id, discountCents, expiresAt: createdAt } });
  }
  return order;
}

/** A checkout holding a code now (or one whose hold ran out). */
async function checkoutHolding(codeId: string, { expired = false } = {}) {
  sequence += 1;
  await db.discountRedemption.create({
    data: { codeId, paymentIntentId: `pi_hold_${lower}_${sequence}`, status: "reserved", discountCents: 100, expiresAt: new Date(Date.now() + (expired ? -60_000 : 60 * 60_000)) },
  });
}

describe("the discount codes API", () => {
  it("is for admins only, and refuses a cross-site write", async () => {
    expect((await listCodes(new Request("http://localhost/api/admin/discounts"), noContext)).status).toBe(401);
    expect((await listArtists(new Request("http://localhost/api/admin/discounts/artists"), noContext)).status).toBe(401);
    expect((await getReport(new Request("http://localhost/api/admin/discounts/report"), noContext)).status).toBe(401);
    expect((await exportReport(new Request("http://localhost/api/admin/discounts/report/export"), noContext)).status).toBe(401);
    const body = JSON.stringify({ code: codeText("EVIL"), kind: "percent", percentOff: 100 });
    const crossSite = adminRequest("/api/admin/discounts", { cookie: owner.cookie }, { method: "POST", body, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect((await createCode(crossSite, noContext)).status).toBe(403);
    expect(await db.discountCode.count({ where: { code: codeText("EVIL") } })).toBe(0);
  });

  it("creates a code from its terms as typed: upper-case, dollars in, dollars out, days as UTC instants", async () => {
    const code = await created({
      code: codeText("ink10").toLowerCase(),
      kind: "fixed",
      amountOff: "5.50",
      minSubtotal: 20,
      startsAt: "2026-01-01",
      endsAt: "2099-12-31",
      productId: "4oz",
      maxUses: "50",
      oncePerCustomer: true,
      artistName: "Ada Ink",
      artistEmail: `Ada-${lower}@Example.com`,
      artistSource: "forum",
    });
    expect(code).toMatchObject({
      code: codeText("INK10"),
      kind: "fixed",
      percentOff: null,
      amountOff: 5.5,
      minSubtotal: 20,
      startsAt: "2026-01-01T00:00:00.000Z",
      endsAt: "2100-01-01T00:00:00.000Z",
      productId: "4oz",
      size: "4 oz / 120ml",
      maxUses: 50,
      oncePerCustomer: true,
      active: true,
      artistName: "Ada Ink",
      artistEmail: `ada-${lower}@example.com`,
      artistSource: "forum",
      status: "active",
      uses: 0,
      reservedNow: 0,
      orders: 0,
      revenue: 0,
      discountGiven: 0,
      tinsSold: 0,
      version: 1,
      createdByEmail: owner.admin.email,
    });
    const stored = await db.discountCode.findUniqueOrThrow({ where: { id: code.id } });
    expect(stored).toMatchObject({ amountOffCents: 550, minSubtotalCents: 2000, percentOff: null });
    expect(await listed(code.id)).toEqual(code);
  });

  it("refuses a code whose text another has (whatever its case), a size the shop does not sell, and broken terms, with field messages", async () => {
    await created({ code: codeText("TAKEN"), kind: "percent", percentOff: 10 });
    expect(await fieldsOf(await create({ code: codeText("taken"), kind: "fixed", amountOff: 1 }))).toEqual({ code: "Another code already has this text. Choose another." });
    expect(await fieldsOf(await create({ code: codeText("SIZE"), kind: "percent", percentOff: 10, productId: "40oz" }))).toEqual({ productId: "Choose a size from the list, or every size." });
    expect(await fieldsOf(await create({ code: "no", kind: "percent", percentOff: 0, endsAt: "2026-01-01", startsAt: "2026-02-01" }))).toEqual({
      code: "The code needs 3 to 32 characters.",
      percentOff: "Enter the percentage off: a whole number from 1 to 100.",
      endsAt: "The code must end after it starts: choose a last day on or after the first day.",
    });
    expect(await db.discountCode.count({ where: { code: { in: [codeText("SIZE"), "NO"] } } })).toBe(0);
  });

  it("saves an edit with the version it was opened at, and tells the second of two admins saving the same version that it changed", async () => {
    const opened = await created({ code: codeText("EDIT"), kind: "percent", percentOff: 10 });
    const first = await patch(opened.id, { ...termsOf(opened), version: opened.version, percentOff: 15, maxUses: 100 }, { cookie: owner.cookie });
    expect(first.status).toBe(200);
    const saved = ((await first.json()) as { code: DiscountCodeJson }).code;
    expect(saved).toMatchObject({ percentOff: 15, maxUses: 100, version: 2 });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(opened.updatedAt));

    const second = await patch(opened.id, { ...termsOf(opened), version: opened.version, percentOff: 20 }, { cookie: partner.cookie });
    expect(second.status).toBe(409);
    expect((await second.json()).error).toMatchObject({ code: "edit_conflict", message: expect.stringContaining("changed by someone else") });
    expect(await listed(opened.id)).toMatchObject({ percentOff: 15, version: 2 });

    // Renaming to a taken text is a field message; a code that is gone is 404.
    const other = await created({ code: codeText("EDIT2"), kind: "fixed", amountOff: 2 });
    expect(await fieldsOf(await patch(other.id, { ...termsOf(other), version: other.version, code: codeText("edit") }))).toEqual({ code: "Another code already has this text. Choose another." });
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const gone = await patch(id, { ...termsOf(other), version: 1 });
      expect(gone.status).toBe(404);
      expect((await gone.json()).error.code).toBe("discount_code_not_found");
    }
    expect(await fieldsOf(await patch(other.id, { ...termsOf(other) }))).toEqual({ version: "Reload the page and try again: the version is missing." });
  });

  it("pauses and resumes a code: a paused code gives no discount at checkout", async () => {
    const code = await created({ code: codeText("PAUSE"), kind: "percent", percentOff: 10 });
    const product = await db.product.findUniqueOrThrow({ where: { id: "4oz" } });
    const lines = [priceLine(product, 2)];
    expect(await checkCode(code.code, lines)).toMatchObject({ ok: true, discountCents: Math.round(product.priceCents * 2 * 0.1) });

    const paused = await patch(code.id, { ...termsOf(code), version: code.version, active: false });
    expect(paused.status).toBe(200);
    const pausedCode = ((await paused.json()) as { code: DiscountCodeJson }).code;
    expect(pausedCode).toMatchObject({ active: false, status: "paused", version: 2 });
    expect(await checkCode(code.code, lines)).toMatchObject({ ok: false, reason: "paused", message: DISCOUNT_MESSAGES.paused });

    const resumed = await patch(code.id, { ...termsOf(pausedCode), version: pausedCode.version, active: true });
    expect(((await resumed.json()) as { code: DiscountCodeJson }).code).toMatchObject({ active: true, status: "active", version: 3 });
    expect(await checkCode(code.code, lines)).toMatchObject({ ok: true });
  });

  it("writes who created, changed, paused and deleted each code to the admin's change log", async () => {
    const code = await created({ code: codeText("LOGGED"), kind: "percent", percentOff: 10 });
    const edited = ((await (await patch(code.id, { ...termsOf(code), version: code.version, percentOff: 12 })).json()) as { code: DiscountCodeJson }).code;
    const paused = ((await (await patch(code.id, { ...termsOf(edited), version: edited.version, active: false })).json()) as { code: DiscountCodeJson }).code;
    expect((await remove(code.id, paused.version)).status).toBe(200);
    const log = await db.contentChange.findMany({ where: { entity: "discount_code", entityId: code.id }, orderBy: { createdAt: "asc" } });
    expect(log.map((entry) => [entry.action, entry.summary, entry.adminEmail])).toEqual([
      ["create", `${code.code}: created`, owner.admin.email],
      ["update", `${code.code}: percentOff`, owner.admin.email],
      ["update", `${code.code}: paused`, owner.admin.email],
      ["delete", `${code.code}: deleted`, owner.admin.email],
    ]);
    expect(log[1]).toMatchObject({ before: expect.objectContaining({ percentOff: 10 }), after: expect.objectContaining({ percentOff: 12 }) });
  });

  it("deletes a code that never sold, and keeps one with orders or held by a checkout (pause it instead)", async () => {
    const unused = await created({ code: codeText("UNUSED"), kind: "percent", percentOff: 5 });
    const stale = await remove(unused.id, unused.version + 1);
    expect(stale.status).toBe(409);
    expect((await stale.json()).error.code).toBe("edit_conflict");
    const deleted = await remove(unused.id, unused.version);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(await db.discountCode.count({ where: { id: unused.id } })).toBe(0);
    expect((await remove(unused.id, 1)).status).toBe(404);

    const sold = await created({ code: codeText("SOLD"), kind: "percent", percentOff: 5 });
    await orderWith(sold.id, { lines: [["1oz", 1]], discountCents: 45, status: "cancelled" });
    const refused = await remove(sold.id, sold.version);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({ code: "discount_code_has_orders", message: `${sold.code} has orders, so it stays for their records and the artists report. Pause it instead.` });
    expect(await db.discountCode.count({ where: { id: sold.id } })).toBe(1);

    const held = await created({ code: codeText("HELD"), kind: "percent", percentOff: 5 });
    await checkoutHolding(held.id);
    const holding = await remove(held.id, held.version);
    expect(holding.status).toBe(409);
    expect((await holding.json()).error.code).toBe("discount_code_in_checkout");

    // A hold that ran out no longer keeps the code.
    const lapsed = await created({ code: codeText("LAPSED"), kind: "percent", percentOff: 5 });
    await checkoutHolding(lapsed.id, { expired: true });
    expect((await remove(lapsed.id, lapsed.version)).status).toBe(200);
  });

  it("counts a code's uses, orders, revenue, discount given and tins sold", async () => {
    const code = await created({ code: codeText("FIGURES"), kind: "percent", percentOff: 10, maxUses: 4 });
    // 2 × 4 oz + 1 × 1 oz, 10 % off; a 1 oz refunded in part; a cancelled order (its use stays, nothing sold).
    const big = await orderWith(code.id, { lines: [["4oz", 2], ["1oz", 1]], discountCents: 409 });
    const small = await orderWith(code.id, { lines: [["1oz", 1]], discountCents: 90, refundedCents: 300 });
    await orderWith(code.id, { lines: [["4oz", 3]], discountCents: 480, status: "cancelled", refundedCents: 4317 });
    await orderWith(null, { lines: [["4oz", 5]] });
    await checkoutHolding(code.id);
    await checkoutHolding(code.id, { expired: true });

    const figures = await listed(code.id);
    expect(figures).toMatchObject({
      uses: 4,
      reservedNow: 1,
      orders: 2,
      revenue: (big.amountCents + small.amountCents - 300) / 100,
      discountGiven: 4.99,
      tinsSold: 4,
      // Four uses of four: the checkout refuses it now.
      status: "used_up",
    });
  });

  it("reports per artist (by e-mail, whatever its case): their codes, orders, revenue, discount given and tins sold, in a period", async () => {
    const adaEmail = `ada-report-${lower}@example.com`;
    const ada1 = await created({ code: codeText("ADA1"), kind: "percent", percentOff: 10, artistName: "Ada Ink", artistEmail: adaEmail, artistSource: "forum" });
    const ada2 = await created({ code: codeText("ADA2"), kind: "fixed", amountOff: 2, artistName: "Ada Ink", artistEmail: adaEmail.toUpperCase(), artistSource: "forum" });
    const studio = await created({ code: codeText("STUDIO"), kind: "fixed", amountOff: 3, artistName: '=HYPERLINK("http://x")', artistEmail: `studio-${lower}@example.com`, artistSource: "wholesale" });
    const idle = await created({ code: codeText("IDLE"), kind: "fixed", amountOff: 3, artistName: "Idle Ink", artistEmail: `idle-${lower}@example.com` });
    const nobody = await created({ code: codeText("NOBODY"), kind: "percent", percentOff: 10 });

    const in2031 = new Date("2031-03-15T12:00:00Z");
    const in2032 = new Date("2032-06-01T12:00:00Z");
    const a = await orderWith(ada1.id, { lines: [["4oz", 2]], discountCents: 320, createdAt: in2031 });
    const b = await orderWith(ada2.id, { lines: [["1oz", 3]], discountCents: 200, refundedCents: 500, createdAt: in2031 });
    const c = await orderWith(ada1.id, { lines: [["1oz", 1]], discountCents: 90, createdAt: in2032 });
    await orderWith(ada1.id, { lines: [["4oz", 4]], discountCents: 640, status: "cancelled", createdAt: in2031 });
    const d = await orderWith(studio.id, { lines: [["4oz", 1], ["1oz", 1]], discountCents: 300, createdAt: in2031 });
    await orderWith(nobody.id, { lines: [["4oz", 1]], discountCents: 160, createdAt: in2031 });

    const report = async (query: string): Promise<ArtistReportJson> => {
      const res = await send(getReport, `/api/admin/discounts/report${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as ArtistReportJson;
    };
    const rowOf = (result: ArtistReportJson, email: string) => result.artists.find((row) => row.email === email);
    const cents = (...orders: { amountCents: number }[]) => orders.reduce((sum, order) => sum + order.amountCents, 0);

    const allTime = await report("");
    expect(allTime).toMatchObject({ from: null, to: null });
    expect(rowOf(allTime, adaEmail)).toEqual({
      name: "Ada Ink",
      email: adaEmail,
      source: "forum",
      codes: [ada1.code, ada2.code],
      orders: 3,
      revenue: (cents(a, b, c) - 500) / 100,
      discountGiven: 6.1,
      tinsSold: 6,
    });
    expect(rowOf(allTime, `idle-${lower}@example.com`)).toEqual({ name: "Idle Ink", email: `idle-${lower}@example.com`, source: "other", codes: [idle.code], orders: 0, revenue: 0, discountGiven: 0, tinsSold: 0 });
    expect(allTime.artists.some((row) => row.codes.includes(nobody.code))).toBe(false);

    const year2031 = await report("?from=2031-01-01&to=2031-12-31");
    expect(year2031).toMatchObject({ from: "2031-01-01", to: "2031-12-31" });
    expect(rowOf(year2031, adaEmail)).toMatchObject({ orders: 2, revenue: (cents(a, b) - 500) / 100, discountGiven: 5.2, tinsSold: 5 });
    expect(rowOf(year2031, `studio-${lower}@example.com`)).toMatchObject({ orders: 1, revenue: d.amountCents / 100, discountGiven: 3, tinsSold: 2 });
    // No other file orders in 2031: the totals are this file's artists' orders.
    expect(year2031.totals).toEqual({ orders: 3, revenue: (cents(a, b, d) - 500) / 100, discountGiven: 8.2, tinsSold: 7 });
    // The most revenue first.
    const ranked = year2031.artists.filter((row) => row.orders > 0).map((row) => row.email);
    expect(ranked).toEqual([...ranked].sort((x, y) => rowOf(year2031, y)!.revenue - rowOf(year2031, x)!.revenue));

    const bad = await send(getReport, "/api/admin/discounts/report?from=2031-12-31&to=2031-01-01");
    expect(await fieldsOf(bad)).toEqual({ to: "The period must end on or after the day it starts." });

    // The CSV file: BOM, header, a row per artist, the totals; a name that could run as a formula defused.
    const file = await send(exportReport, "/api/admin/discounts/report/export?from=2031-01-01&to=2031-12-31", {}, { bearer: owner.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="artist-codes-2031-01-01-to-2031-12-31.csv"');
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer());
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(UTF8_BOM.length));
    expect(header).toEqual(["Artist", "Email", "Source", "Codes", "Orders", "Revenue", "Discount Given", "Tins Sold", "From", "To"]);
    expect(rows.find((row) => row[1] === adaEmail)).toEqual(["Ada Ink", adaEmail, "Forum artist", `${ada1.code} ${ada2.code}`, "2", ((cents(a, b) - 500) / 100).toFixed(2), "5.20", "5", "2031-01-01", "2031-12-31"]);
    expect(rows.find((row) => row[1] === `studio-${lower}@example.com`)!.slice(0, 3)).toEqual([`'=HYPERLINK("http://x")`, `studio-${lower}@example.com`, "Wholesale partner"]);
    expect(rows.at(-1)).toEqual(["Total", "", "", "", "3", ((cents(a, b, d) - 500) / 100).toFixed(2), "8.20", "7", "2031-01-01", "2031-12-31"]);
    expect(rows).toHaveLength(year2031.artists.length + 1);

    const allTimeFile = await send(exportReport, "/api/admin/discounts/report/export");
    expect(allTimeFile.headers.get("content-disposition")).toBe('attachment; filename="artist-codes-all-time.csv"');
  });
});

describe("the artists a code can be credited to", () => {
  async function member(email: string, username: string, { isArtist, suspended = false }: { isArtist: boolean; suspended?: boolean }) {
    const row = await db.member.create({ data: { email, emailVerified: new Date(), suspendedAt: suspended ? new Date() : null, author: { create: { username, isArtist } } } });
    madeMembers.push(row.id);
  }

  async function application(email: string, businessName: string, status: "approved" | "pending" | "rejected") {
    const row = await db.wholesaleApplication.create({
      data: { businessName, contactName: "Pat Partner", email, phone: "512-555-0100", businessType: "tattoo_shop", street: "1 Main St", city: "Austin", state: "TX", zipCode: "73301", estimatedMonthlyVolume: 50, packageTier: "starter", status },
    });
    madeApplications.push(row.id);
  }

  it("lists the forum's verified artists and the approved wholesale partners, and no one else", async () => {
    await member(`verified-${lower}@example.com`, `verified_${lower}`, { isArtist: true });
    await member(`plain-${lower}@example.com`, `plain_${lower}`, { isArtist: false });
    await member(`suspended-${lower}@example.com`, `suspended_${lower}`, { isArtist: true, suspended: true });
    await application(`Partner-${lower}@Example.com`, `Partner Ink ${tag}`, "approved");
    await application(`partner-${lower}@example.com`, `Partner Ink ${tag}`, "approved");
    await application(`pending-${lower}@example.com`, `Pending Ink ${tag}`, "pending");
    await application(`rejected-${lower}@example.com`, `Rejected Ink ${tag}`, "rejected");

    const res = await send(listArtists, "/api/admin/discounts/artists");
    expect(res.status).toBe(200);
    const { artists } = (await res.json()) as { artists: PickableArtistJson[] };
    const mine = artists.filter((artist) => artist.email.includes(lower));
    expect(mine).toEqual([
      { name: `Partner Ink ${tag}`, email: `partner-${lower}@example.com`, source: "wholesale" },
      { name: `verified_${lower}`, email: `verified-${lower}@example.com`, source: "forum" },
    ]);
  });
});
