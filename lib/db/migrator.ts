// Applies prisma/migrations/*/migration.sql in order, keeping Prisma's
// `_prisma_migrations` history table exactly as `prisma migrate deploy` does,
// so a machine with Prisma's native engine accepts the same database.
// Plain `pg`: no Prisma engine is needed to migrate.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// Same lock key as Prisma Migrate, so our migrator and `prisma migrate deploy`
// never run at the same time against one database.
const ADVISORY_LOCK_KEY = 72707369;

const HISTORY_TABLE_SQL = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * One migration in one transaction with its history row; its statements give
 * up after `lockTimeoutMs` waiting for a lock (then the whole transaction is
 * rolled back and the error's code is lock_not_available).
 */
async function applyMigration(client: pg.Client, migration: MigrationFile, lockTimeoutMs: number): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(lockTimeoutMs))}`);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    // One query: the file may hold semicolons inside strings or function bodies.
    await client.query(migration.sql);
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [id]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  }
}

const attempts = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

export class MigrationError extends Error {}

/**
 * How long a migration's statement waits for a table lock before it gives up
 * (PostgreSQL's lock_timeout), and how often the migration is tried. A
 * migration that alters a table waits behind every query and transaction
 * using it, and while it waits every new query on that table queues behind
 * it: on a live shop a long report or a stuck transaction would stop
 * checkouts. With a lock timeout the migration steps back (rolled back, no
 * harm done), lets the queue through, and tries again after a pause that
 * doubles each time.
 */
export const MIGRATION_LOCKS = { lockTimeoutMs: 5_000, attempts: 6, firstRetryMs: 1_000, maxRetryMs: 30_000 };

export interface MigrateOptions {
  dir?: string;
  log?: (line: string) => void;
  /** Overrides of MIGRATION_LOCKS (tests use short ones). */
  locks?: Partial<typeof MIGRATION_LOCKS>;
}

/** PostgreSQL's lock_not_available: a statement's lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = "55P03";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies every pending migration, each in its own transaction. */
export async function migrateDatabase(connectionString: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const locks = { ...MIGRATION_LOCKS, ...options.locks };
  const migrations = readMigrations(options.dir);
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows: free } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [ADVISORY_LOCK_KEY]);
    if (!free[0]?.locked) {
      log("another migration run (another instance's start or release step) holds the migration lock; waiting for it to finish");
      await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
    }
    await client.query(HISTORY_TABLE_SQL);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>(`SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`);

    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier and needs attention before new migrations can run.`,
      );
    }
    const done = new Map(rows.filter((row) => row.finished_at).map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          log(`warning: migration ${migration.name} was changed after it was applied`);
        }
        continue;
      }
      for (let attempt = 1; ; attempt += 1) {
        try {
          await applyMigration(client, migration, locks.lockTimeoutMs);
          break;
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code !== LOCK_NOT_AVAILABLE) throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
          const waited = `waited ${locks.lockTimeoutMs / 1000} s for a lock on a table that other queries or transactions hold`;
          if (attempt >= locks.attempts) {
            throw new MigrationError(
              `Migration ${migration.name} was not applied: it ${waited}, ${attempts(locks.attempts)} in a row. Nothing was changed. ` +
                `Find what holds the lock (SELECT pid, state, now() - xact_start AS age, query FROM pg_stat_activity WHERE state <> 'idle' ORDER BY xact_start), ` +
                `let it finish or end it (SELECT pg_cancel_backend(pid)), then run the migrations again.`,
            );
          }
          const pause = Math.min(locks.maxRetryMs, locks.firstRetryMs * 2 ** (attempt - 1));
          log(`migration ${migration.name} ${waited}; rolled back, trying again in ${pause / 1000} s (attempt ${attempt + 1} of ${locks.attempts})`);
          await sleep(pause);
        }
      }
      applied.push(migration.name);
      log(`applied migration ${migration.name}`);
    }
    return { applied, alreadyApplied: done.size };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
