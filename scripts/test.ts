// npm test: every layer, in order, stopping at the first failure.
//   typecheck → lint (import cycles included) → unused files, exports and
//   dependencies (knip) → migrations up to date → unit/component (Jest)
//   → integration (Jest against the embedded PostgreSQL, and TEST_DATABASE_URL when set)
//   → end to end (Playwright in the system's Chromium, one production build)
// `--only <layer>` runs one layer; arguments after `--` go to Jest (e.g. a test file).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_MISSING_MESSAGE, findChromium } from "./lib/chromium";
import { startEmbeddedDatabase } from "./lib/embedded-db";
import { dropPublicSchema } from "../lib/backup/postgres";

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
// served from this process, so its event loop must stay free.
async function step(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const status = await new Promise<number>((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  timings.push([name, Date.now() - started]);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(status);
  }
}


async function main() {
  // Without a browser the last layer cannot run: say so before spending minutes.
  const chromium = findChromium();
  if (wanted("e2e") && !chromium) {
    console.error(CHROMIUM_MISSING_MESSAGE);
    process.exit(1);
  }

  if (wanted("typecheck")) await step("typecheck", bin("tsc"), ["--noEmit"]);
  if (wanted("lint")) await step("lint", bin("eslint"), [".", "--max-warnings=0"]);
  if (wanted("unused")) await step("unused code", bin("knip"), ["--no-progress", "--no-config-hints"]);
  if (wanted("migrations")) await step("migrations", bin("tsx"), ["scripts/db-migration.ts", "--check"]);
  if (wanted("unit")) await step("unit", bin("jest"), ["--selectProjects", "unit", ...jestArgs]);

  if (wanted("integration")) {
    const embedded = await startEmbeddedDatabase({ dataDir: null, port: 0 });
    try {
      await step("integration (embedded PostgreSQL)", bin("jest"), ["--selectProjects", "integration", "--runInBand", ...jestArgs], {
        DATABASE_URL: embedded.url,
        // PGlite runs one statement at a time; one connection keeps each request's messages together.
        DATABASE_POOL_MAX: "1",
        TEST_DATABASE_LABEL: "embedded",
      });
    } finally {
      await embedded.stop();
    }
    if (process.env.TEST_DATABASE_URL) {
      await dropPublicSchema(process.env.TEST_DATABASE_URL);
      await step("integration (PostgreSQL server)", bin("jest"), ["--selectProjects", "integration", "--runInBand", ...jestArgs], {
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        TEST_DATABASE_LABEL: "server",
      });
    } else {
      console.log("(TEST_DATABASE_URL is not set: integration tests ran on the embedded database only)");
    }
  }

  if (wanted("e2e")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
    try {
      await step("e2e", bin("playwright"), ["test"], { E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium ?? "" });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.log("\nAll tests passed.");
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(36)} ${(ms / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
