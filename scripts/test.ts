// npm test: every layer, in order, stopping at the first failure.
//   typecheck, lint (import cycles included), unused files, exports and
//   dependencies (knip) and migrations up to date, side by side → unit/component (Jest)
//   → integration (Jest against the embedded PostgreSQL, and TEST_DATABASE_URL when set)
//   → end to end (Playwright in the system's Chromium, one production build)
// `--only <layer>` runs one layer; arguments after `--` go to Jest (e.g. a test file).
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_MISSING_MESSAGE, findChromium } from "./lib/chromium";
import { startEmbeddedDatabase } from "./lib/embedded-db";
import { dropPublicSchema } from "../lib/backup/postgres";
import { E2E_SERVER_COMMAND, e2ePort, e2eServerEnv } from "./lib/e2e-server";

const LAYERS = ["typecheck", "lint", "unused", "migrations", "unit", "integration", "e2e"] as const;
type Layer = (typeof LAYERS)[number];

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? (process.argv[onlyIndex + 1] as Layer) : undefined;
if (only && !LAYERS.includes(only)) {
  console.error(`Unknown layer "${only}". Layers: ${LAYERS.join(", ")}`);
  process.exit(2);
}
const wanted = (layer: Layer) => !only || only === layer;
const dashDash = process.argv.indexOf("--");
const jestArgs = dashDash >= 0 ? process.argv.slice(dashDash + 1) : [];
const bin = (name: string) => path.join("node_modules", ".bin", name);
const timings: [string, number][] = [];

// Asynchronous on purpose: the embedded database of the integration layer is
// served from this process, so its event loop must stay free. A command run
// beside others (`buffered`) has its output held back and printed whole when
// it ends, so that the outputs do not interleave.
function run(name: string, command: string, args: string[], env: Record<string, string> = {}, { buffered = false } = {}): Promise<number> {
  const heading = `\n▶ ${name}: ${[command, ...args].join(" ")}`;
  if (!buffered) console.log(heading);
  const started = Date.now();
  const child = spawn(command, args, { stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit", env: { ...process.env, ...env } });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise<number>((resolve) =>
    child.on("close", (code, signal) => {
      timings.push([name, Date.now() - started]);
      if (buffered) {
        console.log(heading);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}

function failed(name: string, status: number): never {
  console.error(`\n✖ ${name} failed`);
  process.exit(status);
}

async function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const status = await run(name, command, args, env);
  if (status !== 0) failed(name, status);
}

interface E2eShop {
  dataDir: string;
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once it has stopped. */
  exited: Promise<number>;
}

/**
 * The end-to-end tests' shop (scripts/lib/e2e-server.ts), started by npm test
 * itself, which waits for its health check before Playwright runs. Its
 * build's output, warnings and errors are printed as they come, marked.
 */
function startE2eShop(): E2eShop {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
  console.log(`\n▶ the end-to-end tests' shop (built now if needed), data in ${dataDir}`);
  const child = spawn(process.execPath, [...E2E_SERVER_COMMAND], { env: { ...process.env, ...e2eServerEnv(dataDir) }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  for (const [from, to] of [[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const) {
    createInterface({ input: from }).on("line", (line) => to.write(`[e2e shop] ${line}\n`));
  }
  const exited = new Promise<number>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  // Whatever ends this run stops the shop (its database and server with it).
  process.on("exit", () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, url: `http://localhost:${e2ePort()}`, child, exited };
}

/** Until the shop answers its health check (after its build), as Playwright would wait. */
async function e2eShopReady(shop: E2eShop, timeoutMs = 600_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let exited = false;
  void shop.exited.then(() => (exited = true));
  while (Date.now() < until && !exited) {
    const ok = await fetch(`${shop.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.error(exited ? "\n✖ the end-to-end tests' shop stopped before it answered" : "\n✖ the end-to-end tests' shop did not answer within 10 minutes");
  process.exit(1);
}

/** Stops the shop as Ctrl-C would (start.ts stops its server and database), then removes its data. */
async function stopE2eShop(shop: E2eShop): Promise<void> {
  if (shop.child.exitCode === null && shop.child.pid) process.kill(-shop.child.pid, "SIGTERM");
  await Promise.race([shop.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (shop.child.exitCode === null && shop.child.pid) process.kill(-shop.child.pid, "SIGKILL");
  rmSync(shop.dataDir, { recursive: true, force: true });
}

async function main() {
  // Without a browser the last layer cannot run: say so before spending minutes.
  const chromium = findChromium();
  if (wanted("e2e") && !chromium) {
    console.error(CHROMIUM_MISSING_MESSAGE);
    process.exit(1);
  }

  // The static checks at once: each keeps one core busy and none times
  // anything, so on two cores they take about as long as the lint alone.
  const checks: [Layer, string, string, string[]][] = [
    ["typecheck", "typecheck", bin("tsc"), ["--noEmit"]],
    ["lint", "lint", bin("eslint"), [".", "--max-warnings=0"]],
    ["unused", "unused code", bin("knip"), ["--no-progress", "--no-config-hints"]],
    ["migrations", "migrations", bin("tsx"), ["scripts/db-migration.ts", "--check"]],
  ];
  const statuses = await Promise.all(
    checks.filter(([layer]) => wanted(layer)).map(async ([, name, command, args]) => [name, await run(name, command, args, {}, { buffered: true })] as const),
  );
  const firstFailure = statuses.find(([, status]) => status !== 0);
  if (firstFailure) failed(firstFailure[0], firstFailure[1]);
  if (wanted("unit")) await step("unit", bin("jest"), ["--selectProjects", "unit", ...jestArgs]);

  if (wanted("integration")) {
    // One database after the other. (Both at once, with the end-to-end shop
    // building beside them, saved minutes on two cores but made the tests that
    // time things flaky.) Each pass has its own data folder (outbox, uploads,
    // backups) and its own database.
    const embedded = await startEmbeddedDatabase({ dataDir: null, port: 0 });
    const dataDirs: string[] = [];
    const dataDir = () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "shop-integration-"));
      dataDirs.push(dir);
      return dir;
    };
    const server = process.env.TEST_DATABASE_URL;
    try {
      if (server) await dropPublicSchema(server);
      const passes: [string, Record<string, string>][] = [
        [
          "integration (embedded PostgreSQL)",
          // PGlite runs one statement at a time; one connection keeps each request's messages together.
          { DATABASE_URL: embedded.url, DATABASE_POOL_MAX: "1", TEST_DATABASE_LABEL: "embedded", DATA_DIR: dataDir() },
        ],
      ];
      if (server) passes.push(["integration (PostgreSQL server)", { DATABASE_URL: server, TEST_DATABASE_LABEL: "server", DATA_DIR: dataDir() }]);
      else console.log("(TEST_DATABASE_URL is not set: integration tests run on the embedded database only)");
      for (const [name, env] of passes) {
        const status = await run(name, bin("jest"), ["--selectProjects", "integration", "--runInBand", ...jestArgs], env);
        if (status !== 0) {
          console.error(`\n✖ ${name} failed`);
          process.exitCode = status;
          break;
        }
      }
    } finally {
      await embedded.stop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    }
    if (process.exitCode) process.exit(process.exitCode);
  }

  if (wanted("e2e")) {
    const shop = startE2eShop();
    const started = Date.now();
    await e2eShopReady(shop);
    timings.push(["e2e shop ready (its build, when needed)", Date.now() - started]);
    try {
      await step("e2e", bin("playwright"), ["test"], { E2E_DATA_DIR: shop.dataDir, E2E_SERVER_STARTED: shop.url, CHROMIUM_PATH: chromium ?? "" });
    } finally {
      await stopE2eShop(shop);
    }
  }

  console.log("\nAll tests passed.");
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(36)} ${(ms / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
