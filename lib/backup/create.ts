// Making one backup archive (lib/backup/tar.ts), written as a stream:
//   database/…      the embedded database's data directory, copied by the
//                   process that holds it, or a PostgreSQL server's pg_dump
//   uploads/<name>  every upload of the configured store
//   files/outbox/…  the other data kept under DATA_DIR
//   secrets.enc     the auth secret and data keys, sealed with BACKUP_PASSPHRASE
//   manifest.json   what all of it is, with a SHA-256 per file (last)
// The archive (gzipped) is written as <name>.part and renamed when complete, so a
// half-written one never looks like a backup.
import "server-only";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { requestEmbeddedSnapshot, NoEmbeddedHolderError, type DatabaseFacts } from "@/lib/backup/embedded";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATA_FOLDERS,
  FILES_PREFIX,
  MANIFEST_PATH,
  PGDATA_PREFIX,
  PGDUMP_PATH,
  SECRETS_PATH,
  UPLOADS_PREFIX,
  archiveName,
  type BackupManifest,
} from "@/lib/backup/manifest";
import { dumpPostgres, TABLES_ARCHIVED_AS_FILES } from "@/lib/backup/postgres";
import { readBackupSecrets, sealSecrets } from "@/lib/backup/secrets";
import { gzipFileWriter, TarWriter, type WrittenEntry } from "@/lib/backup/tar";
import { listStoredUploads } from "@/lib/backup/uploads";
import type { Config } from "@/lib/config";

export class BackupRefusedError extends Error {}

export const NO_PASSPHRASE_MESSAGE =
  "BACKUP_PASSPHRASE is not set. A backup holds the shop's secrets (the auth secret, which also seals the admins' two-factor secrets, and the data keys) " +
  "sealed with that passphrase. Set BACKUP_PASSPHRASE (12 characters or more, kept somewhere else than the shop), " +
  "or back up without the secrets with --without-secrets (a restore then needs them from elsewhere).";

export interface CreateBackupOptions {
  /** Where to write the archive; by default DATA_DIR/backups/<name>. */
  out?: string;
  /** Leave the secrets out (allowed only when asked for). */
  withoutSecrets?: boolean;
  log?: (line: string) => void;
}

export interface CreatedBackup {
  file: string;
  bytes: number;
  durationMs: number;
  /** How long the embedded database ran no statement while it was copied (null for a PostgreSQL server). */
  databaseBlockedMs: number | null;
  manifest: BackupManifest;
}

function appIdentity(): BackupManifest["app"] {
  const root = process.cwd();
  let name = "shop";
  let version = "unknown";
  try {
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { name?: string; version?: string };
    name = pkg.name ?? name;
    version = pkg.version ?? version;
  } catch {
    // Outside the project folder: the manifest says "unknown".
  }
  const buildIdFile = path.join(root, ".next", "BUILD_ID");
  const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, "utf8").trim() : null;
  return { name, version, buildId };
}

/** Every file and folder under `dir`, as paths relative to it, sorted. */
async function treeUnder(dir: string, prefix = ""): Promise<{ files: string[]; folders: string[] }> {
  let entries;
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { files: [], folders: [] };
    throw error;
  }
  const found = { files: [] as string[], folders: [] as string[] };
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const inner = await treeUnder(dir, relative);
      found.folders.push(relative, ...inner.folders);
      found.files.push(...inner.files);
    } else if (entry.isFile()) found.files.push(relative);
  }
  return found;
}

const filesUnder = async (dir: string) => (await treeUnder(dir)).files;

/** Adds a file from disk; false when it was deleted before it could be opened (a purge running meanwhile). */
async function addFile(tar: TarWriter, entryPath: string, file: string, written: WrittenEntry[]): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  const { size } = await handle.stat();
  written.push(await tar.add(entryPath, size, handle.createReadStream({ autoClose: true })));
  return true;
}

interface DumpedDatabase {
  facts: DatabaseFacts;
  blockedMs: number | null;
  /** Folders of the embedded database's data directory (some are empty, and PostgreSQL needs them). */
  folders: string[];
  entries: { path: string; file: string }[];
}

async function dumpDatabase(config: Config, staging: string): Promise<DumpedDatabase> {
  if (config.database.embedded) {
    const pgdata = path.join(config.dataDir, "pglite");
    const copy = path.join(staging, "pgdata");
    let answer;
    try {
      answer = await requestEmbeddedSnapshot(pgdata, copy);
    } catch (error) {
      if (error instanceof NoEmbeddedHolderError) {
        throw new BackupRefusedError(`The embedded database in ${pgdata} is not open: start the shop (npm start), or run \`npm run backup\`, which opens it itself.`);
      }
      throw error;
    }
    const tree = await treeUnder(copy);
    return {
      facts: answer.facts,
      blockedMs: answer.blockedMs,
      folders: tree.folders.map((relative) => `${PGDATA_PREFIX}${relative}`),
      entries: tree.files.map((relative) => ({ path: `${PGDATA_PREFIX}${relative}`, file: path.join(copy, relative) })),
    };
  }
  const file = path.join(staging, "postgresql.pgdump");
  const facts = await dumpPostgres(config.database.url, file);
  return { facts, blockedMs: null, folders: [], entries: [{ path: PGDUMP_PATH, file }] };
}

export async function createBackup(config: Config, options: CreateBackupOptions = {}): Promise<CreatedBackup> {
  const log = options.log ?? (() => {});
  const started = Date.now();
  const passphrase = config.backup.passphrase;
  if (!passphrase && !options.withoutSecrets) throw new BackupRefusedError(NO_PASSPHRASE_MESSAGE);

  const createdAt = new Date();
  const out = path.resolve(options.out ?? path.join(config.backup.dir, archiveName(createdAt)));
  if (existsSync(out)) throw new BackupRefusedError(`${out} already exists: choose another --out.`);
  await mkdir(path.dirname(out), { recursive: true });
  // Beside the database, on its filesystem: the embedded database is copied here fast.
  const staging = path.join(config.backup.dir, `.staging-${randomBytes(6).toString("hex")}`);
  await mkdir(staging, { recursive: true });
  const partial = `${out}.part`;
  let tar: TarWriter | null = null;
  try {
    const database = await dumpDatabase(config, staging);
    log(
      database.blockedMs === null
        ? "database dumped with pg_dump"
        : `embedded database copied (${database.blockedMs} ms without statements)`,
    );

    const written: WrittenEntry[] = [];
    const output = gzipFileWriter(partial);
    tar = new TarWriter(output.input);
    for (const folder of database.folders) await tar.addDirectory(folder);
    for (const entry of database.entries) await addFile(tar, entry.path, entry.file, written);

    const uploads = await listStoredUploads(config);
    let uploadCount = 0;
    let uploadBytes = 0;
    for (const upload of uploads) {
      const opened = await upload.open();
      if (!opened) continue;
      const entry = await tar.add(`${UPLOADS_PREFIX}${upload.name}`, opened.size, opened.body);
      written.push(entry);
      uploadCount += 1;
      uploadBytes += entry.bytes;
    }
    log(`${uploadCount} uploads (${uploadBytes} bytes) from the ${config.uploads.store} store`);

    for (const folder of DATA_FOLDERS) {
      const dir = path.join(config.dataDir, folder);
      for (const relative of await filesUnder(dir)) {
        await addFile(tar, `${FILES_PREFIX}${folder}/${relative}`, path.join(dir, relative), written);
      }
    }

    const secrets = passphrase && !options.withoutSecrets ? readBackupSecrets(config) : null;
    if (secrets && passphrase) {
      const sealed = Buffer.from(JSON.stringify(await sealSecrets(secrets, passphrase)));
      written.push(await tar.add(SECRETS_PATH, sealed.length, sealed));
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: createdAt.toISOString(),
      app: appIdentity(),
      database: { ...database.facts, tablesArchivedAsFiles: database.facts.kind === "postgresql" ? TABLES_ARCHIVED_AS_FILES : [] },
      uploads: { store: config.uploads.store, count: uploadCount, bytes: uploadBytes },
      secrets: { included: secrets !== null, authSecret: Boolean(secrets?.authSecret), dataKeys: Boolean(secrets?.dataKeys) },
      folders: database.folders,
      files: written,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.add(MANIFEST_PATH, manifestBytes.length, manifestBytes);
    await tar.finish();
    await output.done;
    await rename(partial, out);
    const { size } = await stat(out);
    return { file: out, bytes: size, durationMs: Date.now() - started, databaseBlockedMs: database.blockedMs, manifest };
  } catch (error) {
    tar?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
