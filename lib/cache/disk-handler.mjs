// The Next.js cache of one machine (no REDIS_URL): Next.js's own filesystem
// cache, with three things it lacks. Next.js keeps a page rendered on demand
// under .next/server/route-cache/<kind>/<route hash>/$/<path> (.html, .rsc,
// .meta and .segments/ for a page), cached data under
// .next/cache/fetch-cache/<key>, and a copy of recent entries in memory
// (cacheMaxMemorySize, 50 MB, least recently used first out); the build's
// prerendered pages are under .next/server/app and are copied into
// route-cache on their first request. Here:
//   - only real pages are kept (./real-pages.mjs): a 404 or a redirect is
//     never written, and a page that became one (a hidden post, an
//     unpublished tutorial) is removed from disk and memory;
//   - what is written on demand is bounded: at most `maxBytes` on disk, the
//     least recently used entries removed first. The build's prerendered
//     pages (a fixed set) are neither counted nor removed: without their
//     copy Next.js would serve the build's first version again.
//   - a change's expiry is repeated once the renders under way have
//     stored their pages (./settle.mjs), so none of them keeps the old data.
// With REDIS_URL the cache is in Redis (./redis-handler.mjs); the README
// says how to bound Redis.
// Plain JavaScript: Next.js imports the cache handler at run time, unbundled.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { isRealPage } from "./real-pages.mjs";
import { expireAgainAfterRenders, RENDERS_SETTLE_MS } from "./settle.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** What the shop lets this cache write on disk, by default. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

const ROUTE_CACHE = "route-cache";
/** The files next to a page's or route's primary file, by suffix; `.segments` is a folder. */
const ENTRY_SUFFIXES = [".html", ".rsc", ".meta", ".body", ".json", ".segments"];

/** Bytes of a file, or of every file in a folder; 0 when there is none. */
function sizeOf(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(file).reduce((sum, name) => sum + sizeOf(path.join(file, name)), 0);
}

/** The pathnames the build prerendered (prerender-manifest.json), as route-cache keys end. */
function prerenderedPaths(serverDistDir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(serverDistDir, "..", "prerender-manifest.json"), "utf8"));
    return new Set(Object.keys(manifest.routes ?? {}).map((route) => (route === "/" ? "/index" : route)));
  } catch {
    return new Set();
  }
}

/**
 * The entries written on demand, least recently used first, and their bytes:
 * one store per build output folder, shared by the handler instances Next.js
 * makes for each request, and filled once from what is already on disk.
 */
class DiskStore {
  constructor(serverDistDir, maxBytes) {
    this.maxBytes = maxBytes;
    this.entries = new Map();
    this.bytes = 0;
    this.pinned = prerenderedPaths(serverDistDir);
    this.#load(path.join(serverDistDir, ROUTE_CACHE), `/${ROUTE_CACHE}`);
  }

  /** Whether a key is one of the build's prerendered pages. */
  isPinned(key) {
    if (!key.startsWith(`/${ROUTE_CACHE}/`)) return false;
    const marker = key.indexOf("/$/");
    return marker !== -1 && this.pinned.has(key.slice(marker + 2));
  }

  #load(dir, keyPrefix) {
    let names;
    try {
      names = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const found = [];
    for (const entry of names) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.endsWith(".segments")) this.#load(file, `${keyPrefix}/${entry.name}`);
        continue;
      }
      const primary = /\.(html|body)$/.exec(entry.name);
      if (!primary) continue;
      const key = `${keyPrefix}/${entry.name.slice(0, -primary[0].length)}`;
      if (this.isPinned(key)) continue;
      const base = file.slice(0, -primary[0].length);
      found.push({ key, usedAt: statSync(file).mtimeMs, bytes: ENTRY_SUFFIXES.reduce((sum, suffix) => sum + sizeOf(base + suffix), 0) });
    }
    for (const { key, bytes } of found.sort((a, b) => a.usedAt - b.usedAt)) this.record(key, bytes);
  }

  record(key, bytes) {
    this.forget(key);
    this.entries.set(key, bytes);
    this.bytes += bytes;
  }

  forget(key) {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.bytes -= bytes;
  }

  touch(key) {
    const bytes = this.entries.get(key);
    if (bytes === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, bytes);
  }

  /** Keys to remove, least recently used first, until the rest fits (never `keep`). */
  overflow(keep) {
    const out = [];
    let bytes = this.bytes;
    for (const [key, size] of this.entries) {
      if (bytes <= this.maxBytes) break;
      if (key === keep) continue;
      out.push(key);
      bytes -= size;
    }
    return out;
  }
}

const stores = new Map();

/** A cache handler class whose entries on disk stay under `maxBytes`. */
export function boundedFileSystemCache({ maxBytes = DEFAULT_MAX_BYTES, settleDelaysMs = RENDERS_SETTLE_MS } = {}) {
  return class BoundedFileSystemCache extends FileSystemCache {
    constructor(ctx) {
      super(ctx);
      this.building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
      // Next.js gives the build's server folder as an absolute path.
      const id = `${ctx.serverDistDir}:${maxBytes}`;
      if (!this.building && this.flushToDisk && ctx.serverDistDir) {
        if (!stores.has(id)) stores.set(id, new DiskStore(ctx.serverDistDir, maxBytes));
        this.store = stores.get(id);
      }
    }

    async get(key, ctx) {
      const entry = await super.get(key, ctx);
      if (entry) this.store?.touch(key);
      return entry;
    }

    async set(key, data, ctx) {
      // The build writes its pages as Next.js does (its 404 page among them).
      if (this.building) return super.set(key, data, ctx);
      if (!isRealPage(data)) return this.remove(key, ctx);
      await super.set(key, data, ctx);
      const store = this.store;
      if (!store || store.isPinned(key)) return;
      store.record(key, this.bytesOf(key, ctx));
      for (const old of store.overflow(key)) this.removeEntry(old);
    }

    /** Expires the tags now, and again once the renders under way have stored their pages (./settle.mjs). */
    async revalidateTag(tags, durations) {
      await super.revalidateTag(tags, durations);
      if (!this.building) expireAgainAfterRenders(tags, () => super.revalidateTag(tags, durations), settleDelaysMs);
    }

    /** Removes an entry from memory and disk. */
    async remove(key, ctx) {
      FileSystemCache.memoryCache?.remove(key);
      if (this.store?.isPinned(key)) return;
      this.removeFiles(key, ctx?.fetchCache);
      this.store?.forget(key);
    }

    removeEntry(key) {
      FileSystemCache.memoryCache?.remove(key);
      this.removeFiles(key, !key.startsWith(`/${ROUTE_CACHE}/`));
      this.store.forget(key);
    }

    /** The files of an entry: a page's or route's (by suffix), or one file of data. */
    filesOf(key, isData) {
      if (isData) return [this.getFilePath(key, "FETCH")];
      const base = this.getFilePath(`${key}.html`, "APP_PAGE").slice(0, -".html".length);
      return ENTRY_SUFFIXES.map((suffix) => base + suffix);
    }

    bytesOf(key, ctx) {
      return this.filesOf(key, ctx?.fetchCache).reduce((sum, file) => sum + sizeOf(file), 0);
    }

    removeFiles(key, isData) {
      if (!this.flushToDisk) return;
      for (const file of this.filesOf(key, isData)) rmSync(file, { recursive: true, force: true });
    }
  };
}

export default boundedFileSystemCache();
