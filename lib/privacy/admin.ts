// The owner's privacy page (/admin/privacy): the log of privacy requests
// (links sent, downloads, deletions with what they removed) and the retention
// setting (days an order's photo is kept after delivery), saved with the
// version it was opened at and written to the change log.
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { changedFields, editConflict, recordChange } from "@/lib/editing/changes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { readRetentionSettings, RETENTION_BLOCK_KEY, RETENTION_DEFAULTS, settingsOf } from "@/lib/privacy/retention-settings";
import type { RetentionSettings, retentionUpdateSchema } from "@/lib/privacy/schema";

/** Entries the log shows (newest first). */
export const PRIVACY_LOG_LIMIT = 200;

export interface PrivacyRequestJson {
  id: string;
  email: string;
  action: string;
  detail: unknown;
  createdAt: string;
}

export interface PrivacyLogJson {
  requests: PrivacyRequestJson[];
  /** All entries, of which `requests` are the newest. */
  total: number;
}

export interface RetentionJson {
  version: number;
  values: RetentionSettings;
}

/** The newest entries of the privacy requests log. */
export async function privacyRequestLog(admin: AdminPrincipal, limit = PRIVACY_LOG_LIMIT): Promise<PrivacyLogJson> {
  assertAdmin(admin);
  const [rows, total] = await Promise.all([
    db.privacyRequest.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit }),
    db.privacyRequest.count(),
  ]);
  return { requests: rows.map((row) => ({ id: row.id, email: row.email, action: row.action, detail: row.detail, createdAt: row.createdAt.toISOString() })), total };
}

/** The retention setting, with the version a save names. */
export async function retentionSettings(admin: AdminPrincipal): Promise<RetentionJson> {
  assertAdmin(admin);
  return readRetentionSettings();
}

/** Saves the retention setting; 409 edit_conflict when another admin saved it after `version`. */
export async function saveRetentionSettings(admin: AdminPrincipal, { version, values }: z.infer<typeof retentionUpdateSchema>): Promise<RetentionJson> {
  assertAdmin(admin);
  await db.contentBlock.createMany({ data: [{ key: RETENTION_BLOCK_KEY, values: { ...RETENTION_DEFAULTS } }], skipDuplicates: true });
  return db.$transaction(async (tx) => {
    const before = await tx.contentBlock.findUniqueOrThrow({ where: { key: RETENTION_BLOCK_KEY }, select: { version: true, values: true } });
    if (before.version !== version) throw editConflict("retention");
    const updated = await tx.contentBlock.updateMany({ where: { key: RETENTION_BLOCK_KEY, version }, data: { values: values as Prisma.InputJsonValue, version: { increment: 1 } } });
    if (updated.count !== 1) throw editConflict("retention");
    const old = settingsOf(before.values);
    const changed = changedFields(old, values);
    await recordChange(tx, admin, {
      entity: "retention",
      entityId: RETENTION_BLOCK_KEY,
      action: "update",
      summary: changed.length ? `Order photos are kept ${values.orderPhotoDays} days after delivery (were ${old.orderPhotoDays})` : "Saved the retention setting (no changes)",
      before: old,
      after: values,
    });
    return { version: version + 1, values };
  });
}
