// A production shop for measurement commands (bench, load test) and browser
// tests that need a shop of their own: `npm start`'s own script (build when
// needed, migrations, seed, admin) on its own port and, unless DATABASE_URL is
// given, its own fresh embedded database in a temporary data directory.
// stop() ends the whole process group it started and removes that directory.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { acceptsConnections } from "./ports";

export const SHOP_ADMIN = { email: "owner@example.com", password: "correct-horse-battery" };

export interface ShopServer {
  url: string;
  port: number;
  /** Where the shop's database listens: the embedded one's URL, or the given DATABASE_URL. */
  databaseUrl: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  port: number;
  /** Port of the embedded database (ignored when env.DATABASE_URL is set). */
  databasePort: number;
  /** Run-time settings; settings that shape the build force a rebuild. */
  env?: Record<string, string>;
  /** Echo the server's output to this process's output. */
  echo?: boolean;
  /** How long to wait for /api/health, including a build (default 10 minutes). */
  startTimeoutMs?: number;
}

export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  // Another server on the port (a shop left running) would answer the health
  // check in this one's place, and every request would go to it.
  if (await acceptsConnections(options.port, "localhost")) {
    throw new Error(`Something already listens on port ${options.port}: stop it, or choose another port (--port).`);
  }
  const env = options.env ?? {};
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-server-"));
  const child: ChildProcess = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/start.ts"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(options.databasePort),
      ADMIN_EMAIL: SHOP_ADMIN.email,
      ADMIN_PASSWORD: SHOP_ADMIN.password,
      // The measured admin signs in with a password only (production asks for a second factor).
      ADMIN_REQUIRE_2FA: "0",
      ...env,
    },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
    if (options.echo) process.stdout.write(chunk);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  const url = `http://localhost:${options.port}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      signalGroup(child.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) signalGroup(child.pid, "SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 600_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) {
        return {
          url,
          port: options.port,
          databaseUrl: env.DATABASE_URL ?? `postgresql://postgres:postgres@localhost:${options.databasePort}/postgres?sslmode=disable`,
          output: () => output,
          stop,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The shop did not start on ${url}:\n${output.slice(-3000)}`);
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
