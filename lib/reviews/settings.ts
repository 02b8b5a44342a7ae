// The owner's review settings, edited in /admin/content: whether and how many
// days after delivery customers are asked for a review, and whether the
// "Average rating" claim follows the verified reviews. Kept as the
// ContentBlock "reviewSettings" (a key missing from the row keeps its
// default), saved with its version like the other blocks and logged in the
// change log.
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { refreshData } from "@/lib/cache/data-tags";
import { db } from "@/lib/db";
import { changedFields, editConflict, recordChange } from "@/lib/editing/changes";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_REVIEW_SETTINGS, reviewSettingsSchema, type ReviewSettings, type reviewSettingsUpdateSchema } from "@/lib/reviews/schema";

export const REVIEW_SETTINGS_KEY = "reviewSettings";

export interface ReviewSettingsJson {
  version: number;
  values: ReviewSettings;
}

/** The stored settings over the defaults; each stored value that is not valid keeps its default. */
function settingsOf(stored: unknown): ReviewSettings {
  const row = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const shape = reviewSettingsSchema.shape;
  const pick = <K extends keyof ReviewSettings>(key: K): ReviewSettings[K] => {
    const parsed = shape[key].safeParse(row[key]);
    return (parsed.success ? parsed.data : DEFAULT_REVIEW_SETTINGS[key]) as ReviewSettings[K];
  };
  return { askForReviews: pick("askForReviews"), requestDelayDays: pick("requestDelayDays"), averageRatingFromReviews: pick("averageRatingFromReviews") };
}

/** The settings and their version (1 before the first save). */
export async function readReviewSettings(): Promise<ReviewSettingsJson> {
  const row = await db.contentBlock.findUnique({ where: { key: REVIEW_SETTINGS_KEY }, select: { values: true, version: true } });
  return { version: row?.version ?? 1, values: settingsOf(row?.values) };
}

/**
 * Saves the settings as of `version` (409 edit_conflict when another admin
 * saved since), logs the change, and refreshes the claims (the average
 * rating may follow the reviews now, or no longer).
 */
export async function saveReviewSettings(admin: AdminPrincipal, { version, values }: z.infer<typeof reviewSettingsUpdateSchema>): Promise<{ settings: ReviewSettingsJson }> {
  assertAdmin(admin);
  await db.contentBlock.createMany({ data: [{ key: REVIEW_SETTINGS_KEY, values: { ...DEFAULT_REVIEW_SETTINGS } }], skipDuplicates: true });
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.contentBlock.findUniqueOrThrow({ where: { key: REVIEW_SETTINGS_KEY }, select: { version: true, values: true } });
    if (before.version !== version) throw editConflict("review_settings");
    const updated = await tx.contentBlock.updateMany({ where: { key: REVIEW_SETTINGS_KEY, version }, data: { values: values as unknown as Prisma.InputJsonValue, version: { increment: 1 } } });
    if (updated.count !== 1) throw editConflict("review_settings");
    const old = settingsOf(before.values);
    const changed = changedFields(old as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>);
    await recordChange(tx, admin, {
      entity: "review_settings",
      entityId: REVIEW_SETTINGS_KEY,
      action: "update",
      summary: `Edited the review settings${changed.length ? ` (${changed.join(", ")})` : " (no changes)"}`,
      before: old,
      after: values,
    });
    return { version: version + 1, values };
  });
  refreshData("claims");
  return { settings: saved };
}
