// npm start: the whole shop with one command.
//   1. the database: embedded PGlite under DATA_DIR unless DATABASE_URL is set
//   2. migrations, seed data, and the admin of ADMIN_EMAIL/ADMIN_PASSWORD; the
//      auth secret and the data key ring (generated once into DATA_DIR unless set)
//   3. a production build, unless the current one matches code and configuration
//   4. the shop's server (server/serve.ts: Next.js behind a thin Node server) on PORT (default 3000),
//      compiled by the build and run with node; `--dev` runs its source through tsx
// Ctrl-C stops everything it started.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { configOrExit } from "../lib/command-line";
import { logger } from "../lib/log";
import { oneMachineAuthSecret } from "./lib/auth-secret";
import { oneMachineDataKeys } from "./lib/data-keys";
import { buildShop, productionEnv } from "./lib/build";
import { SERVER_ENTRY, computeBuildHash, isBuildCurrent } from "./lib/build-hash";
import { openDatabase, prepareDatabase } from "./lib/database";

const root = process.cwd();
const tsxCli = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const dev = process.argv.includes("--dev");
const started = Date.now();
// Its lines are the shop's JSON log lines too (lib/log.ts), so one collector reads the launcher and the server alike.
const startLog = logger("start");
const log = (line: string) => startLog.info(line);

/** The compiled server of the build, or in development its source through tsx. */
function serve(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const server = dev ? [tsxCli, path.join(root, "server", "serve.ts")] : [path.join(root, SERVER_ENTRY)];
  return spawn(process.execPath, [...server, ...args], { cwd: root, env, stdio: "inherit" });
}

function waitFor(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  const config = configOrExit();
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
      AUTH_SECRET: oneMachineAuthSecret(config, log),
      DATA_ENCRYPTION_KEYS: oneMachineDataKeys(config, process.env, log),
      NEXT_TELEMETRY_DISABLED: "1",
    };

    if (dev) {
      child = serve(["--dev", "--port", String(config.port)], { ...env, NODE_ENV: "development" });
    } else {
      const prodEnv = productionEnv(env);
      const hash = computeBuildHash(root, prodEnv);
      if (isBuildCurrent(root, hash)) {
        log("production build is current");
      } else {
        const code = await buildShop(root, prodEnv, log, hash);
        if (code !== 0) {
          startLog.error("the build failed; see the messages above.");
          return stop(code);
        }
      }
      child = serve(["--port", String(config.port)], prodEnv);
      log(`serving on http://localhost:${config.port} (ready ${((Date.now() - started) / 1000).toFixed(1)} s after start)`);
    }
    const code = await waitFor(child);
    await stop(code);
  } catch (error) {
    startLog.error("could not start", { error: error instanceof Error ? error.message : String(error) });
    await stop(1);
  }
}

void main();
