// The owner's setting of customer cancellations, edited in /admin/content
// (Customer accounts): whether customers may cancel their own orders, and
// within how many hours of ordering (0: until a shipping label is bought,
// the default). Kept as the ContentBlock "cancelSettings" (a key missing from
// the row keeps its default), saved with its version like the other blocks
// and logged in the change log. Nothing cached depends on it: the order page
// reads it with the order.
import "server-only";
import type { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { changedFields, editConflict, recordChange } from "@/lib/editing/changes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { cancelSettingsSchema, DEFAULT_CANCEL_SETTINGS, type CancelSettings, type cancelSettingsUpdateSchema } from "@/lib/account/schemas";

export const CANCEL_SETTINGS_KEY = "cancelSettings";

export interface CancelSettingsJson {
  version: number;
  values: CancelSettings;
}

type Client = Pick<Prisma.TransactionClient, "contentBlock">;

/** The stored settings over the defaults; each stored value that is not valid keeps its default. */
function settingsOf(stored: unknown): CancelSettings {
  const row = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const shape = cancelSettingsSchema.shape;
  const mayCancel = shape.customersMayCancel.safeParse(row.customersMayCancel);
  const windowHours = shape.cancelWindowHours.safeParse(row.cancelWindowHours);
  return {
    customersMayCancel: mayCancel.success ? mayCancel.data : DEFAULT_CANCEL_SETTINGS.customersMayCancel,
    cancelWindowHours: windowHours.success ? windowHours.data : DEFAULT_CANCEL_SETTINGS.cancelWindowHours,
  };
}

/** The settings and their version (1 before the first save); in a transaction when given one. */
export async function readCancelSettings(client: Client = db): Promise<CancelSettingsJson> {
  const row = await client.contentBlock.findUnique({ where: { key: CANCEL_SETTINGS_KEY }, select: { values: true, version: true } });
  return { version: row?.version ?? 1, values: settingsOf(row?.values) };
}

/** The settings as the admin's editor loads them (admins only). */
export async function adminCancelSettings(admin: AdminPrincipal): Promise<CancelSettingsJson> {
  assertAdmin(admin);
  return readCancelSettings();
}

/** "until a label is bought" or "within 24 hours of ordering, until a label is bought". */
function describe(settings: CancelSettings): string {
  if (!settings.customersMayCancel) return "customers cannot cancel online";
  return settings.cancelWindowHours > 0 ? `customers may cancel within ${settings.cancelWindowHours} hours, until a label is bought` : "customers may cancel until a label is bought";
}

/** Saves the settings as of `version` (409 edit_conflict when another admin saved since) and logs the change. */
export async function saveCancelSettings(admin: AdminPrincipal, { version, values }: z.infer<typeof cancelSettingsUpdateSchema>): Promise<{ settings: CancelSettingsJson }> {
  assertAdmin(admin);
  await db.contentBlock.createMany({ data: [{ key: CANCEL_SETTINGS_KEY, values: { ...DEFAULT_CANCEL_SETTINGS } }], skipDuplicates: true });
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.contentBlock.findUniqueOrThrow({ where: { key: CANCEL_SETTINGS_KEY }, select: { version: true, values: true } });
    if (before.version !== version) throw editConflict("cancel_settings");
    const updated = await tx.contentBlock.updateMany({ where: { key: CANCEL_SETTINGS_KEY, version }, data: { values: { ...values }, version: { increment: 1 } } });
    if (updated.count !== 1) throw editConflict("cancel_settings");
    const old = settingsOf(before.values);
    const changed = changedFields({ ...old }, { ...values });
    await recordChange(tx, admin, {
      entity: "cancel_settings",
      entityId: CANCEL_SETTINGS_KEY,
      action: "update",
      summary: changed.length ? `Customer cancellations: ${describe(values)}` : "Saved the customer cancellation setting (no changes)",
      before: old,
      after: values,
    });
    return { version: version + 1, values };
  });
  return { settings: saved };
}
