// The owner's setting of the money-back guarantee, edited in /admin/content
// (Customer accounts, beside the cancellation setting): how many days after
// delivery customers may ask for a refund from their account (30 by
// default), whether the tin must be sent back, and within how many business
// days the owner answers. Kept as the ContentBlock "returnSettings" (a key
// missing from the row keeps its default), saved with its version and logged
// in the change log. The returns policy page shows it above the owner's text
// (components/policies/guarantee-card.tsx), so a save refreshes the
// "policies" tag; the order page and the request read it with the order.
import "server-only";
import { cache } from "react";
import type { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { refreshData } from "@/lib/cache/data-tags";
import { cachedRead, STOREFRONT_READ_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";
import { changedFields, editConflict, recordChange } from "@/lib/editing/changes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_RETURN_SETTINGS, returnSettingsSchema, type ReturnSettings, type returnSettingsUpdateSchema } from "@/lib/account/return-schemas";

export const RETURN_SETTINGS_KEY = "returnSettings";

export interface ReturnSettingsJson {
  version: number;
  values: ReturnSettings;
}

type Client = Pick<Prisma.TransactionClient, "contentBlock">;

/** The stored settings over the defaults; each stored value that is not valid keeps its default. */
function settingsOf(stored: unknown): ReturnSettings {
  const row = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const shape = returnSettingsSchema.shape;
  const pick = <K extends keyof ReturnSettings>(key: K): ReturnSettings[K] => {
    const parsed = shape[key].safeParse(row[key]);
    return parsed.success ? (parsed.data as ReturnSettings[K]) : DEFAULT_RETURN_SETTINGS[key];
  };
  return { guaranteeDays: pick("guaranteeDays"), tinMustBeSentBack: pick("tinMustBeSentBack"), reviewBusinessDays: pick("reviewBusinessDays") };
}

/** The settings and their version (1 before the first save); in a transaction when given one. */
export async function readReturnSettings(client: Client = db): Promise<ReturnSettingsJson> {
  const row = await client.contentBlock.findUnique({ where: { key: RETURN_SETTINGS_KEY }, select: { values: true, version: true } });
  return { version: row?.version ?? 1, values: settingsOf(row?.values) };
}

/** The settings as the returns policy page shows them (cached with the policies, refreshed by a save). */
export const getReturnSettings = cache(cachedRead("return-settings", ["policies"], async (): Promise<ReturnSettings> => (await readReturnSettings()).values, STOREFRONT_READ_SECONDS));

/** The settings as the admin's editor loads them (admins only). */
export async function adminReturnSettings(admin: AdminPrincipal): Promise<ReturnSettingsJson> {
  assertAdmin(admin);
  return readReturnSettings();
}

/** "30 days after delivery, the tin kept, an answer within 2 business days" */
function describe(settings: ReturnSettings): string {
  const tin = settings.tinMustBeSentBack ? "the tin sent back" : "the tin kept";
  return `${settings.guaranteeDays} days after delivery, ${tin}, an answer within ${settings.reviewBusinessDays} business ${settings.reviewBusinessDays === 1 ? "day" : "days"}`;
}

/** Saves the settings as of `version` (409 edit_conflict when another admin saved since), logs the change and refreshes the returns policy page. */
export async function saveReturnSettings(admin: AdminPrincipal, { version, values }: z.infer<typeof returnSettingsUpdateSchema>): Promise<{ settings: ReturnSettingsJson }> {
  assertAdmin(admin);
  await db.contentBlock.createMany({ data: [{ key: RETURN_SETTINGS_KEY, values: { ...DEFAULT_RETURN_SETTINGS } }], skipDuplicates: true });
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.contentBlock.findUniqueOrThrow({ where: { key: RETURN_SETTINGS_KEY }, select: { version: true, values: true } });
    if (before.version !== version) throw editConflict("return_settings");
    const updated = await tx.contentBlock.updateMany({ where: { key: RETURN_SETTINGS_KEY, version }, data: { values: { ...values }, version: { increment: 1 } } });
    if (updated.count !== 1) throw editConflict("return_settings");
    const old = settingsOf(before.values);
    const changed = changedFields({ ...old }, { ...values });
    await recordChange(tx, admin, {
      entity: "return_settings",
      entityId: RETURN_SETTINGS_KEY,
      action: "update",
      summary: changed.length ? `Money-back guarantee: ${describe(values)}` : "Saved the money-back guarantee setting (no changes)",
      before: old,
      after: values,
    });
    return { version: version + 1, values };
  });
  refreshData("policies");
  return { settings: saved };
}
