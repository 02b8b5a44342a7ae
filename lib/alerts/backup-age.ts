// backup_stale: the shop's last backup is older than 26 hours (a daily backup
// missed once, with two hours to spare), or there is none although the shop
// has run for a day (its database was made more than BACKUP_MAX_AGE_MS ago).
// Raised once per last backup (its time is the key, "none" when there is
// none); once a new backup is made, the open alert closes by itself.
// The backup schedule calls checkBackupAge(await lastBackup()) after each run
// and on its daily tick.
import "server-only";
import { closeAlertsSettledByShop, raiseAlert } from "@/lib/alerts/raise";
import { db } from "@/lib/db";

const HOUR = 60 * 60 * 1000;
export const BACKUP_MAX_AGE_MS = 26 * HOUR;

export interface LastBackup {
  at: Date;
  bytes: number;
}

/** What is wrong with the backups at `now`, or null when the last one is recent enough (or the shop is younger than a day). */
export function backupAgeProblem(last: LastBackup | null, shopStartedAt: Date | null, now: Date): string | null {
  if (last) {
    const hours = Math.floor((now.getTime() - last.at.getTime()) / HOUR);
    return now.getTime() - last.at.getTime() > BACKUP_MAX_AGE_MS ? `The last backup was made ${hours} hours ago (${last.at.toISOString()}); one is due every day.` : null;
  }
  if (shopStartedAt && now.getTime() - shopStartedAt.getTime() > BACKUP_MAX_AGE_MS) {
    return `No backup has been made since the shop's database was created (${shopStartedAt.toISOString()}).`;
  }
  return null;
}

/** When the shop's database was made: its first migration. */
async function shopStartedAt(): Promise<Date | null> {
  const rows = await db.$queryRaw<{ startedAt: Date | null }[]>`SELECT min("finished_at") AS "startedAt" FROM "_prisma_migrations"`;
  return rows[0]?.startedAt ?? null;
}

/**
 * Raises backup_stale when the last backup (`lastBackup()` of the backups
 * module) is too old or missing, and closes it when a recent one exists.
 * Resolves with the problem found, or null.
 */
export async function checkBackupAge(last: LastBackup | null, now = new Date()): Promise<string | null> {
  const problem = backupAgeProblem(last, last ? null : await shopStartedAt(), now);
  if (!problem) {
    await closeAlertsSettledByShop("backup_stale", "", { prefix: true });
    return null;
  }
  await raiseAlert("backup_stale", last ? last.at.toISOString() : "none", {
    message: problem,
    facts: { lastBackupAt: last ? last.at.toISOString() : "never", ...(last ? { bytes: last.bytes } : {}) },
  });
  return problem;
}
