// Migrations on a live database wait for a table's lock at most
// lock_timeout, step back (rolled back: nothing half-done) and try again with
// a pause that doubles, saying so; after their last try they stop with a
// message that says how to find what holds the lock. On a PostgreSQL server
// only: the embedded database runs one connection's statements at a time, so
// no other connection can hold a lock there. The migrations run in a schema of
// their own (search_path), with a history table of their own.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { migrateDatabase, MigrationError } from "@/lib/db/migrator";

const onServer = process.env.TEST_DATABASE_LABEL !== "embedded";
const SCHEMA = "migration_locks_test";
const MIGRATION = "20990101000000_add_a_column_to_a_busy_table";

let admin: pg.Client;
let dir: string;
let url: string;

beforeAll(async () => {
  if (!onServer) return;
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await admin.query(`CREATE SCHEMA ${SCHEMA}`);
  await admin.query(`CREATE TABLE ${SCHEMA}.busy (id int PRIMARY KEY)`);
  dir = mkdtempSync(path.join(os.tmpdir(), "migration-locks-"));
  mkdirSync(path.join(dir, MIGRATION));
  writeFileSync(path.join(dir, MIGRATION, "migration.sql"), `ALTER TABLE "busy" ADD COLUMN "note" TEXT;\n`);
  const withSchema = new URL(process.env.DATABASE_URL!);
  withSchema.searchParams.set("options", `-c search_path=${SCHEMA}`);
  url = withSchema.toString();
});

afterAll(async () => {
  if (!onServer) return;
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

/** Another connection's open transaction that has read the table (a long report, a stuck request): it holds a lock the ALTER must wait for. */
async function holdTable(): Promise<{ release(): Promise<void> }> {
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query("BEGIN");
  await holder.query(`SELECT count(*) FROM ${SCHEMA}.busy`);
  return {
    async release() {
      await holder.query("COMMIT");
      await holder.end();
    },
  };
}

const applied = async () =>
  (await admin.query<{ migration_name: string }>(`SELECT migration_name FROM ${SCHEMA}."_prisma_migrations" WHERE finished_at IS NOT NULL`)).rows.map((row) => row.migration_name);
const hasColumn = async () =>
  (await admin.query(`SELECT 1 FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'busy' AND column_name = 'note'`, [SCHEMA])).rowCount === 1;

(onServer ? describe : describe.skip)("migrations and table locks (PostgreSQL server)", () => {
  it("gives up after its last try while the lock is held, with a message saying what to do, and changes nothing", async () => {
    const lock = await holdTable();
    const lines: string[] = [];
    const started = Date.now();
    try {
      const run = migrateDatabase(url, { dir, log: (line) => lines.push(line), locks: { lockTimeoutMs: 200, attempts: 3, firstRetryMs: 100 } });
      await expect(run).rejects.toThrow(MigrationError);
      await expect(run).rejects.toThrow(
        new RegExp(`^Migration ${MIGRATION} was not applied: it waited 0.2 s for a lock on a table that other queries or transactions hold, 3 times in a row\\. Nothing was changed\\. Find what holds the lock \\(SELECT pid, state.*pg_stat_activity`),
      );
    } finally {
      await lock.release();
    }
    // Three waits of 0.2 s and pauses of 0.1 and 0.2 s between them.
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect(lines).toEqual([
      `migration ${MIGRATION} waited 0.2 s for a lock on a table that other queries or transactions hold; rolled back, trying again in 0.1 s (attempt 2 of 3)`,
      `migration ${MIGRATION} waited 0.2 s for a lock on a table that other queries or transactions hold; rolled back, trying again in 0.2 s (attempt 3 of 3)`,
    ]);
    expect(await applied()).toEqual([]);
    expect(await hasColumn()).toBe(false);
  });

  it("is applied on a later try once the lock is released, and never makes others wait longer than its lock timeout", async () => {
    const lock = await holdTable();
    const lines: string[] = [];
    const released = new Promise<void>((resolve) => setTimeout(() => void lock.release().then(resolve), 700));
    // While the migration waits for its lock, a new reader of the table waits behind it: at most the lock timeout.
    const run = migrateDatabase(url, { dir, log: (line) => lines.push(line), locks: { lockTimeoutMs: 300, attempts: 6, firstRetryMs: 100 } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const reader = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await reader.connect();
    const readStarted = Date.now();
    await reader.query(`SELECT count(*) FROM ${SCHEMA}.busy`);
    const readWaited = Date.now() - readStarted;
    await reader.end();
    const result = await run;
    await released;
    expect(result.applied).toEqual([MIGRATION]);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatch(/rolled back, trying again in 0\.1 s \(attempt 2 of 6\)$/);
    expect(readWaited).toBeLessThan(1_000);
    expect(await applied()).toEqual([MIGRATION]);
    expect(await hasColumn()).toBe(true);
  });
});
