// npm run restore -- FILE [--force] [--without-secrets]
// Brings a backup archive (npm run backup) back onto this machine's
// configuration: the embedded database into DATA_DIR (or the archive's
// pg_dump into the empty database of DATABASE_URL), the uploads into the
// configured store, the other data files and the secrets into DATA_DIR.
// Checks everything first (checksums, schema, passphrase, an empty target)
// and changes nothing when one check fails. Stop the shop before restoring.
// Runs with the react-server condition (see package.json), as the server does.
import type { Config } from "../lib/config";
import { runCommand } from "./lib/command";
import { startEmbeddedDatabase } from "./lib/embedded-db";

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith("--"));
const force = args.includes("--force");
const withoutSecrets = args.includes("--without-secrets");

if (!file) {
  console.error("Usage: npm run restore -- FILE [--force] [--without-secrets]");
  process.exit(2);
}

runCommand(async (config: Config) => {
  const { restoreBackup, RestoreRefusedError } = await import("../lib/backup/restore");
  const { db } = await import("../lib/db");
  try {
    const result = await restoreBackup(config, file, {
      force,
      withoutSecrets,
      openEmbeddedDatabase: (dir) => startEmbeddedDatabase({ dataDir: dir, port: config.database.embeddedPort }),
      log: (line) => console.log(`[restore] ${line}`),
    });
    console.log(`Restored the backup of ${result.manifest.createdAt}.`);
    for (const warning of result.warnings) console.warn(`Warning: ${warning}`);
    if (result.pendingMigrations.length > 0) {
      console.log(`This version of the shop has ${result.pendingMigrations.length} newer migrations: \`npm start\` (or \`npm run db:migrate\`) applies them.`);
    }
    console.log("Start the shop with `npm start`.");
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.$disconnect();
  }
});
