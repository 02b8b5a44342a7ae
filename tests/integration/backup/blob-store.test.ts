// Uploads kept in Vercel Blob: the backup lists them (every page) and reads
// each from its public address; the restore puts each back under the same
// pathname. Against a small stand-in for Blob's API (VERCEL_BLOB_API_URL,
// which @vercel/blob reads).
import "../../support/checkout-env";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const stored = new Map<string, { bytes: Buffer; contentType: string }>();
const puts: string[] = [];
let base = "";
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const url = new URL(request.url!, base);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith("/public/")) {
      const blob = stored.get(decodeURIComponent(url.pathname.slice("/public/".length)));
      if (!blob) return json(404, { error: { code: "not_found" } });
      response.writeHead(200, { "Content-Type": blob.contentType, "Content-Length": blob.bytes.length });
      return response.end(blob.bytes);
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return json(403, { error: { code: "forbidden", message: "Bad token" } });
    if (request.method === "GET") {
      // Two blobs a page, to go through the cursor.
      const all = [...stored.keys()].filter((name) => name.startsWith(url.searchParams.get("prefix") ?? "")).sort();
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const page = all.slice(from, from + 2);
      return json(200, {
        blobs: page.map((pathname) => ({ url: `${base}/public/${pathname}`, downloadUrl: `${base}/public/${pathname}?download=1`, pathname, size: stored.get(pathname)!.bytes.length, uploadedAt: new Date().toISOString(), etag: "e" })),
        cursor: from + 2 < all.length ? String(from + 2) : undefined,
        hasMore: from + 2 < all.length,
      });
    }
    if (request.method === "PUT") {
      const pathname = url.searchParams.get("pathname")!;
      const contentType = String(request.headers["x-content-type"] ?? "application/octet-stream");
      stored.set(pathname, { bytes: Buffer.concat(chunks), contentType });
      puts.push(pathname);
      return json(200, { url: `${base}/public/${pathname}`, downloadUrl: `${base}/public/${pathname}?download=1`, pathname, contentType, contentDisposition: "inline", etag: "e" });
    }
    return json(405, { error: { code: "method_not_allowed" } });
  });
});
const TOKEN = "vercel_blob_rw_teststore0001_secretpartofthetoken";
const dir = mkdtempSync(path.join(os.tmpdir(), "blob-backup-"));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.VERCEL_BLOB_API_URL = base;
  process.env.UPLOAD_STORE = "blob";
  process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
});

afterAll(async () => {
  delete process.env.VERCEL_BLOB_API_URL;
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it("lists every upload across pages and reads each one's bytes, and puts restored ones back", async () => {
  const names = [`${randomUUID()}.jpg`, `${randomUUID()}.mp4`, `${randomUUID()}.webp`];
  for (const name of names) stored.set(`uploads/${name}`, { bytes: randomBytes(5_000), contentType: "application/octet-stream" });
  stored.set("other/not-an-upload.txt", { bytes: Buffer.from("x"), contentType: "text/plain" });
  const { getConfig } = await import("@/lib/config");
  const { listStoredUploads, saveRestoredUpload, storeHasUploads } = await import("@/lib/backup/uploads");
  const config = getConfig();
  expect(config.uploads.store).toBe("blob");
  expect(await storeHasUploads(config)).toBe(true);

  const listed = await listStoredUploads(config);
  expect(listed.map((upload) => upload.name)).toEqual([...names].sort());
  for (const upload of listed) {
    const opened = (await upload.open())!;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(Buffer.from(chunk));
    expect(opened.size).toBe(5_000);
    expect(Buffer.concat(chunks).equals(stored.get(`uploads/${upload.name}`)!.bytes)).toBe(true);
  }

  const restored = `${randomUUID()}.png`;
  const file = path.join(dir, restored);
  const bytes = randomBytes(12_345);
  writeFileSync(file, bytes);
  await saveRestoredUpload(config, restored, file);
  expect(puts).toEqual([`uploads/${restored}`]);
  expect(stored.get(`uploads/${restored}`)).toEqual({ bytes, contentType: "image/png" });
});
