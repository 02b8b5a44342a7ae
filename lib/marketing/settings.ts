// The owner's marketing settings, edited on /admin/marketing: how long after
// a checkout's last change an unpaid one is reminded (minutes), how many days
// after delivery the reorder reminder goes, and how many marketing e-mails
// go out per minute. Kept as the ContentBlock "marketingSettings" (a key
// missing or invalid in the row keeps its default), saved with its version
// and logged in the change log, like lib/account/settings.ts.
import "server-only";
import type { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { changedFields, editConflict, recordChange } from "@/lib/editing/changes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_MARKETING_SETTINGS, marketingSettingsSchema, type MarketingSettings, type marketingSettingsUpdateSchema } from "@/lib/marketing/schemas";

export const MARKETING_SETTINGS_KEY = "marketingSettings";

export interface MarketingSettingsJson {
  version: number;
  values: MarketingSettings;
}

type Client = Pick<Prisma.TransactionClient, "contentBlock">;

function settingsOf(stored: unknown): MarketingSettings {
  const row = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const values = { ...DEFAULT_MARKETING_SETTINGS };
  for (const key of Object.keys(values) as (keyof MarketingSettings)[]) {
    const parsed = marketingSettingsSchema.shape[key].safeParse(row[key]);
    if (parsed.success) values[key] = parsed.data;
  }
  return values;
}

/** The settings and their version (1 before the first save). */
export async function readMarketingSettings(client: Client = db): Promise<MarketingSettingsJson> {
  const row = await client.contentBlock.findUnique({ where: { key: MARKETING_SETTINGS_KEY }, select: { values: true, version: true } });
  return { version: row?.version ?? 1, values: settingsOf(row?.values) };
}

export async function adminMarketingSettings(admin: AdminPrincipal): Promise<MarketingSettingsJson> {
  assertAdmin(admin);
  return readMarketingSettings();
}

const describe = (s: MarketingSettings) =>
  `Marketing e-mail: checkout reminder after ${s.abandonedDelayMinutes} min, reorder reminder ${s.reorderDays} days after delivery, ${s.ratePerMinute} e-mails a minute`;

/** Saves the settings as of `version` (409 edit_conflict when another admin saved since) and logs the change. */
export async function saveMarketingSettings(admin: AdminPrincipal, { version, values }: z.infer<typeof marketingSettingsUpdateSchema>): Promise<MarketingSettingsJson> {
  assertAdmin(admin);
  await db.contentBlock.createMany({ data: [{ key: MARKETING_SETTINGS_KEY, values: { ...DEFAULT_MARKETING_SETTINGS } }], skipDuplicates: true });
  return db.$transaction(async (tx) => {
    const before = await tx.contentBlock.findUniqueOrThrow({ where: { key: MARKETING_SETTINGS_KEY }, select: { version: true, values: true } });
    if (before.version !== version) throw editConflict("marketing_settings");
    const updated = await tx.contentBlock.updateMany({ where: { key: MARKETING_SETTINGS_KEY, version }, data: { values: { ...values }, version: { increment: 1 } } });
    if (updated.count !== 1) throw editConflict("marketing_settings");
    const old = settingsOf(before.values);
    const changed = changedFields({ ...old }, { ...values });
    await recordChange(tx, admin, {
      entity: "marketing_settings",
      entityId: MARKETING_SETTINGS_KEY,
      action: "update",
      summary: changed.length ? describe(values) : "Saved the marketing settings (no changes)",
      before: old,
      after: values,
    });
    return { version: version + 1, values };
  });
}
