// End-to-end tests: the system's Chromium against one production build served
// by `npm start`'s own start script on a fresh embedded database.
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/chromium";
import { E2E_SERVER_COMMAND, e2eServerEnv, e2ePort } from "./scripts/lib/e2e-server";

const PORT = e2ePort();
const baseURL = `http://localhost:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A minute and a half a test: the longest journeys load a dozen pages or
  // scan several with axe (a few seconds a scan on a busy two-core machine);
  // the customer's order journey took 47 s on one.
  timeout: 90_000,
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
  // Started here unless npm test started it already (scripts/lib/e2e-server.ts).
  webServer: process.env.E2E_SERVER_STARTED
    ? undefined
    : {
        command: ["node", ...E2E_SERVER_COMMAND].join(" "),
        url: `${baseURL}/api/health`,
        timeout: 600_000,
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        env: e2eServerEnv(dataDir),
      },
});
