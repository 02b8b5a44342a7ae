// A production instance (npm run serve) refuses, before it listens, what only
// suits one machine: the process exits non-zero and names the variable.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { db } from "@/lib/db";

const ROOT = process.cwd();
const SECRET = "cluster-auth-secret-0123456789-abcdefghijklmnop";

/**
 * `npm run serve -- --check` with exactly these settings (nothing inherited
 * but PATH): the server's source through tsx, as there is no build here.
 */
function check(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "server/serve.ts"), "--production", "--check"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, DATA_DIR: process.env.DATA_DIR ?? ".data", NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** These settings without the named ones. */
function without(env: Record<string, string>, ...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

const clusterReady = (): Record<string, string> => ({
  DATABASE_URL: process.env.DATABASE_URL!,
  AUTH_SECRET: SECRET,
  DATA_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
  PAYMENTS_MODE: "test",
  UPLOAD_STORE: "postgres",
  SMTP_URL: "smtp://mail.example.com:587",
  REDIS_URL: "redis://127.0.0.1:6390",
});

jest.setTimeout(120_000);

afterEach(async () => {
  await db.serverInstance.deleteMany({});
});

it("refuses the embedded database: DATABASE_URL", () => {
  const env = without(clusterReady(), "DATABASE_URL");
  const result = check(env);
  expect(result.code).not.toBe(0);
  expect(result.output).toContain("DATABASE_URL");
  // The embedded database would switch test payments on by itself: refused too, unless asked for.
  expect(check(without(env, "PAYMENTS_MODE")).output).toContain("PAYMENTS_MODE");
});

it("refuses a missing AUTH_SECRET", () => {
  const result = check(without(clusterReady(), "AUTH_SECRET"));
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(/AUTH_SECRET is not set/);
});

it("refuses a missing DATA_ENCRYPTION_KEYS and says how to make a key", () => {
  const result = check(without(clusterReady(), "DATA_ENCRYPTION_KEYS"));
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(/DATA_ENCRYPTION_KEYS is not set/);
  expect(result.output).toContain("openssl rand -base64 32");
});

it("refuses a malformed DATA_ENCRYPTION_KEYS, naming the variable", () => {
  const result = check({ ...clusterReady(), DATA_ENCRYPTION_KEYS: "k1:too-short" });
  expect(result.code).not.toBe(0);
  expect(result.output).toMatch(/DATA_ENCRYPTION_KEYS: the key "k1" is not 32 bytes/);
});

it("refuses payments that are not set up (PAYMENTS_MODE / STRIPE_SECRET_KEY)", () => {
  const result = check(without(clusterReady(), "PAYMENTS_MODE"));
  expect(result.code).not.toBe(0);
  expect(result.output).toContain("STRIPE_SECRET_KEY");
});

it("starts beside other instances only with shared uploads (UPLOAD_STORE), mail (SMTP_URL) and cache (REDIS_URL)", async () => {
  expect(check(clusterReady())).toMatchObject({ code: 0 });
  // Local photos and outbox are fine alone …
  expect(check(without(clusterReady(), "UPLOAD_STORE", "SMTP_URL", "REDIS_URL"))).toMatchObject({ code: 0 });
  // … and refused beside a running instance.
  await db.serverInstance.create({ data: { id: "other-instance", hostname: "web-2", pid: 4242 } });
  const local = check({ ...clusterReady(), UPLOAD_STORE: "local" });
  expect(local.code).not.toBe(0);
  expect(local.output).toContain("UPLOAD_STORE");
  const outbox = check(without(clusterReady(), "SMTP_URL"));
  expect(outbox.code).not.toBe(0);
  expect(outbox.output).toContain("SMTP_URL");
  const cache = check(without(clusterReady(), "REDIS_URL"));
  expect(cache.code).not.toBe(0);
  expect(cache.output).toContain("REDIS_URL");
  expect(check(clusterReady())).toMatchObject({ code: 0 });
  // An instance that stopped sending heartbeats long ago does not count.
  await db.serverInstance.update({ where: { id: "other-instance" }, data: { lastSeenAt: new Date(Date.now() - 5 * 60_000) } });
  expect(check({ ...clusterReady(), UPLOAD_STORE: "local" })).toMatchObject({ code: 0 });
});
