// The owner's discount codes: the list with each code's figures, creating
// and editing a code (a save names the version it was opened at: 409 when
// another admin saved first), pausing and resuming it (an edit of `active`),
// deleting one that never sold, the artists it can be credited to, and the
// per-artist report (JSON, and CSV for a spreadsheet).
//
// What the figures count:
//   uses          what the checkout counts against the code's total uses:
//                 orders made with it and checkouts holding it now
//                 (lib/discounts/redeem.ts); a cancelled order's use stays
//   reservedNow   checkouts holding it now (not paid yet)
//   orders        orders made with it, except cancelled ones (nothing sold)
//   revenue       Σ (amount − refunded) of those orders: what the shop kept
//   discountGiven Σ discount of those orders
//   tinsSold      Σ quantity of those orders' lines
// The report counts the orders made in its period (UTC days), refunds made
// since included, and credits an artist by e-mail address.
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { centsToDollars } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { ARTIST_SOURCE_LABELS, discountCodeSchema, type ArtistReportPeriod, type ArtistSource, type DiscountCodeData, type DiscountKind } from "@/lib/discounts/admin-schemas";
import { changedFields, editConflict, editedItemGone, recordChange, versionField } from "@/lib/editing/changes";
import { conflict, invalidInput } from "@/lib/errors";
import { Prisma, type DiscountCode } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/http/ids";
import { csvRow, UTF8_BOM } from "@/lib/orders/export-csv";

/** PATCH /api/admin/discounts/{id}: the code's terms and the version the form was opened at. */
export const discountCodeEditSchema = z.intersection(z.object({ version: versionField }), discountCodeSchema);
export type DiscountCodeEdit = z.output<typeof discountCodeEditSchema>;

export type CodeStatus = "active" | "paused" | "scheduled" | "expired" | "used_up";

/** What the checkout's figures say of a code. */
interface CodeFigures {
  uses: number;
  reservedNow: number;
  orders: number;
  revenue: number;
  discountGiven: number;
  tinsSold: number;
}

/** A code as the owner's page shows it: its terms as the form takes them (dollars, ISO instants), its state and figures. */
export interface DiscountCodeJson extends CodeFigures {
  id: string;
  code: string;
  kind: DiscountKind;
  percentOff: number | null;
  /** Dollars off (kind fixed). */
  amountOff: number | null;
  /** Dollars. */
  minSubtotal: number | null;
  startsAt: string | null;
  /** The first instant the code no longer works. */
  endsAt: string | null;
  productId: string | null;
  /** The size's label ("4 oz / 120ml") when the code is for one size. */
  size: string | null;
  maxUses: number | null;
  oncePerCustomer: boolean;
  active: boolean;
  artistName: string | null;
  artistEmail: string | null;
  artistSource: ArtistSource | null;
  status: CodeStatus;
  version: number;
  createdByEmail: string;
  createdAt: string;
  updatedAt: string;
}

export interface DiscountSizeJson {
  id: string;
  size: string;
}

export interface DiscountCodesJson {
  codes: DiscountCodeJson[];
  /** The sizes a code may be restricted to. */
  sizes: DiscountSizeJson[];
}

export interface PickableArtistJson {
  name: string;
  email: string;
  source: Exclude<ArtistSource, "other">;
}

export interface ArtistReportRowJson {
  name: string;
  email: string;
  source: ArtistSource;
  codes: string[];
  orders: number;
  revenue: number;
  discountGiven: number;
  tinsSold: number;
}

export interface ArtistReportJson {
  /** The period's first and last days (UTC), or null for all time. */
  from: string | null;
  to: string | null;
  artists: ArtistReportRowJson[];
  totals: Pick<ArtistReportRowJson, "orders" | "revenue" | "discountGiven" | "tinsSold">;
}

// ---------------------------------------------------------------- figures

interface OrderSums {
  orders: number;
  revenueCents: number;
  discountCents: number;
  tins: number;
}

const NO_SALES: OrderSums = { orders: 0, revenueCents: 0, discountCents: 0, tins: 0 };

/** Per code: its orders (not cancelled) made in the period, with their money and tins. */
async function orderSums(period: { fromAt: Date | null; untilAt: Date | null } = { fromAt: null, untilAt: null }, codeId?: string): Promise<Map<string, OrderSums>> {
  const conditions = [codeId ? Prisma.sql`o."discountCodeId" = ${codeId}::uuid` : Prisma.sql`o."discountCodeId" IS NOT NULL`, Prisma.sql`o.status::text <> 'cancelled'`];
  if (period.fromAt) conditions.push(Prisma.sql`o."createdAt" >= ${period.fromAt}`);
  if (period.untilAt) conditions.push(Prisma.sql`o."createdAt" < ${period.untilAt}`);
  const rows = await db.$queryRaw<{ codeId: string; orders: number; revenue: bigint; discount: bigint; tins: bigint }[]>`
    SELECT o."discountCodeId"::text AS "codeId",
           count(*)::int AS orders,
           coalesce(sum(o."amountCents" - o."refundedCents"), 0)::bigint AS revenue,
           coalesce(sum(o."discountCents"), 0)::bigint AS discount,
           coalesce(sum(t.tins), 0)::bigint AS tins
    FROM "Order" o
    LEFT JOIN LATERAL (SELECT sum(l.quantity) AS tins FROM "OrderLine" l WHERE l."orderId" = o.id) t ON true
    WHERE ${Prisma.join(conditions, " AND ")}
    GROUP BY o."discountCodeId"`;
  return new Map(rows.map((row) => [row.codeId, { orders: row.orders, revenueCents: Number(row.revenue), discountCents: Number(row.discount), tins: Number(row.tins) }]));
}

/** Per code: the uses the checkout counts now (orders made with it, checkouts holding it) and the holding checkouts alone. */
async function liveUses(now: Date, codeId?: string): Promise<Map<string, { uses: number; reservedNow: number }>> {
  const rows = await db.$queryRaw<{ codeId: string; used: number; reserved: number }[]>`
    SELECT "codeId"::text AS "codeId",
           count(*) FILTER (WHERE status = 'used')::int AS used,
           count(*) FILTER (WHERE status = 'reserved' AND "expiresAt" > ${now})::int AS reserved
    FROM "DiscountRedemption"
    ${codeId ? Prisma.sql`WHERE "codeId" = ${codeId}::uuid` : Prisma.empty}
    GROUP BY "codeId"`;
  return new Map(rows.map((row) => [row.codeId, { uses: row.used + row.reserved, reservedNow: row.reserved }]));
}

function statusOf(code: Pick<DiscountCode, "active" | "startsAt" | "endsAt" | "maxUses">, uses: number, now: Date): CodeStatus {
  if (!code.active) return "paused";
  if (code.endsAt && code.endsAt <= now) return "expired";
  if (code.startsAt && code.startsAt > now) return "scheduled";
  if (code.maxUses !== null && uses >= code.maxUses) return "used_up";
  return "active";
}

type CodeRow = DiscountCode & { product: { size: string } | null };

function toCodeJson(row: CodeRow, sums: OrderSums, live: { uses: number; reservedNow: number }, now: Date): DiscountCodeJson {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : centsToDollars(row.amountOffCents),
    minSubtotal: row.minSubtotalCents === null ? null : centsToDollars(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    productId: row.productId,
    size: row.product?.size ?? null,
    maxUses: row.maxUses,
    oncePerCustomer: row.oncePerCustomer,
    active: row.active,
    artistName: row.artistName,
    artistEmail: row.artistEmail,
    artistSource: (row.artistSource as ArtistSource | null) ?? null,
    status: statusOf(row, live.uses, now),
    uses: live.uses,
    reservedNow: live.reservedNow,
    orders: sums.orders,
    revenue: centsToDollars(sums.revenueCents),
    discountGiven: centsToDollars(sums.discountCents),
    tinsSold: sums.tins,
    version: row.version,
    createdByEmail: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const codeInclude = { product: { select: { size: true } } } as const;

async function codeJson(id: string): Promise<DiscountCodeJson> {
  const now = new Date();
  const row = await db.discountCode.findUnique({ where: { id }, include: codeInclude });
  if (!row) throw codeGone();
  const [sums, live] = await Promise.all([orderSums(undefined, id), liveUses(now, id)]);
  return toCodeJson(row, sums.get(id) ?? NO_SALES, live.get(id) ?? { uses: 0, reservedNow: 0 }, now);
}

// ---------------------------------------------------------------- the list

/** Every code, newest first, with its figures; and the sizes a code may be for. */
export async function listDiscountCodes(admin: AdminPrincipal): Promise<DiscountCodesJson> {
  assertAdmin(admin);
  const now = new Date();
  const [rows, sums, live, products] = await Promise.all([
    db.discountCode.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: codeInclude }),
    orderSums(),
    liveUses(now),
    db.product.findMany({ where: { active: true }, orderBy: { sortOrder: "asc" }, select: { id: true, size: true } }),
  ]);
  return {
    codes: rows.map((row) => toCodeJson(row, sums.get(row.id) ?? NO_SALES, live.get(row.id) ?? { uses: 0, reservedNow: 0 }, now)),
    sizes: products,
  };
}

// ---------------------------------------------------------------- saving

const CODE_TAKEN = "Another code already has this text. Choose another.";

const codeGone = () => editedItemGone("discount_code");
const codeChanged = () => editConflict("discount_code");

/** The log's one line for a code's change: "INK10: percentOff, active" or "INK10: paused". */
function describeCodeChange(code: string, before: DiscountCodeData, after: DiscountCodeData): string {
  const fields = changedFields<Record<string, unknown>>({ ...before }, { ...after }).map((field) => (field === "active" ? (after.active ? "resumed" : "paused") : field));
  return `${code}: ${fields.length ? fields.join(", ") : "saved without changes"}`;
}

/** A stored code's terms, as the owner enters them. */
const termsOf = (row: DiscountCode): DiscountCodeData => ({
  code: row.code,
  kind: row.kind,
  percentOff: row.percentOff,
  amountOffCents: row.amountOffCents,
  minSubtotalCents: row.minSubtotalCents,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  productId: row.productId,
  maxUses: row.maxUses,
  oncePerCustomer: row.oncePerCustomer,
  active: row.active,
  artistName: row.artistName,
  artistEmail: row.artistEmail,
  artistSource: row.artistSource as DiscountCodeData["artistSource"],
});

function isCodeTaken(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code === "P2002" : (error as { code?: unknown } | null)?.code === "P2002";
}

/** A code for a size must name a size the shop has. */
async function checkSize(data: DiscountCodeData, keep: string | null = null): Promise<void> {
  if (!data.productId || data.productId === keep) return;
  const product = await db.product.findUnique({ where: { id: data.productId }, select: { active: true } });
  if (!product?.active) throw invalidInput("Choose a size from the list, or every size.", { productId: "Choose a size from the list, or every size." });
}

/** Adds a code. 400 with a field message when its text is taken or its size unknown. */
export async function createDiscountCode(admin: AdminPrincipal, data: DiscountCodeData): Promise<{ code: DiscountCodeJson }> {
  assertAdmin(admin);
  await checkSize(data);
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.discountCode.create({ data: { ...data, createdByEmail: admin.email }, select: { id: true } });
      await recordChange(tx, admin, { entity: "discount_code", entityId: created.id, action: "create", summary: `${data.code}: created`, after: data });
      return created;
    });
    return { code: await codeJson(row.id) };
  } catch (error) {
    if (isCodeTaken(error)) throw invalidInput(CODE_TAKEN, { code: CODE_TAKEN });
    throw error;
  }
}

/**
 * Saves a code's terms, pausing or resuming it included, when `version` is
 * still the code's (409 edit_conflict otherwise). A checkout already holding
 * the code keeps the discount it was shown.
 */
export async function updateDiscountCode(admin: AdminPrincipal, id: string, { version, ...data }: DiscountCodeEdit): Promise<{ code: DiscountCodeJson }> {
  assertAdmin(admin);
  if (!isUuid(id)) throw codeGone();
  const current = await db.discountCode.findUnique({ where: { id }, select: { productId: true } });
  if (!current) throw codeGone();
  // A code may keep the size it was made for, even if that size is no longer sold.
  await checkSize(data, current.productId);
  try {
    await db.$transaction(async (tx) => {
      const before = await tx.discountCode.findUnique({ where: { id } });
      if (!before) throw codeGone();
      // Only the version it was opened at is saved over (two admins editing at once).
      const saved = await tx.discountCode.updateMany({ where: { id, version }, data: { ...data, version: { increment: 1 } } });
      if (saved.count === 0) throw codeChanged();
      const was = termsOf(before);
      await recordChange(tx, admin, { entity: "discount_code", entityId: id, action: "update", summary: describeCodeChange(data.code, was, data), before: was, after: data });
    });
  } catch (error) {
    if (isCodeTaken(error)) throw invalidInput(CODE_TAKEN, { code: CODE_TAKEN });
    throw error;
  }
  return { code: await codeJson(id) };
}

/**
 * Deletes a code that never sold and that no checkout holds now; a code with
 * orders stays (its orders and the artists report name it): pause it instead.
 */
export async function deleteDiscountCode(admin: AdminPrincipal, id: string, version: number): Promise<{ deleted: true }> {
  assertAdmin(admin);
  if (!isUuid(id)) throw codeGone();
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ code: string; version: number }[]>`SELECT code, version FROM "DiscountCode" WHERE id = ${id}::uuid FOR UPDATE`;
    const current = rows[0];
    if (!current) throw codeGone();
    if (current.version !== version) throw codeChanged();
    if ((await tx.order.count({ where: { discountCodeId: id } })) > 0) {
      throw conflict(`${current.code} has orders, so it stays for their records and the artists report. Pause it instead.`, "discount_code_has_orders");
    }
    const held = await tx.discountRedemption.count({ where: { codeId: id, status: "reserved", expiresAt: { gt: new Date() } } });
    if (held > 0) throw conflict(`A checkout is holding ${current.code} right now. Pause it instead.`, "discount_code_in_checkout");
    const removed = await tx.discountCode.delete({ where: { id } });
    await recordChange(tx, admin, { entity: "discount_code", entityId: id, action: "delete", summary: `${current.code}: deleted`, before: termsOf(removed) });
  });
  return { deleted: true };
}

// ---------------------------------------------------------------- artists

/** The artists a code can be credited to: the forum's verified artists and the approved wholesale partners, by name. */
export async function pickableArtists(admin: AdminPrincipal): Promise<{ artists: PickableArtistJson[] }> {
  assertAdmin(admin);
  const [authors, partners] = await Promise.all([
    db.forumAuthor.findMany({
      where: { isArtist: true, memberId: { not: null }, member: { is: { suspendedAt: null } } },
      select: { username: true, member: { select: { email: true } } },
    }),
    db.wholesaleApplication.findMany({
      where: { status: "approved" },
      orderBy: [{ reviewedAt: "desc" }, { createdAt: "desc" }],
      select: { businessName: true, email: true },
    }),
  ]);
  const artists: PickableArtistJson[] = [];
  for (const author of authors) if (author.member) artists.push({ name: author.username, email: author.member.email.toLowerCase(), source: "forum" });
  // A partner approved twice (a second application) is listed once, as last approved.
  const partnerEmails = new Set<string>();
  for (const partner of partners) {
    const email = partner.email.trim().toLowerCase();
    if (partnerEmails.has(email)) continue;
    partnerEmails.add(email);
    artists.push({ name: partner.businessName, email, source: "wholesale" });
  }
  artists.sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.source.localeCompare(b.source));
  return { artists };
}

// ---------------------------------------------------------------- the artists report

async function reportRows(period: ArtistReportPeriod): Promise<ArtistReportJson> {
  const [codes, sums] = await Promise.all([
    db.discountCode.findMany({
      where: { artistEmail: { not: null } },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      select: { id: true, code: true, artistName: true, artistEmail: true, artistSource: true },
    }),
    orderSums(period),
  ]);
  const byArtist = new Map<string, Omit<ArtistReportRowJson, "revenue" | "discountGiven"> & { revenueCents: number; discountCents: number }>();
  for (const code of codes) {
    const email = code.artistEmail!.toLowerCase();
    // The name and source of the artist's last edited code.
    const row = byArtist.get(email) ?? {
      name: code.artistName ?? email,
      email,
      source: (code.artistSource as ArtistSource | null) ?? "other",
      codes: [],
      orders: 0,
      tinsSold: 0,
      revenueCents: 0,
      discountCents: 0,
    };
    const sold = sums.get(code.id) ?? NO_SALES;
    row.codes.push(code.code);
    row.orders += sold.orders;
    row.revenueCents += sold.revenueCents;
    row.discountCents += sold.discountCents;
    row.tinsSold += sold.tins;
    byArtist.set(email, row);
  }
  const rows = [...byArtist.values()].sort(
    (a, b) => b.revenueCents - a.revenueCents || b.orders - a.orders || a.name.localeCompare(b.name, "en", { sensitivity: "base" }),
  );
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return {
    from: period.from,
    to: period.to,
    artists: rows.map(({ revenueCents, discountCents, ...row }) => ({ ...row, codes: row.codes.sort(), revenue: centsToDollars(revenueCents), discountGiven: centsToDollars(discountCents) })),
    totals: {
      orders: total((row) => row.orders),
      revenue: centsToDollars(total((row) => row.revenueCents)),
      discountGiven: centsToDollars(total((row) => row.discountCents)),
      tinsSold: total((row) => row.tinsSold),
    },
  };
}

/** Per artist credited with a code (by e-mail): their codes, and the orders, money and tins those codes brought in the period. */
export async function artistReport(admin: AdminPrincipal, period: ArtistReportPeriod): Promise<ArtistReportJson> {
  assertAdmin(admin);
  return reportRows(period);
}

const dollars = (amount: number) => amount.toFixed(2);

/**
 * The report as a CSV file, written as the order export is (RFC 4180 after a
 * UTF-8 byte order mark, cells that could start a formula defused): one row
 * per artist, then the totals.
 */
export async function artistReportCsv(admin: AdminPrincipal, period: ArtistReportPeriod): Promise<{ filename: string; text: string }> {
  assertAdmin(admin);
  const report = await reportRows(period);
  const lines = [
    csvRow(["Artist", "Email", "Source", "Codes", "Orders", "Revenue", "Discount Given", "Tins Sold", "From", "To"]),
    ...report.artists.map((row) =>
      csvRow([row.name, row.email, ARTIST_SOURCE_LABELS[row.source], row.codes.join(" "), row.orders, dollars(row.revenue), dollars(row.discountGiven), row.tinsSold, report.from, report.to]),
    ),
    csvRow(["Total", null, null, null, report.totals.orders, dollars(report.totals.revenue), dollars(report.totals.discountGiven), report.totals.tinsSold, report.from, report.to]),
  ];
  const span = report.from || report.to ? `${report.from ?? "start"}-to-${report.to ?? new Date().toISOString().slice(0, 10)}` : "all-time";
  return { filename: `artist-codes-${span}.csv`, text: UTF8_BOM + lines.join("") };
}
