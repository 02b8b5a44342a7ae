// npm run bench: how fast the production shop answers, measured on loopback.
//   1. builds (when needed) and starts the shop on a fresh embedded database,
//      or on DATABASE_URL when it is set
//   2. starts a bare Node HTTP server that sends the same bytes as `/`: the
//      most this machine can serve, the limit each route is compared with
//   3. for each route: the most requests per second at 50 connections (and its
//      errors), then p50 and p99 latency at a steady 50 requests per second
//   4. prints a table and writes the figures to bench-results/
// It stops everything it started, also on Ctrl-C.
//
// Options: --duration <s> (each throughput and latency run, default 10),
//          --connections <n> (default 50), --rate <n> (default 50),
//          --port <n> (default 3400), --db-port <n> (embedded database, default 54450),
//          --out <file>
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SAMPLE_ORDERS } from "../prisma/seed-data/orders";
import { numberOption } from "../lib/command-line";
import { startShopServer, type ShopServer } from "../tests/support/shop-server";

const DURATION = numberOption("duration", 10);
const CONNECTIONS = numberOption("connections", 50);
const RATE = numberOption("rate", 50);
const PORT = numberOption("port", 3400);
const DB_PORT = numberOption("db-port", 54450);
const outIndex = process.argv.indexOf("--out");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const OUT = outIndex >= 0 ? process.argv[outIndex + 1] : path.join("bench-results", `bench-${stamp}.json`);

/**
 * The performance budgets: prerendered pages at 1,000 req/s, `/` at 80 % of
 * the bare server at least; the others p50 under 50 ms and p99 under 250 ms.
 */
const BUDGET = { homeHtmlKb: 80, prerenderedRps: 1_000, cachedRps: 1_000, cachedP99Ms: 100, p50Ms: 50, p99Ms: 250, homeVsBare: 0.8 };

interface Route {
  name: string;
  path: string;
  /** Prerendered pages are held to the throughput budget, the others to the latency budget. */
  kind: "prerendered" | "dynamic" | "cached" | "api" | "limit";
  /** Each request from another client address (routes limited per client). */
  manyClients?: true;
}

interface Measured extends Route {
  rps: number;
  throughputErrors: number;
  throughputStatus: Record<string, number>;
  p50: number;
  p99: number;
  latencyErrors: number;
  steadyRps: number;
  ratio: number | null;
  bytes: number;
}

let clientNumber = 0;
/** Each request from another client address (the shop trusts one proxy hop here), as many shoppers would send. */
const fromManyClients: Partial<autocannon.Options> = {
  requests: [
    {
      setupRequest: (request) => {
        clientNumber += 1;
        const address = `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
        return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
      },
    },
  ],
};

async function run(url: string, settings: Partial<autocannon.Options>, route?: Route): Promise<autocannon.Result> {
  return autocannon({ url, duration: DURATION, ...(route?.manyClients ? fromManyClients : {}), ...settings });
}

function errorsOf(result: autocannon.Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

function statusCounts(result: autocannon.Result): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) counts[code] = stats.count ?? 0;
  if (result.errors) counts.errors = result.errors;
  if (result.timeouts) counts.timeouts = result.timeouts;
  return counts;
}

async function measure(baseUrl: string, route: Route): Promise<Omit<Measured, "ratio">> {
  const url = `${baseUrl}${route.path}`;
  const first = await fetch(url);
  const body = Buffer.from(await first.arrayBuffer());
  if (!first.ok) throw new Error(`${route.path} answered ${first.status} before the benchmark`);
  // Warm the route (code loaded, caches filled) before measuring it.
  await run(url, { connections: 10, duration: 2 }, route);
  const throughput = await run(url, { connections: CONNECTIONS }, route);
  const steady = await run(url, { connections: 10, overallRate: RATE }, route);
  return {
    ...route,
    rps: Math.round(throughput.requests.average),
    throughputErrors: errorsOf(throughput),
    throughputStatus: statusCounts(throughput),
    p50: steady.latency.p50,
    p99: steady.latency.p99,
    latencyErrors: errorsOf(steady),
    steadyRps: Math.round(steady.requests.average),
    bytes: body.length,
  };
}

/** The home page's size: all of its HTML, and the part that is the inline RSC payload (the data React hydrates from). */
function homePageSize(body: Buffer): { htmlKb: number; inlineRscKb: number } {
  const html = body.toString("utf8");
  const inlineRsc = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0);
  return { htmlKb: body.length / 1000, inlineRscKb: inlineRsc / 1000 };
}

/**
 * A bare Node server, in a process of its own like the shop's, that answers
 * every request with the bytes and headers `/` was sent with.
 */
async function startBareServer(shopUrl: string): Promise<{ url: string; home: ReturnType<typeof homePageSize>; close(): Promise<void> }> {
  const res = await fetch(`${shopUrl}/`);
  const body = Buffer.from(await res.arrayBuffer());
  const headers: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    if (!["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"].includes(key)) headers[key] = value;
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
  const bodyFile = path.join(dir, "body");
  writeFileSync(bodyFile, body);
  const source = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(process.env.BARE_BODY_FILE);
    const headers = { ...JSON.parse(process.env.BARE_HEADERS), "content-length": body.length };
    const server = http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); });
    server.keepAliveTimeout = 5000;
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", source], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BARE_BODY_FILE: bodyFile, BARE_HEADERS: JSON.stringify(headers) },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
    child.stdout!.once("data", (chunk: Buffer) => resolve(Number(String(chunk).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    home: homePageSize(body),
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function firstForumPostId(shopUrl: string): Promise<string> {
  const res = await fetch(`${shopUrl}/api/forum/posts`);
  const posts = (await res.json()) as { id: string }[];
  const id = posts[0]?.id;
  if (!id) throw new Error("The shop has no forum post to measure (is the database seeded?)");
  return id;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function table(results: Measured[]): string {
  const lines = [
    `${"route".padEnd(34)} ${pad("req/s@" + CONNECTIONS, 10)} ${pad("errors", 7)} ${pad("vs bare", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("budget", 7)}`,
  ];
  for (const r of results) {
    lines.push(
      `${`${r.name} ${r.kind === "limit" ? "" : r.path}`.slice(0, 34).padEnd(34)} ${pad(r.rps.toLocaleString("en-US"), 10)} ${pad(r.throughputErrors + r.latencyErrors, 7)} ${pad(
        r.ratio === null ? "—" : `${(r.ratio * 100).toFixed(1)}%`,
        8,
      )} ${pad(r.p50, 7)} ${pad(r.p99, 7)} ${pad(verdict(r), 7)}`,
    );
  }
  return lines.join("\n");
}

function verdict(r: Measured): string {
  if (r.kind === "limit") return "";
  if (r.throughputErrors + r.latencyErrors > 0) return "errors";
  if (r.path === "/" && (r.ratio ?? 0) < BUDGET.homeVsBare) return "slow";
  if (r.kind === "prerendered") return r.rps >= BUDGET.prerenderedRps ? "ok" : "slow";
  if (r.kind === "cached") return r.rps >= BUDGET.cachedRps && r.p99 < BUDGET.cachedP99Ms ? "ok" : "slow";
  return r.p50 < BUDGET.p50Ms && r.p99 < BUDGET.p99Ms ? "ok" : "slow";
}

async function main() {
  let shop: ShopServer | null = null;
  let bare: Awaited<ReturnType<typeof startBareServer>> | null = null;
  const cleanUp = async () => {
    await bare?.close().catch(() => {});
    await shop?.stop();
  };
  const interrupt = () => void cleanUp().then(() => process.exit(130));
  process.on("SIGINT", interrupt);
  process.on("SIGTERM", interrupt);

  try {
    console.log(`[bench] starting the production shop on port ${PORT}${process.env.DATABASE_URL ? " (DATABASE_URL)" : " (fresh embedded database)"}…`);
    // As behind one load balancer: the tracking lookups come from many client addresses.
    const env: Record<string, string> = { TRUSTED_PROXY_HOPS: "1" };
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    shop = await startShopServer({ port: PORT, databasePort: DB_PORT, env });
    bare = await startBareServer(shop.url);
    const postId = await firstForumPostId(shop.url);
    const tracking = SAMPLE_ORDERS.find((order) => order.shipment)!.shipment!.trackingNumber;

    const routes: Route[] = [
      { name: "home", path: "/", kind: "prerendered" },
      { name: "landing", path: "/buy-tattoo-aftercare-usa", kind: "prerendered" },
      { name: "forum", path: "/forum", kind: "dynamic" },
      { name: "forum post", path: `/forum/post/${postId}`, kind: "dynamic" },
      { name: "tutorials", path: "/tutorials", kind: "dynamic" },
      { name: "forum API", path: "/api/forum/posts", kind: "cached" },
      { name: "forum API, popular", path: "/api/forum/posts?sort=popular&limit=5", kind: "cached" },
      { name: "forum post API", path: `/api/forum/posts/${postId}`, kind: "cached" },
      { name: "forum categories API", path: "/api/forum/categories", kind: "cached" },
      { name: "tutorials API", path: "/api/tutorials?season=winter", kind: "cached" },
      { name: "featured tutorials API", path: "/api/tutorials/featured", kind: "cached" },
      // Lookups are limited per client (60 per 10 minutes): measured as many shoppers' lookups.
      { name: "tracking API", path: `/api/track/${tracking}`, kind: "api", manyClients: true },
    ];

    const results: Omit<Measured, "ratio">[] = [];
    console.log(`[bench] bare Node server with the bytes of / …`);
    const limit = await measure(bare.url, { name: "bare Node server (limit)", path: "/", kind: "limit" });
    for (const route of routes) {
      console.log(`[bench] ${route.path} …`);
      results.push(await measure(shop.url, route));
    }
    const measured: Measured[] = [limit, ...results].map((r) => ({ ...r, ratio: r.kind === "limit" ? null : r.rps / limit.rps }));

    console.log(
      `\nThroughput: ${CONNECTIONS} connections for ${DURATION} s. Latency: a steady ${RATE} requests/s for ${DURATION} s.` +
        `\nBudgets: / at ${BUDGET.homeVsBare * 100} % of the bare server; prerendered ≥ ${BUDGET.prerenderedRps} req/s;` +
        ` cached read APIs ≥ ${BUDGET.cachedRps} req/s and p99 < ${BUDGET.cachedP99Ms} ms;` +
        ` others p50 < ${BUDGET.p50Ms} ms and p99 < ${BUDGET.p99Ms} ms; no errors.\n`,
    );
    console.log(table(measured));
    const { htmlKb, inlineRscKb } = bare.home;
    const homeFits = htmlKb <= BUDGET.homeHtmlKb;
    console.log(`\nHome page: ${htmlKb.toFixed(1)} kB of HTML, of which ${inlineRscKb.toFixed(1)} kB inline RSC payload (budget ${BUDGET.homeHtmlKb} kB): ${homeFits ? "ok" : "too large"}`);

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
      database: process.env.DATABASE_URL ? "DATABASE_URL" : "embedded",
      settings: { durationSeconds: DURATION, connections: CONNECTIONS, steadyRate: RATE },
      budgets: BUDGET,
      home: bare.home,
      routes: measured.map((r) => ({ ...r, verdict: verdict(r) || null })),
    };
    mkdirSync(path.dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n[bench] figures written to ${OUT}`);
  } finally {
    await cleanUp();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
