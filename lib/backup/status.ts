// What the admin dashboard says about backups: the last one (time, size,
// where it was copied), the last run's error when it failed, and whether
// the daily backup is on here.
import "server-only";
import { copyPlace } from "@/lib/backup/copies";
import { BACKUP_JOB, scheduledBackupsOn } from "@/lib/backup/run";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { jobState } from "@/lib/maintenance/jobs";

export interface BackupStatus {
  scheduled: boolean;
  secretsIncluded: boolean;
  keep: number;
  copyTo: string | null;
  last: { at: Date; bytes: number; fileName: string; copiedTo: string | null; secrets: boolean } | null;
  /** The last scheduled run's error, when it failed after the last success. */
  failure: { at: Date; message: string } | null;
  running: boolean;
}

export async function getBackupStatus(admin: AdminPrincipal): Promise<BackupStatus> {
  assertAdmin(admin);
  const config = getConfig();
  const [last, job] = await Promise.all([db.backup.findFirst({ orderBy: { createdAt: "desc" } }), jobState(BACKUP_JOB)]);
  const failed = job?.lastError && job.lastFinishedAt && (!job.lastSucceededAt || job.lastFinishedAt > job.lastSucceededAt);
  return {
    scheduled: scheduledBackupsOn(config),
    secretsIncluded: Boolean(config.backup.passphrase),
    keep: config.backup.keep,
    copyTo: copyPlace(config)?.describe ?? null,
    last: last ? { at: last.createdAt, bytes: Number(last.bytes), fileName: last.fileName, copiedTo: last.copiedTo, secrets: last.secrets } : null,
    failure: failed ? { at: job.lastFinishedAt!, message: job.lastError! } : null,
    running: Boolean(job?.runningUntil && job.runningUntil > new Date()),
  };
}
