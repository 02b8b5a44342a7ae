// npm run lighthouse: Lighthouse (mobile settings, Debian's Chromium) against
// the storefront pages of a running shop and against an empty Next.js page
// of the same version, built and served by this script in the same run (a
// layout and a page with one heading), median of 3 runs per page.
//
//   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse     (default URL)
//   LIGHTHOUSE_RUNS=3  LIGHTHOUSE_PAGES=/,/tattoo-heal-fast
//   LIGHTHOUSE_PLAIN_HTTP=1    (measure over plain HTTP/1.1, see below)
//
// Both are measured the way a phone reaches a shop in production, through
// TLS and HTTP/2 (bench/tls-front.ts: nginx on loopback, a throw-away
// certificate, ports LIGHTHOUSE_TLS_PORTS, default 3443,3444). Over plain
// HTTP/1.1 Lighthouse's simulated network opens six connections, each with its
// handshake and slow start, which no browser opens to an HTTPS site; there the
// shop's LCP depends on whether its scripts happened to run before its first
// frame on this machine (they then count towards LCP), which moves it by
// about 400 ms from run to run.
//
// Before each run of a shop page, the script waits until the shop has
// finished regenerating that page if it was stale (see `settled`).
//
// Start the shop first (`npm start`). Exits 1 when a page misses the budget,
// measured against the empty page of the same run: a performance score at
// most 1 point below it, LCP at most 1.5 s and total blocking time at most
// 100 ms above its own, no layout shift, 100 in accessibility and SEO, best
// practices as high as the empty page's, and home JS at most 10 kB above the empty page's,
// compressed as each server sends it (the shop brotli, `next start` gzip).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from "../scripts/lib/chromium";
import { STOREFRONT_PAGES } from "../lib/site/storefront-pages";
import { startTlsFront } from "./tls-front";
import { acceptsConnections } from "../tests/support/ports";

const BUDGET = { scoreBelowEmpty: 1, lcpAboveEmptyMs: 1_500, tbtAboveEmptyMs: 100, cls: 0.01, otherCategories: 100, jsAboveEmptyKb: 10 };

const base = (process.env.LIGHTHOUSE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [...STOREFRONT_PAGES];
const EMPTY_PORT = Number(process.env.LIGHTHOUSE_EMPTY_PORT ?? 3199);
const plainHttp = process.env.LIGHTHOUSE_PLAIN_HTTP === "1";
const TLS_PORTS = (process.env.LIGHTHOUSE_TLS_PORTS ?? "3443,3444").split(",").map(Number);
// The loopback front's certificate is its own, self-signed: Chromium is told to accept it.
const chromeFlags = ["--headless=new", ...CHROMIUM_ARGS, ...(plainHttp ? [] : ["--ignore-certificate-errors"])].join(" ");

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts as sent (compressed), and as run (decoded). */
  scriptKb: number;
  scriptDecodedKb: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

type Report = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

// Lighthouse runs in its own plain Node process: it sends functions to the
// browser as source text, which must not carry this script loader's helpers.
const LIGHTHOUSE_CLI = path.join("node_modules", "lighthouse", "cli", "index.js");

/**
 * One Lighthouse run in a fresh Chromium. A run whose trace fails (NO_NAVSTART:
 * about one in fifteen on a two-core machine) is tried again, up to 3 times.
 */
async function runLighthouse(url: string, chromePath: string, attempt = 1): Promise<Report> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        `--chrome-flags=${chromeFlags}`,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromePath } },
    );
    return JSON.parse(stdout) as Report;
  } catch (error) {
    if (attempt >= 3) throw new Error(`Lighthouse failed for ${url}: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
    return runLighthouse(url, chromePath, attempt + 1);
  }
}

async function measure(url: string, chromePath: string): Promise<RunFigures> {
  const { categories, audits } = await runLighthouse(url, chromePath);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const numeric = (name: string) => audits[name]?.numericValue ?? NaN;
  const requests = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] })?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const scriptDecodedBytes = scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    scriptKb: scriptBytes / 1024,
    scriptDecodedKb: scriptDecodedBytes / 1024,
  };
}

/**
 * The empty page: a Next.js app of the shop's own version, built (with
 * Turbopack, like the shop) in a folder under .data, where it finds the
 * shop's node_modules, and served with `next start`.
 */
async function startEmptyPage(): Promise<{ url: string; stop: () => void }> {
  const url = `http://127.0.0.1:${EMPTY_PORT}/`;
  // Another server on the port (an empty page left over from an interrupted
  // run) would be measured in its place.
  if (await acceptsConnections(EMPTY_PORT)) {
    throw new Error(`Something already answers on port ${EMPTY_PORT}: stop it, or set LIGHTHOUSE_EMPTY_PORT to a free port.`);
  }
  mkdirSync(path.resolve(".data"), { recursive: true });
  const dir = mkdtempSync(path.resolve(".data", "lighthouse-empty-page-"));
  mkdirSync(path.join(dir, "app"));
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "empty-next-page", private: true }));
  writeFileSync(path.join(dir, "next.config.js"), "module.exports = { poweredByHeader: false };\n");
  writeFileSync(
    path.join(dir, "app", "layout.js"),
    'export const metadata = { title: "Empty page", description: "An empty Next.js page." };\nexport default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  writeFileSync(path.join(dir, "app", "page.js"), "export default function Page() { return <main><h1>Empty page</h1></main>; }\n");
  const next = path.resolve("node_modules", "next", "dist", "bin", "next");
  await promisify(execFile)(process.execPath, [next, "build"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, maxBuffer: 16 * 1024 * 1024 });
  const server: ChildProcess = spawn(process.execPath, [next, "start", "-p", String(EMPTY_PORT), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    stdio: "ignore",
  });
  const stop = () => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  // Stopped with this script, also when it is interrupted, so that no empty
  // page is left serving on the port.
  process.once("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(1));
  let exited = false;
  server.on("exit", () => (exited = true));
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(url).catch(() => null))?.ok) break;
    if (exited || attempt > 100) throw new Error("The empty Next.js page did not start.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop };
}

/** The medians of a page's runs, with each run kept (its row prints their scores and blocking times). */
type PageFigures = RunFigures & { each: RunFigures[] };

/**
 * Waits until the shop is not regenerating the page: a prerendered page
 * older than its revalidation time is answered stale (`x-nextjs-cache:
 * STALE`) and rendered again in the background, 30-160 ms of the server's
 * processor here, which on a two-core machine runs beside the browser being
 * measured. A phone does not share its processor with the shop's server.
 */
async function settled(url: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(url).catch(() => null);
    await response?.arrayBuffer();
    if (response?.headers.get("x-nextjs-cache") !== "STALE") return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function medians(url: string, chromePath: string, origin?: string): Promise<PageFigures> {
  const figures: RunFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    if (origin) await settled(origin);
    figures.push(await measure(url, chromePath));
  }
  const m = (key: keyof RunFigures) => median(figures.map((figure) => figure[key]));
  return {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    lcpMs: m("lcpMs"),
    cls: m("cls"),
    tbtMs: m("tbtMs"),
    scriptKb: m("scriptKb"),
    scriptDecodedKb: m("scriptDecodedKb"),
    each: figures,
  };
}

const row = (label: string, figures: PageFigures) =>
  `${label.padEnd(34)}${String(figures.performance).padStart(4)}  ${String(figures.accessibility).padStart(4)}  ${String(figures.bestPractices).padStart(4)}  ${String(figures.seo).padStart(3)}  ${figures.lcpMs.toFixed(0).padStart(7)}  ${figures.cls.toFixed(3).padStart(6)}  ${figures.tbtMs.toFixed(0).padStart(7)}  ${figures.scriptKb.toFixed(1).padStart(6)}  ${figures.scriptDecodedKb.toFixed(1).padStart(7)}  ${figures.each.map((run) => `${run.performance}/${run.tbtMs.toFixed(0)}`).join(" ")}`;

async function main() {
  const chromePath = findChromium();
  if (!chromePath) {
    console.error(CHROMIUM_MISSING_MESSAGE);
    process.exit(1);
  }
  const health = await fetch(`${base}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`No shop answers at ${base}. Start it first (npm start) or set LIGHTHOUSE_URL.`);
    process.exit(1);
  }

  console.log("Building the empty Next.js page…");
  const empty = await startEmptyPage();
  const front = plainHttp ? null : await startTlsFront([base, empty.url], TLS_PORTS).catch((error: unknown) => (empty.stop(), Promise.reject(error)));
  if (front) process.once("exit", front.stop);
  const [shopUrl, emptyUrl] = front ? [front.urls[0]!, `${front.urls[1]!}/`] : [base, empty.url];
  const misses: string[] = [];
  try {
    console.log(`Lighthouse (mobile), median of ${runs} runs, ${base}${front ? ` through TLS and HTTP/2 (${shopUrl})` : " over plain HTTP/1.1"}\n`);
    console.log("page                              perf  a11y  best  seo   LCP ms   CLS     TBT ms  JS kB  decoded  each run: perf/TBT");
    const reference = await medians(emptyUrl, chromePath);
    console.log(row("(empty Next.js page)", reference));
    for (const page of pages) {
      const figures = await medians(shopUrl + page, chromePath, base + page);
      console.log(row(page, figures));
      if (figures.performance < reference.performance - BUDGET.scoreBelowEmpty) misses.push(`${page}: performance ${figures.performance} < ${reference.performance - BUDGET.scoreBelowEmpty}`);
      if (figures.lcpMs > reference.lcpMs + BUDGET.lcpAboveEmptyMs) misses.push(`${page}: LCP ${figures.lcpMs.toFixed(0)} ms > ${(reference.lcpMs + BUDGET.lcpAboveEmptyMs).toFixed(0)} ms`);
      if (figures.tbtMs > reference.tbtMs + BUDGET.tbtAboveEmptyMs) misses.push(`${page}: blocking time ${figures.tbtMs.toFixed(0)} ms > ${(reference.tbtMs + BUDGET.tbtAboveEmptyMs).toFixed(0)} ms`);
      if (figures.cls > BUDGET.cls) misses.push(`${page}: layout shift ${figures.cls.toFixed(3)}`);
      for (const key of ["accessibility", "seo"] as const) {
        if (figures[key] < BUDGET.otherCategories) misses.push(`${page}: ${key} ${figures[key]}`);
      }
      if (figures.bestPractices < reference.bestPractices) misses.push(`${page}: best practices ${figures.bestPractices} < ${reference.bestPractices}`);
      if (page === "/" && figures.scriptKb - reference.scriptKb > BUDGET.jsAboveEmptyKb) {
        misses.push(`/: ${(figures.scriptKb - reference.scriptKb).toFixed(1)} kB of JavaScript above the empty page (budget ${BUDGET.jsAboveEmptyKb} kB)`);
      }
    }
  } finally {
    front?.stop();
    empty.stop();
  }
  if (misses.length > 0) {
    console.error(`\nMissed the budget (against the empty page of this run):\n${misses.map((miss) => `  - ${miss}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nEvery page is within the budget.");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
