// The owner's retention setting (/admin/privacy), kept as the ContentBlock
// "retention": how many days after delivery an order's photo is kept
// (90 unless the owner sets another number). The retention run reads it.
import "server-only";
import { db } from "@/lib/db";
import { ORDER_PHOTO_DAYS, retentionSettingsSchema, type RetentionSettings } from "@/lib/privacy/schema";

export const RETENTION_BLOCK_KEY = "retention";
export const RETENTION_DEFAULTS: RetentionSettings = { orderPhotoDays: ORDER_PHOTO_DAYS.default };

/** The stored values over the defaults (a value that no longer passes the schema gives the default). */
export function settingsOf(values: unknown): RetentionSettings {
  const merged = { ...RETENTION_DEFAULTS, ...(values && typeof values === "object" ? values : {}) };
  const parsed = retentionSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : RETENTION_DEFAULTS;
}

/** The setting as saved, with its version (1 and the defaults before a first save). */
export async function readRetentionSettings(): Promise<{ version: number; values: RetentionSettings }> {
  const block = await db.contentBlock.findUnique({ where: { key: RETENTION_BLOCK_KEY }, select: { version: true, values: true } });
  return { version: block?.version ?? 1, values: settingsOf(block?.values) };
}
