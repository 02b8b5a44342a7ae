// nginx in front of the shop's instances, round-robin, as the README's
// "Deploying" section configures it: it appends the address it was reached
// from to X-Forwarded-For (one of the hops TRUSTED_PROXY_HOPS counts; the
// cluster test sets 2, for nginx and the CDN its load generator plays),
// retries another instance when one refuses connections, and never retries
// a request that reached one.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Nginx {
  url: string;
  /** Takes an instance out of the upstream (down) or puts it back, and reloads nginx. */
  setDown(port: number, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** The server block of the README, for these upstream ports. */
export function nginxSiteConfig(listenPort: number, upstreamPorts: number[], down: ReadonlySet<number> = new Set()): string {
  return `upstream shop {
    # No keepalive: a fresh connection per request, so an instance that is
    # stopping refuses new ones (and nginx tries the next) instead of
    # dropping a reused one.
${upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.has(port) ? " down" : ""};`).join("\n")}
  }

  server {
    listen 127.0.0.1:${listenPort};
    client_max_body_size 11m;

    # Uploads: the owner's tutorial videos are larger than a photo (the shop
    # checks each file against its own limit).
    location /api/objects/uploads/ {
      client_max_body_size 101m;
      proxy_pass http://shop;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 120s;
    }

    location / {
      proxy_pass http://shop;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down or restarting: try the next one. A request
      # an instance has received is never sent to another one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }`;
}

export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), "cluster-nginx-"));
  for (const dir of ["logs", "temp"]) mkdirSync(path.join(prefix, dir), { recursive: true });
  chmodSync(prefix, 0o755);
  chmodSync(path.join(prefix, "temp"), 0o777);
  const conf = path.join(prefix, "nginx.conf");
  const down = new Set<number>();
  const write = () => writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  ${nginxSiteConfig(listenPort, upstreamPorts, down)}
}
`,
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
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
