// The one way a migration's data change is tried on the rows an older shop
// had, run in a process of its own (the embedded database cannot start inside
// Jest): a throw-away embedded database migrated to just before `migration`,
// given the old rows by `seed`, then migrated to the end; what `read` answers
// (with the migrations applied) is printed as JSON for the test to check.
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateDatabase } from "../../../lib/db/migrator";
import { startEmbeddedDatabase } from "../../../scripts/lib/embedded-db";

const MIGRATIONS = path.join("prisma", "migrations");

export function runAcrossMigration(migration: string, seed: (client: pg.Client) => Promise<void>, read: (client: pg.Client) => Promise<object>): void {
  const main = async () => {
    const before = mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
    for (const entry of readdirSync(MIGRATIONS)) {
      if (entry < migration || entry === "migration_lock.toml") cpSync(path.join(MIGRATIONS, entry), path.join(before, entry), { recursive: true });
    }
    const scratch = await startEmbeddedDatabase({ dataDir: null, port: 0 });
    const client = new pg.Client({ connectionString: scratch.url });
    try {
      await migrateDatabase(scratch.url, { dir: before });
      await client.connect();
      await seed(client);
      const { applied } = await migrateDatabase(scratch.url);
      process.stdout.write(JSON.stringify({ applied, ...(await read(client)) }));
    } finally {
      await client.end().catch(() => undefined);
      await scratch.stop();
      rmSync(before, { recursive: true, force: true });
    }
  };
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
