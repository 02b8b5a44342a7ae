// A response cache in front of Next.js, in the shop's own server: an answer
// that a shared cache (a CDN) may store by its Cache-Control (a prerendered
// page, a cached read API, a static file) is kept in memory for at most
// HOLD_MS and sent again as it was, without running Next.js, so a busy page is
// served about as fast as a static file. A page that changes is at most
// HOLD_MS later than Next.js's own cache: the app clears this cache in its
// process when data changes (lib/cache/data-tags.ts tells it through
// lib/cache/served-responses.ts), and another instance's copy expires
// within HOLD_MS.
//
// Only what HTTP lets a shared cache store is kept: GET answers with status
// 200, `s-maxage` or `public, max-age` above 0, none of private / no-store /
// no-cache, no Set-Cookie, a Vary other than `*`, and not a stale page that
// Next.js is regenerating (`x-nextjs-cache: STALE`). Requests with
// credentials (Authorization), a range, or Next.js's revalidation and preview
// markers always reach Next.js. Variants are told apart by the request
// headers the answer's Vary names (Accept-Encoding among them), so each
// client gets the encoding and the kind of answer (page or RSC data) it asked
// for. The key is the request as it arrived: Next.js rewrites the request
// while it renders (it drops the RSC headers), so the method, address and
// headers are copied before it runs. An answer that started before the cache
// was cleared (a refresh) may show the data from before it, and is not kept.
//
// An answer marked `immutable` (the build's /_next/static files: their names
// change with their content) is kept as long as its max-age, through the
// clears that data changes cause, until the limits push it out: each
// compressed variant is made once per process instead of once a second, and a
// first visit's stylesheet and scripts are not queued behind that work.
import type http from "node:http";
import { onServedResponsesExpired } from "../lib/cache/served-responses";

/** How long an answer is kept at most. */
export const HOLD_MS = 1_000;
/** Larger answers are never kept, and at most MAX_ENTRIES answers and MAX_BYTES in all. */
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_URL_LENGTH = 2_048;

/** Headers of a connection, or recomputed for each answer (each answer has its own request id). */
const NOT_STORED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length", "age", "x-request-id"]);

interface Stored {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  storedAt: number;
  expires: number;
  /** Kept through clears (an `immutable` answer). */
  immutable: boolean;
}

type HeaderRecord = Record<string, string | string[] | number | undefined>;

/** A request as it arrived, before Next.js rewrites its address and headers (only GETs are kept, and HEADs answered from them). */
interface RequestSnapshot {
  url: string;
  headers: http.IncomingHttpHeaders;
}

function snapshot(req: http.IncomingMessage): RequestSnapshot {
  return { url: req.url ?? "", headers: { ...req.headers } };
}

/** The directives of an answer's Cache-Control, by lower-case name (a value without its quotes; "" for none). */
function cacheDirectives(headers: HeaderRecord): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of String(headers["cache-control"] ?? "").toLowerCase().split(",")) {
    const [name, value = ""] = part.split("=").map((piece) => piece.trim());
    if (name) directives.set(name, value.replace(/^"|"$/g, ""));
  }
  return directives;
}

/** The freshness a shared cache may give an answer, in ms, or 0 when it may not store it. */
export function sharedFreshnessMs(status: number, headers: HeaderRecord): number {
  if (status !== 200 || headers["set-cookie"] !== undefined) return 0;
  if (String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return 0;
  if (String(headers.vary ?? "").split(",").some((name) => name.trim() === "*")) return 0;
  const directives = cacheDirectives(headers);
  if (["private", "no-store", "no-cache"].some((name) => directives.has(name))) return 0;
  const seconds = directives.has("s-maxage") ? Number(directives.get("s-maxage")) : directives.has("public") && directives.has("max-age") ? Number(directives.get("max-age")) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** Whether the answer says it never changes (`immutable` with its freshness). */
function isImmutable(headers: HeaderRecord): boolean {
  return cacheDirectives(headers).has("immutable");
}

/** Whether a request may be answered from the cache (and its GET answer kept). */
function cacheableRequest(req: http.IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!req.url || req.url.length > MAX_URL_LENGTH) return false;
  const h = req.headers;
  if (h.authorization || h.range || h["x-prerender-revalidate"] || h["next-action"]) return false;
  return !/(?:^|;\s*)__prerender_bypass=/.test(h.cookie ?? "");
}

function headerNames(vary: string | string[] | number | undefined): string[] {
  return String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();
}

/** The headers an answer was sent with: those set before, and those given to writeHead. */
function sentHeaders(res: http.ServerResponse, given: unknown[]): HeaderRecord {
  const headers: HeaderRecord = { ...res.getHeaders() };
  const list = given.find((arg) => typeof arg === "object" && arg !== null);
  if (Array.isArray(list)) {
    // Either [[name, value], …] or a flat [name, value, name, value, …].
    if (Array.isArray(list[0])) for (const [name, value] of list as [string, string][]) headers[name.toLowerCase()] = value;
    else for (let i = 0; i + 1 < list.length; i += 2) headers[String(list[i]).toLowerCase()] = String(list[i + 1]);
  } else if (list) {
    for (const [name, value] of Object.entries(list as Record<string, string | string[]>)) headers[name.toLowerCase()] = value;
  }
  return headers;
}

export class ResponseCache {
  /** The request headers each address's answers vary on, from its last stored answer. */
  private readonly varyByUrl = new Map<string, string[]>();
  private readonly entries = new Map<string, Stored>();
  private bytes = 0;
  /** Counts the clears: an answer is kept only if none happened while it was made. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Makes this a cache the app clears when data changes (lib/cache/served-responses.ts). */
  register(): this {
    onServedResponsesExpired(() => this.clear());
    return this;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every answer but the immutable ones (data changed: pages and reads may differ now). */
  clear(): void {
    this.generation += 1;
    for (const [key, entry] of [...this.entries]) if (!entry.immutable) this.remove(key);
    const kept = new Set([...this.entries.keys()].map((key) => key.split("\n")[0]));
    for (const url of [...this.varyByUrl.keys()]) if (!kept.has(url)) this.varyByUrl.delete(url);
  }

  private key(req: RequestSnapshot, vary: string[]): string {
    return [req.url, ...vary.map((name) => String(req.headers[name] ?? ""))].join("\n");
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  /** Sends a kept answer for this request; false when there is none (the request goes to Next.js). */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (!cacheableRequest(req)) return false;
    const vary = this.varyByUrl.get(req.url!);
    if (!vary) return false;
    const key = this.key(snapshot(req), vary);
    const entry = this.entries.get(key);
    if (!entry) return false;
    const now = this.now();
    if (entry.expires <= now) {
      this.remove(key);
      return false;
    }
    const headers: Record<string, string | string[]> = Object.fromEntries(entry.headers);
    headers["content-length"] = String(entry.body.length);
    headers.age = String(Math.floor((now - entry.storedAt) / 1000));
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : entry.body);
    return true;
  }

  /** Watches the answer Next.js gives to this request, and keeps it if a shared cache may. */
  capture(req: http.IncomingMessage, res: http.ServerResponse): void {
    if (req.method !== "GET" || !cacheableRequest(req)) return;
    const arrived = snapshot(req);
    const generation = this.generation;
    let chunks: Buffer[] | null = null;
    let size = 0;
    let status = 0;
    let freshness = 0;
    let headers: HeaderRecord = {};
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (!chunks || chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_BODY_BYTES) chunks = null;
      else chunks.push(buffer);
    };

    const writeHead = res.writeHead;
    res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
      headers = sentHeaders(this, rest);
      status = statusCode;
      freshness = sharedFreshnessMs(statusCode, headers);
      const length = Number(headers["content-length"] ?? 0);
      chunks = freshness > 0 && length <= MAX_BODY_BYTES ? [] : null;
      return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, statusCode, ...rest);
    } as typeof res.writeHead;

    const write = res.write;
    res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      const result = (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      collect(chunk, rest[0]);
      return result;
    } as typeof res.write;

    const end = res.end;
    res.end = ((...args: unknown[]) => {
      const result = (end as (...args: unknown[]) => http.ServerResponse).apply(res, args);
      collect(args[0], args[1]);
      if (chunks && generation === this.generation) this.store(arrived, status, headers, Buffer.concat(chunks), freshness);
      chunks = null;
      return result;
    }) as typeof res.end;
  }

  private store(req: RequestSnapshot, status: number, headers: HeaderRecord, body: Buffer, freshness: number): void {
    const { url } = req;
    const vary = headerNames(headers.vary);
    const previous = this.varyByUrl.get(url);
    // An address whose answers now vary on other headers: its old variants can no longer be found.
    if (previous && previous.join() !== vary.join()) {
      for (const key of [...this.entries.keys()]) if (key === url || key.startsWith(`${url}\n`)) this.remove(key);
    }
    this.varyByUrl.delete(url);
    this.varyByUrl.set(url, vary);
    // Addresses beyond the limit are forgotten oldest first; their answers go with the entry limit below.
    for (const [oldest] of this.varyByUrl) {
      if (this.varyByUrl.size <= MAX_ENTRIES) break;
      this.varyByUrl.delete(oldest);
    }
    const key = this.key(req, vary);
    this.remove(key);
    const now = this.now();
    const kept = Object.entries(headers)
      .filter(([name, value]) => value !== undefined && !NOT_STORED.has(name))
      .map(([name, value]): [string, string | string[]] => [name, Array.isArray(value) ? value : String(value)]);
    const immutable = isImmutable(headers);
    this.entries.set(key, { status, headers: kept, body, storedAt: now, expires: now + (immutable ? freshness : Math.min(HOLD_MS, freshness)), immutable });
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(oldest);
    }
  }
}
