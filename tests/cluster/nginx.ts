// nginx in front of the shop's instances, round-robin, with the locations
// every deployment uses (deploy/nginx/shop-locations.conf, which compose.yaml
// includes too and the README's "Deploying" section shows): it appends the
// address it was reached from to X-Forwarded-For (one of the hops
// TRUSTED_PROXY_HOPS counts; the cluster test sets 2, for nginx and the CDN
// its load generator plays), retries another instance when one refuses
// connections, and never retries a request that reached one.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeNginxPrefix, nginxConfig } from "../../scripts/lib/nginx";

export interface Nginx {
  url: string;
  /** Takes an instance out of the upstream (down) or puts it back, and reloads nginx. */
  setDown(port: number, down: boolean): Promise<void>;
  /** What nginx wrote to its access log so far. */
  accessLog(): string;
  stop(): Promise<void>;
}

/** The shop's locations, shared by every deployment's nginx. */
export const SHOP_LOCATIONS = path.join(process.cwd(), "deploy", "nginx", "shop-locations.conf");
/** The access log's format, shared likewise: no query strings. */
export const SHOP_LOG_FORMAT = path.join(process.cwd(), "deploy", "nginx", "shop-log-format.conf");

/** An upstream of these ports and a server that includes the shop's locations. */
export function nginxSiteConfig(listenPort: number, upstreamPorts: number[], down: ReadonlySet<number> = new Set()): string {
  return `upstream shop {
    # No keepalive: a fresh connection per request, so an instance that is
    # stopping refuses new ones (and nginx tries the next) instead of
    # dropping a reused one.
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.has(port) ? " down" : ""};`).join("\n")}
  }

  server {
    listen 127.0.0.1:${listenPort};
    include ${SHOP_LOCATIONS};
  }`;
}

export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = makeNginxPrefix("cluster-nginx");
  const conf = path.join(prefix, "nginx.conf");
  const down = new Set<number>();
  const write = () =>
    writeFileSync(
      conf,
      nginxConfig(
        prefix,
        `  include ${SHOP_LOG_FORMAT};
  access_log ${prefix}/logs/access.log shop;
  ${nginxSiteConfig(listenPort, upstreamPorts, down)}`,
      ),
    );
  write();
  const child: ChildProcess = spawn("nginx", ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  const url = `http://localhost:${listenPort}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start on ${listenPort}:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    async setDown(port, isDown) {
      if (isDown) down.add(port);
      else down.delete(port);
      write();
      // A reload starts new workers with the new upstream; old ones finish their requests.
      await new Promise<void>((resolve, reject) =>
        spawn("nginx", ["-p", prefix, "-c", conf, "-s", "reload"], { stdio: "ignore" }).on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`nginx reload exited ${code}`)))),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    accessLog() {
      try {
        return readFileSync(path.join(prefix, "logs", "access.log"), "utf8");
      } catch {
        return "";
      }
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
