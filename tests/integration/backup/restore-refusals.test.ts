// What a restore refuses, each with a clear message and nothing changed: a
// target that is not empty (without --force), an archive from a newer schema
// than this code, a wrong (or missing) passphrase, a damaged or cut-short
// archive; and what a backup refuses: the secrets without a passphrase. Its
// own PostgreSQL server, so it runs in the embedded pass only.
import "../../support/checkout-env";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import { startPostgres, type PostgresServer } from "../../cluster/postgres";
import { PASSPHRASE, prepareShopDatabase, tempDir, switchToShop, type ShopEnv } from "./support/shop";
import { freePort } from "../../support/ports";

jest.setTimeout(120_000);

const describeRefusals = process.env.TEST_DATABASE_LABEL === "server" ? describe.skip : describe;

let server: PostgresServer;
let sourceEnv: ShopEnv;
let targetUrl: string;
let archive: string;
const dirs: string[] = [];

/** Everything a refused restore must leave as it was: the files of DATA_DIR and the target database's tables. */
async function targetState(env: ShopEnv): Promise<string> {
  const files: string[] = [];
  const walk = (dir: string, prefix = "") => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = path.join(prefix, entry.name);
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else files.push(`${relative}:${statSync(path.join(dir, entry.name)).size}`);
    }
  };
  walk(env.DATA_DIR);
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    const counts: string[] = [];
    for (const { tablename } of rows) counts.push(`${tablename}:${(await client.query(`SELECT count(*)::int AS n FROM "${tablename}"`)).rows[0].n}`);
    return JSON.stringify({ files: files.sort(), counts });
  } finally {
    await client.end();
  }
}

/** Restores `file` onto `env` in this process; the refusal's message, or null when it restored. */
async function restoreOnto(env: ShopEnv, file: string, options: { force?: boolean } = {}): Promise<string | null> {
  await switchToShop(env);
  const { restoreBackup, RestoreRefusedError } = await import("@/lib/backup/restore");
  const { getConfig } = await import("@/lib/config");
  try {
    await restoreBackup(getConfig(), file, { ...options, openEmbeddedDatabase: () => Promise.reject(new Error("not embedded")) });
    return null;
  } catch (error) {
    if (error instanceof RestoreRefusedError) return error.message;
    throw error;
  }
}

/** An empty machine to restore onto: a fresh data folder and an empty database. */
async function emptyTarget(): Promise<ShopEnv> {
  const dir = tempDir("restore-target");
  dirs.push(dir);
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
  return { DATA_DIR: dir, DATABASE_URL: targetUrl, UPLOAD_STORE: "postgres", BACKUP_PASSPHRASE: PASSPHRASE };
}

/** The archive's tar with `change` applied to the uncompressed bytes, gzipped again (a damaged entry, not a damaged gzip). */
function altered(change: (tar: Buffer) => Buffer): string {
  const file = path.join(sourceEnv.DATA_DIR, `altered-${dirs.length}-${Date.now()}.tar.gz`);
  writeFileSync(file, gzipSync(change(gunzipSync(readFileSync(archive)))));
  return file;
}

/** Rewrites the manifest (the archive's last entry) with `edit`, keeping the format valid. */
async function withManifest(edit: (manifest: Record<string, unknown>) => void): Promise<string> {
  const { openArchiveStream, readTar, TarWriter, gzipFileWriter } = await import("@/lib/backup/tar");
  const file = path.join(sourceEnv.DATA_DIR, `edited-${Date.now()}.tar.gz`);
  const output = gzipFileWriter(file);
  const tar = new TarWriter(output.input);
  for await (const entry of readTar(await openArchiveStream(archive))) {
    if (entry.type === "directory") {
      await tar.addDirectory(entry.path);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(Buffer.from(chunk));
    let bytes = Buffer.concat(chunks);
    if (entry.path === "manifest.json") {
      const manifest = JSON.parse(bytes.toString("utf8"));
      edit(manifest);
      bytes = Buffer.from(JSON.stringify(manifest));
    }
    await tar.add(entry.path, bytes.length, bytes);
  }
  await tar.finish();
  await output.done;
  return file;
}

describeRefusals("restore refusals", () => {
  beforeAll(async () => {
    server = await startPostgres(await freePort());
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query("CREATE DATABASE refusal_source");
    await admin.query("CREATE DATABASE refusal_target");
    await admin.end();
    const sourceUrl = server.url.replace(/\/postgres$/, "/refusal_source");
    targetUrl = server.url.replace(/\/postgres$/, "/refusal_target");
    await prepareShopDatabase(sourceUrl);
    const dir = tempDir("refusal-source");
    dirs.push(dir);
    sourceEnv = { DATA_DIR: dir, DATABASE_URL: sourceUrl, UPLOAD_STORE: "postgres", AUTH_SECRET: "refusal-source-auth-secret-0123456789abcdef", BACKUP_PASSPHRASE: PASSPHRASE };
    await switchToShop(sourceEnv);
    const { createBackup } = await import("@/lib/backup/create");
    const { getConfig } = await import("@/lib/config");
    archive = (await createBackup(getConfig())).file;
  });

  afterAll(async () => {
    await switchToShop({ DATA_DIR: dirs[0]! });
    await server?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to back up the secrets without a passphrase, and backs up without them only when told", async () => {
    await switchToShop({ ...sourceEnv, BACKUP_PASSPHRASE: undefined });
    const { createBackup, NO_PASSPHRASE_MESSAGE } = await import("@/lib/backup/create");
    const { getConfig } = await import("@/lib/config");
    await expect(createBackup(getConfig())).rejects.toThrow(NO_PASSPHRASE_MESSAGE);
    const without = await createBackup(getConfig(), { withoutSecrets: true, out: path.join(sourceEnv.DATA_DIR, "without-secrets.tar.gz") });
    expect(without.manifest.secrets).toEqual({ included: false, authSecret: false, dataKeys: false });
    const { verifyArchive } = await import("@/lib/backup/restore");
    expect((await verifyArchive(without.file)).sealedSecrets).toBeNull();
  });

  it("refuses a target that is not empty without --force, and replaces it with --force", async () => {
    const target = await emptyTarget();
    expect(await restoreOnto(target, archive)).toBeNull();
    mkdirSync(path.join(target.DATA_DIR, "outbox"), { recursive: true });
    writeFileSync(path.join(target.DATA_DIR, "outbox", "kept.eml"), "a message of this machine");
    const before = await targetState(target);
    const refused = await restoreOnto(target, archive);
    expect(refused).toMatch(/^The target is not empty: the database of DATABASE_URL \(\d+ tables\); files in .*outbox; the secret .*auth-secret; the secret .*data-keys\. A restore would replace it: run it again with --force/);
    expect(refused).toMatch(/Nothing was changed\.$/);
    expect(await targetState(target)).toBe(before);
    expect(await restoreOnto(target, archive, { force: true })).toBeNull();
    // The replaced outbox is kept beside, renamed.
    const kept = readdirSync(target.DATA_DIR).find((name) => name.startsWith("outbox.before-restore-"));
    expect(readFileSync(path.join(target.DATA_DIR, kept!, "kept.eml"), "utf8")).toBe("a message of this machine");
    // So is the secret it replaced.
    expect(readdirSync(target.DATA_DIR).filter((name) => name.startsWith("auth-secret.before-restore-"))).toHaveLength(1);
  });

  it("refuses an archive whose schema is newer than this code", async () => {
    const newer = await withManifest((manifest) => {
      const database = manifest.database as { migrations: string[] };
      database.migrations = [...database.migrations, "29991231000000_from_the_future"];
    });
    const target = await emptyTarget();
    const before = await targetState(target);
    expect(await restoreOnto(target, newer)).toBe(
      "This backup's database has a newer schema than this version of the shop: it has the migration 29991231000000_from_the_future, which this code does not have. " +
        "Restore it with that version of the shop or a newer one. Nothing was changed.",
    );
    expect(await targetState(target)).toBe(before);
  });

  it("refuses a wrong passphrase, and a missing one", async () => {
    const target = await emptyTarget();
    const before = await targetState(target);
    expect(await restoreOnto({ ...target, BACKUP_PASSPHRASE: "not-the-passphrase-at-all" }, archive)).toBe(
      "BACKUP_PASSPHRASE does not open this backup's secrets: it is not the passphrase the backup was made with. Nothing was changed.",
    );
    expect(await restoreOnto({ ...target, BACKUP_PASSPHRASE: undefined }, archive)).toMatch(/^This backup holds the shop's secrets, sealed with a passphrase: set BACKUP_PASSPHRASE/);
    expect(await targetState(target)).toBe(before);
  });

  it("refuses a damaged archive: a changed byte in a file, a cut-short archive, a damaged compression", async () => {
    const target = await emptyTarget();
    const before = await targetState(target);
    // One byte of the database dump (the first entry's data starts after its 512-byte header).
    const changedByte = altered((tar) => {
      const copy = Buffer.from(tar);
      copy[512 + 100] = copy[512 + 100]! ^ 0xff;
      return copy;
    });
    expect(await restoreOnto(target, changedByte)).toBe("The archive is damaged: database/postgresql.pgdump does not match its checksum in the manifest. Nothing was changed.");
    const cut = altered((tar) => tar.subarray(0, Math.floor(tar.length / 2)));
    expect(await restoreOnto(target, cut)).toMatch(/^The archive ends early.*Nothing was changed\.$/);
    const compressed = path.join(sourceEnv.DATA_DIR, "damaged-gzip.tar.gz");
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] = bytes[Math.floor(bytes.length / 2)]! ^ 0xff;
    writeFileSync(compressed, bytes);
    expect(await restoreOnto(target, compressed)).toMatch(/^The archive is damaged.*Nothing was changed\.$/);
    expect(await restoreOnto(target, path.join(sourceEnv.DATA_DIR, "no-such-backup.tar.gz"))).toMatch(/^There is no file/);
    expect(await targetState(target)).toBe(before);
  });
});
