// `npm run db:migration` as a developer runs it: the base it diffs from is the
// database the migrations produce (applied to a throw-away in-memory database),
// so `--check` catches a schema change no migration covers, and a new migration
// holds exactly that change. Each test works on copies in a temporary folder
// (--schema, --migrations): prisma/ is only read.
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

jest.setTimeout(120_000);

const SCHEMA = path.join("prisma", "schema.prisma");
const MIGRATIONS = path.join("prisma", "migrations");
const schemaText = readFileSync(SCHEMA, "utf8");

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "shop-db-migration-"));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs the command the way package.json does; resolves with its exit code and output. */
function dbMigration(args: string[]) {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["db:migration"];
  const [, ...tsxArgs] = script.split(" ");
  const child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), ...tsxArgs, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("close", (code) => resolve({ code, output })));
}

/** The shop's schema with a gift note on products and a wish list model: changes no migration has. */
function changedSchema() {
  const file = path.join(tmp, "schema.prisma");
  const withNote = schemaText.replace(/^model Product \{\n/m, "$&  giftNote String?\n");
  expect(withNote).not.toBe(schemaText);
  writeFileSync(
    file,
    `${withNote}\nmodel Wishlist {\n  id        String   @id @default(uuid()) @db.Uuid\n  email     String   @unique\n  productId String\n  createdAt DateTime @default(now())\n}\n`,
  );
  return file;
}

function copyOfMigrations() {
  const dir = path.join(tmp, "migrations");
  cpSync(MIGRATIONS, dir, { recursive: true });
  return dir;
}

const migrationNames = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

it("passes on the shop's schema and migrations", async () => {
  const { code, output } = await dbMigration(["--check"]);
  expect(output).toContain(`Migrations cover prisma/schema.prisma (${migrationNames(MIGRATIONS).length} migrations)`);
  expect(code).toBe(0);
});

it("fails on a schema change no migration covers, and names only that change", async () => {
  const { code, output } = await dbMigration(["--check", "--schema", changedSchema(), "--migrations", MIGRATIONS]);
  expect(code).toBe(1);
  expect(output).toMatch(/ALTER TABLE "Product" ADD COLUMN\s+"giftNote" TEXT/);
  expect(output).toContain('CREATE TABLE "Wishlist"');
  // What the migrations make in raw SQL (trigram and full-text indexes, the
  // case-insensitive username index, the stock CHECK) is not a difference.
  expect(output).not.toMatch(/DROP/);
  expect(output).toContain("npm run db:migration -- NAME");
});

it("fails when a migration makes something the schema does not declare", async () => {
  const migrations = copyOfMigrations();
  mkdirSync(path.join(migrations, "29991231235959_stray_index"));
  writeFileSync(path.join(migrations, "29991231235959_stray_index", "migration.sql"), 'CREATE INDEX "Product_name_idx" ON "Product"("name");\n');
  const { code, output } = await dbMigration(["--check", "--schema", SCHEMA, "--migrations", migrations]);
  expect(code).toBe(1);
  expect(output).toContain('DROP INDEX "Product_name_idx"');
});

it("writes the migration of a schema change, which then covers the schema", async () => {
  const schema = changedSchema();
  const migrations = copyOfMigrations();
  const before = migrationNames(migrations);

  const written = await dbMigration(["add", "wishlist", "--schema", schema, "--migrations", migrations]);
  expect(written.code).toBe(0);
  const after = migrationNames(migrations);
  expect(after.slice(0, -1)).toEqual(before);
  expect(after.at(-1)).toMatch(/^\d{14}_add_wishlist$/);
  const sql = readFileSync(path.join(migrations, after.at(-1)!, "migration.sql"), "utf8");
  expect(sql).toContain('CREATE TABLE "Wishlist"');
  expect(sql).toContain('CREATE UNIQUE INDEX "Wishlist_email_key"');
  expect(sql).toMatch(/ALTER TABLE "Product" ADD COLUMN\s+"giftNote" TEXT/);
  expect(sql).not.toMatch(/DROP/);

  const checked = await dbMigration(["--check", "--schema", schema, "--migrations", migrations]);
  expect(checked.output).toContain("Migrations cover");
  expect(checked.code).toBe(0);
  // The shop's own migrations are untouched.
  expect(migrationNames(MIGRATIONS)).toEqual(before);
});
