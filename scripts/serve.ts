// The shop's HTTP server: Next.js behind a thin Node server that acts as the
// innermost proxy. It appends the address of the connection it accepted to
// X-Forwarded-For, as every proxy does, so the app can tell a client's real
// address from the entries a client or an untrusted hop wrote
// (lib/http/client-address.ts, TRUSTED_PROXY_HOPS). `next start` would keep
// a client's own X-Forwarded-For as it is.
//   tsx scripts/serve.ts [--dev] [--port N] [--hostname H]
import http from "node:http";
import next from "next";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export function appendPeerAddress(headers: http.IncomingHttpHeaders, peer: string | undefined): void {
  const address = (peer ?? "unknown").replace(/^::ffff:/, "");
  const existing = headers["x-forwarded-for"];
  const list = (Array.isArray(existing) ? existing.join(",") : (existing ?? "")).trim();
  headers["x-forwarded-for"] = list ? `${list}, ${address}` : address;
}

async function main() {
  const dev = process.argv.includes("--dev");
  const port = Number(option("port") ?? process.env.PORT ?? 3000);
  const hostname = option("hostname") ?? process.env.HOSTNAME ?? "0.0.0.0";
  const app = next({ dev, dir: process.cwd(), port, hostname: hostname === "0.0.0.0" ? "localhost" : hostname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((req, res) => {
    appendPeerAddress(req.headers, req.socket.remoteAddress);
    void handle(req, res);
  });
  if (dev) {
    const upgrade = app.getUpgradeHandler();
    server.on("upgrade", (req, socket, head) => void upgrade(req, socket, head));
  }
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const stop = () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.listen(port, hostname, () => console.log(`[shop] listening on ${hostname}:${port}${dev ? " (development)" : ""}`));
}

if (process.argv[1]?.endsWith("serve.ts")) {
  main().catch((error) => {
    console.error("[shop] the server could not start:", error);
    process.exit(1);
  });
}
