// What every editor of the owner's (products, tutorials, the storefront's
// texts) shares: versioned saves, so that of two admins editing the same item
// the second is told it changed instead of overwriting it; and the audit log
// of every change, written in the change's own transaction.
import "server-only";
import { z } from "zod";
import type { AdminPrincipal } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { DomainError, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

/** What an editor changes, as the audit log names it. */
export type EditedEntity = "product" | "tutorial" | "faq" | "review" | "claims" | "figures" | "discount_code" | "policy" | "business" | "delivery" | "review_settings" | "retention" | "admin" | "alert" | "email" | "cancel_settings" | "return_settings" | "return_request" | "marketing_settings" | "newsletter";

/** How messages name each kind: "This question was", "These claims were". */
const EDITED_ENTITY_NAMES: Record<EditedEntity, { subject: string; verb: "was" | "were"; exists: "exists" | "exist" }> = {
  product: { subject: "This product", verb: "was", exists: "exists" },
  tutorial: { subject: "This tutorial", verb: "was", exists: "exists" },
  faq: { subject: "This question", verb: "was", exists: "exists" },
  review: { subject: "This review", verb: "was", exists: "exists" },
  claims: { subject: "These claims", verb: "were", exists: "exist" },
  figures: { subject: "These figures", verb: "were", exists: "exist" },
  discount_code: { subject: "This code", verb: "was", exists: "exists" },
  policy: { subject: "This policy", verb: "was", exists: "exists" },
  business: { subject: "These business details", verb: "were", exists: "exist" },
  delivery: { subject: "This delivery promise", verb: "was", exists: "exists" },
  review_settings: { subject: "These review settings", verb: "were", exists: "exist" },
  retention: { subject: "This setting", verb: "was", exists: "exists" },
  admin: { subject: "This admin", verb: "was", exists: "exists" },
  alert: { subject: "This alert", verb: "was", exists: "exists" },
  email: { subject: "This e-mail", verb: "was", exists: "exists" },
  cancel_settings: { subject: "This cancellation setting", verb: "was", exists: "exists" },
  return_settings: { subject: "This guarantee setting", verb: "was", exists: "exists" },
  return_request: { subject: "This return request", verb: "was", exists: "exists" },
  marketing_settings: { subject: "These marketing settings", verb: "were", exists: "exist" },
  newsletter: { subject: "This newsletter", verb: "was", exists: "exists" },
};

/** The version the editor's form was opened at: every save and delete names it. */
export const versionField = z.number("Reload the page and try again: the version is missing.").int().min(1);
export const versionOnlySchema = z.object({ version: versionField });

/** 409 edit_conflict: someone else saved the item after this form was opened. */
export function editConflict(entity: EditedEntity): DomainError {
  return new DomainError(
    "conflict",
    "edit_conflict",
    `${EDITED_ENTITY_NAMES[entity].subject} ${EDITED_ENTITY_NAMES[entity].verb} changed by someone else after you opened it. Load the latest version, then make your change again.`,
  );
}

/** 404 for an item that is gone (deleted by someone else, or never there). */
export function editedItemGone(entity: EditedEntity): DomainError {
  const { subject, exists } = EDITED_ENTITY_NAMES[entity];
  return notFound(`${subject} no longer ${exists}. It may have been deleted.`, `${entity}_not_found`);
}

export interface ChangeRecord {
  entity: EditedEntity;
  entityId: string;
  action: "create" | "update" | "delete";
  /** One line for the log: "1 oz / 30ml: price $9.00 → $11.00". */
  summary: string;
  before?: unknown;
  after?: unknown;
}

const asJson = (value: unknown) => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue));

/** Writes one audit-log entry in the change's transaction, naming who made it. */
async function writeChange(tx: Prisma.TransactionClient, who: { adminId: string | null; adminEmail: string }, change: ChangeRecord): Promise<void> {
  await tx.contentChange.create({
    data: {
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      summary: change.summary.slice(0, 500),
      before: asJson(change.before),
      after: asJson(change.after),
      ...who,
    },
  });
}

/** Writes one audit-log entry in the change's transaction. */
export async function recordChange(tx: Prisma.TransactionClient, admin: AdminPrincipal, change: ChangeRecord): Promise<void> {
  await writeChange(tx, { adminId: admin.id, adminEmail: admin.email }, change);
}

/** Who the log names for a change made with an operator's command (no admin signed in). */
export const COMMAND_LINE = "command line";

/** Writes one audit-log entry of a change made with a command at the shop's server, in its transaction. */
export async function recordCommandChange(tx: Prisma.TransactionClient, change: ChangeRecord): Promise<void> {
  await writeChange(tx, { adminId: null, adminEmail: COMMAND_LINE }, change);
}

/** Who the log names for a change the shop made on its own (a background task). */
export const THE_SHOP = "the shop";

/** Writes one audit-log entry of a change a background task made, in its transaction. */
export async function recordShopChange(tx: Prisma.TransactionClient, change: ChangeRecord): Promise<void> {
  await writeChange(tx, { adminId: null, adminEmail: THE_SHOP }, change);
}

export interface ChangeJson {
  id: string;
  entity: string;
  entityId: string;
  action: string;
  summary: string;
  adminEmail: string;
  createdAt: string;
}

/** The latest audit-log entries, newest first. */
export async function recentChanges(limit = 50): Promise<ChangeJson[]> {
  const rows = await db.contentChange.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, entity: true, entityId: true, action: true, summary: true, adminEmail: true, createdAt: true },
  });
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** What changed between two versions of an item, for the log's summary: "price, stock". */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
