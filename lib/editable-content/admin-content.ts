// The owner's editors of the storefront's texts (/admin/content): questions
// and answers, reviews, the claims, the social-proof figures (their fixed
// texts, sources and minimums, shown with what the shop's data says now), the
// business details and the delivery promise (the policy pages:
// admin-policies.ts). Each save
// names the version it was opened at (409 edit_conflict when another admin
// saved first), is written to the audit log in its transaction, and
// refreshes exactly the pages that show it.
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { changedFields, editConflict, editedItemGone, recentChanges, recordChange, versionField, type ChangeJson } from "@/lib/editing/changes";
import { DomainError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CONTENT_BLOCKS, readContentBlock } from "@/lib/editable-content/content";
import { refreshData, type DataTag } from "@/lib/cache/data-tags";
import { adminPolicies, type PolicyJson } from "@/lib/editable-content/admin-policies";
import { businessSchema, deliverySchema, type BusinessDetails, type DeliveryPromise } from "@/lib/editable-content/policy-schema";
import { claimsSchema, faqEntrySchema, figuresSchema, reviewSchema, type Claims, type FaqEntryInput, type ReviewInput, type SocialProofFigures } from "@/lib/editable-content/schema";
import { getConfig } from "@/lib/config";
import { readLiveData } from "@/lib/social-proof/live-data";
import type { LiveData, PaymentsMode } from "@/lib/social-proof/sources";

export const faqUpdateSchema = faqEntrySchema.extend({ version: versionField });
export const reviewUpdateSchema = z.intersection(reviewSchema, z.object({ version: versionField }));
export const orderSchema = z.object({
  ids: z.array(z.uuid("Give each entry's id."), "Give the entries' ids in their new order.").max(500, "Give at most 500 entries.").refine((ids) => new Set(ids).size === ids.length, "Give each entry once."),
});

export const claimsUpdateSchema = z.object({ version: versionField, values: claimsSchema });
export const figuresUpdateSchema = z.object({ version: versionField, values: figuresSchema });
export const businessUpdateSchema = z.object({ version: versionField, values: businessSchema });
export const deliveryUpdateSchema = z.object({ version: versionField, values: deliverySchema });

export interface FaqEntryJson {
  id: string;
  question: string;
  answer: string;
  version: number;
}

/** One of the owner's reviews (testimonials); customers' reviews are moderated in lib/reviews/moderation.ts. */
export interface ReviewJson {
  id: string;
  name: string;
  title: string | null;
  text: string;
  isArtist: boolean;
  connection: string | null;
  version: number;
}

export interface BlockJson<T> {
  version: number;
  values: T;
}

/** What the figures' sources depend on: how the shop takes payments, and what its data says now. */
export interface SocialProofJson {
  paymentsMode: PaymentsMode;
  data: Omit<LiveData, "recentOrders">;
}

export interface AdminContentJson {
  faq: FaqEntryJson[];
  reviews: ReviewJson[];
  claims: BlockJson<Claims>;
  figures: BlockJson<SocialProofFigures>;
  /** The policy pages, with their review marks (lib/editable-content/admin-policies.ts). */
  policies: PolicyJson[];
  business: BlockJson<BusinessDetails>;
  delivery: BlockJson<DeliveryPromise>;
  socialProof: SocialProofJson;
  changes: ChangeJson[];
}

const faqSelect = { id: true, question: true, answer: true, version: true } as const;
const reviewSelect = { id: true, name: true, title: true, text: true, isArtist: true, connection: true, version: true } as const;
/** The owner's own reviews: a customer's review is never edited, moved or deleted here. */
const OWNER_REVIEWS = { source: "owner" } as const;

/** The blocks' rows, written with the shipped values when missing (before a first save). */
async function ensureBlocks(): Promise<void> {
  await db.contentBlock.createMany({
    data: Object.values(CONTENT_BLOCKS).map((block) => ({ key: block.key, values: { ...block.defaults } })),
    skipDuplicates: true,
  });
}

/** Everything the content editors show, with the latest changes made with any of the owner's editors. */
export async function adminContent(admin: AdminPrincipal): Promise<AdminContentJson> {
  assertAdmin(admin);
  const [faq, reviews, claims, figures, policies, business, delivery, live, changes] = await Promise.all([
    db.faqEntry.findMany({ orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }], select: faqSelect }),
    db.review.findMany({ where: OWNER_REVIEWS, orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }], select: reviewSelect }),
    readContentBlock(CONTENT_BLOCKS.claims),
    readContentBlock(CONTENT_BLOCKS.figures),
    adminPolicies(admin),
    readContentBlock(CONTENT_BLOCKS.business),
    readContentBlock(CONTENT_BLOCKS.delivery),
    readLiveData(),
    recentChanges(50),
  ]);
  const { viewingNow, percentSold, ordersThisWeek } = live;
  return {
    faq,
    reviews,
    claims,
    figures,
    policies,
    business,
    delivery,
    socialProof: { paymentsMode: getConfig().payments.mode, data: { viewingNow, percentSold, ordersThisWeek } },
    changes,
  };
}

const shorten = (text: string, length = 60) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

// ---------------------------------------------------------------- rows (FAQ entries, reviews)

/** The two row kinds' tables, as the row editors use them. */
interface RowTable<Row extends { id: string; version: number }, Fields> {
  entity: "faq" | "review";
  /** The kind of data a save changes (lib/cache/data-tags.ts). */
  tag: "faq" | "reviews";
  label: (row: Fields) => string;
  find: (tx: Prisma.TransactionClient, id: string) => Promise<Row | null>;
  create: (tx: Prisma.TransactionClient, fields: Fields, sortOrder: number) => Promise<Row>;
  maxSortOrder: (tx: Prisma.TransactionClient) => Promise<number | null>;
  updateAt: (tx: Prisma.TransactionClient, id: string, version: number, fields: Fields) => Promise<number>;
  deleteAt: (tx: Prisma.TransactionClient, id: string, version: number) => Promise<number>;
  /** Every entry's id in display order, the rows locked until the transaction ends. */
  lockedOrder: (tx: Prisma.TransactionClient) => Promise<string[]>;
  placeAt: (tx: Prisma.TransactionClient, id: string, sortOrder: number) => Promise<unknown>;
  /** The list's name in the log: "questions", "reviews". */
  plural: string;
}

const FAQ_TABLE: RowTable<FaqEntryJson, FaqEntryInput> = {
  entity: "faq",
  tag: "faq",
  label: (entry) => `question "${shorten(entry.question)}"`,
  find: (tx, id) => tx.faqEntry.findUnique({ where: { id }, select: faqSelect }),
  create: (tx, fields, sortOrder) => tx.faqEntry.create({ data: { ...fields, sortOrder }, select: faqSelect }),
  maxSortOrder: async (tx) => (await tx.faqEntry.aggregate({ _max: { sortOrder: true } }))._max.sortOrder,
  updateAt: async (tx, id, version, fields) => (await tx.faqEntry.updateMany({ where: { id, version }, data: { ...fields, version: { increment: 1 } } })).count,
  deleteAt: async (tx, id, version) => (await tx.faqEntry.deleteMany({ where: { id, version } })).count,
  lockedOrder: async (tx) => (await tx.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM "FaqEntry" ORDER BY "sortOrder", "createdAt" FOR UPDATE`).map((row) => row.id),
  placeAt: (tx, id, sortOrder) => tx.faqEntry.update({ where: { id }, data: { sortOrder } }),
  plural: "questions",
};

const REVIEW_TABLE: RowTable<ReviewJson, ReviewInput> = {
  entity: "review",
  tag: "reviews",
  label: (review) => `review by ${review.name}`,
  find: (tx, id) => tx.review.findFirst({ where: { id, ...OWNER_REVIEWS }, select: reviewSelect }),
  create: (tx, fields, sortOrder) => tx.review.create({ data: { ...fields, source: "owner", status: "approved", sortOrder }, select: reviewSelect }),
  maxSortOrder: async (tx) => (await tx.review.aggregate({ where: OWNER_REVIEWS, _max: { sortOrder: true } }))._max.sortOrder,
  updateAt: async (tx, id, version, fields) => (await tx.review.updateMany({ where: { id, version, ...OWNER_REVIEWS }, data: { ...fields, version: { increment: 1 } } })).count,
  deleteAt: async (tx, id, version) => (await tx.review.deleteMany({ where: { id, version, ...OWNER_REVIEWS } })).count,
  lockedOrder: async (tx) =>
    (await tx.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM "Review" WHERE "source" = 'owner' ORDER BY "sortOrder", "createdAt" FOR UPDATE`).map((row) => row.id),
  placeAt: (tx, id, sortOrder) => tx.review.update({ where: { id }, data: { sortOrder } }),
  plural: "reviews",
};

/** A row's edited fields, without its id and version. */
function fieldsOf<Row extends { id: string; version: number }>(row: Row): Omit<Row, "id" | "version"> {
  const fields: Partial<Row> = { ...row };
  delete fields.id;
  delete fields.version;
  return fields as Omit<Row, "id" | "version">;
}

async function createRow<Row extends { id: string; version: number }, Fields>(table: RowTable<Row, Fields>, admin: AdminPrincipal, fields: Fields): Promise<Row> {
  assertAdmin(admin);
  const row = await db.$transaction(async (tx) => {
    const created = await table.create(tx, fields, ((await table.maxSortOrder(tx)) ?? 0) + 1);
    await recordChange(tx, admin, { entity: table.entity, entityId: created.id, action: "create", summary: `Added ${table.label(fields)}`, after: fieldsOf(created) });
    return created;
  });
  refreshData(table.tag);
  return row;
}

async function updateRow<Row extends { id: string; version: number }, Fields extends object>(
  table: RowTable<Row, Fields>,
  admin: AdminPrincipal,
  id: string,
  version: number,
  fields: Fields,
): Promise<Row> {
  assertAdmin(admin);
  const row = await db.$transaction(async (tx) => {
    const before = await table.find(tx, id);
    if (!before) throw editedItemGone(table.entity);
    // The version in the WHERE clause makes the check and the write one step.
    if (before.version !== version || (await table.updateAt(tx, id, version, fields)) !== 1) throw editConflict(table.entity);
    const after = (await table.find(tx, id))!;
    const changed = changedFields(fieldsOf(before) as Record<string, unknown>, fieldsOf(after) as Record<string, unknown>);
    await recordChange(tx, admin, {
      entity: table.entity,
      entityId: id,
      action: "update",
      summary: `Edited ${table.label(fields)}${changed.length ? ` (${changed.join(", ")})` : " (no changes)"}`,
      before: fieldsOf(before),
      after: fieldsOf(after),
    });
    return after;
  });
  refreshData(table.tag);
  return row;
}

async function deleteRow<Row extends { id: string; version: number }, Fields>(table: RowTable<Row, Fields>, admin: AdminPrincipal, id: string, version: number): Promise<void> {
  assertAdmin(admin);
  await db.$transaction(async (tx) => {
    const before = await table.find(tx, id);
    if (!before) throw editedItemGone(table.entity);
    if (before.version !== version || (await table.deleteAt(tx, id, version)) !== 1) throw editConflict(table.entity);
    await recordChange(tx, admin, { entity: table.entity, entityId: id, action: "delete", summary: `Deleted ${table.label(fieldsOf(before) as Fields)}`, before: fieldsOf(before) });
  });
  refreshData(table.tag);
}

/**
 * Puts a list in a new order: `ids` must name exactly the entries there are
 * now (409 edit_conflict when one was added or deleted meanwhile).
 */
async function reorderRows<Row extends { id: string; version: number }, Fields>(table: RowTable<Row, Fields>, admin: AdminPrincipal, ids: readonly string[]): Promise<{ ids: string[] }> {
  assertAdmin(admin);
  const saved = await db.$transaction(async (tx) => {
    const before = await table.lockedOrder(tx);
    if (before.length !== ids.length || !ids.every((id) => before.includes(id))) throw listChanged(table.plural);
    for (const [index, id] of ids.entries()) await table.placeAt(tx, id, index + 1);
    await recordChange(tx, admin, { entity: table.entity, entityId: "order", action: "update", summary: `Reordered the ${table.plural}`, before, after: ids });
    return [...ids];
  });
  refreshData(table.tag);
  return { ids: saved };
}

const listChanged = (plural: string) =>
  new DomainError("conflict", "edit_conflict", `The ${plural} were changed by someone else after you opened them. The list now shows the latest; move the entry again.`);

export const reorderFaq = (admin: AdminPrincipal, ids: readonly string[]) => reorderRows(FAQ_TABLE, admin, ids);
export const reorderReviews = (admin: AdminPrincipal, ids: readonly string[]) => reorderRows(REVIEW_TABLE, admin, ids);

export const createFaqEntry = async (admin: AdminPrincipal, fields: FaqEntryInput) => ({ entry: await createRow(FAQ_TABLE, admin, fields) });
export const updateFaqEntry = async (admin: AdminPrincipal, id: string, { version, ...fields }: z.infer<typeof faqUpdateSchema>) => ({
  entry: await updateRow(FAQ_TABLE, admin, id, version, fields),
});
export const deleteFaqEntry = async (admin: AdminPrincipal, id: string, version: number) => {
  await deleteRow(FAQ_TABLE, admin, id, version);
  return { deleted: true };
};

export const createReview = async (admin: AdminPrincipal, fields: ReviewInput) => ({ review: await createRow(REVIEW_TABLE, admin, fields) });
export const updateReview = async (admin: AdminPrincipal, id: string, { version, ...fields }: z.infer<typeof reviewUpdateSchema>) => ({
  review: await updateRow(REVIEW_TABLE, admin, id, version, fields),
});
export const deleteReview = async (admin: AdminPrincipal, id: string, version: number) => {
  await deleteRow(REVIEW_TABLE, admin, id, version);
  return { deleted: true };
};

// ---------------------------------------------------------------- blocks (claims, figures, business details, delivery promise)

type BlockEntity = keyof typeof CONTENT_BLOCKS;

/** How the log names each block, and the kind of data its save changes. */
const BLOCK_SAVES: Record<BlockEntity, { name: string; tag: DataTag }> = {
  claims: { name: "the claims", tag: "claims" },
  figures: { name: "the social-proof figures", tag: "figures" },
  business: { name: "the business details", tag: "policies" },
  delivery: { name: "the delivery promise", tag: "policies" },
};

async function saveBlock<T extends Record<string, unknown>>(entity: BlockEntity, admin: AdminPrincipal, version: number, values: T): Promise<BlockJson<T>> {
  assertAdmin(admin);
  await ensureBlocks();
  const { key, defaults, pick } = CONTENT_BLOCKS[entity] as unknown as { key: string; defaults: T; pick: (values: T) => T };
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.contentBlock.findUniqueOrThrow({ where: { key }, select: { version: true, values: true } });
    if (before.version !== version) throw editConflict(entity);
    const updated = await tx.contentBlock.updateMany({ where: { key, version }, data: { values: values as Prisma.InputJsonValue, version: { increment: 1 } } });
    if (updated.count !== 1) throw editConflict(entity);
    const old = pick({ ...defaults, ...(before.values as Partial<T>) });
    const changed = changedFields(old, values);
    await recordChange(tx, admin, {
      entity,
      entityId: key,
      action: "update",
      summary: `Edited ${BLOCK_SAVES[entity].name}${changed.length ? ` (${changed.join(", ")})` : " (no changes)"}`,
      before: old,
      after: values,
    });
    return { version: version + 1, values: pick(values) };
  });
  refreshData(BLOCK_SAVES[entity].tag);
  return saved;
}

export const saveClaims = async (admin: AdminPrincipal, { version, values }: z.infer<typeof claimsUpdateSchema>) => ({
  claims: await saveBlock("claims", admin, version, values),
});

export const saveFigures = async (admin: AdminPrincipal, { version, values }: z.infer<typeof figuresUpdateSchema>) => ({
  figures: await saveBlock("figures", admin, version, values),
});

export const saveBusiness = async (admin: AdminPrincipal, { version, values }: z.infer<typeof businessUpdateSchema>) => ({
  business: await saveBlock("business", admin, version, values),
});

export const saveDelivery = async (admin: AdminPrincipal, { version, values }: z.infer<typeof deliveryUpdateSchema>) => ({
  delivery: await saveBlock("delivery", admin, version, values),
});
