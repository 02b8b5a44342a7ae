/** @jest-environment jsdom */
// The dashboard's backup panel: the last backup's time and size, its copy,
// the last run's error, and what to set when the daily backup is off.
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import { BackupStatusPanel, formatBytes } from "@/components/admin/dashboard/backup-status";
import type { BackupStatus } from "@/lib/backup/status";

const ON: BackupStatus = { scheduled: true, secretsIncluded: true, keep: 7, copyTo: "s3://shop-backups/daily/", last: null, failure: null, running: false };

it("shows the last backup's time, size and copy", () => {
  render(<BackupStatusPanel status={{ ...ON, last: { at: new Date("2026-11-27T03:00:00Z"), bytes: 6_028_543, fileName: "shop-backup.tar.gz", copiedTo: "s3://shop-backups/daily/", secrets: true } }} />);
  const last = screen.getByTestId("backup-last");
  expect(last).toHaveTextContent(/^Last backup: .*2026.*, 5\.7 MB, copied to s3:\/\/shop-backups\/daily\/$/);
  expect(last.querySelector("time")).toHaveAttribute("dateTime", "2026-11-27T03:00:00.000Z");
  expect(screen.getByText(/A backup is made every day, and the last 7 are kept here and at s3:\/\/shop-backups\/daily\//)).toBeInTheDocument();
  expect(screen.queryByRole("alert")).toBeNull();
});

it("shows the last run's error, and says when there is no backup yet", () => {
  render(<BackupStatusPanel status={{ ...ON, failure: { at: new Date("2026-11-27T03:00:00Z"), message: "pg_dump failed (exit 1): connection refused" } }} />);
  expect(screen.getByTestId("backup-last")).toHaveTextContent("No backup has been made yet.");
  expect(screen.getByRole("alert")).toHaveTextContent(/The last backup failed \(.*\): pg_dump failed \(exit 1\): connection refused/);
});

it("says what to set when daily backups are off", () => {
  render(<BackupStatusPanel status={{ ...ON, scheduled: false, secretsIncluded: false, copyTo: null }} />);
  expect(screen.getByText(/Daily backups are off: set BACKUP_PASSPHRASE/)).toBeInTheDocument();
});

it("writes sizes as an owner reads them", () => {
  expect(formatBytes(812 * 1024)).toBe("812 KB");
  expect(formatBytes(6_028_543)).toBe("5.7 MB");
  expect(formatBytes(3 * 1024 ** 3)).toBe("3.0 GB");
});
