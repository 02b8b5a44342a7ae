// An instance that gets SIGTERM reports itself not ready at once and keeps
// serving for its drain period before it stops taking requests: the
// production build's own server (.next/shop-server/serve.js, what `npm start`
// and `npm run serve` run) started beside the test shop, on its database,
// with SHUTDOWN_DRAIN_SECONDS=3. It shares the test shop's data folder and
// secret, so whatever it does (its schedules send e-mails) lands where the
// test shop's would.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SERVER_ENTRY } from "../../scripts/lib/build-hash";
import { SHOP_DB_URL } from "./support/shop-db";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const URL = `http://localhost:${PORT}`;
const DRAIN_SECONDS = 3;
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data/e2e";

let server: ChildProcess;
let output = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn(process.execPath, [SERVER_ENTRY, "--port", String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR,
      AUTH_SECRET: readFileSync(path.join(DATA_DIR, "auth-secret"), "utf8").trim(),
      DATABASE_URL: SHOP_DB_URL,
      DATABASE_POOL_MAX: "1",
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 80_000;
  for (;;) {
    const res = await fetch(`${URL}/api/health/ready`).catch(() => null);
    if (res?.ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not become ready:\n${output.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
});

test("on SIGTERM readiness answers 503 at once while the instance serves for its drain period, then it stops", async () => {
  test.setTimeout(60_000);
  const liveBefore = await (await fetch(`${URL}/api/health/live`)).json();
  expect(liveBefore.status).toBe("ok");
  expect(liveBefore.build).toMatch(/\S/);
  expect(liveBefore.build).not.toBe("development");
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));

  const signalled = Date.now();
  server.kill("SIGTERM");
  // Right away: not ready, yet every other address still answers.
  await expect.poll(async () => (await fetch(`${URL}/api/health/ready`)).status, { timeout: 1_000, intervals: [50] }).toBe(503);
  const ready = await fetch(`${URL}/api/health/ready`);
  expect(await ready.json()).toEqual({ error: { code: "draining", message: "This instance is shutting down." }, status: "not_ready", build: liveBefore.build });
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect((await fetch(`${URL}/api/health/live`)).status).toBe(200);
  expect((await fetch(`${URL}/forum`)).status).toBe(200);
  expect((await fetch(`${URL}/api/health`)).status).toBe(200);

  // It takes requests until the drain period is over, then closes and exits.
  let lastServed = signalled;
  while (Date.now() - signalled < 30_000) {
    const res = await fetch(`${URL}/api/health/live`).catch(() => null);
    if (!res) break;
    lastServed = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(lastServed - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000 - 300);
  expect(lastServed - signalled).toBeLessThan(DRAIN_SECONDS * 1000 + 3_000);
  expect(await exited).toBe(0);
  expect(output).toContain(`"area":"shop","msg":"stopping: not ready from now on, still serving for ${DRAIN_SECONDS} s"`);
});
