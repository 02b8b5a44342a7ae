// The owner's editor of the policy pages (/admin/content, Policies): each
// policy's title and text, saved with the version it was opened at (409
// edit_conflict when another admin saved first), written to the change log in
// its transaction, and live on its page within seconds (the "policies" tag).
// A policy is "review before launch" until the owner saves it once: that save
// marks it reviewed, with or without changes.
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { refreshData } from "@/lib/cache/data-tags";
import { db } from "@/lib/db";
import { changedFields, editConflict, editedItemGone, recordChange, versionField } from "@/lib/editing/changes";
import { DEFAULT_POLICIES } from "@/lib/editable-content/policy-defaults";
import { isPolicyKey, POLICY_KEYS, policySchema, type PolicyKey } from "@/lib/editable-content/policy-schema";

export const policyUpdateSchema = policySchema.extend({ version: versionField });

export interface PolicyJson {
  key: PolicyKey;
  title: string;
  body: string;
  version: number;
  /** The "Last updated" date the page shows (ISO 8601). */
  updatedAt: string;
  /** When the owner first saved it; null: the shipped text, to review before launch. */
  reviewedAt: string | null;
}

const policySelect = { key: true, title: true, body: true, version: true, updatedAt: true, reviewedAt: true } as const;

function toJson(row: { key: string; title: string; body: string; version: number; updatedAt: Date; reviewedAt: Date | null }): PolicyJson {
  return { ...row, key: row.key as PolicyKey, updatedAt: row.updatedAt.toISOString(), reviewedAt: row.reviewedAt?.toISOString() ?? null };
}

/** The policies' rows, written with the shipped texts when missing (the seed writes them first). */
async function ensurePolicies(): Promise<void> {
  await db.policyPage.createMany({ data: POLICY_KEYS.map((key) => ({ key, ...DEFAULT_POLICIES[key] })), skipDuplicates: true });
}

/** Every policy, in the order of the footer, with its version and review mark. */
export async function adminPolicies(admin: AdminPrincipal): Promise<PolicyJson[]> {
  assertAdmin(admin);
  let rows = await db.policyPage.findMany({ where: { key: { in: [...POLICY_KEYS] } }, select: policySelect });
  if (rows.length < POLICY_KEYS.length) {
    await ensurePolicies();
    rows = await db.policyPage.findMany({ where: { key: { in: [...POLICY_KEYS] } }, select: policySelect });
  }
  return POLICY_KEYS.flatMap((key) => rows.filter((row) => row.key === key).map(toJson));
}

/** Saves one policy's title and text and marks it reviewed. `key` comes from the address: an unknown one is 404. */
export async function savePolicy(admin: AdminPrincipal, key: string, { version, title, body }: z.infer<typeof policyUpdateSchema>): Promise<{ policy: PolicyJson }> {
  assertAdmin(admin);
  if (!isPolicyKey(key)) throw editedItemGone("policy");
  await ensurePolicies();
  const policy = await db.$transaction(async (tx) => {
    const before = await tx.policyPage.findUnique({ where: { key }, select: policySelect });
    if (!before) throw editedItemGone("policy");
    if (before.version !== version) throw editConflict("policy");
    const changed = changedFields({ title: before.title, body: before.body }, { title, body });
    const now = new Date();
    // "Last updated" moves when the text changes, and when the owner adopts the shipped text.
    const updated = await tx.policyPage.updateMany({
      where: { key, version },
      data: { title, body, version: { increment: 1 }, ...(changed.length || !before.reviewedAt ? { updatedAt: now } : {}), reviewedAt: before.reviewedAt ?? now },
    });
    if (updated.count !== 1) throw editConflict("policy");
    const action = changed.length ? `Edited the ${title} page (${changed.join(", ")})` : `Saved the ${title} page (no changes)`;
    await recordChange(tx, admin, {
      entity: "policy",
      entityId: key,
      action: "update",
      summary: before.reviewedAt ? action : `${action}; reviewed before launch`,
      before: { title: before.title, body: before.body },
      after: { title, body },
    });
    return toJson((await tx.policyPage.findUnique({ where: { key }, select: policySelect }))!);
  });
  refreshData("policies");
  return { policy };
}
