// A worker thread of the embedded database's holder (scripts/lib/embedded-snapshots.ts):
// opens a copy of the data directory (PGlite recovers it as after a power
// cut), reads what it holds, and closes it cleanly, so the copy that goes into
// the archive is a cleanly shut-down database. The queries are those of
// lib/backup/database-facts.ts.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

async function main() {
  const db = await PGlite.create(workerData.dir, { extensions: { pg_trgm } });
  try {
    const version = await db.query("SHOW server_version");
    const history = await db.query(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "present"`);
    const migrations = history.rows[0].present
      ? (await db.query(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`)).rows.map((row) => row.migration_name)
      : [];
    const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((row) => row.tablename);
    const rowCounts = {};
    for (const table of tables) {
      const counted = await db.query(`SELECT count(*)::int AS "n" FROM "${table.replace(/"/g, '""')}"`);
      rowCounts[table] = counted.rows[0].n;
    }
    return { kind: "embedded", serverVersion: version.rows[0].server_version, migrations, rowCounts };
  } finally {
    await db.close();
  }
}

main().then(
  (facts) => parentPort.postMessage({ facts }),
  (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
);
