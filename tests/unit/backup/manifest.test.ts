// The manifest's rules: archives of another format or a newer format
// version are refused with a message, a database with a migration this code
// does not have is named, and archive names sort by age.
import { archiveName, isArchiveName, ManifestError, migrationsUnknownHere, parseManifest } from "@/lib/backup/manifest";

it("names the archive's migrations this code does not have", () => {
  const here = ["20261122031147_init", "20261127053533_backups"];
  expect(migrationsUnknownHere(["20261122031147_init"], here)).toEqual([]);
  expect(migrationsUnknownHere(here, here)).toEqual([]);
  expect(migrationsUnknownHere([...here, "29990101000000_later"], here)).toEqual(["29990101000000_later"]);
});

it("refuses what is not a manifest of a backup this version reads", () => {
  expect(() => parseManifest("not json")).toThrow(ManifestError);
  expect(() => parseManifest(JSON.stringify({ format: "something-else", version: 1 }))).toThrow(/not a backup of the shop/);
  expect(() => parseManifest(JSON.stringify({ format: "verdant-ink-backup", version: 99 }))).toThrow(/made by a newer version of the shop \(archive format 99/);
  expect(() => parseManifest(JSON.stringify({ format: "verdant-ink-backup", version: 1 }))).toThrow(/incomplete/);
});

it("names archives so that their names sort by age", () => {
  const older = archiveName(new Date("2026-11-27T03:00:00.000Z"));
  const newer = archiveName(new Date("2026-11-28T02:59:59.999Z"));
  expect(older).toBe("shop-backup-2026-11-27T03-00-00-000Z.tar.gz");
  expect([newer, older].sort()).toEqual([older, newer]);
  expect(isArchiveName(older)).toBe(true);
  expect(isArchiveName("shop-backup-2026-11-27T03-00-00-000Z.tar.gz.part")).toBe(false);
  expect(isArchiveName("notes.txt")).toBe(false);
});
