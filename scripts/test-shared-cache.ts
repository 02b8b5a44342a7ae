// npm run test:shared-cache: two instances of one production build share the
// Next.js cache through Redis (REDIS_URL, lib/cache/redis-handler.mjs).
//   1. copies the project to a scratch directory and builds it there once
//      (without REDIS_URL: the cache handler is chosen when a server starts);
//   2. an embedded database (migrated, seeded), a redis-server on a free
//      loopback port, and two instances (scripts/serve.ts) of that build;
//   3. checks: a price changed in the database stays cached until an admin
//      revalidates `/` on instance A, then instance B shows it within 2 s;
//      `/` after that revalidation, `/forum` after its 10 s period and a
//      forum post rendered on demand are rendered once for both instances; with Redis stopped both instances
//      still answer `/` and `/forum` with 200 (also with Redis paused, within
//      the handler's timeouts); when Redis is back they use it again.
// Prints what it measured; exits 1 on failure. Stops everything it started.
//   tsx scripts/test-shared-cache.ts [--scratch DIR] [--reuse-build]
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createClient } from "redis";
import { upsertAdminUser } from "../lib/auth/admin-users";
import { createPrismaClient } from "../lib/db/client";
import { migrateDatabase } from "../lib/db/migrator";
import { seedDatabase } from "../prisma/seed";
import { startEmbeddedDatabase } from "./lib/embedded-db";
import { freePort, startRedis, type RedisServer } from "./lib/redis-server";

const log = (line: string) => console.log(`[shared-cache] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ------------------------------------------------------------------ building blocks (exported for the cluster test)

const NOT_COPIED = new Set(["node_modules", ".next", ".data", ".git"]);

/**
 * A copy of the project at `target` to build in, without touching the
 * original's .next: the sources (not node_modules, .next, .data, .git) copied
 * afresh, node_modules hard-linked (a symlinked one breaks Turbopack). A
 * previous copy's node_modules is kept when the installed packages are the same.
 */
export function prepareScratchCopy(source: string, target: string, say: (line: string) => void = log): void {
  const [from, to] = [path.resolve(source), path.resolve(target)];
  if (from === to || from.startsWith(to + path.sep) || to.startsWith(from + path.sep)) throw new Error(`the scratch directory ${to} must lie outside the project ${from}`);
  // Only a directory this function made (or an empty one) is emptied.
  const marker = path.join(to, ".shared-cache-scratch");
  if (existsSync(to) && readdirSync(to).length > 0 && !existsSync(marker)) throw new Error(`${to} is not empty and is not a scratch copy made by this script; choose another with --scratch`);
  mkdirSync(to, { recursive: true });
  writeFileSync(marker, "A copy of the project made by scripts/test-shared-cache.ts; it may be deleted.\n");
  for (const entry of readdirSync(target)) {
    if (!["node_modules", ".next", ".shared-cache-scratch"].includes(entry)) rmSync(path.join(target, entry), { recursive: true, force: true });
  }
  cpSync(source, target, { recursive: true, filter: (from) => !NOT_COPIED.has(path.relative(source, from).split(path.sep)[0]!) });
  const lock = (root: string) => {
    try {
      return readFileSync(path.join(root, "node_modules", ".package-lock.json"), "utf8");
    } catch {
      return null;
    }
  };
  if (lock(target) === null || lock(target) !== lock(source)) {
    say(`linking node_modules into ${target} (cp -al)…`);
    rmSync(path.join(target, "node_modules"), { recursive: true, force: true });
    execFileSync("cp", ["-al", path.join(source, "node_modules"), path.join(target, "node_modules")]);
  }
}

/** `next build` in `dir`; resolves with its exit code. */
export function nextBuild(dir: string, env: NodeJS.ProcessEnv): Promise<number> {
  const child = spawn(process.execPath, [path.join(dir, "node_modules", "next", "dist", "bin", "next"), "build"], { cwd: dir, env, stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Migrates and seeds the database at `url` with the migrations of `dir`. */
export async function prepareDatabase(url: string, dir: string): Promise<void> {
  await migrateDatabase(url, { dir: path.join(dir, "prisma", "migrations") });
  const db = createPrismaClient(url);
  try {
    await seedDatabase(db, { sampleData: true });
  } finally {
    await db.$disconnect();
  }
}

export interface ShopInstance {
  name: string;
  url: string;
  output(): string;
  stop(): Promise<void>;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** One instance of the build in `dir` (scripts/serve.ts) on 127.0.0.1:`port`, healthy when this resolves. */
export async function startInstance(name: string, dir: string, port: number, env: NodeJS.ProcessEnv): Promise<ShopInstance> {
  const child: ChildProcess = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/serve.ts", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: dir,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => (output = (output + chunk).slice(-20_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!child.pid || exited()) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    signalGroup(child.pid, "SIGTERM");
    await Promise.race([gone, sleep(10_000)]);
    if (!exited()) signalGroup(child.pid, "SIGKILL");
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && !exited()) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, url, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${name} did not become healthy on ${url}:\n${output.slice(-3_000)}`);
}

/** The 4 oz product's price as the page states it (its Product JSON-LD offer), e.g. "15.99". */
export function fourOzPrice(html: string): string | null {
  for (const [, json] of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(json!) as { "@type"?: string; offers?: { sku?: string; price?: string }[] };
      const offer = data["@type"] === "Product" ? data.offers?.find((o) => o.sku === "4oz") : undefined;
      if (offer?.price) return offer.price;
    } catch {
      // Not this script.
    }
  }
  return null;
}

export async function timedGet(url: string, timeoutMs = 10_000): Promise<{ status: number; ms: number; html: string }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, html: await res.text(), ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 0, html: String(error), ms: Math.round(performance.now() - started) };
  }
}

/** A bearer token from POST /api/admin/auth. */
export async function adminToken(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/auth`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  const body = (await res.json()) as { success?: boolean; token?: string };
  if (!res.ok || !body.token) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * Counts the page entries Redis stores (one SET per regeneration), by the
 * page's path, through keyspace notifications; claims are not counted.
 */
export async function watchPageWrites(redisUrl: string) {
  const admin = createClient({ url: redisUrl });
  await admin.connect();
  await admin.configSet("notify-keyspace-events", "K$");
  const subscriber = admin.duplicate();
  await subscriber.connect();
  const writes: string[] = [];
  await subscriber.pSubscribe("__keyspace@0__:next-cache:*", (event, channel) => {
    if (event === "set" && !channel.includes("__claim__")) writes.push(channel.slice(channel.indexOf("/$/") + 2));
  });
  return {
    /** Entries stored for this page path (`/index` for `/`) since `from` (an index into the writes so far). */
    count: (page: string, from = 0) => writes.slice(from).filter((written) => written === page).length,
    mark: () => writes.length,
    keys: () => admin.keys("next-cache:*"),
    async stop() {
      await subscriber.quit().catch(() => {});
      await admin.quit().catch(() => {});
    },
  };
}

// ------------------------------------------------------------------ the test

const problems: string[] = [];
function check(ok: boolean, what: string) {
  log(`${ok ? "✔" : "✖"} ${what}`);
  if (!ok) problems.push(what);
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<number> {
  const source = process.cwd();
  const scratch = path.resolve(option("scratch") ?? "/tmp/cache-work");
  const stops: (() => Promise<void>)[] = [];
  const instances: ShopInstance[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  };
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  process.on("SIGTERM", () => void stopAll().then(() => process.exit(143)));

  try {
    log(`copying the project to ${scratch}…`);
    prepareScratchCopy(source, scratch);

    const database = await startEmbeddedDatabase({ dataDir: null, port: await freePort() });
    stops.push(() => database.stop());
    await prepareDatabase(database.url, scratch);
    log(`embedded database on ${database.url} (migrated, seeded)`);

    const baseEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATABASE_URL: database.url };
    delete baseEnv.REDIS_URL;
    if (process.argv.includes("--reuse-build") && existsSync(path.join(scratch, ".next", "BUILD_ID"))) {
      log("reusing the build in the scratch directory");
    } else {
      log("next build (once, without REDIS_URL)…");
      const started = Date.now();
      if ((await nextBuild(scratch, baseEnv)) !== 0) throw new Error("next build failed");
      log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }

    let redis: RedisServer = await startRedis(0, { log });
    stops.push(() => redis.stop());
    log(`redis-server ${redis.url} (pid ${redis.pid})`);
    const writes = await watchPageWrites(redis.url);
    let writesStopped = false;
    stops.push(async () => {
      if (!writesStopped) await writes.stop();
    });

    const env: NodeJS.ProcessEnv = {
      ...baseEnv,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      REDIS_URL: redis.url,
      PAYMENTS_MODE: "test",
      ADMIN_REQUIRE_2FA: "0",
      DATABASE_POOL_MAX: "1",
    };
    const [a, b] = await Promise.all([startInstance("A", scratch, await freePort(), env), startInstance("B", scratch, await freePort(), env)]);
    instances.push(a!, b!);
    stops.push(() => a!.stop(), () => b!.stop());
    log(`instance A ${a!.url}, instance B ${b!.url}`);

    // First requests, at once on both: one renders, the other gets its copy.
    const first = await Promise.all([timedGet(`${a!.url}/`), timedGet(`${b!.url}/`)]);
    const before = first.map((r) => fourOzPrice(r.html));
    check(first.every((r) => r.status === 200) && before[0] !== null && before[0] === before[1], `/ on A and B shows the 4 oz price $${before[0]} (${first.map((r) => `${r.status} in ${r.ms} ms`).join(", ")})`);
    const keys = await writes.keys();
    check(keys.some((key) => key.endsWith("/$/index")), `Redis holds the cached / (${keys.length} keys under next-cache:, although the build was made without REDIS_URL)`);
    check(writes.count("/index") === 1, `the first / was rendered once for both instances (${writes.count("/index")} stored)`);

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    stops.push(() => db.end());
    const cents = (await db.query<{ priceCents: number }>(`SELECT "priceCents" FROM "Product" WHERE id = '4oz'`)).rows[0]!.priceCents;
    const newPrice = ((cents + 123) / 100).toFixed(2);
    await db.query(`UPDATE "Product" SET "priceCents" = $1 WHERE id = '4oz'`, [cents + 123]);
    const cached = await timedGet(`${b!.url}/`);
    check(fourOzPrice(cached.html) === before[1], `after the price change in the database B still serves the cached page ($${fourOzPrice(cached.html)})`);

    const prisma = createPrismaClient(database.url);
    const admin = { email: "cache-test-admin@example.com", password: "cache-test-password-1" };
    try {
      await upsertAdminUser(prisma, admin);
    } finally {
      await prisma.$disconnect();
    }
    const token = await adminToken(a!.url, admin.email, admin.password);
    const mark = writes.mark();
    const revalidation = await fetch(`${a!.url}/api/admin/cache/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ paths: ["/"] }),
    });
    const revalidated = await revalidation.json();
    const asked = Date.now();
    check(revalidation.status === 200 && JSON.stringify(revalidated) === JSON.stringify({ revalidated: ["/"] }), `POST /api/admin/cache/revalidate on A answers ${revalidation.status} ${JSON.stringify(revalidated)}`);

    // Both instances asked at once right after the revalidation, then B polled until it shows the new price.
    const burst = await Promise.all([...Array(4)].flatMap(() => [timedGet(`${a!.url}/`), timedGet(`${b!.url}/`)]));
    let seenAfter: number | null = burst.some((r, i) => i % 2 === 1 && fourOzPrice(r.html) === newPrice) ? Date.now() - asked : null;
    while (seenAfter === null && Date.now() - asked < 5_000) {
      if (fourOzPrice((await timedGet(`${b!.url}/`)).html) === newPrice) seenAfter = Date.now() - asked;
      else await sleep(50);
    }
    check(seenAfter !== null && seenAfter <= 2_000, `B serves the new price $${newPrice} ${seenAfter === null ? "never (within 5 s)" : `${seenAfter} ms after the revalidation on A`}`);
    check(burst.every((r) => r.status === 200), `the ${burst.length} requests right after the revalidation all answered 200 (slowest ${Math.max(...burst.map((r) => r.ms))} ms)`);
    const aNow = fourOzPrice((await timedGet(`${a!.url}/`)).html);
    check(aNow === newPrice, `A serves the new price too ($${aNow})`);
    await sleep(500);
    check(writes.count("/index", mark) === 1, `after the revalidation / was rendered once for both instances (${writes.count("/index", mark)} stored)`);

    // Time-based regeneration: /forum (revalidate = 10) goes stale on both at once.
    await Promise.all([timedGet(`${a!.url}/forum`), timedGet(`${b!.url}/forum`)]);
    log("waiting 11 s for /forum's revalidate period (10 s) to pass…");
    await sleep(11_000);
    const staleMark = writes.mark();
    const stale = await Promise.all([...Array(4)].flatMap(() => [timedGet(`${a!.url}/forum`), timedGet(`${b!.url}/forum`)]));
    await sleep(2_000);
    check(stale.every((r) => r.status === 200), `the ${stale.length} requests for the stale /forum all answered 200 (slowest ${Math.max(...stale.map((r) => r.ms))} ms)`);
    check(writes.count("/forum/recent", staleMark) === 1, `the stale /forum was regenerated once for both instances (${writes.count("/forum/recent", staleMark)} stored)`);

    // A page rendered on demand (a forum post: no prerendered copy, revalidate = 10) by A is current on B too.
    const postId = (await db.query<{ id: string }>(`SELECT id FROM "ForumPost" ORDER BY "createdAt" LIMIT 1`)).rows[0]!.id;
    const post = `/forum/post/${postId}`;
    const postMark = writes.mark();
    const onA = await timedGet(`${a!.url}${post}`);
    await sleep(2_500);
    const onB = await Promise.all([timedGet(`${b!.url}${post}`), sleep(1_000).then(() => timedGet(`${b!.url}${post}`))]);
    await sleep(500);
    check(
      [onA, ...onB].every((r) => r.status === 200) && writes.count(post, postMark) === 1,
      `a forum post rendered on A was served by B within its 10 s without rendering it again (${writes.count(post, postMark)} stored)`,
    );

    // Redis hung (the process paused, connections open): each command gives up after its timeout.
    process.kill(redis.pid, "SIGSTOP");
    let hung: { what: string; status: number; ms: number }[];
    try {
      hung = await Promise.all(
        [a!, b!].flatMap((instance) => ["/", "/forum"].map(async (page) => ({ what: `${instance.name} ${page}`, ...(await timedGet(`${instance.url}${page}`)) }))),
      );
    } finally {
      process.kill(redis.pid, "SIGCONT");
    }
    check(
      hung.every((r) => r.status === 200 && r.ms < 3_000),
      `with Redis paused (SIGSTOP), / and /forum on A and B answered ${hung.map((r) => `${r.what} ${r.status} in ${r.ms} ms`).join(", ")}`,
    );

    // Redis down: pages still come from each instance (its memory, or rendered), never a 5xx or a hang.
    writesStopped = true;
    await writes.stop();
    await redis.stop();
    log("redis-server stopped");
    const down: { what: string; status: number; ms: number }[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const instance of [a!, b!]) {
        for (const page of ["/", "/forum"]) {
          const res = await timedGet(`${instance.url}${page}`);
          down.push({ what: `${instance.name} ${page}`, status: res.status, ms: res.ms });
        }
      }
    }
    const failed = down.filter((r) => r.status !== 200);
    check(failed.length === 0, `with Redis stopped, / and /forum on A and B answered 200 ${down.length - failed.length}/${down.length} times (slowest ${Math.max(...down.map((r) => r.ms))} ms)${failed.length ? `; failed: ${failed.map((r) => `${r.what} ${r.status}`).join(", ")}` : ""}`);
    const downRevalidation = await fetch(`${a!.url}/api/admin/cache/revalidate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ paths: ["/forum"] }),
    });
    check(downRevalidation.status === 200, `with Redis stopped, a revalidation on A answers ${downRevalidation.status}`);

    // Redis back on the same port: the instances reconnect and store pages there again.
    redis = await startRedis(redis.port, { log });
    log(`redis-server started again on port ${redis.port}`);
    const backAt = Date.now();
    let backAfter: number | null = null;
    const probe = createClient({ url: redis.url });
    await probe.connect();
    try {
      while (backAfter === null && Date.now() - backAt < 10_000) {
        await Promise.all([timedGet(`${a!.url}/wholesale`), timedGet(`${b!.url}/forum`)]);
        if ((await probe.keys("next-cache:*")).length > 0) backAfter = Date.now() - backAt;
        else await sleep(250);
      }
    } finally {
      await probe.quit().catch(() => {});
    }
    check(backAfter !== null, `after Redis is back the instances store pages there again ${backAfter === null ? "never (10 s)" : `within ${backAfter} ms`}`);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    log(`✖ ${error instanceof Error ? error.message : error}`);
    for (const instance of instances) console.log(`--- instance ${instance.name} (last output)\n${instance.output().slice(-3_000)}`);
  } finally {
    await stopAll();
  }
  for (const instance of instances) {
    const notable = instance.output().split("\n").filter((line) => /\[cache\]|error|warn/i.test(line));
    if (notable.length) log(`instance ${instance.name} logged:\n  ${notable.slice(-10).join("\n  ")}`);
  }
  if (problems.length) {
    console.error(`\n✖ shared cache test failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return 1;
  }
  console.log("\n✔ shared cache test passed");
  return 0;
}

if (process.argv[1]?.endsWith("test-shared-cache.ts")) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[shared-cache] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    },
  );
}
