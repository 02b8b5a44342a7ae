// The build's scripts and stylesheets go brotli-compressed to browsers that
// take br, exactly as built, with the headers Next.js gives them; anything
// else is left to Next.js.
import http from "node:http";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { BrotliCopies, acceptsBrotli, writeBrotliCopies } from "@/server/precompressed";

const SCRIPT = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify("x".repeat(2000))}]);\n`.repeat(20);
const STYLES = ".wrap{max-width:80rem;margin:0 auto}\n".repeat(200);

let dir: string;
let server: http.Server;
let port: number;
let passedOn: string[];

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "shop-static-"));
  mkdirSync(path.join(dir, "chunks"), { recursive: true });
  mkdirSync(path.join(dir, "media"), { recursive: true });
  writeFileSync(path.join(dir, "chunks", "0abc.js"), SCRIPT);
  writeFileSync(path.join(dir, "chunks", "0def.css"), STYLES);
  writeFileSync(path.join(dir, "media", "inter.woff2"), Buffer.alloc(500, 7));
  const modified = new Date("2026-11-20T10:00:00.400Z");
  for (const file of ["chunks/0abc.js", "chunks/0def.css"]) utimesSync(path.join(dir, file), modified, modified);
  passedOn = [];
});

afterEach(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  rmSync(dir, { recursive: true, force: true });
});

async function listen(copies: BrotliCopies) {
  server = http.createServer((req, res) => {
    if (copies.serve(req, res)) return;
    passedOn.push(`${req.method} ${req.url}`);
    res.end("from Next.js");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}

function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The path as written: a URL would resolve its dot segments before sending it.
    const req = http.request({ host: "127.0.0.1", port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("the build writes a brotli copy of each script and stylesheet, not of fonts, smaller than the file", () => {
  const totals = writeBrotliCopies(dir);
  expect(totals.files).toBe(2);
  expect(totals.bytes).toBe(Buffer.byteLength(SCRIPT) + Buffer.byteLength(STYLES));
  expect(totals.compressedBytes).toBeLessThan(totals.bytes / 10);
  expect(brotliDecompressSync(readFileSync(path.join(dir, "chunks", "0abc.js.br"))).toString()).toBe(SCRIPT);
  expect(brotliDecompressSync(readFileSync(path.join(dir, "chunks", "0def.css.br"))).toString()).toBe(STYLES);
  expect(existsSync(path.join(dir, "media", "inter.woff2.br"))).toBe(false);
});

test("a browser that takes br gets the copy with the build's headers; the deployment id in the query changes nothing", async () => {
  writeBrotliCopies(dir);
  const copies = new BrotliCopies(dir);
  expect(copies.size).toBe(2);
  await listen(copies);
  const script = await get("/_next/static/chunks/0abc.js?dpl=build-1", { "accept-encoding": "gzip, deflate, br, zstd" });
  expect(script.status).toBe(200);
  expect(script.headers["content-encoding"]).toBe("br");
  expect(script.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
  expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(script.headers.vary).toBe("Accept-Encoding");
  expect(script.headers["x-content-type-options"]).toBe("nosniff");
  expect(script.headers["content-security-policy"]).toBeUndefined();
  expect(script.headers["last-modified"]).toBe("Fri, 20 Nov 2026 10:00:00 GMT");
  expect(Number(script.headers["content-length"])).toBe(script.body.length);
  expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);

  const styles = await get("/_next/static/chunks/0def.css", { "accept-encoding": "br" });
  expect(styles.headers["content-type"]).toBe("text/css; charset=UTF-8");
  expect(brotliDecompressSync(styles.body).toString()).toBe(STYLES);

  const head = await get("/_next/static/chunks/0abc.js", { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["content-encoding"]).toBe("br");
  expect(head.body.length).toBe(0);
  expect(passedOn).toEqual([]);
});

test("a revalidation of an unchanged file is answered 304 without a body", async () => {
  writeBrotliCopies(dir);
  await listen(new BrotliCopies(dir));
  const unchanged = await get("/_next/static/chunks/0abc.js", { "accept-encoding": "br", "if-modified-since": "Fri, 20 Nov 2026 10:00:00 GMT" });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
  const older = await get("/_next/static/chunks/0abc.js", { "accept-encoding": "br", "if-modified-since": "Thu, 19 Nov 2026 10:00:00 GMT" });
  expect(older.status).toBe(200);
  expect(brotliDecompressSync(older.body).toString()).toBe(SCRIPT);
});

test("everything else goes to Next.js: no br, br refused, a range, another method, a font, an unknown or disguised name, a build without copies", async () => {
  writeBrotliCopies(dir);
  await listen(new BrotliCopies(dir));
  const cases: [string, Record<string, string>, string?][] = [
    ["/_next/static/chunks/0abc.js", {}],
    ["/_next/static/chunks/0abc.js", { "accept-encoding": "gzip, deflate" }],
    ["/_next/static/chunks/0abc.js", { "accept-encoding": "gzip, br;q=0" }],
    ["/_next/static/chunks/0abc.js", { "accept-encoding": "br", range: "bytes=0-10" }],
    ["/_next/static/chunks/0abc.js", { "accept-encoding": "br" }, "POST"],
    ["/_next/static/media/inter.woff2", { "accept-encoding": "br" }],
    ["/_next/static/chunks/0abc.js.br", { "accept-encoding": "br" }],
    ["/_next/static/chunks/nope.js", { "accept-encoding": "br" }],
    ["/_next/static/chunks/../chunks/0abc.js", { "accept-encoding": "br" }],
    ["/_next/static/chunks/%30abc.js", { "accept-encoding": "br" }],
    ["/chunks/0abc.js", { "accept-encoding": "br" }],
  ];
  for (const [url, headers, method] of cases) {
    const answer = await get(url, headers, method);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe("from Next.js");
  }
  expect(passedOn).toHaveLength(cases.length);

  rmSync(path.join(dir, "chunks", "0def.css.br"));
  expect(new BrotliCopies(dir).size).toBe(1);
  expect(new BrotliCopies(path.join(dir, "missing")).size).toBe(0);
});

test.each([
  ["gzip, deflate, br, zstd", true],
  ["br", true],
  ["BR;q=0.5", true],
  ["gzip, br;q=0", false],
  ["br;q=0.0", false],
  ["gzip", false],
  ["", false],
  ["brotli", false],
])("Accept-Encoding %j accepts br: %s", (header, accepted) => {
  expect(acceptsBrotli(header)).toBe(accepted);
});
