// Only real pages are cached. Addresses with made-up ids and slugs on every
// dynamic page route answer 404 (the admin one sends a signed-out visitor to
// the login form) and leave nothing in the Next.js cache of the production
// build on disk (no REDIS_URL, as `npm start` runs): pages rendered on demand
// under .next/server/route-cache, cached reads under .next/cache/fetch-cache,
// the build's pages under .next/server/app.
import { randomUUID } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

const NEXT_DIR = path.join(process.cwd(), ".next");
const CACHE_DIRS = ["server/route-cache", "cache/fetch-cache", "server/app"];
const REQUESTS = 500;

interface DiskUse {
  bytes: number;
  files: number;
  paths: string[];
}

function diskUse(): DiskUse {
  const use: DiskUse = { bytes: 0, files: 0, paths: [] };
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        use.bytes += statSync(file).size;
        use.files += 1;
        use.paths.push(file);
      }
    }
  };
  for (const dir of CACHE_DIRS) walk(path.join(NEXT_DIR, dir));
  return use;
}

test("500 requests for made-up addresses of every dynamic page route leave the page cache as it was", async ({ request }) => {
  test.setTimeout(180_000);
  // Every made-up id carries this marker, so a file written for one would be found by name.
  const marker = randomUUID().slice(0, 8);
  const uuid = () => `${marker}-${randomUUID().slice(9)}`;
  const routes: [string, (i: number) => string, number][] = [
    ["forum post (uuid)", () => `/forum/post/${uuid()}`, 404],
    ["forum post", (i) => `/forum/post/made-up-${marker}-${i}`, 404],
    ["forum category", (i) => `/forum/category/made-up-${marker}-${i}`, 404],
    ["tutorials season", (i) => `/tutorials/season/made-up-${marker}-${i}`, 404],
    ["tutorials player", () => `/tutorials/watch/winter/${uuid()}`, 404],
    ["tutorials player (no season)", (i) => `/tutorials/watch/made-up-${marker}-${i}/${uuid()}`, 404],
    ["tutorials player (query)", () => `/tutorials?season=summer&video=${uuid()}`, 404],
    ["tutorials player (all seasons)", () => `/tutorials?video=${uuid()}`, 404],
    ["admin wholesale application", () => `/admin/wholesale/${uuid()}`, 307],
  ];
  const before = diskUse();
  let sent = 0;
  for (let round = 0; sent < REQUESTS; round++) {
    await Promise.all(
      routes.map(async ([name, address, status]) => {
        if (sent >= REQUESTS) return;
        sent += 1;
        const url = address(round);
        const res = await request.get(url, { maxRedirects: 0 });
        expect(res.status(), `${name}: ${url}`).toBe(status);
      }),
    );
  }
  const after = diskUse();
  test.info().annotations.push({ type: "page cache", description: `before ${before.bytes} bytes in ${before.files} files, after ${after.bytes} bytes in ${after.files} files` });
  // Not one file (so not one byte) for a made-up address: pages are kept under their address.
  expect(after.paths.filter((file) => file.includes(marker))).toEqual([]);
  // Cached reads are kept under a hash, not an address: 500 made-up addresses
  // cached there would be hundreds of files. (Tests running meanwhile may
  // cache a few real reads and pages; so the whole cache is not compared.)
  const reads = (use: DiskUse) => use.paths.filter((file) => file.includes(`${path.sep}fetch-cache${path.sep}`)).length;
  expect(reads(after) - reads(before)).toBeLessThan(10);
});
