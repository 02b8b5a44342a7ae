// A second shop for browser tests that need other run-time settings: the same
// production build, started by `npm start`'s own script on its own port and
// its own fresh embedded database (settings that shape the build would force
// a rebuild, so only run-time settings may differ).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ADMIN = { email: "owner@example.com", password: "correct-horse-battery" };

export interface SecondShop {
  url: string;
  stop(): Promise<void>;
}

export async function startSecondShop(options: { offset: number; env: Record<string, string> }): Promise<SecondShop> {
  const port = Number(process.env.E2E_PORT ?? 3100) + options.offset;
  const dbPort = Number(process.env.E2E_DB_PORT ?? 54398) + options.offset;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-second-"));
  const child: ChildProcess = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(dbPort),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The second shop did not start on ${url}:\n${output.slice(-3000)}`);
}
