// End-to-end tests: the system's Chromium against one production build served
// by `npm start`'s own start script on a fresh embedded database.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: ["data-changes/**", "catalogue-changes/**", "tax-changes/**", "**/e2e/faults/**"] },
    // Tests that change shared data run alone, after all the others.
    {
      name: "data-changes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "data-changes/**/*.spec.ts",
      dependencies: ["desktop"],
    },
    // The owner's editors change prices, stock and page texts every page
    // shows (the other data-changing tests pay at the seeded prices): alone, after them.
    {
      name: "catalogue-changes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "catalogue-changes/**/*.spec.ts",
      dependencies: ["data-changes"],
    },
    // A registered tax state taxes every checkout to it (the others pay at
    // tax-free totals): alone, after them.
    {
      name: "tax-changes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "tax-changes/**/*.spec.ts",
      dependencies: ["catalogue-changes"],
    },
    // A second shop whose database goes away and comes back: last, on its own.
    {
      name: "faults",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: "**/e2e/faults/**/*.spec.ts",
      dependencies: ["tax-changes"],
    },
  ],
  webServer: {
    command: "node node_modules/tsx/dist/cli.mjs scripts/start.ts",
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: process.env.E2E_DB_PORT ?? "54398",
      // One JSON line per request would bury the test report; warnings and errors are kept.
      LOG_LEVEL: "warn",
      // Fresh data each run; a known admin for the admin journeys.
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "correct-horse-battery",
      // As behind one load balancer: a test that plays several clients sends
      // its own X-Forwarded-For; the browser's requests count as 127.0.0.1.
      TRUSTED_PROXY_HOPS: "1",
      // The admin journeys sign in with a password only; the two-factor journey
      // (data-changes/admin-two-factor.spec.ts) sets up and uses a code itself.
      ADMIN_REQUIRE_2FA: "0",
    },
  },
});
