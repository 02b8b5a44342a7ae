// Serving a tutorial video never holds it whole: 20 parallel range requests
// (from five clients, four each: the per-client bound) on a 100 MB video,
// half of them reading it to the end, add less than 100 MB to the serving
// process's resident memory (holding the file whole would add at least 2 GB),
// and each range is answered as before (206 with exactly its bytes, 416
// outside the file). Measured on a server process of its own
// (support/media-server.ts) that runs the shop's upload route; at rest it
// takes about 250 MB (Prisma's query compiler, Next.js, the compiled modules),
// so it stays under 300 MB or close to it.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { mkdirSync, openSync, closeSync, writeSync, ftruncateSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { db } from "@/lib/db";
import { startMediaServer, type MediaServer } from "./support/media-server";

jest.setTimeout(90_000);

const VIDEO_BYTES = 100 * 1024 * 1024;
/** What serving the 20 requests may add to the process's resident memory. */
const MEMORY_GROWTH_LIMIT_MB = 100;
const id = randomUUID();
/** A small video to warm the server with, so its memory at rest does not count the large one. */
const warmId = randomUUID();
/** An MP4's first box (`ftyp`, isom), as the upload check wants it; zeros after it. */
const MP4_HEADER = Buffer.from("0000001c667479706973366d0000020069736f6d69736f326d703431", "hex");
let server: MediaServer;

beforeAll(async () => {
  // Written straight into the store, as an upload of 100 MB would leave it.
  const dir = path.join(process.env.DATA_DIR!, "uploads");
  mkdirSync(dir, { recursive: true });
  for (const [key, size] of [[id, VIDEO_BYTES], [warmId, 1024]] as const) {
    const fd = openSync(path.join(dir, `${key}.mp4`), "w");
    writeSync(fd, MP4_HEADER);
    ftruncateSync(fd, size);
    closeSync(fd);
    const now = new Date();
    await db.storedUpload.create({ data: { key, status: "stored", purpose: "tutorial-video", contentType: "video/mp4", size, storedAt: now, expiresAt: now } });
  }
  server = await startMediaServer({ DATA_DIR: process.env.DATA_DIR!, TRUSTED_PROXY_HOPS: "0" });
});

afterAll(async () => {
  await server?.stop();
  await db.storedUpload.deleteMany({ where: { key: { in: [id, warmId] } } });
  await db.$disconnect();
});

interface Answer {
  status: number;
  contentRange?: string;
  length: number;
  head: Buffer;
}

/** GET of the video with a Range header from the client at `localAddress`; the body is read to its end and counted. */
function get(range: string, localAddress: string, key = id): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/api/objects/uploads/${key}`, { headers: { Range: range }, localAddress, agent: false }, (res) => {
      let length = 0;
      const head: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        if (length < 64) head.push(chunk.subarray(0, 64 - length));
        length += chunk.length;
      });
      res.on("end", () => resolve({ status: res.statusCode!, contentRange: res.headers["content-range"], length, head: Buffer.concat(head) }));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
}

it("serves 20 parallel range requests on a 100 MB video with less than 100 MB more memory", async () => {
  // Warm: the route's modules loaded, a small video served.
  expect((await get("bytes=0-0", "127.0.0.9", warmId)).status).toBe(206);
  expect((await get("bytes=0-", "127.0.0.9", warmId)).length).toBe(1024);
  const atRest = server.memory();

  let sampled = atRest.rssMb;
  const sampler = setInterval(() => (sampled = Math.max(sampled, server.memory().rssMb)), 20);
  const half = VIDEO_BYTES / 2;
  const ranges: [string, number, number][] = [
    ["bytes=0-", 0, VIDEO_BYTES - 1],
    [`bytes=${half}-`, half, VIDEO_BYTES - 1],
    ["bytes=0-0", 0, 0],
    ["bytes=-3", VIDEO_BYTES - 3, VIDEO_BYTES - 1],
  ];
  const requests = Array.from({ length: 20 }, (_, i) => {
    const [range, start, end] = ranges[i % ranges.length]!;
    // Five clients, four requests each.
    return get(range, `127.0.0.${10 + (i % 5)}`).then((answer) => ({ answer, start, end }));
  });
  const answers = await Promise.all(requests);
  clearInterval(sampler);
  const after = server.memory();
  // The kernel's high-water mark counts too when the requests raised it.
  const peak = Math.max(sampled, after.rssMb, after.peakMb > atRest.peakMb ? after.peakMb : 0);
  console.log(`[media memory] at rest ${atRest.rssMb.toFixed(0)} MB (peak so far ${atRest.peakMb.toFixed(0)} MB), peak during 20 parallel ranges ${peak.toFixed(0)} MB, after ${after.rssMb.toFixed(0)} MB`);

  for (const { answer, start, end } of answers) {
    expect(answer.status).toBe(206);
    expect(answer.contentRange).toBe(`bytes ${start}-${end}/${VIDEO_BYTES}`);
    expect(answer.length).toBe(end - start + 1);
    const expected = Buffer.alloc(answer.head.length);
    if (start < MP4_HEADER.length) MP4_HEADER.copy(expected, 0, start);
    expect(answer.head.equals(expected)).toBe(true);
  }
  expect((await get(`bytes=${VIDEO_BYTES}-`, "127.0.0.9")).status).toBe(416);
  expect(peak - atRest.rssMb).toBeLessThan(MEMORY_GROWTH_LIMIT_MB);
});
