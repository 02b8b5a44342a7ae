// A server process of its own for the shop's upload GET route
// (app/api/objects/uploads/[id]/route.ts), so a test can measure what serving
// media costs a real process: its resident memory, not Jest's heap. It
// passes requests to the route handler as Next.js does: the peer's address
// appended to X-Forwarded-For (as server/peer-address.ts does), the
// request's signal aborted when the client goes away, and the answer's body
// written as the socket takes it (next/dist/server/pipe-readable.ts).
//
// Run as a script (node --import tsx media-server.ts: one process, the one
// measured) it serves on
// PORT and prints `listening on <port>`; startMediaServer() starts it.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import Module from "node:module";
import path from "node:path";

export interface MediaServer {
  url: string;
  pid: number;
  /** Resident memory now, and its peak since the process started (VmRSS, VmHWM), in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

export async function startMediaServer(env: Record<string, string>): Promise<MediaServer> {
  const child: ChildProcess = spawn(process.execPath, ["--expose-gc", "--import", "tsx", path.join(__dirname, "media-server.ts")], {
    env: { ...process.env, ...env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The media server did not start:\n${output}`)), 30_000);
    const collect = (chunk: Buffer) => {
      output += chunk;
      const match = /listening on (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The media server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    memory: () => memoryOf(child.pid!),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** `server-only` resolves to an empty module, as in Jest (the react-server condition would also give React's server build to Next.js's client modules). */
function allowServerOnly(): void {
  const loader = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const resolve = loader._resolveFilename;
  const empty = path.join(__dirname, "../../../support/empty-module.js");
  loader._resolveFilename = function (this: unknown, request, ...rest) {
    return request === "server-only" ? empty : resolve.call(this, request, ...rest);
  };
}

async function serve(): Promise<void> {
  allowServerOnly();
  const { GET } = await import("@/app/api/objects/uploads/[id]/route");
  // What compiling the TypeScript of the modules left behind goes before the
  // server listens, as in a built server: what is measured is serving.
  (globalThis as { gc?: () => void }).gc?.();
  const server = http.createServer(async (req, res) => {
    const id = /^\/api\/objects\/uploads\/([^/?]+)/.exec(req.url ?? "")?.[1];
    if (!id || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const peer = (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
    headers.set("x-forwarded-for", headers.has("x-forwarded-for") ? `${headers.get("x-forwarded-for")}, ${peer}` : peer);
    const aborted = new AbortController();
    res.once("close", () => {
      if (!res.writableFinished) aborted.abort();
    });
    const response = await GET(new Request(`http://localhost${req.url}`, { method: req.method, headers, signal: aborted.signal }), { params: Promise.resolve({ id }) });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body || req.method === "HEAD") {
      res.end();
      return;
    }
    const writer = new WritableStream<Uint8Array>({
      async write(chunk) {
        if (!res.write(chunk)) await new Promise((resolve) => (res.once("drain", resolve), res.once("close", resolve)));
      },
      close: () => void res.end(),
      abort: (reason) => void res.destroy(reason instanceof Error ? reason : undefined),
    });
    await response.body.pipeTo(writer, { signal: aborted.signal }).catch(() => res.destroy());
  });
  server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
    const address = server.address();
    console.log(`listening on ${typeof address === "object" && address ? address.port : ""}`);
  });
  process.on("SIGTERM", () => process.exit(0));
}

if (process.argv[1]?.endsWith("media-server.ts")) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
