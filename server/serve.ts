// The shop's HTTP server: Next.js behind a thin Node server that acts as the
// innermost proxy (server/peer-address.ts), sends the build's scripts and
// stylesheets brotli-compressed (server/precompressed.ts) and shareable
// answers again for up to a second (server/response-cache.ts).
//
// The build compiles it to JavaScript (scripts/lib/build.ts), which `npm start`
// and `npm run serve` run with plain node; `npm run dev` runs this source.
// `--production` (npm run serve) starts one instance of a cluster: it serves
// the build made by `npm run build` and never builds, and before it listens
// it refuses what only suits one machine (server/production-checks.ts),
// naming the variable. `--check` runs those checks and exits.
//   node .next/shop-server/serve.js [--production [--check]] [--port N] [--hostname H]
//   tsx server/serve.ts --dev [--port N] [--hostname H]
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import next from "next";
import { configOrExit, textOption } from "../lib/command-line";
import { markDraining } from "../lib/http/draining";
import { matchHomePageVerification } from "./home-page";
import { appendPeerAddress } from "./peer-address";
import { logger } from "../lib/log";
import { handleWithRequestId } from "./request-log";
import { clusterProblems, configurationProblems, joinCluster, type StartProblem } from "./production-checks";
import { BrotliCopies, staticDir } from "./precompressed";
import { ResponseCache } from "./response-cache";

const log = logger("shop");

function refuse(problems: StartProblem[]): never {
  for (const problem of problems) log.error(`cannot start: ${problem.variable} ${problem.message}`, { variable: problem.variable });
  process.exit(1);
}

/** The checks of a production instance; resolves with its cluster membership. */
async function productionStart(checkOnly: boolean) {
  const config = configOrExit();
  const problems = configurationProblems(config, process.env);
  if (problems.length) refuse(problems);
  if (!checkOnly && !existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    refuse([{ variable: "BUILD", message: "there is no production build here: run `npm run build` once per release; instances never build." }]);
  }
  const membership = await joinCluster(config.database.url, process.env.SHOP_INSTANCE_ID ?? randomUUID(), os.hostname());
  const shared = clusterProblems(config, membership.others);
  if (shared.length || checkOnly) await membership.stop();
  if (shared.length) refuse(shared);
  if (checkOnly) {
    log.info(`ready to start (${membership.others} other instance(s) running)`, { otherInstances: membership.others });
    process.exit(0);
  }
  return membership;
}

async function main() {
  const dev = process.argv.includes("--dev");
  const production = !dev && process.argv.includes("--production");
  if (production) (process.env as Record<string, string>).NODE_ENV = "production";
  const membership = production ? await productionStart(process.argv.includes("--check")) : null;
  const port = Number(textOption("port") ?? process.env.PORT ?? 3000);
  const hostname = textOption("hostname") ?? process.env.HOSTNAME ?? "0.0.0.0";
  const app = next({ dev, dir: process.cwd(), port, hostname: hostname === "0.0.0.0" ? "localhost" : hostname });
  const handle = app.getRequestHandler();
  await app.prepare();
  if (!dev) {
    const code = configOrExit().google.siteVerification;
    await matchHomePageVerification(handle, code).then(
      (regenerated) => regenerated && log.info(`home page regenerated ${code ? "with" : "without"} the site-verification tag`),
      (error: unknown) => log.error("the home page keeps its site-verification tag until it is next regenerated", { error }),
    );
  }
  // Shareable answers (prerendered pages, cached reads, static files) are sent
  // again for up to a second without running Next.js (server/response-cache.ts).
  const responses = dev ? null : new ResponseCache().register();
  // The build's brotli copies of its scripts and stylesheets, for browsers that take br.
  const brotli = dev ? null : new BrotliCopies(staticDir(process.cwd()));
  const server = http.createServer((req, res) =>
    handleWithRequestId(req, res, () => {
      if (brotli?.serve(req, res)) return;
      if (responses?.serve(req, res)) return;
      appendPeerAddress(req.headers, req.socket.remoteAddress);
      responses?.capture(req, res);
      void handle(req, res);
    }),
  );
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  }
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // A graceful stop (SIGTERM from an orchestrator, Ctrl-C). SIGTERM first
  // drains: /api/health/ready answers 503 at once (lib/http/draining.ts) while
  // the server keeps answering for SHUTDOWN_DRAIN_SECONDS (default 5 for a
  // production instance, 0 for npm start), so the balancer takes the instance
  // out before it refuses connections; Ctrl-C, or a second signal, stops
  // without waiting. Then no new connections, and every request already
  // received is answered. Node would drop at once
  // the connections with no request under way, including one accepted a moment
  // ago whose request is still arriving, which a proxy turns into a 502; idle
  // connections are closed a second later instead, and every second after.
  // The process exits once the server has closed and the instance has left
  // the cluster (its ServerInstance row deleted: a row left behind would
  // count as a running instance for a while, and a lone instance started
  // again with one-machine settings would refuse to start), or after 20 s.
  const drainSeconds = configOrExit().shutdownDrainSeconds ?? (production ? 5 : 0);
  let draining: NodeJS.Timeout | undefined;
  let stopping = false;
  const drain = () => {
    if (draining || stopping || drainSeconds === 0) return stop();
    markDraining();
    log.info(`stopping: not ready from now on, still serving for ${drainSeconds} s`, { drainSeconds });
    draining = setTimeout(stop, drainSeconds * 1000);
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    markDraining();
    clearTimeout(draining);
    setTimeout(() => process.exit(0), 20_000).unref();
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => {};
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    setInterval(closeIdle, 1_000).unref();
    void Promise.all([closed, membership?.stop()]).finally(() => process.exit(0));
  };
  process.on("SIGTERM", drain);
  process.on("SIGINT", stop);
  server.listen(port, hostname, () => log.info(`listening on ${hostname}:${port}${dev ? " (development)" : ""}`, { hostname, port, dev }));
}

main().catch((error) => {
  log.error("the server could not start", { error });
  process.exit(1);
});
