// Restoring a backup archive (lib/backup/create.ts) onto this machine's
// configuration. Everything is checked before anything is changed: every
// file against its checksum, the archive's schema against this code's
// migrations, the passphrase against the sealed secrets, and the target
// (database, uploads, DATA_DIR) for being empty. Each refusal says why and
// leaves everything as it was. Then the database comes back (the embedded
// one's data directory, or pg_restore in one transaction), the uploads go
// into the configured store, the other files and the secrets into DATA_DIR,
// and the restored database is counted against the manifest.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { embeddedHolderRuns, type DatabaseFacts } from "@/lib/backup/embedded";
import {
  DATA_FOLDERS,
  FILES_PREFIX,
  MANIFEST_PATH,
  migrationsUnknownHere,
  ManifestError,
  parseManifest,
  PGDATA_PREFIX,
  PGDUMP_PATH,
  SECRETS_PATH,
  UPLOADS_PREFIX,
  type BackupManifest,
} from "@/lib/backup/manifest";
import { databaseFactsAt, dropPublicSchema, publicTables, restorePostgres } from "@/lib/backup/postgres";
import { openSecrets, PassphraseError, secretFilesPresent, writeRestoredSecrets, type BackupSecrets, type SealedSecrets } from "@/lib/backup/secrets";
import { ArchiveError, openArchiveStream, readTar } from "@/lib/backup/tar";
import { saveRestoredUpload, storeHasUploads } from "@/lib/backup/uploads";
import type { Config } from "@/lib/config";
import { readMigrations } from "@/lib/db/migrator";
import { isSafeUploadName } from "@/lib/uploads/storage";

export class RestoreRefusedError extends Error {}

const NOTHING_CHANGED = "Nothing was changed.";

export interface RestoreOptions {
  /** Replace a target that is not empty (the embedded database, local folders and secret files are kept beside, renamed). */
  force?: boolean;
  /** Restore without the archive's secrets (no passphrase needed). */
  withoutSecrets?: boolean;
  /** Starts the embedded database on a data directory (scripts/lib/embedded-db.ts), to check it. */
  openEmbeddedDatabase: (pgdataDir: string) => Promise<{ url: string; stop(): Promise<void> }>;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: BackupManifest;
  warnings: string[];
  /** Migrations of this code the restored database does not have yet (npm start applies them). */
  pendingMigrations: string[];
}

interface VerifiedArchive {
  manifest: BackupManifest;
  sealedSecrets: SealedSecrets | null;
}

const hashOf = () => createHash("sha256");

/** Reads the whole archive once: every file's checksum against the manifest. */
export async function verifyArchive(file: string): Promise<VerifiedArchive> {
  if (!existsSync(file)) throw new RestoreRefusedError(`There is no file ${file}.`);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  const folders = new Set<string>();
  let manifestText: string | null = null;
  let secretsText: string | null = null;
  try {
    for await (const entry of readTar(await openArchiveStream(file))) {
      if (entry.type === "directory") {
        folders.add(entry.path);
        continue;
      }
      const hash = hashOf();
      const kept: Buffer[] = [];
      const keep = entry.path === MANIFEST_PATH || entry.path === SECRETS_PATH;
      if (keep && entry.size > 64 * 1024 * 1024) throw new ArchiveError(`${entry.path} is far too large.`);
      for await (const chunk of entry.body) {
        hash.update(chunk);
        if (keep) kept.push(Buffer.from(chunk));
      }
      if (entry.path === MANIFEST_PATH) manifestText = Buffer.concat(kept).toString("utf8");
      else {
        if (entry.path === SECRETS_PATH) secretsText = Buffer.concat(kept).toString("utf8");
        seen.set(entry.path, { bytes: entry.size, sha256: hash.digest("hex") });
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw new RestoreRefusedError(`${error.message} ${NOTHING_CHANGED}`);
    throw error;
  }
  if (manifestText === null) throw new RestoreRefusedError(`The archive has no manifest: it is not a backup of the shop, or it was cut short. ${NOTHING_CHANGED}`);
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (error) {
    if (error instanceof ManifestError) throw new RestoreRefusedError(`${error.message} ${NOTHING_CHANGED}`);
    throw error;
  }
  for (const expected of manifest.files) {
    const found = seen.get(expected.path);
    if (!found) throw new RestoreRefusedError(`The archive is damaged: ${expected.path} is missing. ${NOTHING_CHANGED}`);
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256) {
      throw new RestoreRefusedError(`The archive is damaged: ${expected.path} does not match its checksum in the manifest. ${NOTHING_CHANGED}`);
    }
    seen.delete(expected.path);
  }
  const missingFolder = manifest.folders.find((folder) => !folders.delete(folder));
  if (missingFolder) throw new RestoreRefusedError(`The archive is damaged: the folder ${missingFolder} is missing. ${NOTHING_CHANGED}`);
  const extra = [...seen.keys(), ...folders][0];
  if (extra) throw new RestoreRefusedError(`The archive is damaged: ${extra} is not in its manifest. ${NOTHING_CHANGED}`);
  let sealedSecrets: SealedSecrets | null = null;
  if (manifest.secrets.included) {
    try {
      sealedSecrets = JSON.parse(secretsText ?? "") as SealedSecrets;
    } catch {
      throw new RestoreRefusedError(`The archive is damaged: its sealed secrets are not readable. ${NOTHING_CHANGED}`);
    }
  }
  return { manifest, sealedSecrets };
}

async function nonEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** What this machine already holds that a restore would replace. */
async function occupiedTarget(config: Config, restoringSecrets: BackupSecrets | null): Promise<string[]> {
  const found: string[] = [];
  const pgdata = path.join(config.dataDir, "pglite");
  if (config.database.embedded) {
    if (await nonEmptyFolder(pgdata)) found.push(`the embedded database in ${pgdata}`);
  } else {
    const tables = await publicTables(config.database.url);
    if (tables.length > 0) found.push(`the database of DATABASE_URL (${tables.length} tables)`);
  }
  if (await storeHasUploads(config)) found.push(`uploads in the ${config.uploads.store === "blob" ? "Vercel Blob store" : `folder ${config.uploads.dir}`}`);
  for (const folder of DATA_FOLDERS) {
    if (await nonEmptyFolder(path.join(config.dataDir, folder))) found.push(`files in ${path.join(config.dataDir, folder)}`);
  }
  if (restoringSecrets) {
    for (const file of secretFilesPresent(config)) found.push(`the secret ${file}`);
  }
  return found;
}

function compareFacts(restored: DatabaseFacts, manifest: BackupManifest): string | null {
  const skipped = new Set(manifest.database.tablesArchivedAsFiles);
  if (restored.migrations.join("\n") !== manifest.database.migrations.join("\n")) return "its migrations differ from the backup's";
  for (const [table, count] of Object.entries(manifest.database.rowCounts)) {
    if (skipped.has(table)) continue;
    if (restored.rowCounts[table] !== count) return `table ${table} has ${restored.rowCounts[table] ?? "no"} rows, the backup ${count}`;
  }
  return null;
}

/** Writes an entry's bytes to `file`, checking them against the manifest's checksum as they pass. */
async function extract(body: AsyncIterable<Buffer>, file: string, expected: { sha256: string }): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const hash = hashOf();
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await pipeline(body, hashing, createWriteStream(`${file}.part`, { mode: 0o600 }));
  if (hash.digest("hex") !== expected.sha256) {
    await rm(`${file}.part`, { force: true });
    throw new Error(`${file} changed while it was being restored (the archive was modified meanwhile).`);
  }
  await rename(`${file}.part`, file);
}

/** Where an archive entry goes inside DATA_DIR (never outside it). */
function inside(root: string, relative: string): string {
  const target = path.resolve(root, relative);
  if (!target.startsWith(`${path.resolve(root)}${path.sep}`)) throw new Error(`The archive names a path outside its folder: ${relative}`);
  return target;
}

export async function restoreBackup(config: Config, file: string, options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const { manifest, sealedSecrets } = await verifyArchive(path.resolve(file));
  log(`archive checked: ${manifest.files.length} files, made ${manifest.createdAt} by ${manifest.app.name} ${manifest.app.version}`);

  const known = readMigrations().map((migration) => migration.name);
  const unknown = migrationsUnknownHere(manifest.database.migrations, known);
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `This backup's database has a newer schema than this version of the shop: it has the migration ${unknown[0]}${unknown.length > 1 ? ` and ${unknown.length - 1} more` : ""}, which this code does not have. ` +
        `Restore it with that version of the shop or a newer one. ${NOTHING_CHANGED}`,
    );
  }

  const embeddedArchive = manifest.database.kind === "embedded";
  if (embeddedArchive !== config.database.embedded) {
    throw new RestoreRefusedError(
      embeddedArchive
        ? `This backup holds the embedded database: restore it without DATABASE_URL (into DATA_DIR). ${NOTHING_CHANGED}`
        : `This backup holds a PostgreSQL server's database: set DATABASE_URL to the empty database to restore it into. ${NOTHING_CHANGED}`,
    );
  }

  let secrets: BackupSecrets | null = null;
  if (sealedSecrets && !options.withoutSecrets) {
    if (!config.backup.passphrase) {
      throw new RestoreRefusedError(
        `This backup holds the shop's secrets, sealed with a passphrase: set BACKUP_PASSPHRASE to it, or restore without them with --without-secrets. ${NOTHING_CHANGED}`,
      );
    }
    try {
      secrets = await openSecrets(sealedSecrets, config.backup.passphrase);
    } catch (error) {
      if (error instanceof PassphraseError) throw new RestoreRefusedError(error.message);
      throw error;
    }
  }

  const pgdata = path.join(config.dataDir, "pglite");
  if (config.database.embedded && (await embeddedHolderRuns(pgdata))) {
    throw new RestoreRefusedError(`The shop (or another command) is running on ${config.dataDir}: stop it before restoring. ${NOTHING_CHANGED}`);
  }
  const occupied = await occupiedTarget(config, secrets);
  if (occupied.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The target is not empty: ${occupied.join("; ")}. A restore would replace it: run it again with --force to do so ` +
        `(the embedded database, the local folders and the secret files are kept beside, renamed). ${NOTHING_CHANGED}`,
    );
  }

  // From here on, the target changes.
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  if (occupied.length > 0) {
    for (const dir of [pgdata, ...(config.uploads.store === "local" ? [config.uploads.dir] : []), ...DATA_FOLDERS.map((folder) => path.join(config.dataDir, folder))]) {
      if (existsSync(dir)) {
        await rename(dir, `${dir}.before-restore-${stamp}`);
        log(`kept ${dir} as ${dir}.before-restore-${stamp}`);
      }
    }
    if (secrets) {
      for (const file of secretFilesPresent(config)) {
        await rename(file, `${file}.before-restore-${stamp}`);
        log(`kept ${file} as ${file}.before-restore-${stamp}`);
      }
    }
    if (!config.database.embedded) await dropPublicSchema(config.database.url);
  }

  const staging = path.join(config.dataDir, `.restore-${randomBytes(6).toString("hex")}`);
  const restoringPgdata = `${pgdata}.restoring`;
  await rm(restoringPgdata, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const expected = new Map(manifest.files.map((entry) => [entry.path, entry]));
    const stagedUploads: { name: string; file: string }[] = [];
    for (const folder of manifest.folders) {
      if (folder.startsWith(PGDATA_PREFIX)) await mkdir(inside(restoringPgdata, folder.slice(PGDATA_PREFIX.length)), { recursive: true, mode: 0o700 });
    }
    for await (const entry of readTar(await openArchiveStream(path.resolve(file)))) {
      if (entry.type === "directory") continue;
      const wanted = expected.get(entry.path);
      if (!wanted || entry.path === SECRETS_PATH) continue;
      if (entry.path.startsWith(PGDATA_PREFIX)) {
        await extract(entry.body, inside(restoringPgdata, entry.path.slice(PGDATA_PREFIX.length)), wanted);
      } else if (entry.path === PGDUMP_PATH) {
        await extract(entry.body, path.join(staging, "postgresql.pgdump"), wanted);
      } else if (entry.path.startsWith(UPLOADS_PREFIX)) {
        const name = entry.path.slice(UPLOADS_PREFIX.length);
        if (!isSafeUploadName(name)) throw new Error(`The archive names an upload the shop would not make: ${name}`);
        const staged = path.join(staging, "uploads", name);
        await extract(entry.body, staged, wanted);
        stagedUploads.push({ name, file: staged });
      } else if (entry.path.startsWith(FILES_PREFIX)) {
        const relative = entry.path.slice(FILES_PREFIX.length);
        if (!DATA_FOLDERS.some((folder) => relative.startsWith(`${folder}/`))) continue;
        await extract(entry.body, inside(config.dataDir, relative), wanted);
      }
    }

    const saveUploads = async () => {
      for (const upload of stagedUploads) await saveRestoredUpload(config, upload.name, upload.file);
      log(`${stagedUploads.length} uploads written to the ${config.uploads.store} store`);
    };
    let restored: DatabaseFacts;
    if (config.database.embedded) {
      await rename(restoringPgdata, pgdata);
      const opened = await options.openEmbeddedDatabase(pgdata);
      try {
        restored = await databaseFactsAt(opened.url, "embedded");
        await saveUploads();
      } finally {
        await opened.stop();
      }
    } else {
      await restorePostgres(config.database.url, path.join(staging, "postgresql.pgdump"));
      restored = await databaseFactsAt(config.database.url, "postgresql");
      await saveUploads();
    }
    const mismatch = compareFacts(restored, manifest);
    if (mismatch) throw new Error(`The restored database does not match the backup: ${mismatch}.`);
    log(`database restored: ${Object.values(restored.rowCounts).reduce((sum, n) => sum + n, 0)} rows in ${Object.keys(restored.rowCounts).length} tables, as counted at the backup`);

    const warnings = secrets ? await writeRestoredSecrets(config, secrets) : [];
    if (secrets) log("secrets written to DATA_DIR");
    if (manifest.secrets.included && !secrets) warnings.push("The archive's secrets were not restored (--without-secrets): the admins' two-factor secrets need the backed-up AUTH_SECRET.");
    if (!manifest.secrets.included) warnings.push("This backup was made without the secrets: the shop needs the auth secret it ran with (AUTH_SECRET or DATA_DIR/auth-secret) for the admins' two-factor sign-in.");
    const restoredMigrations = new Set(restored.migrations);
    return { manifest, warnings, pendingMigrations: known.filter((name) => !restoredMigrations.has(name)) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(restoringPgdata, { recursive: true, force: true });
  }
}
