// npm run lighthouse: Lighthouse (mobile settings, Debian's Chromium) against
// the storefront pages (home, landing and policy pages) of a running shop,
// median of 5 runs per page, plus the JavaScript the home page sends compared
// with an empty Next.js page.
//
//   LIGHTHOUSE_URL=http://localhost:3000 npm run lighthouse     (default URL)
//   LIGHTHOUSE_RUNS=5  LIGHTHOUSE_PAGES=/,/tattoo-heal-fast
//
// Start the shop first (`npm start`). Exits 1 when a page misses the budget:
// 100 in every category, LCP < 1.8 s and TBT < 50 ms (medians), home JS ≤
// an empty Next.js page + 10 kB.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from "../scripts/lib/chromium";

// An empty Next.js 16 page built the same way sends about 134 kB of gzip
// JavaScript as Lighthouse counts it (measured on this machine; see NOTES).
const EMPTY_PAGE_JS_KB = 134;
const BUDGET = { score: 100, lcpMs: 1_800, tbtMs: 50, jsAboveEmptyKb: 10 };

const base = (process.env.LIGHTHOUSE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const pages = (process.env.LIGHTHOUSE_PAGES ?? "/,/tattoo-heal-fast,/how-to-care-for-new-tattoos,/buy-tattoo-aftercare-usa,/privacy,/terms,/returns,/shipping,/contact").split(",");

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
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

/** One Lighthouse run in a fresh Chromium; a failed trace is retried once. */
async function runLighthouse(url: string, chromePath: string, attempt = 1): Promise<Report> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        LIGHTHOUSE_CLI,
        url,
        `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
      ],
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromePath } },
    );
    return JSON.parse(stdout) as Report;
  } catch (error) {
    if (attempt >= 2) throw new Error(`Lighthouse failed for ${url}: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`);
    return runLighthouse(url, chromePath, attempt + 1);
  }
}

async function measure(url: string, chromePath: string): Promise<RunFigures> {
  const { categories, audits } = await runLighthouse(url, chromePath);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const numeric = (name: string) => audits[name]?.numericValue ?? NaN;
  const requests = (audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    scriptKb: scriptBytes / 1024,
  };
}

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

  let failed = false;
  {
    console.log(`Lighthouse (mobile), median of ${runs} runs, ${base}\n`);
    console.log("page                              perf  a11y  best  seo   LCP ms   CLS     TBT ms  JS kB");
    for (const path of pages) {
      const figures: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) figures.push(await measure(base + path, chromePath));
      const m = (key: keyof RunFigures) => median(figures.map((figure) => figure[key]));
      const row = {
        performance: m("performance"),
        accessibility: m("accessibility"),
        bestPractices: m("bestPractices"),
        seo: m("seo"),
      };
      console.log(
        `${path.padEnd(34)}${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row.bestPractices).padStart(4)}  ${String(row.seo).padStart(3)}  ${m("lcpMs").toFixed(0).padStart(7)}  ${m("cls").toFixed(3).padStart(6)}  ${m("tbtMs").toFixed(0).padStart(7)}  ${m("scriptKb").toFixed(1).padStart(6)}`,
      );
      const scores = [row.performance, row.accessibility, row.bestPractices, row.seo];
      if (scores.some((score) => score < BUDGET.score) || m("lcpMs") >= BUDGET.lcpMs || m("tbtMs") >= BUDGET.tbtMs) failed = true;
      if (path === "/") {
        const homeKb = m("scriptKb");
        const above = homeKb - EMPTY_PAGE_JS_KB;
        console.log(
          `  JavaScript for /: ${homeKb.toFixed(1)} kB gzip; empty Next.js page: ${EMPTY_PAGE_JS_KB} kB; difference ${above.toFixed(1)} kB (budget ${BUDGET.jsAboveEmptyKb} kB)`,
        );
        if (above > BUDGET.jsAboveEmptyKb) failed = true;
      }
    }
  }
  if (failed) {
    console.error(
      `\nSome figures miss the budget (${BUDGET.score} in every category, LCP < ${BUDGET.lcpMs} ms, TBT < ${BUDGET.tbtMs} ms, home JS ≤ empty page + ${BUDGET.jsAboveEmptyKb} kB).`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
