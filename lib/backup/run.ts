// The daily backup of the running shop (lib/maintenance/background.ts):
// claimed once for the whole shop (lib/maintenance/jobs.ts), it writes an
// archive into DATA_DIR/backups, copies it to BACKUP_S3_URL when set, keeps
// the newest BACKUP_KEEP in each place and records it for the dashboard.
// It is on when BACKUP_PASSPHRASE is set (the secrets go in, sealed), or
// when BACKUP_WITHOUT_SECRETS=1 says to back up without them; otherwise off.
import "server-only";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { createBackup, type CreatedBackup } from "@/lib/backup/create";
import { copyPlace, folderPlace, keepNewest } from "@/lib/backup/copies";
import { recordBackup } from "@/lib/backup/history";
import { getConfig, type Config } from "@/lib/config";
import { runJob, type JobTiming } from "@/lib/maintenance/jobs";
import { logger } from "@/lib/log";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const BACKUP_JOB = "backup";
/** Once a day (a little less, so the hour does not drift later), a run may take up to 3 hours, a failed one is tried again after 30 minutes. */
export const BACKUP_TIMING: JobTiming = { everyMs: 23.5 * HOUR, leaseMs: 3 * HOUR, retryMs: 30 * MINUTE };

/** Whether this instance makes the daily backup. */
export const scheduledBackupsOn = (config: Config) => Boolean(config.backup.passphrase) || config.backup.withoutSecrets;

const backupLog = logger("backup");
/** The archive's own progress lines (createBackup reports through a function, as the command prints them). */
const log = (line: string) => backupLog.info(line);

/** Leftovers of a run that crashed: staging folders and partial archives older than a lease. */
async function removeLeftovers(dir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names.filter((entry) => entry.startsWith(".staging-") || entry.endsWith(".part"))) {
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > BACKUP_TIMING.leaseMs) await rm(file, { recursive: true, force: true });
  }
}

export interface KeptBackup {
  created: CreatedBackup;
  copiedTo: string | null;
  removed: string[];
}

/** One backup as the schedule makes it: archive, copy, keep the newest, record. */
export async function backupAndKeep(config: Config): Promise<KeptBackup> {
  await removeLeftovers(config.backup.dir);
  const created = await createBackup(config, { withoutSecrets: !config.backup.passphrase, log });
  const name = path.basename(created.file);
  backupLog.info("archive written", { file: name, bytes: created.bytes, durationMs: created.durationMs });
  const place = copyPlace(config);
  let copyError: unknown = null;
  if (place) {
    try {
      await place.copy(created.file, name);
      backupLog.info("archive copied", { file: name, to: place.describe });
    } catch (error) {
      copyError = error;
    }
  }
  await recordBackup({
    fileName: name,
    bytes: created.bytes,
    durationMs: created.durationMs,
    trigger: "schedule",
    secrets: created.manifest.secrets.included,
    copiedTo: place && !copyError ? place.describe : null,
  });
  if (copyError) throw new Error(`The backup ${name} was made but not copied to ${place!.describe}: ${copyError instanceof Error ? copyError.message : copyError}`);
  const removed = [...(await keepNewest(folderPlace(config.backup.dir), config.backup.keep)), ...(place ? await keepNewest(place, config.backup.keep) : [])];
  if (removed.length > 0) backupLog.info("older archives removed", { removed: removed.length, keep: config.backup.keep });
  return { created, copiedTo: place?.describe ?? null, removed };
}

/** The schedule's run: nothing when backups are off here, or when another instance has it or it is not due. */
export async function runScheduledBackup(): Promise<{ ran: false } | { ran: true; result: KeptBackup }> {
  const config = getConfig();
  if (!scheduledBackupsOn(config)) return { ran: false };
  return runJob(BACKUP_JOB, BACKUP_TIMING, () => backupAndKeep(config));
}
