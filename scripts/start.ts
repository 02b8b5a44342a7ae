// npm start: the whole shop with one command.
//   1. the database: embedded PGlite under DATA_DIR unless DATABASE_URL is set
//   2. migrations, seed data, and the admin of ADMIN_EMAIL/ADMIN_PASSWORD
//   3. a production build, unless the current one matches code and configuration
//   4. the shop's server (scripts/serve.ts: Next.js behind a thin Node server) on PORT (default 3000)
// Ctrl-C stops everything it started.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, getConfig, type Config } from "../lib/config";
import { BUILD_HASH_FILE, computeBuildHash, isBuildCurrent } from "./lib/build-hash";
import { openDatabase, prepareDatabase } from "./lib/database";

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const tsxCli = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const dev = process.argv.includes("--dev");
const started = Date.now();
const log = (line: string) => console.log(`[shop] ${line}`);

function authSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`generated AUTH_SECRET in ${path.relative(root, file)}`);
  return secret;
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: "inherit" });
}

function serve(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [tsxCli, path.join(root, "scripts", "serve.ts"), ...args], { cwd: root, env, stdio: "inherit" });
}

function waitFor(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  let config: Config;
  try {
    config = getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase(config);
  let child: ChildProcess | null = null;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child && child.exitCode === null) {
      child.kill("SIGTERM");
      await Promise.race([waitFor(child), new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await database.close().catch(() => {});
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  try {
    log(database.embedded ? `embedded database on port ${config.database.embeddedPort} (data in ${path.relative(root, config.dataDir) || "."}/pglite)` : "database: DATABASE_URL");
    await prepareDatabase(config, database.url, log);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      AUTH_SECRET: authSecret(config),
      NEXT_TELEMETRY_DISABLED: "1",
    };

    if (dev) {
      child = serve(["--dev", "--port", String(config.port)], { ...env, NODE_ENV: "development" });
    } else {
      const prodEnv = { ...env, NODE_ENV: "production" } as NodeJS.ProcessEnv;
      const hash = computeBuildHash(root, prodEnv);
      if (isBuildCurrent(root, hash)) {
        log("production build is current");
      } else {
        log("building the shop (next build)…");
        const code = await waitFor((child = run(["build"], prodEnv)));
        child = null;
        if (code !== 0) {
          console.error("[shop] the build failed; see the messages above.");
          return stop(code);
        }
        writeFileSync(path.join(root, BUILD_HASH_FILE), hash);
      }
      child = serve(["--port", String(config.port)], prodEnv);
      log(`serving on http://localhost:${config.port} (ready ${((Date.now() - started) / 1000).toFixed(1)} s after start)`);
    }
    const code = await waitFor(child);
    await stop(code);
  } catch (error) {
    console.error(`[shop] could not start: ${error instanceof Error ? error.message : error}`);
    await stop(1);
  }
}

void main();
