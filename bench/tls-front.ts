// The way a phone reaches the shop in production: through TLS and HTTP/2 (the
// README's "Deploying": TLS in front of nginx, as every CDN and load balancer
// terminates it, with HTTP/2). For `npm run lighthouse`, an nginx on loopback
// with a throw-away self-signed certificate (made by openssl) stands in front
// of each page it measures, the shop and the empty Next.js page alike, one
// port each, proxying to their plain-HTTP servers.
//
// Why it matters to the figures: Lighthouse simulates a slow 4G network from
// the requests it saw. Over HTTP/1.1 it opens up to six connections to the
// site, each with its own handshake and slow start; over HTTP/2 one, whose
// window has grown by the time the page's scripts are fetched. Measured over
// plain HTTP/1.1, a page pays for connections that no browser opens to a
// site served over HTTPS.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { makeNginxPrefix, nginxConfig } from "../scripts/lib/nginx";
import { acceptsConnections } from "../tests/support/ports";

export interface TlsFront {
  /** The https:// address in front of each upstream, in the order given. */
  urls: string[];
  stop(): void;
}

/** Waits until something accepts connections on the port, or throws after `ms`. */
async function waitForPort(port: number, ms: number, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await acceptsConnections(port)) return;
    const reason = failed();
    if (reason !== null || Date.now() > deadline) throw new Error(`nginx did not start on port ${port}${reason ? `:\n${reason}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * nginx serving https://localhost:<port> with HTTP/2 in front of each
 * upstream (an http:// origin), on the given ports. `nginx` and `openssl`
 * come from Debian's packages of the same names.
 */
export async function startTlsFront(upstreams: string[], ports: number[]): Promise<TlsFront> {
  const prefix = makeNginxPrefix("lighthouse-tls");
  const key = path.join(prefix, "key.pem");
  const cert = path.join(prefix, "cert.pem");
  await promisify(execFile)("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", key, "-out", cert,
  ]).catch((error: unknown) => {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`openssl could not make the loopback certificate (apt-get install openssl): ${String(error)}`);
  });
  // `listen … ssl http2` rather than `http2 on;`: Debian 12's nginx is 1.22.
  const servers = upstreams.map(
    (upstream, index) => `
  server {
    listen 127.0.0.1:${ports[index]} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass ${upstream.replace(/\/$/, "")};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto https;
    }
  }`,
  );
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(conf, nginxConfig(prefix, `  access_log off;\n${servers.join("\n")}`));
  const child: ChildProcess = spawn("nginx", ["-p", prefix, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  let spawnError: string | null = null;
  child.on("error", (error) => (spawnError = `${error.message} (apt-get install nginx)`));
  child.stderr?.on("data", (chunk) => (log = (log + chunk).slice(-4000)));
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    for (const port of ports.slice(0, upstreams.length)) await waitForPort(port, 10_000, () => spawnError ?? (child.exitCode !== null ? log || "nginx exited" : null));
  } catch (error) {
    stop();
    throw error;
  }
  return { urls: upstreams.map((_, index) => `https://localhost:${ports[index]}`), stop };
}
