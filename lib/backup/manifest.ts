// The manifest: the last entry of every backup archive (manifest.json). It
// names what the archive holds, with a SHA-256 per file, the database's
// migrations and its rows per table, so a restore checks all of it before
// changing anything, and afterwards checks the database it brought back.
import { z } from "zod";

export const BACKUP_FORMAT = "verdant-ink-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = "manifest.json";
export const SECRETS_PATH = "secrets.enc";
/** The embedded database's data directory, one entry per file. */
export const PGDATA_PREFIX = "database/pgdata/";
/** A PostgreSQL server's pg_dump, custom format. */
export const PGDUMP_PATH = "database/postgresql.pgdump";
export const UPLOADS_PREFIX = "uploads/";
/** Other data the shop keeps under DATA_DIR, by its path there. */
export const FILES_PREFIX = "files/";
/** The folders of DATA_DIR whose files are data (the local e-mail outbox). */
export const DATA_FOLDERS = ["outbox"] as const;

const ARCHIVE_NAME = /^shop-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

/** The archive name for a time: sorting the names sorts the backups by age. */
export const archiveName = (at: Date) => `shop-backup-${at.toISOString().replace(/[:.]/g, "-")}.tar.gz`;

/** Whether a file name is one of the archives the shop writes. */
export const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  app: z.object({ name: z.string(), version: z.string(), buildId: z.string().nullable() }),
  database: z.object({
    kind: z.enum(["embedded", "postgresql"]),
    serverVersion: z.string(),
    migrations: z.array(z.string()),
    rowCounts: z.record(z.string(), z.number()),
    /** Tables whose rows are archived as files instead (uploads kept in the database). */
    tablesArchivedAsFiles: z.array(z.string()),
  }),
  uploads: z.object({ store: z.enum(["local", "postgres", "blob"]), count: z.number(), bytes: z.number() }),
  secrets: z.object({ included: z.boolean(), authSecret: z.boolean(), dataKeys: z.boolean() }),
  /** Folders of the archive (the embedded database's, some empty). */
  folders: z.array(z.string()),
  files: z.array(z.object({ path: z.string(), bytes: z.number(), sha256: z.string() })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export class ManifestError extends Error {}

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError("The archive's manifest is not readable: this is not a backup of the shop, or it is damaged.");
  }
  const format = (json as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new ManifestError("This file is not a backup of the shop (its manifest names another format).");
  if (typeof format.version === "number" && format.version > BACKUP_FORMAT_VERSION) {
    throw new ManifestError(`This backup was made by a newer version of the shop (archive format ${format.version}; this version reads ${BACKUP_FORMAT_VERSION}). Restore it with that version or a newer one.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ManifestError("The archive's manifest is incomplete: the backup is damaged.");
  return parsed.data;
}

/**
 * The migrations of the archive that this code does not have: a database
 * from a newer version of the shop, which this code must not run on.
 */
export function migrationsUnknownHere(archived: readonly string[], known: readonly string[]): string[] {
  const here = new Set(known);
  return archived.filter((name) => !here.has(name));
}
