// Brotli for the build's own scripts and stylesheets (/_next/static: names
// that change with their content). `npm run build` writes a `.br` copy of each
// at the highest quality, once per release (writeBrotliCopies, called by
// scripts/lib/build.ts); the server keeps those copies in memory and sends
// one to a browser that accepts br, with the headers Next.js gives the file.
// Next.js itself compresses with gzip on every miss of its cache; brotli at
// quality 11 is too slow for that but makes the scripts a phone downloads
// before a page works about 15 % smaller, and the stylesheet about 20 %.
//
// Everything else goes to Next.js as before: a client without br, a range
// request, a file without a copy (a build made before copies existed), any
// address that is not exactly a copied file's (no decoding, no dot segments:
// the copies are looked up by name in a map, never by a path on disk).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { staticFileHeaders } from "../lib/security-headers";

/** Where the build's files are served from, and the folder they are in. */
const URL_PREFIX = "/_next/static/";
export const staticDir = (root: string) => path.join(root, ".next", "static");

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};
const SUFFIX = ".br";
/** As Next.js sends the build's files: a year, never revalidated. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

function* filesBelow(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesBelow(file);
    else if (entry.isFile()) yield file;
  }
}

/** Writes `<file>.br` beside each script and stylesheet below `dir`; returns how many, and their sizes before and after. */
export function writeBrotliCopies(dir: string): { files: number; bytes: number; compressedBytes: number } {
  const totals = { files: 0, bytes: 0, compressedBytes: 0 };
  for (const file of filesBelow(dir)) {
    if (!TYPES[path.extname(file)]) continue;
    const body = readFileSync(file);
    const compressed = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(file + SUFFIX, compressed);
    totals.files += 1;
    totals.bytes += body.length;
    totals.compressedBytes += compressed.length;
  }
  return totals;
}

/** Whether an Accept-Encoding header accepts br (named, without q=0). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [coding = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "br") return false;
    const quality = params.find((param) => param.startsWith("q="));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

interface Copy {
  body: Buffer;
  type: string;
  /** The original file's time, to the second, as Last-Modified says it. */
  modified: Date;
}

export class BrotliCopies {
  private readonly copies = new Map<string, Copy>();

  /** The copies below a build's static folder (none when it has none, or no folder). */
  constructor(dir: string) {
    let files: string[];
    try {
      files = [...filesBelow(dir)];
    } catch {
      return;
    }
    for (const file of files) {
      if (!file.endsWith(SUFFIX)) continue;
      const original = file.slice(0, -SUFFIX.length);
      const type = TYPES[path.extname(original)];
      if (!type) continue;
      let modified: Date;
      try {
        modified = statSync(original).mtime;
      } catch {
        continue;
      }
      modified.setMilliseconds(0);
      const name = path.relative(dir, original).split(path.sep).join("/");
      this.copies.set(URL_PREFIX + name, { body: readFileSync(file), type, modified });
    }
  }

  get size(): number {
    return this.copies.size;
  }

  /** Answers a GET or HEAD of a copied file from a client that accepts br; false when Next.js should answer. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range !== undefined) return false;
    const url = req.url ?? "";
    if (!url.startsWith(URL_PREFIX) || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    // The query (?dpl=<build id>) tells builds apart for caches; the file is the same.
    const copy = this.copies.get(url.split("?", 1)[0]!);
    if (!copy) return false;
    for (const { key, value } of staticFileHeaders()) res.setHeader(key, value);
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Last-Modified", copy.modified.toUTCString());
    const since = Date.parse(String(req.headers["if-modified-since"] ?? ""));
    if (!Number.isNaN(since) && copy.modified.getTime() <= since) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    res.setHeader("Content-Type", copy.type);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Content-Length", copy.body.length);
    res.end(req.method === "HEAD" ? undefined : copy.body);
    return true;
  }
}
