// A PostgreSQL server's side of a backup: pg_dump in its custom format, run
// inside a snapshot that this process exports and counts the rows of, so the
// manifest's counts are those of the dump; and pg_restore into an empty
// database, in one transaction. Debian's postgresql-client provides both; a
// pg_dump must be at least the server's major version.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { DatabaseFacts } from "@/lib/backup/embedded";
import { inheritedEnvironment } from "@/lib/config";

/** Uploads kept in the database are archived as files of their own (uploads/…), not twice. */
export const TABLES_ARCHIVED_AS_FILES = ["UploadObject"];

/** What a database holds, read on `client` (inside a snapshot when it has one). */
export async function readDatabaseFacts(client: pg.ClientBase, kind: DatabaseFacts["kind"]): Promise<DatabaseFacts> {
  const version = await client.query<{ server_version: string }>("SHOW server_version");
  const history = await client.query<{ present: boolean }>(`SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS "present"`);
  const migrations = history.rows[0]!.present
    ? (await client.query<{ migration_name: string }>(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`)).rows.map((row) => row.migration_name)
    : [];
  const tables = (await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map((row) => row.tablename);
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    const counted = await client.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "${table.replace(/"/g, '""')}"`);
    rowCounts[table] = counted.rows[0]!.n;
  }
  return { kind, serverVersion: version.rows[0]!.server_version, migrations, rowCounts };
}

/** The facts of the database at `url`. */
export async function databaseFactsAt(url: string, kind: DatabaseFacts["kind"]): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readDatabaseFacts(client, kind);
  } finally {
    await client.end();
  }
}

/** The tables of the public schema (an empty database has none). */
export async function publicTables(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    return rows.map((row) => row.tablename);
  } finally {
    await client.end();
  }
}

/** Empties a database (a forced restore, the test runner's throw-away database): the public schema and everything in it. */
export async function dropPublicSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL client program `name`: the newest of Debian's versioned
 * installs (/usr/lib/postgresql/<major>/bin), else the one on PATH.
 */
function clientProgram(name: "pg_dump" | "pg_restore"): string {
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const majors = readdirSync(root).filter((entry) => /^\d+$/.test(entry)).sort((a, b) => Number(b) - Number(a));
    for (const major of majors) {
      const program = path.join(root, major, "bin", name);
      if (existsSync(program)) return program;
    }
  }
  return name;
}

/**
 * libpq's settings for a connection URL, as environment variables: the
 * password stays off the command line, and the pg driver's own parameters
 * (which libpq refuses) are left out.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  const host = parsed.searchParams.get("host") ?? decodeURIComponent(parsed.hostname);
  if (host) env.PGHOST = host.replace(/^\[(.*)\]$/, "$1");
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ""));
  if (database) env.PGDATABASE = database;
  const sslmode = parsed.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode === "no-verify" ? "require" : sslmode;
  for (const [param, variable] of [["sslrootcert", "PGSSLROOTCERT"], ["sslcert", "PGSSLCERT"], ["sslkey", "PGSSLKEY"], ["application_name", "PGAPPNAME"], ["options", "PGOPTIONS"]] as const) {
    const value = parsed.searchParams.get(param);
    if (value) env[variable] = value;
  }
  return env;
}

function run(program: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...inheritedEnvironment(), ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-8000)));
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(`${path.basename(program)} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), of the server's major version or newer.`)
          : error,
      );
    });
    child.on("exit", (code, signal) => {
      if (code === 0) return resolve();
      const mismatch = /server version mismatch/i.test(stderr)
        ? ` Install the PostgreSQL client programs of the server's major version (e.g. postgresql-client-${/server version: (\d+)/.exec(stderr)?.[1] ?? "N"}).`
        : "";
      reject(new Error(`${path.basename(program)} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}${mismatch}`));
    });
  });
}

/**
 * Dumps the database at `url` into `file` (custom format), with the facts of
 * the very snapshot dumped. Writers are not blocked: pg_dump reads an MVCC
 * snapshot.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const facts = await readDatabaseFacts(client, "postgresql");
    await run(
      clientProgram("pg_dump"),
      [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--snapshot=${rows[0]!.snapshot}`,
        ...TABLES_ARCHIVED_AS_FILES.map((table) => `--exclude-table-data="${table}"`),
        `--file=${file}`,
      ],
      libpqEnvironment(url),
    );
    await client.query("COMMIT");
    return facts;
  } finally {
    await client.end();
  }
}

/** Restores a custom-format dump into the (empty) database at `url`, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const env = libpqEnvironment(url);
  await run(clientProgram("pg_restore"), ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${env.PGDATABASE ?? "postgres"}`, file], env);
}
