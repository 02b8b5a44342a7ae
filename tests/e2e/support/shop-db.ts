// The database of the shop the browser tests run against (the embedded
// PostgreSQL `npm start` serves on E2E_DB_PORT), for tests that set up data a
// browser cannot make quickly, and a second admin of their own.
import { execFileSync } from "node:child_process";
import pg from "pg";

export const SHOP_DB_URL = `postgresql://postgres:postgres@localhost:${process.env.E2E_DB_PORT ?? "54398"}/postgres?sslmode=disable`;

export async function withShopDb<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: SHOP_DB_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * Creates (or resets) an admin with the shop's own command, so a test signs in
 * as someone whose two-factor setting no other test changes.
 */
export function createAdmin(email: string, password: string): { email: string; password: string } {
  execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/admin-create.ts", "--email", email, "--password", password], {
    env: { ...process.env, DATABASE_URL: SHOP_DB_URL },
    stdio: "pipe",
  });
  return { email, password };
}
