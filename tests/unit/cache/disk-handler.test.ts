// The one-machine Next.js cache (lib/cache/disk-handler.mjs): Next.js's own
// filesystem cache that keeps real pages only and stays under its size.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { boundedFileSystemCache } from "@/lib/cache/disk-handler.mjs";
import { isRealPage } from "@/lib/cache/real-pages.mjs";

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), "disk-handler-"));
  mkdirSync(path.join(dist, "server"));
  writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ routes: { "/forum/recent": {}, "/": {} } }));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function handler(maxBytes = 1024 * 1024, settleDelaysMs?: number[]) {
  const Handler = boundedFileSystemCache({ maxBytes, settleDelaysMs });
  return new Handler({ fs: nodeFs, serverDistDir: path.join(dist, "server"), flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] });
}

const routeKey = (pathname: string) => `/route-cache/APP_PAGE/0123abcd/$${pathname}`;
const page = (html: string, status?: number) => ({ kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, status, postponed: undefined, segmentData: new Map([["/_tree", Buffer.from("tree")]]) });
const ctx = { cacheControl: { revalidate: 10, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };
const readCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

function diskUse(): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        bytes += statSync(file).size;
        files += 1;
      }
    }
  };
  walk(path.join(dist, "server"));
  return { bytes, files };
}

describe("isRealPage", () => {
  it("keeps pages and routes answered 200, and cached data", () => {
    expect(isRealPage(page("<html>"))).toBe(true);
    expect(isRealPage(page("<html>", 200))).toBe(true);
    expect(isRealPage({ kind: "APP_ROUTE", body: Buffer.from("x"), status: 200, headers: {} })).toBe(true);
    expect(isRealPage({ kind: "FETCH", data: {}, revalidate: 10 })).toBe(true);
  });

  it("refuses a 404, a redirect and an empty value", () => {
    expect(isRealPage(page("<html>not found", 404))).toBe(false);
    expect(isRealPage(page("", 307))).toBe(false);
    expect(isRealPage({ kind: "REDIRECT", props: {} })).toBe(false);
    expect(isRealPage(null)).toBe(false);
  });
});

describe("the one-machine page cache", () => {
  it("writes a real page and serves it back", async () => {
    const cache = handler();
    await cache.set(routeKey("/forum/post/a"), page("<html>post a"), ctx);
    expect(existsSync(path.join(dist, "server", "route-cache/APP_PAGE/0123abcd/$/forum/post/a.html"))).toBe(true);
    expect((await cache.get(routeKey("/forum/post/a"), readCtx))?.value).toMatchObject({ html: "<html>post a" });
  });

  it("never writes a 404, however many addresses", async () => {
    const cache = handler();
    const before = diskUse();
    for (let i = 0; i < 500; i++) await cache.set(routeKey(`/forum/post/made-up-${i}`), page("<html>Post Not Found", 404), ctx);
    expect(diskUse()).toEqual(before);
  });

  it("removes a page that turned into a 404 (a hidden post), so the 404 is what comes next", async () => {
    const cache = handler();
    await cache.set(routeKey("/forum/post/b"), page("<html>post b"), ctx);
    expect(await cache.get(routeKey("/forum/post/b"), readCtx)).not.toBeNull();
    await cache.set(routeKey("/forum/post/b"), page("<html>Post Not Found", 404), ctx);
    expect(await cache.get(routeKey("/forum/post/b"), readCtx)).toBeNull();
    expect(diskUse().files).toBe(0);
  });

  it("stays under its size, the least recently used pages out first", async () => {
    const html = "x".repeat(10_000);
    const cache = handler(50_000);
    for (const id of ["1", "2", "3", "4"]) await cache.set(routeKey(`/forum/post/${id}`), page(html + id), ctx);
    // Post 1 is read again: post 2 is now the least recently used.
    await cache.get(routeKey("/forum/post/1"), readCtx);
    for (const id of ["5", "6"]) await cache.set(routeKey(`/forum/post/${id}`), page(html + id), ctx);
    expect(diskUse().bytes).toBeLessThanOrEqual(50_000);
    const kept = [];
    for (const id of ["1", "2", "3", "4", "5", "6"]) if (await cache.get(routeKey(`/forum/post/${id}`), readCtx)) kept.push(id);
    expect(kept).toEqual(["1", "4", "5", "6"]);
  });

  it("counts what is already on disk when the server starts again", async () => {
    const html = "y".repeat(10_000);
    const first = boundedFileSystemCache({ maxBytes: 40_000 });
    const ctxFor = { fs: nodeFs, serverDistDir: path.join(dist, "server"), flushToDisk: true, maxMemoryCacheSize: 0, revalidatedTags: [] };
    const before = new first(ctxFor);
    for (const id of ["1", "2", "3"]) await before.set(routeKey(`/forum/category/${id}`), page(html + id), ctx);
    // Another process (a restart): a store of its own, filled from the disk.
    let after: InstanceType<typeof first> | undefined;
    jest.isolateModules(() => {
      const { boundedFileSystemCache: again } = jest.requireActual<typeof import("@/lib/cache/disk-handler.mjs")>("@/lib/cache/disk-handler.mjs");
      after = new (again({ maxBytes: 40_000 }))(ctxFor);
    });
    for (const id of ["4", "5"]) await after!.set(routeKey(`/forum/category/${id}`), page(html + id), ctx);
    expect(diskUse().bytes).toBeLessThanOrEqual(40_000);
    expect(existsSync(path.join(dist, "server", "route-cache/APP_PAGE/0123abcd/$/forum/category/1.html"))).toBe(false);
    expect(existsSync(path.join(dist, "server", "route-cache/APP_PAGE/0123abcd/$/forum/category/5.html"))).toBe(true);
  });

  it("never removes the build's prerendered pages, nor counts them", async () => {
    const cache = handler(25_000);
    await cache.set(routeKey("/forum/recent"), page("r".repeat(20_000)), ctx);
    await cache.set(routeKey("/index"), page("h".repeat(20_000)), ctx);
    await cache.set(routeKey("/forum/post/c"), page("c".repeat(10_000)), ctx);
    await cache.set(routeKey("/forum/post/d"), page("d".repeat(10_000)), ctx);
    expect(await cache.get(routeKey("/forum/recent"), readCtx)).not.toBeNull();
    expect(await cache.get(routeKey("/index"), readCtx)).not.toBeNull();
    expect(await cache.get(routeKey("/forum/post/c"), readCtx)).not.toBeNull();
    expect(await cache.get(routeKey("/forum/post/d"), readCtx)).not.toBeNull();
    await cache.set(routeKey("/forum/post/e"), page("e".repeat(10_000)), ctx);
    expect(await cache.get(routeKey("/forum/post/c"), readCtx)).toBeNull();
    expect(await cache.get(routeKey("/forum/recent"), readCtx)).not.toBeNull();
  });

  it("bounds cached data too", async () => {
    const cache = handler(30_000);
    const data = (n: number) => ({ kind: "FETCH", data: { headers: {}, body: "z".repeat(12_000) + n, status: 200, url: "" }, revalidate: 10 });
    for (const n of [1, 2, 3]) await cache.set(`fetch-key-${n}`, data(n), { fetchCache: true, tags: [], revalidate: 10 });
    expect(existsSync(path.join(dist, "cache", "fetch-cache", "fetch-key-1"))).toBe(false);
    expect(existsSync(path.join(dist, "cache", "fetch-cache", "fetch-key-3"))).toBe(true);
  });
});

describe("a change made while a page was being rendered", () => {
  const SETTLE_MS = 60;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const tagged = (html: string, tags: string) => ({ ...page(html), headers: { "x-next-cache-tags": tags } });

  it("expires the page a render under way stored after the change, once the renders have had time to finish", async () => {
    const cache = handler(1024 * 1024, [SETTLE_MS]);
    const key = routeKey("/forum/post/during-a-change");
    await cache.set(key, tagged("<html>before the change", "settle-page,_N_T_/layout"), ctx);
    await sleep(5);
    await cache.revalidateTag(["settle-page"], { expire: 0 });
    expect(await cache.get(key, readCtx)).toBeNull();

    // The render that began before the change stores what it read then.
    await sleep(5);
    await cache.set(key, tagged("<html>read before the change, stored after it", "settle-page,_N_T_/layout"), ctx);
    expect((await cache.get(key, readCtx))?.value).toMatchObject({ html: "<html>read before the change, stored after it" });

    await sleep(SETTLE_MS + 30);
    expect(await cache.get(key, readCtx)).toBeNull();

    // What is rendered after that is kept.
    await cache.set(key, tagged("<html>after the change", "settle-page,_N_T_/layout"), ctx);
    expect((await cache.get(key, readCtx))?.value).toMatchObject({ html: "<html>after the change" });
    await sleep(SETTLE_MS + 30);
    expect((await cache.get(key, readCtx))?.value).toMatchObject({ html: "<html>after the change" });
  });

  it("does the same for a cached read", async () => {
    const cache = handler(1024 * 1024, [SETTLE_MS]);
    const data = (body: string) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300 });
    const write = { fetchCache: true, tags: ["settle-read"], revalidate: 300 };
    const read = { kind: "FETCH", tags: ["settle-read"], softTags: [] };
    await cache.revalidateTag(["settle-read"], { expire: 0 });
    await sleep(5);
    await cache.set("settle-read-key", data("read before the change"), write);
    expect((await cache.get("settle-read-key", read))?.value).toMatchObject({ data: { body: "read before the change" } });
    await sleep(SETTLE_MS + 30);
    expect(await cache.get("settle-read-key", read)).toBeNull();
  });
});
