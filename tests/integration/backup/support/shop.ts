// A shop of its own for the backup tests, apart from the suite's database:
// an embedded database in a data folder (served from this process, as
// `npm start` serves it) or a database on a PostgreSQL server; the app's
// modules loaded afresh for it (jest.resetModules), so its configuration
// (DATA_DIR, the database, AUTH_SECRET, UPLOAD_STORE) is this shop's; and the
// backup and restore commands run as the owner runs them, in a process of
// their own.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase } from "@/lib/db/migrator";
import { alertDeliveriesEnded } from "../../support/alert-deliveries";

export const PASSPHRASE = "restore-drill-passphrase";

export const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `${name}-`));

/** A data folder with an auth secret of its own, as `npm start` generates it. */
export function dataFolder(name: string): { dir: string; secret: string } {
  const dir = tempDir(name);
  const secret = randomBytes(36).toString("base64url");
  writeFileSync(path.join(dir, "auth-secret"), `${secret}\n`, { mode: 0o600 });
  return { dir, secret };
}

/** The settings a shop runs with; everything else of the suite's own stays as it is. */
export interface ShopEnv {
  DATA_DIR: string;
  AUTH_SECRET?: string;
  DATABASE_URL?: string;
  EMBEDDED_DB_PORT?: string;
  UPLOAD_STORE?: string;
  BACKUP_PASSPHRASE?: string;
  BACKUP_KEEP?: string;
  BACKUP_S3_URL?: string;
  BACKUP_S3_ACCESS_KEY_ID?: string;
  BACKUP_S3_SECRET_ACCESS_KEY?: string;
  BACKUP_WITHOUT_SECRETS?: string;
}

const defined = (env: ShopEnv) => Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as Record<string, string>;

const SHOP_KEYS: (keyof ShopEnv)[] = [
  "DATA_DIR", "AUTH_SECRET", "DATABASE_URL", "EMBEDDED_DB_PORT", "UPLOAD_STORE", "BACKUP_PASSPHRASE", "BACKUP_KEEP",
  "BACKUP_S3_URL", "BACKUP_S3_ACCESS_KEY_ID", "BACKUP_S3_SECRET_ACCESS_KEY", "BACKUP_WITHOUT_SECRETS",
];

/** The process environment of a command run for `env` (the suite's own database left out). */
export function commandEnv(env: ShopEnv): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...process.env };
  for (const key of SHOP_KEYS) delete result[key];
  delete result.TEST_DIRECT_DATABASE_URL;
  return { ...result, ...defined(env) };
}

/**
 * Points this process's app modules at `env`: the next dynamic import of an
 * app module loads it afresh with this configuration. The previous shop's
 * database client is closed first.
 */
export async function switchToShop(env: ShopEnv): Promise<void> {
  // Alerts raised on the shop being left are delivered with its client: they end first.
  await alertDeliveriesEnded();
  const shared = (globalThis as { prisma?: { $disconnect(): Promise<void> } }).prisma;
  if (shared) {
    await shared.$disconnect();
    delete (globalThis as { prisma?: unknown }).prisma;
  }
  for (const key of SHOP_KEYS) delete process.env[key];
  Object.assign(process.env, defined(env));
  jest.resetModules();
}

/** Migrates and seeds a shop's database (sample orders, forum, reviews, tutorials). */
export async function prepareShopDatabase(url: string): Promise<void> {
  await migrateDatabase(url);
  const { createPrismaClient } = await import("@/lib/db/client");
  const { seedDatabase } = await import("@/prisma/seed");
  const client = createPrismaClient(url);
  try {
    await seedDatabase(client, { sampleData: true });
  } finally {
    await client.$disconnect();
  }
}

export interface HeldDatabase {
  url: string;
  stop(): Promise<void>;
}

/** An embedded database on `pgdataDir`, held by a process of its own (as `npm start` holds it). */
export function holdEmbeddedDatabase(pgdataDir: string, port: number): Promise<HeldDatabase> {
  const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const child = spawn(process.execPath, [tsx, path.join(__dirname, "embedded-holder.ts"), pgdataDir, String(port)], { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    child.stderr.on("data", (chunk) => (output += chunk));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const ready = /ready (\S+)/.exec(output);
      if (ready) {
        resolve({
          url: ready[1]!,
          async stop() {
            if (child.exitCode === null) child.kill("SIGTERM");
            await exited;
          },
        });
      }
    });
    void exited.then(() => reject(new Error(`The embedded database did not start: ${output}`)));
  });
}

export interface CommandResult {
  code: number;
  output: string;
  ms: number;
}

/** Runs `npm run <backup|restore> -- args` as the owner does (tsx with the react-server condition). */
export function runShopCommand(command: "backup" | "restore", args: string[], env: ShopEnv): Promise<CommandResult> {
  const started = Date.now();
  const tsx = path.join(process.cwd(), "node_modules", "tsx", "dist", "cli.mjs");
  const child = spawn(process.execPath, [tsx, "--conditions=react-server", path.join("scripts", `${command}.ts`), ...args], {
    cwd: process.cwd(),
    env: commandEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code: code ?? 1, output, ms: Date.now() - started })));
}
