// The dashboard's backup panel (rendered on the server, no client code): the
// last backup's time and size, the last run's error when it failed, and
// whether the daily backup is on (lib/backup/status.ts).
import { Archive } from "lucide-react";
import type { BackupStatus } from "@/lib/backup/status";
import { formatDateTime } from "@/components/admin/dashboard/format";
import { Notice } from "@/components/ui/notice";

/** 5.7 MB, 812 KB: the size as an owner reads it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function BackupStatusPanel({ status }: { status: BackupStatus }) {
  const { last, failure } = status;
  return (
    <section aria-labelledby="backups-heading" data-testid="backup-status" className="rounded-2xl border border-neutral-200 bg-white p-4">
      <h2 id="backups-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Archive className="h-5 w-5" aria-hidden="true" /> Backups
      </h2>
      <p className="mt-2 text-sm text-neutral-800" data-testid="backup-last">
        {last ? (
          <>
            Last backup: <time dateTime={last.at.toISOString()}>{formatDateTime(last.at.toISOString())}</time>, {formatBytes(last.bytes)}
            {last.copiedTo ? `, copied to ${last.copiedTo}` : ""}
            {last.secrets ? "" : " (without the secrets)"}
          </>
        ) : (
          "No backup has been made yet."
        )}
      </p>
      <p className="mt-1 text-sm text-neutral-600">
        {status.scheduled
          ? `A backup is made every day, and the last ${status.keep} are kept${status.copyTo ? ` here and at ${status.copyTo}` : " in the shop's data folder (set BACKUP_S3_URL to keep copies elsewhere)"}.`
          : "Daily backups are off: set BACKUP_PASSPHRASE (it seals the shop's secrets in each backup), or BACKUP_WITHOUT_SECRETS=1 to back up without them."}
        {status.running ? " A backup is being made now." : ""}
      </p>
      {failure && (
        <Notice tone="error" className="mt-3" message={`The last backup failed (${formatDateTime(failure.at.toISOString())}): ${failure.message}`} />
      )}
    </section>
  );
}
