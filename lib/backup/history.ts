// The record of backups made, in the database (every instance and the
// dashboard see it): one row per archive, whoever made it.
import "server-only";
import { db } from "@/lib/db";

export interface BackupRecord {
  fileName: string;
  bytes: number;
  durationMs: number;
  trigger: "schedule" | "command";
  secrets: boolean;
  copiedTo: string | null;
}

export async function recordBackup(record: BackupRecord): Promise<void> {
  await db.backup.create({ data: { ...record, bytes: BigInt(record.bytes) } });
}

/** The newest backup made, or null when none was: for the dashboard and the backup_stale alert. */
export async function lastBackup(): Promise<{ at: Date; bytes: number } | null> {
  const row = await db.backup.findFirst({ orderBy: { createdAt: "desc" }, select: { createdAt: true, bytes: true } });
  return row ? { at: row.createdAt, bytes: Number(row.bytes) } : null;
}
