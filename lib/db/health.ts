import "server-only";
import { db } from "@/lib/db";
import { readMigrations } from "@/lib/db/migrator";
import { isDraining } from "@/lib/http/draining";
import { logger } from "@/lib/log";

const log = logger("health");

export type DatabaseHealth = { up: true; latencyMs: number } | { up: false; error: string };

/** `work`, or an error after `timeoutMs`, so a dead database answers quickly. */
async function bounded<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Round trip to the database, bounded so a dead database answers quickly. */
export async function checkDatabase(timeoutMs = 3_000): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await bounded(db.$queryRaw`SELECT 1`, timeoutMs);
    return { up: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { up: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The migrations this build ships (prisma/migrations) against those the
 * database has applied. `pending` are shipped and not applied: this build
 * would read tables or columns that are not there. Migrations the database
 * has and this build does not know are fine: during a rolling release the
 * new release's migrations run first, and the old instances must keep
 * serving (migrations only add what old code ignores; see the README's
 * rolling release rule).
 */
export interface MigrationState {
  shipped: number;
  applied: number;
  pending: string[];
}

let shippedNames: string[] | undefined;

export async function checkMigrations(timeoutMs = 3_000): Promise<MigrationState> {
  shippedNames ??= readMigrations().map((migration) => migration.name);
  const rows = await bounded(
    db.$queryRaw<{ name: string }[]>`
      SELECT migration_name AS name FROM "_prisma_migrations"
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    timeoutMs,
  );
  const applied = new Set(rows.map((row) => row.name));
  return { shipped: shippedNames.length, applied: applied.size, pending: shippedNames.filter((name) => !applied.has(name)) };
}

export type Readiness =
  | { ready: true; latencyMs: number; migrations: MigrationState }
  | { ready: false; code: "draining" | "database_unavailable" | "migrations_pending"; message: string; migrations?: MigrationState };

/**
 * Whether this instance should be sent requests: it is not stopping, its
 * database answers, and every migration it ships is applied. A stopping
 * instance answers at once, without asking the database.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, code: "draining", message: "This instance is shutting down." };
  const database = await checkDatabase();
  if (!database.up) {
    log.error("database unreachable", { error: database.error });
    return { ready: false, code: "database_unavailable", message: "The database cannot be reached." };
  }
  let migrations: MigrationState;
  try {
    migrations = await checkMigrations();
  } catch (error) {
    // No history table yet is a database that was never migrated.
    if (!/_prisma_migrations/.test(error instanceof Error ? error.message : String(error))) {
      log.error("migrations unreadable", { error: error instanceof Error ? error.message : String(error) });
      return { ready: false, code: "database_unavailable", message: "The database cannot be reached." };
    }
    shippedNames ??= readMigrations().map((migration) => migration.name);
    migrations = { shipped: shippedNames.length, applied: 0, pending: shippedNames };
  }
  if (migrations.pending.length) {
    return {
      ready: false,
      code: "migrations_pending",
      message: `The database lacks ${migrations.pending.length} migration(s) of this build: run the release's migrations (npm run db:migrate).`,
      migrations,
    };
  }
  return { ready: true, latencyMs: database.latencyMs, migrations };
}
