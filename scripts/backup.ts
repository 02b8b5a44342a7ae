// npm run backup [-- --out FILE] [-- --without-secrets]
// Writes one backup archive of the shop (lib/backup/create.ts) into
// DATA_DIR/backups, or FILE: the database, every upload, the other data
// files and, sealed with BACKUP_PASSPHRASE, the secrets. Safe beside a
// running shop: with the embedded database, the running shop copies it while
// it pauses statements for a moment; with PostgreSQL, pg_dump reads a
// snapshot. Without a running shop it opens the embedded database itself.
// Runs with the react-server condition (see package.json), as the server does.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { embeddedHolderRuns } from "../lib/backup/embedded";
import { textOption } from "../lib/command-line";
import type { Config } from "../lib/config";
import { runCommand } from "./lib/command";
import { startEmbeddedDatabase } from "./lib/embedded-db";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The embedded database held by a running shop, or opened here; null stop when nothing was opened. */
async function holdEmbedded(config: Config): Promise<() => Promise<void>> {
  const pgdata = path.join(config.dataDir, "pglite");
  if (await embeddedHolderRuns(pgdata)) return async () => {};
  if (!existsSync(pgdata) || readdirSync(pgdata).length === 0) throw new Error(`There is no embedded database in ${pgdata}: nothing to back up.`);
  if (await answers(config.database.url)) {
    throw new Error(
      `A database answers on port ${config.database.embeddedPort} but does not hold ${pgdata} for backups ` +
        "(a shop of an older version, or of another DATA_DIR): restart that shop, or stop it and run the backup again.",
    );
  }
  const embedded = await startEmbeddedDatabase({ dataDir: pgdata, port: config.database.embeddedPort });
  return () => embedded.stop();
}

const withoutSecrets = process.argv.includes("--without-secrets");
const out = textOption("out");

runCommand(async (config) => {
  const { BackupRefusedError, createBackup } = await import("../lib/backup/create");
  if (!config.backup.passphrase && !withoutSecrets) {
    const { NO_PASSPHRASE_MESSAGE } = await import("../lib/backup/create");
    console.error(NO_PASSPHRASE_MESSAGE);
    return 1;
  }
  const release = config.database.embedded ? await holdEmbedded(config) : async () => {};
  const { recordBackup } = await import("../lib/backup/history");
  const { db } = await import("../lib/db");
  try {
    const created = await createBackup(config, { out, withoutSecrets, log: (line) => console.log(`[backup] ${line}`) });
    await recordBackup({
      fileName: path.basename(created.file),
      bytes: created.bytes,
      durationMs: created.durationMs,
      trigger: "command",
      secrets: created.manifest.secrets.included,
      copiedTo: null,
    });
    const rows = Object.values(created.manifest.database.rowCounts).reduce((sum, n) => sum + n, 0);
    console.log(`Backup written: ${created.file}`);
    console.log(`  ${(created.bytes / 1024 / 1024).toFixed(1)} MB in ${(created.durationMs / 1000).toFixed(1)} s`);
    console.log(`  database: ${created.manifest.database.kind}, ${created.manifest.database.migrations.length} migrations, ${rows} rows`);
    if (created.databaseBlockedMs !== null) console.log(`  the embedded database paused statements for ${created.databaseBlockedMs} ms while it was copied`);
    console.log(`  uploads: ${created.manifest.uploads.count} (${created.manifest.uploads.store} store)`);
    console.log(`  secrets: ${created.manifest.secrets.included ? "included, sealed with BACKUP_PASSPHRASE" : "not included (--without-secrets)"}`);
  } catch (error) {
    if (error instanceof BackupRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.$disconnect();
    await release();
  }
});
