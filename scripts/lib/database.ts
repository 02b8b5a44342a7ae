// Opening the shop's database for a command: the PostgreSQL server of
// DATABASE_URL, or the embedded PGlite under DATA_DIR started in this process.
import path from "node:path";
import pg from "pg";
import type { Config } from "../../lib/config";
import { migrateDatabase } from "../../lib/db/migrator";
import { createPrismaClient } from "../../lib/db/client";
import { upsertAdminUser } from "../../lib/auth/admin-users";
import { seedDatabase } from "../../prisma/seed";
import { startEmbeddedDatabase } from "./embedded-db";

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The database of `config`. With `reuseRunning`, a command run beside a
 * running shop talks to the embedded database that shop serves (only one
 * process may open its data directory).
 */
export async function openDatabase(config: Config, options: { reuseRunning?: boolean } = {}): Promise<OpenDatabase> {
  if (!config.database.embedded) {
    return { url: config.database.url, embedded: false, close: async () => {} };
  }
  if (options.reuseRunning && (await answers(config.database.url))) {
    return { url: config.database.url, embedded: true, close: async () => {} };
  }
  const embedded = await startEmbeddedDatabase({
    dataDir: path.join(config.dataDir, "pglite"),
    port: config.database.embeddedPort,
  });
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}

/** Migrates, seeds and (when configured) creates the admin. Safe to repeat. */
export async function prepareDatabase(
  config: Config,
  url: string,
  log: (line: string) => void = console.log,
): Promise<void> {
  const migrated = await migrateDatabase(url, { log });
  if (migrated.applied.length === 0) log(`database schema is up to date (${migrated.alreadyApplied} migrations)`);
  const db = createPrismaClient(url);
  try {
    const seeded = await seedDatabase(db, { sampleData: config.database.seedSampleData });
    const created = Object.entries(seeded.created).filter(([, n]) => n > 0);
    if (created.length) log(`seeded ${created.map(([what, n]) => `${n} ${what}`).join(", ")}`);
    if (config.auth.adminEmail && config.auth.adminPassword) {
      const admin = await upsertAdminUser(db, { email: config.auth.adminEmail, password: config.auth.adminPassword });
      log(`admin ${admin.email} ${admin.created ? "created" : "updated"} from ADMIN_EMAIL/ADMIN_PASSWORD`);
    }
  } finally {
    await db.$disconnect();
  }
}
