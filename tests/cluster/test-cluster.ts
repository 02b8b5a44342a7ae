// npm run test:cluster: the shop as it runs past one machine, proven on this
// one. Debian's PostgreSQL, Redis and nginx on loopback ports, one build made
// by `npm run build`, three instances of it started by `npm run serve`, nginx
// round-robin in front (the README's configuration), an SMTP server that
// keeps what it receives. It checks:
//   - an admin signs in through nginx and is signed in on every instance,
//     uses the dashboard and a server action through nginx;
//   - a photo uploaded through one instance is served by each of the others;
//   - a page stays cached after a change in the database until it is
//     revalidated on one instance; then it is fresh on every instance within
//     2 s and was rendered once for all of them at each of the refresh's
//     expiries (page writes seen in Redis);
//   - a price and a stock saved in the owner's product editor on one instance
//     show on every instance's home page and landing page within 2 s;
//   - a stale page (`/forum` after its 10 s period) is regenerated once for
//     the cluster, and a page rendered on demand by one instance (a forum
//     post) is served by the others without rendering it again;
//   - failed logins spread over the three instances are counted together;
//   - a rolling release under 90 s of mixed load (bench/load-test.ts): a
//     second, different build (a changed text, built by the same build script
//     into a copy of the project) replaces the three instances one at a time,
//     each taken out of nginx, stopped (its readiness turns 503 on SIGTERM
//     while it still serves for its drain period) and started from the new
//     build: no 5xx, no order lost or doubled, every confirmation e-mail sent
//     exactly once, and browsers holding pages of the first build end on the
//     second when they next navigate (a full page load: Next.js's
//     deploymentId is the build id);
//   - with Redis paused (SIGSTOP) every instance answers within the cache's
//     timeouts; with Redis stopped every instance still serves the pages and
//     revalidates; when Redis is back the instances store pages there again;
// and measures `/` through nginx with three instances and with one.
// Everything it starts is stopped, also on failure.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { chromium, expect, type Browser, type Page } from "@playwright/test";
import { RENDERS_SETTLE_MS } from "../../lib/cache/settle.mjs";
import { numberOption } from "../../lib/command-line";
import { SERVER_ENTRY } from "../../scripts/lib/build-hash";
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from "../../scripts/lib/chromium";
import { SHOP_ADMIN as ADMIN } from "../support/shop-server";
import { startNginx, type Nginx } from "./nginx";
import { watchPageWrites } from "./page-writes";
import { startPostgres, type PostgresServer } from "./postgres";
import { startRedis, type RedisServer } from "./redis-server";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const ROOT = process.cwd();
const TSX = path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs");
const BASE_PORT = numberOption("port", 3700);
const LOAD_SECONDS = numberOption("duration", 90);
const NGINX_PORT = BASE_PORT;
const INSTANCE_PORTS = [BASE_PORT + 1, BASE_PORT + 2, BASE_PORT + 3];
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const log = (line: string) => console.log(`[cluster] ${line}`);
const problems: string[] = [];
function check(ok: boolean, what: string) {
  if (ok) log(`✔ ${what}`);
  else {
    log(`✖ ${what}`);
    problems.push(what);
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** nginx's access log (deploy/nginx/shop-log-format.conf) keeps the paths of an e-mailed link, never its secret. */
async function checkAccessLog(nginx: Nginx) {
  const secret = `cluster-log-secret-${Date.now()}`;
  await fetch(`${nginx.url}/privacy/request/manage?token=${secret}`, { signal: AbortSignal.timeout(10_000) });
  await fetch(`${nginx.url}/icon.svg`, { headers: { Referer: `${nginx.url}/reviews/write?token=${secret}` }, signal: AbortSignal.timeout(10_000) });
  await sleep(200);
  const written = nginx.accessLog();
  check(written.includes('"GET /privacy/request/manage HTTP/1.1"') && written.includes(`"${nginx.url}/reviews/write"`), "nginx's access log names the paths of an e-mailed link and of its Referer");
  check(!written.includes(secret), "nginx's access log holds no link's secret (no query strings, in the request or the Referer)");
}

/** A GET with a deadline: its status (0 when it failed), its body and how long it took. */
async function timedGet(url: string, timeoutMs = 10_000): Promise<{ status: number; ms: number; html: string }> {
  const started = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, html: await res.text(), ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: 0, html: String(error), ms: Math.round(performance.now() - started) };
  }
}

interface Instance {
  name: string;
  port: number;
  url: string;
  /** The project folder whose build it serves (the second release's copy after the rolling release). */
  root: string;
  child: ChildProcess | null;
  output: string;
}

function run(args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<number> {
  const child = spawn(process.execPath, [TSX, ...args], { cwd, env, stdio: "inherit" });
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Until the instance is ready (its database answers and has every migration of its build), as an orchestrator waits. */
async function waitHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy`);
}

async function startInstance(instance: Instance, env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [SERVER_ENTRY, "--production", "--port", String(instance.port)], {
    cwd: instance.root,
    env: { ...env, SHOP_INSTANCE_ID: instance.name },
    stdio: ["ignore", "pipe", "pipe"],
  });
  instance.child = child;
  const collect = (chunk: Buffer) => (instance.output = (instance.output + chunk).slice(-20_000));
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  await waitHealthy(instance.url).catch((error) => {
    throw new Error(`${instance.name}: ${error.message}\n${instance.output.slice(-3000)}`);
  });
}

/**
 * A graceful stop, as an orchestrator sends it: the instance drains (not
 * ready, still serving, SHUTDOWN_DRAIN_SECONDS: 5 by default), then finishes
 * what it has and closes. `whileDraining` runs right after the signal.
 */
async function stopInstance(instance: Instance, whileDraining?: () => Promise<void>): Promise<void> {
  const child = instance.child;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await whileDraining?.();
  await Promise.race([exited, sleep(30_000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
  instance.child = null;
}

/** The build an instance (or nginx) serves, from its liveness answer. */
async function servedBuild(url: string): Promise<string> {
  const res = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return res?.ok ? ((await res.json()) as { build: string }).build : `none (${res?.status ?? "no answer"})`;
}

/**
 * Right after SIGTERM: readiness answers 503 (draining) while liveness and
 * the pages still answer 200, and the instance keeps taking connections
 * until its drain period has passed.
 */
async function checkDraining(instance: Instance, exited: () => boolean): Promise<void> {
  const signalled = Date.now();
  // The signal reaches the process a moment after it is sent: a probe sent at the same instant may still be answered 200.
  let ready: { status: number; code?: string } = { status: 0 };
  while (Date.now() - signalled < 1_000) {
    const res = await fetch(`${instance.url}/api/health/ready`).catch(() => null);
    ready = { status: res?.status ?? 0, code: res ? ((await res.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code : undefined };
    if (ready.status !== 200) break;
    await sleep(20);
  }
  const notReadyAfter = Date.now() - signalled;
  const [live, page] = await Promise.all([timedGet(`${instance.url}/api/health/live`), timedGet(`${instance.url}/forum`)]);
  check(
    ready.status === 503 && ready.code === "draining" && live.status === 200 && page.status === 200,
    `${notReadyAfter} ms after SIGTERM ${instance.name} is not ready (${ready.status} ${ready.code ?? ""}) and still serves (live ${live.status}, /forum ${page.status})`,
  );
  // It takes connections until the drain period (5 s) is over.
  let servedFor = 0;
  while (!exited() && Date.now() - signalled < 30_000) {
    if ((await timedGet(`${instance.url}/api/health/live`, 2_000)).status !== 200) break;
    servedFor = Date.now() - signalled;
    await sleep(250);
  }
  check(servedFor >= 4_500, `${instance.name} kept serving ${servedFor} ms after SIGTERM (drain period 5 s) before it stopped taking requests`);
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/auth`, json(ADMIN, { "X-Forwarded-For": "192.0.2.200" }));
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin sign-in failed (${res.status}): ${JSON.stringify(body)}`);
  return body.token;
}

async function checkAdminJourney(nginx: Nginx, instances: Instance[]) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const application = await fetch(
    `${nginx.url}/api/wholesale/applications`,
    json(
      {
        businessName: "Cluster Tattoo Co",
        contactName: "Casey Node",
        email: `cluster-${Date.now()}@example.com`,
        phone: "5035550199",
        businessType: "tattoo_shop",
        businessAddress: { street: "3 Round Robin Rd", city: "Portland", state: "OR", zipCode: "97201", country: "United States" },
        estimatedMonthlyVolume: 60,
        packageTier: "starter",
      },
      { "X-Forwarded-For": "192.0.2.201" },
    ),
  );
  const { id } = (await application.json()) as { id: string };
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: nginx.url });
    await page.goto("/admin/dashboard");
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Only a signed-in admin sees the dashboard's own links (the login form is titled "Admin Dashboard" too).
    const securityLink = page.getByRole("link", { name: "Security" });
    await securityLink.waitFor({ timeout: 20_000 });
    // The session cookie, set through nginx, opens each instance's dashboard
    // when asked directly (cookies on localhost ignore the port).
    for (const instance of instances) {
      await page.goto(`${instance.url}/admin/dashboard`);
      const signedIn = await expect(securityLink).toBeVisible({ timeout: 10_000 }).then(
        () => true,
        () => false,
      );
      check(signedIn, `the admin signed in through nginx is signed in on ${instance.name}`);
    }
    await page.goto("/admin/dashboard");
    await securityLink.waitFor({ timeout: 10_000 });
    await page.getByRole("tab", { name: "Orders & Shipping" }).click();
    const rows = await page.getByTestId("order-row").count();
    check(rows > 0, `the dashboard lists orders (${rows})`);
    await page.goto(`/admin/wholesale/${id}`);
    await page.getByRole("button", { name: "Approve" }).click();
    const approved = await page.getByTestId("application-status").filter({ hasText: "approved" }).waitFor({ timeout: 15_000 }).then(
      () => true,
      () => false,
    );
    check(approved, "a server action (approving a wholesale application) works through the load balancer");
  } finally {
    await browser.close();
  }
}

async function checkUploads(nginx: Nginx, instances: Instance[]) {
  const opened = await fetch(`${nginx.url}/api/objects/upload`, { method: "POST", headers: { "X-Forwarded-For": "192.0.2.202" } });
  const { uploadURL } = (await opened.json()) as { uploadURL: string };
  const put = await fetch(`${instances[0]!.url}${uploadURL}`, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(PNG) });
  check(put.ok, `a photo is uploaded through ${instances[0]!.name} (${put.status})`);
  const address = uploadURL.split("?")[0]!;
  for (const other of instances.slice(1)) {
    const res = await fetch(`${other.url}${address}`);
    const type = res.headers.get("content-type") ?? "";
    check(res.ok && type.startsWith("image/png") && (await res.arrayBuffer()).byteLength > 0, `${other.name} serves the photo (${res.status})`);
  }
}

/** The owner's refresh on `instance`, for these kinds of data (lib/cache/data-tags.ts). */
const revalidate = (instance: Instance, token: string, tags: string[]) =>
  fetch(`${instance.url}/api/admin/cache/revalidate`, json({ tags }, { Authorization: `Bearer ${token}` }));

async function checkRevalidation(databaseUrl: string, redisUrl: string, instances: Instance[], token: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const writes = await watchPageWrites(redisUrl);
  try {
    const before = (await db.query<{ priceCents: number }>(`SELECT "priceCents" FROM "Product" WHERE id = '4oz'`)).rows[0]!.priceCents;
    for (const instance of instances) await fetch(`${instance.url}/`);
    const newPrice = before + 100;
    const expected = `$${(newPrice / 100).toFixed(2)}`;
    await db.query(`UPDATE "Product" SET "priceCents" = $1 WHERE id = '4oz'`, [newPrice]);
    try {
      const cached = await Promise.all(instances.map((instance) => timedGet(`${instance.url}/`)));
      check(
        cached.every((r) => r.status === 200 && !r.html.includes(expected)),
        `after a price change in the database every instance still serves the cached / (${cached.map((r) => r.status).join(", ")})`,
      );
      const mark = writes.mark();
      const revalidatedAt = Date.now();
      const res = await revalidate(instances[0]!, token, ["products"]);
      check(res.ok, `${instances[0]!.name} refreshes the products (${res.status})`);
      const seen = await timeUntilEveryInstanceShows(instances, "/", (html) => html.includes(expected));
      for (const instance of instances) {
        const ms = seen.get(instance.name);
        check(ms !== undefined && ms <= 2_000, `${instance.name} shows the new price ${expected} ${ms === undefined ? "never (5 s)" : `after ${ms} ms`}`);
      }
      // Each instance keeps asking for / while the refresh's later expiries
      // (lib/cache/settle.mjs) come: each is one more render for all of them.
      const until = revalidatedAt + Math.max(...RENDERS_SETTLE_MS) + 1_000;
      while (Date.now() < until) {
        await Promise.all(instances.map((instance) => timedGet(`${instance.url}/`)));
        await sleep(200);
      }
      const stored = writes.count("/index", mark);
      const expiries = 1 + RENDERS_SETTLE_MS.length;
      check(stored === expiries, `after the revalidation / was rendered once for the ${instances.length} instances at each of its ${expiries} expiries (${stored} stored)`);
    } finally {
      await db.query(`UPDATE "Product" SET "priceCents" = $1 WHERE id = '4oz'`, [before]);
      await revalidate(instances[0]!, token, ["products"]);
    }
  } finally {
    await writes.stop();
    await db.end();
  }
}

/** Asks every instance for `path` at once, round after round, until each passes `shows`; how long each took (ms), or undefined after 5 s. */
async function timeUntilEveryInstanceShows(instances: Instance[], path: string, shows: (html: string) => boolean): Promise<Map<string, number>> {
  const started = Date.now();
  const seen = new Map<string, number>();
  while (Date.now() - started < 5_000 && seen.size < instances.length) {
    await Promise.all(
      instances
        .filter((instance) => !seen.has(instance.name))
        .map(async (instance) => {
          // React separates adjacent texts with empty comments.
          if (shows((await timedGet(`${instance.url}${path}`)).html.replaceAll("<!-- -->", ""))) seen.set(instance.name, Date.now() - started);
        }),
    );
    if (seen.size < instances.length) await sleep(100);
  }
  return seen;
}

/** A save in the owner's product editor on one instance: PATCH /api/admin/products/{id} with the version it reads first. */
async function editProduct(instance: Instance, token: string, id: string, change: { price?: number; stock?: number | null }): Promise<Response> {
  const auth = { Authorization: `Bearer ${token}` };
  const { products } = (await (await fetch(`${instance.url}/api/admin/products`, { headers: auth })).json()) as {
    products: { id: string; name: string; description: string; price: number; stock: number | null; version: number }[];
  };
  const { version, name, description, price, stock } = products.find((product) => product.id === id)!;
  return fetch(`${instance.url}/api/admin/products/${id}`, { ...json({ version, name, description, price, stock, ...change }, auth), method: "PATCH" });
}

/**
 * The owner's editor saving on one instance: a new 1 oz price is on every
 * instance's home page and landing pages within 2 s, and so is a size sold out.
 */
async function checkEditorSaves(instances: Instance[], token: string) {
  for (const instance of instances) await Promise.all(["/", "/tattoo-heal-fast"].map((page) => fetch(`${instance.url}${page}`)));
  const saved = await editProduct(instances[0]!, token, "1oz", { price: 10 });
  check(saved.ok, `the product editor on ${instances[0]!.name} saves a 1 oz price of $10 (${saved.status})`);
  try {
    for (const [page, text] of [["/", "Order 1 oz - $10"], ["/tattoo-heal-fast", "Starting from $10"]] as const) {
      const seen = await timeUntilEveryInstanceShows(instances, page, (html) => html.includes(text));
      for (const instance of instances) {
        const ms = seen.get(instance.name);
        check(ms !== undefined && ms <= 2_000, `${instance.name} shows "${text}" on ${page} ${ms === undefined ? "never (5 s)" : `${ms} ms after the save`}`);
      }
    }
    const soldOut = await editProduct(instances[1]!, token, "4oz", { stock: 0 });
    check(soldOut.ok, `the product editor on ${instances[1]!.name} sets the 4 oz stock to 0 (${soldOut.status})`);
    const seen = await timeUntilEveryInstanceShows(instances, "/", (html) => html.includes("Sold out") && !html.includes("Order 4 oz"));
    for (const instance of instances) {
      const ms = seen.get(instance.name);
      check(ms !== undefined && ms <= 2_000, `${instance.name} shows the 4 oz size sold out ${ms === undefined ? "never (5 s)" : `${ms} ms after the save`}`);
    }
  } finally {
    await editProduct(instances[0]!, token, "1oz", { price: 9 });
    await editProduct(instances[0]!, token, "4oz", { stock: null });
  }
}

/** The forum's cached read API: every instance answers from the shared cache, and a refresh on one reaches all of them. */
async function checkReadCache(databaseUrl: string, instances: Instance[], token: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const firstTitle = async (instance: Instance) => {
    const res = await fetch(`${instance.url}/api/forum/posts`);
    return res.ok ? ((await res.json()) as { id: string; title: string }[])[0] : undefined;
  };
  try {
    const before = await firstTitle(instances[0]!);
    check(before !== undefined, "GET /api/forum/posts answers");
    if (!before) return;
    // Fresh entries on every instance, then a change in the database behind the shop's back.
    await revalidate(instances[0]!, token, ["forum"]);
    for (const instance of instances) await firstTitle(instance);
    const edited = `${before.title} (edited)`;
    await db.query(`UPDATE "ForumPost" SET title = $1 WHERE id = $2`, [edited, before.id]);
    try {
      const cached = await Promise.all(instances.map(firstTitle));
      check(
        cached.every((post) => post?.title === before.title),
        `within the cache period every instance answers GET /api/forum/posts from the cache (${cached.map((post) => post?.title === before.title).join(", ")})`,
      );
      const res = await revalidate(instances[0]!, token, ["forum"]);
      check(res.ok, `${instances[0]!.name} refreshes the forum (${res.status})`);
      // The refreshing instance at once; the others once the answer their server keeps (a second at most) expires.
      check((await firstTitle(instances[0]!))?.title === edited, `right after the refresh ${instances[0]!.name} answers the new title`);
      const started = Date.now();
      const seen = new Map<string, number>();
      while (Date.now() - started < 5_000 && seen.size < instances.length) {
        for (const instance of instances) if (!seen.has(instance.name) && (await firstTitle(instance))?.title === edited) seen.set(instance.name, Date.now() - started);
        if (seen.size < instances.length) await sleep(100);
      }
      for (const instance of instances) {
        const ms = seen.get(instance.name);
        check(ms !== undefined && ms <= 1_500, `${instance.name} answers the new title ${ms === undefined ? "never (5 s)" : `${ms} ms after the refresh`}`);
      }
    } finally {
      await db.query(`UPDATE "ForumPost" SET title = $1 WHERE id = $2`, [before.title, before.id]);
      await revalidate(instances[0]!, token, ["forum"]);
    }
  } finally {
    await db.end();
  }
}

/** Regeneration is shared: a stale page, and a page rendered on demand, are rendered by one instance for all. */
async function checkSharedRegeneration(databaseUrl: string, redisUrl: string, instances: Instance[]) {
  const writes = await watchPageWrites(redisUrl);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Time-based regeneration: /forum (revalidate = 10) goes stale on every instance at once.
    await Promise.all(instances.map((instance) => timedGet(`${instance.url}/forum`)));
    log("waiting 11 s for /forum's revalidate period (10 s) to pass…");
    await sleep(11_000);
    const staleMark = writes.mark();
    const stale = await Promise.all([...Array(3)].flatMap(() => instances.map((instance) => timedGet(`${instance.url}/forum`))));
    await sleep(2_000);
    const regenerated = writes.count("/forum/recent", staleMark);
    check(stale.every((r) => r.status === 200), `the ${stale.length} requests for the stale /forum all answered 200 (slowest ${Math.max(...stale.map((r) => r.ms))} ms)`);
    check(regenerated === 1, `the stale /forum was regenerated once for the ${instances.length} instances (${regenerated} stored)`);

    // A forum post (no prerendered copy, revalidate = 10) rendered by the first instance is current on the others.
    const postId = (await db.query<{ id: string }>(`SELECT id FROM "ForumPost" ORDER BY "createdAt" LIMIT 1`)).rows[0]!.id;
    const post = `/forum/post/${postId}`;
    const postMark = writes.mark();
    const [first, ...others] = instances;
    const onFirst = await timedGet(`${first!.url}${post}`);
    // The others read it once the first instance's render is in the shared cache.
    const storedBy = Date.now() + 8_000;
    while (writes.count(post, postMark) === 0 && Date.now() < storedBy) await sleep(50);
    const onOthers = await Promise.all(others.flatMap((instance) => [timedGet(`${instance.url}${post}`), sleep(1_000).then(() => timedGet(`${instance.url}${post}`))]));
    await sleep(500);
    const rendered = writes.count(post, postMark);
    check(
      [onFirst, ...onOthers].every((r) => r.status === 200) && rendered === 1,
      `a forum post rendered on ${first!.name} is served by the others within its 10 s without rendering it again (${rendered} stored)`,
    );
  } finally {
    await db.end();
    await writes.stop();
  }
}

async function checkSharedLoginCount(instances: Instance[]) {
  // The first LOGIN_FREE_FAILURES (5) failures of an e-mail are free; from the
  // sixth each sets a growing delay (1 s, 2 s, 4 s …) that the next attempt
  // must wait out. Whether an attempt comes within it depends on how long the
  // previous password hash took, so the attempts go on, one instance after the
  // other, until one is refused. Up to 15 attempts are 5 per instance: counted
  // on each instance apart, none of them would ever be refused.
  const statuses: number[] = [];
  let retryAfter = 0;
  for (let i = 0; i < 15 && !statuses.includes(429); i += 1) {
    const instance = instances[i % instances.length]!;
    const res = await fetch(`${instance.url}/api/admin/auth`, json({ email: ADMIN.email, password: `wrong-guess-${i}-x` }, { "X-Forwarded-For": `198.51.100.${60 + i}` }));
    statuses.push(res.status);
    if (res.status === 429) retryAfter = Number(res.headers.get("retry-after") ?? 0);
  }
  check(
    statuses.length > 6 && statuses.at(-1) === 429 && statuses.slice(0, -1).every((status) => status === 401),
    `failed logins spread over ${instances.length} instances are counted together: ${statuses.join(", ")}`,
  );
  // The owner's next sign-in waits out the delay, then works again.
  await sleep((retryAfter + 1) * 1_000);
}

/** With Redis hung (the process paused, its connections open), each cache command gives up after its timeout. */
async function checkRedisHung(redis: RedisServer, instances: Instance[]) {
  process.kill(redis.pid, "SIGSTOP");
  let hung: { what: string; status: number; ms: number }[];
  try {
    hung = await Promise.all(
      instances.flatMap((instance) => ["/", "/forum"].map(async (page) => ({ what: `${instance.name} ${page}`, ...(await timedGet(`${instance.url}${page}`)) }))),
    );
  } finally {
    process.kill(redis.pid, "SIGCONT");
  }
  check(
    hung.every((r) => r.status === 200 && r.ms < 3_000),
    `with Redis paused (SIGSTOP), / and /forum answered ${hung.map((r) => `${r.what} ${r.status} in ${r.ms} ms`).join(", ")}`,
  );
}

/** With Redis gone, every instance still serves the pages (from its own memory), never a 5xx, and still revalidates. */
async function checkRedisDown(redis: RedisServer, nginx: Nginx, instances: Instance[], token: string) {
  await redis.stop();
  const statuses: number[] = [];
  for (const base of [nginx.url, ...instances.map((instance) => instance.url)]) {
    for (const page of ["/", "/forum", "/buy-tattoo-aftercare-usa", "/api/forum/posts"]) {
      const started = Date.now();
      const res = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
      statuses.push(res?.status ?? 0);
      if (Date.now() - started > 5_000) statuses.push(-1);
    }
  }
  check(statuses.every((status) => status === 200), `with Redis stopped, ${statuses.length} page requests are answered 200 without waiting (${[...new Set(statuses)].join(", ")})`);
  const revalidation = await revalidate(instances[0]!, token, ["forum"]);
  check(revalidation.status === 200, `with Redis stopped, a revalidation on ${instances[0]!.name} answers ${revalidation.status}`);
}

/** Redis back on the same port: the instances reconnect and store pages there again. */
async function checkRedisBack(redis: RedisServer, instances: Instance[]) {
  const writes = await watchPageWrites(redis.url);
  const backAt = Date.now();
  let backAfter: number | null = null;
  try {
    while (backAfter === null && Date.now() - backAt < 10_000) {
      await Promise.all(instances.flatMap((instance) => [timedGet(`${instance.url}/`), timedGet(`${instance.url}/forum`)]));
      if (writes.mark() > 0) backAfter = Date.now() - backAt;
      else await sleep(250);
    }
  } finally {
    await writes.stop();
  }
  check(backAfter !== null, `after Redis is back the instances store pages there again ${backAfter === null ? "never (10 s)" : `within ${backAfter} ms`}`);
}

async function measure(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url: `${url}/`, connections: 50, duration: 10, headers: { "X-Forwarded-For": "192.0.2.250" } });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/** The text the second release changes (the title of every page, in the root layout), and the mark it adds. */
const RELEASE_TEXT = { file: path.join("app", "layout.tsx"), from: "template: `%s | ${site.name}`", to: "template: `%s | ${site.name} (second release)`", mark: "(second release)" };
/** What a copy of the project leaves out: what the build makes, local data, test output; node_modules is linked. */
const NOT_COPIED = new Set([".git", ".next", ".data", "node_modules", "test-results", "playwright-report", "coverage", "bench-results"]);

/**
 * The next release: a copy of the project (its node_modules hard-linked) with
 * the footer's text changed, built by the same build script into its own
 * .next, with the same settings (the same AUTH_SECRET, so the same
 * server-actions key). The database is already migrated: the build applies
 * nothing. Resolves with the copy's folder.
 */
async function buildSecondRelease(env: NodeJS.ProcessEnv): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), "cluster-release-2-"));
  cpSync(ROOT, root, { recursive: true, filter: (source) => !NOT_COPIED.has(path.basename(source)) || path.dirname(source) !== ROOT });
  const linked = spawn("cp", ["-al", path.join(ROOT, "node_modules"), path.join(root, "node_modules")], { stdio: "inherit" });
  if ((await new Promise((resolve) => linked.on("exit", resolve))) !== 0) throw new Error("could not link node_modules into the second release's folder");
  const file = path.join(root, RELEASE_TEXT.file);
  const source = readFileSync(file, "utf8");
  if (!source.includes(RELEASE_TEXT.from)) throw new Error(`the second release changes "${RELEASE_TEXT.from}" in ${RELEASE_TEXT.file}, which no longer has it: pick another text`);
  writeFileSync(file, source.replace(RELEASE_TEXT.from, RELEASE_TEXT.to));
  log(`npm run build of the second release in ${root}…`);
  if ((await run(["scripts/build.ts"], env, root)) !== 0) throw new Error("npm run build of the second release failed");
  return root;
}

/**
 * Browsers holding pages of the first release, each with a client-side link
 * to follow after the release. Prefetches are dropped: a link the page
 * prefetched before the release is shown from the first build's copy (whole
 * and consistent); the case a release must handle is a navigation that
 * reaches an instance of the new build.
 */
async function openOldPages(browser: Browser, nginx: Nginx): Promise<{ name: string; page: Page; follow: (page: Page) => Promise<void> }[]> {
  const journeys = [
    { name: "/forum → Popular", start: "/forum", follow: (page: Page) => page.getByRole("link", { name: "Popular" }).click() },
    { name: "/forum → a post", start: "/forum", follow: (page: Page) => page.locator('a[href^="/forum/post/"]').first().click() },
    { name: "/tutorials → a season", start: "/tutorials", follow: (page: Page) => page.getByRole("navigation", { name: "Seasons" }).getByRole("link").nth(1).click() },
  ];
  return Promise.all(
    journeys.map(async ({ name, start, follow }) => {
      const page = await (await browser.newContext({ baseURL: nginx.url })).newPage();
      await page.route("**/*", (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue()));
      await page.goto(start);
      if ((await page.title()).includes(RELEASE_TEXT.mark)) throw new Error(`${start} of the first build is titled "${await page.title()}"`);
      // Gone after a full page load; kept by a client-side navigation.
      await page.evaluate(() => Object.assign(window, { loadedBeforeRelease: true }));
      return { name, page, follow };
    }),
  );
}

/**
 * A rolling release under mixed load: each instance in turn is taken out of
 * nginx, stopped (the first one's draining is checked), started from the
 * second release's build and put back. Then the browsers holding pages of the
 * first build navigate, and the e-mails of the run are counted.
 */
async function checkRollingRelease(nginx: Nginx, databaseUrl: string, instances: Instance[], env: NodeJS.ProcessEnv, smtp: SmtpSink, release: string) {
  const mailBefore = smtp.messages.length;
  const oldBuild = await servedBuild(instances[0]!.url);
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const oldPages = await openOldPages(browser, nginx);
    const load = run(["bench/load-test.ts", "--url", nginx.url, "--database-url", databaseUrl, "--duration", String(LOAD_SECONDS), "--connections", "30"], process.env);
    const loadEnded = load.then(() => Date.now());
    await sleep(5_000);
    const releaseStarted = Date.now();
    for (const [index, instance] of instances.entries()) {
      log(`releasing the second build on ${instance.name}: out of nginx, stopped, started from the new build, back in…`);
      await nginx.setDown(instance.port, true);
      const child = instance.child;
      await stopInstance(instance, index === 0 ? () => checkDraining(instance, () => child?.exitCode !== null) : undefined);
      instance.root = release;
      await startInstance(instance, env);
      await nginx.setDown(instance.port, false);
    }
    const releasedAt = Date.now();
    const newBuilds = await Promise.all(instances.map((instance) => servedBuild(instance.url)));
    log(`rolling release of ${instances.length} instances took ${((releasedAt - releaseStarted) / 1000).toFixed(1)} s; builds ${oldBuild} → ${[...new Set(newBuilds)].join(", ")}`);
    check(newBuilds.every((build) => build === newBuilds[0]) && newBuilds[0] !== oldBuild, `every instance serves the second build (${newBuilds.join(", ")}; the first was ${oldBuild})`);
    const html = (await timedGet(`${instances[0]!.url}/forum`)).html;
    check(html.includes(`?dpl=${newBuilds[0]}`), `the second build's pages load their files with its deployment id (?dpl=${newBuilds[0]})`);
    const code = await load;
    check((await loadEnded) > releasedAt, `the whole release ran under load (${((releasedAt - releaseStarted) / 1000).toFixed(1)} s of the load's ${LOAD_SECONDS} s)`);
    check(code === 0, "the mixed load through nginx, during the rolling release of a second build, has no 5xx and no lost or doubled order");

    for (const { name, page, follow } of oldPages) {
      await follow(page);
      const onNewBuild = await expect(page).toHaveTitle(new RegExp(`${RELEASE_TEXT.mark.replace(/[()]/g, "\\$&")}$`), { timeout: 20_000 }).then(
        () => true,
        () => false,
      );
      const reloaded = await page.evaluate(() => !("loadedBeforeRelease" in window));
      check(onNewBuild && reloaded, `a browser that held ${name.split(" ")[0]} of the first build follows ${name} onto the second build (${onNewBuild ? "new title" : "old title"}, ${reloaded ? "full page load" : "no page load"})`);
    }
  } finally {
    await browser.close();
  }

  // Every confirmation e-mail of the run went out, once.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + 30_000;
    let pending = 1;
    while (Date.now() < deadline && pending > 0) {
      pending = Number((await db.query(`SELECT count(*) AS n FROM "OutgoingEmail" WHERE status <> 'sent'`)).rows[0].n);
      if (pending) await sleep(1_000);
    }
    const sent = Number((await db.query(`SELECT count(*) AS n FROM "OutgoingEmail" WHERE status = 'sent'`)).rows[0].n);
    const received = smtp.messages.slice(mailBefore);
    const ids = received.map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.data)?.[1] ?? "");
    const unique = new Set(ids);
    check(pending === 0, `every queued e-mail was sent (${pending} still waiting)`);
    check(unique.size === ids.length, `no e-mail was sent twice (${ids.length} received, ${unique.size} distinct)`);
    check(smtp.messages.length === sent, `the mail server received exactly the e-mails the shop marked sent (${smtp.messages.length} / ${sent})`);
  } finally {
    await db.end();
  }
}

async function main(): Promise<number> {
  const started: { stop(): Promise<void> }[] = [];
  const instances: Instance[] = INSTANCE_PORTS.map((port, i) => ({ name: `web-${i + 1}`, port, url: `http://localhost:${port}`, root: ROOT, child: null, output: "" }));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cluster-data-"));
  let release: string | null = null;
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => stopInstance(instance)));
    for (const service of started.reverse()) await service.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    if (release) rmSync(release, { recursive: true, force: true });
  };
  process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));
  try {
    const postgres: PostgresServer = await startPostgres(BASE_PORT + 5);
    started.push(postgres);
    let redis: RedisServer = await startRedis(BASE_PORT + 6);
    started.push({ stop: () => redis.stop() });
    const smtp = await startSmtpSink(0);
    started.push(smtp);
    log(`PostgreSQL ${postgres.url}, Redis ${redis.url}, SMTP ${smtp.url}`);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url,
      DATABASE_POOL_MAX: "10",
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      DATA_ENCRYPTION_KEYS: `cluster1:${randomBytes(32).toString("base64")}`,
      PAYMENTS_MODE: "test",
      UPLOAD_STORE: "postgres",
      SMTP_URL: smtp.url,
      REDIS_URL: redis.url,
      // nginx, and in front of it the load generator playing a CDN that
      // reports each shopper's address (each journey is a client of its own).
      TRUSTED_PROXY_HOPS: "2",
      ADMIN_REQUIRE_2FA: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_SAMPLE_DATA: "1",
      NEXT_PUBLIC_SITE_URL: `http://localhost:${NGINX_PORT}`,
    };
    log("npm run build (migrations, seed, one build)…");
    if ((await run(["scripts/build.ts"], env)) !== 0) throw new Error("npm run build failed");
    release = await buildSecondRelease(env);

    for (const instance of instances) {
      await startInstance(instance, env);
      log(`${instance.name} serving on ${instance.url}`);
    }
    const nginx = await startNginx(NGINX_PORT, INSTANCE_PORTS);
    started.push(nginx);
    log(`nginx round-robin on ${nginx.url}`);

    await checkAccessLog(nginx);
    await checkAdminJourney(nginx, instances);
    await checkUploads(nginx, instances);
    const token = await adminToken(nginx.url);
    await checkRevalidation(postgres.url, redis.url, instances, token);
    await checkEditorSaves(instances, token);
    await checkReadCache(postgres.url, instances, token);
    await checkSharedRegeneration(postgres.url, redis.url, instances);
    await checkSharedLoginCount(instances);
    await checkRollingRelease(nginx, postgres.url, instances, env, smtp, release);
    await checkRedisHung(redis, instances);
    await checkRedisDown(redis, nginx, instances, token);
    redis = await startRedis(BASE_PORT + 6);
    await checkRedisBack(redis, instances);

    const three = await measure(nginx.url);
    await stopInstance(instances[1]!);
    await stopInstance(instances[2]!);
    await sleep(1_000);
    const one = await measure(nginx.url);
    log(`/ through nginx: 3 instances ${three.rps} req/s, p99 ${three.p99} ms, ${three.errors} errors; 1 instance ${one.rps} req/s, p99 ${one.p99} ms, ${one.errors} errors`);
    check(three.errors === 0 && one.errors === 0, "no errors while measuring / through nginx");
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    for (const instance of instances) if (instance.output) console.log(`--- ${instance.name} (last output)\n${instance.output.slice(-2000)}`);
  } finally {
    await stopAll();
  }
  if (problems.length) {
    console.error(`\n✖ cluster test failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    return 1;
  }
  console.log("\n✔ cluster test passed");
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
