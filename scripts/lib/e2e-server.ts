// The shop the end-to-end tests run against: `npm start`'s own script on a
// fresh embedded database, with these settings. Playwright starts it itself
// (playwright.config.ts) unless `npm test` started it already, which gives
// its address in E2E_SERVER_STARTED.

/** The port of the end-to-end shop (E2E_PORT, default 3100). */
export const e2ePort = (env: NodeJS.ProcessEnv = process.env): number => Number(env.E2E_PORT ?? 3100);

/** The settings of the end-to-end shop, over the environment's. */
export function e2eServerEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    PORT: String(e2ePort(env)),
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: env.E2E_DB_PORT ?? "54398",
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
  };
}

/** The command that starts it (`npm start`'s script), from the project's folder. */
export const E2E_SERVER_COMMAND = ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"] as const;
