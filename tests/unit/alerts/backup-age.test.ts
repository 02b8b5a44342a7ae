// backup_stale's rule: the last backup older than 26 hours, or none once the
// shop has run for a day.
import { BACKUP_MAX_AGE_MS, backupAgeProblem } from "@/lib/alerts/backup-age";

const HOUR = 60 * 60 * 1000;
const now = new Date("2026-11-27T12:00:00Z");
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

describe("the backup age check", () => {
  it("is content with a backup made within 26 hours", () => {
    expect(BACKUP_MAX_AGE_MS).toBe(26 * HOUR);
    expect(backupAgeProblem({ at: ago(1), bytes: 1 }, null, now)).toBeNull();
    expect(backupAgeProblem({ at: ago(26), bytes: 1 }, null, now)).toBeNull();
  });

  it("finds a last backup older than 26 hours", () => {
    expect(backupAgeProblem({ at: ago(26.5), bytes: 1 }, null, now)).toBe("The last backup was made 26 hours ago (2026-11-26T09:30:00.000Z); one is due every day.");
    expect(backupAgeProblem({ at: ago(72), bytes: 1 }, ago(1000), now)).toMatch(/^The last backup was made 72 hours ago/);
  });

  it("finds no backup at all once the shop has run for more than a day, not before", () => {
    expect(backupAgeProblem(null, ago(27), now)).toBe("No backup has been made since the shop's database was created (2026-11-26T09:00:00.000Z).");
    expect(backupAgeProblem(null, ago(25), now)).toBeNull();
    expect(backupAgeProblem(null, null, now)).toBeNull();
  });
});
