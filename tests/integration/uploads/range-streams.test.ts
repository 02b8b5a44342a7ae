// Uploads are answered by streaming the range asked for from their store:
// from a file on disk (a file stream between two offsets) and from a row of
// UploadObject (substring() a megabyte at a time, never the whole bytea).
// The same ranges give the same bytes and headers from both; a stream that
// ends, fails, is cancelled or whose request is aborted says so once, and a
// HEAD reads nothing.
import "../../support/checkout-env";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readlinkSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { DATABASE_CHUNK_BYTES, openDatabaseFile, openDiskFile, type OpenedUpload } from "@/lib/uploads/range-readers";
import { uploadResponse } from "@/lib/uploads/serve";
import { readAll } from "./support/uploads";

// Over two database chunks, so ranges cross their edges.
const BYTES = randomBytes(2 * DATABASE_CHUNK_BYTES + 4321);
const SIZE = BYTES.length;
const dir = mkdtempSync(path.join(os.tmpdir(), "range-streams-"));
const diskFile = path.join(dir, `${randomUUID()}.mp4`);
const rowName = `${randomUUID()}.mp4`;

beforeAll(async () => {
  writeFileSync(diskFile, BYTES);
  await db.uploadObject.create({ data: { name: rowName, contentType: "video/mp4", data: new Uint8Array(BYTES) } });
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await db.uploadObject.deleteMany({ where: { name: rowName } });
  await db.$disconnect();
});

const stores: [string, () => Promise<OpenedUpload | null>][] = [
  ["a file on disk", () => openDiskFile(diskFile)],
  ["a row of UploadObject", () => openDatabaseFile(rowName)],
];

/** The answer to `range` (a Range header) for the stored file, and whether its body has been given up on or sent. */
async function answer(open: () => Promise<OpenedUpload | null>, range: string | null, init: { method?: string; signal?: AbortSignal } = {}) {
  const opened = (await open())!;
  let done = 0;
  const res = uploadResponse({ contentType: "video/mp4", opened, shared: true }, { range, ...init }, () => (done += 1));
  return { res, done: () => done };
}

describe.each(stores)("ranges of %s", (_store, open) => {
  it.each([
    ["bytes=0-0", 0, 0],
    ["bytes=5-9", 5, 9],
    ["bytes=-3", SIZE - 3, SIZE - 1],
    // Open-ended, across the edges of the database's chunks.
    [`bytes=${DATABASE_CHUNK_BYTES - 10}-`, DATABASE_CHUNK_BYTES - 10, SIZE - 1],
    [`bytes=${DATABASE_CHUNK_BYTES - 1}-${DATABASE_CHUNK_BYTES}`, DATABASE_CHUNK_BYTES - 1, DATABASE_CHUNK_BYTES],
    // An end past the file's is the file's end.
    [`bytes=${SIZE - 2}-${SIZE + 100}`, SIZE - 2, SIZE - 1],
  ])("answers %s with 206 and exactly those bytes", async (range, start, end) => {
    const { res, done } = await answer(open, range);
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(done()).toBe(0);
    expect((await readAll(res.body!)).equals(BYTES.subarray(start, end + 1))).toBe(true);
    expect(done()).toBe(1);
  });

  it("answers the whole file with 200, streamed", async () => {
    const { res, done } = await answer(open, null);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    expect(res.headers.get("content-range")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400, immutable");
    expect((await readAll(res.body!)).equals(BYTES)).toBe(true);
    expect(done()).toBe(1);
    // A Range header that is not one byte range asks for the whole file.
    expect((await answer(open, "bytes=0-1,5-9")).res.status).toBe(200);
  });

  it.each([`bytes=${SIZE}-`, `bytes=${SIZE + 5}-${SIZE + 9}`, "bytes=-0", "bytes=9-5"])("answers %s with 416 and the size, reading nothing", async (range) => {
    const { res, done } = await answer(open, range);
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
    expect(res.body).toBeNull();
    expect(done()).toBe(1);
  });

  it("answers HEAD with the headers only", async () => {
    const { res, done } = await answer(open, "bytes=5-9", { method: "HEAD" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-length")).toBe("5");
    expect(res.body).toBeNull();
    expect(done()).toBe(1);
  });

  it("stops reading when the reader cancels or the request is aborted, even before the body is read", async () => {
    const cancelled = await answer(open, null);
    const reader = cancelled.res.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    expect(cancelled.done()).toBe(1);

    const controller = new AbortController();
    const aborted = await answer(open, "bytes=0-", { signal: controller.signal });
    controller.abort();
    expect(aborted.done()).toBe(1);
    await expect(readAll(aborted.res.body!)).rejects.toThrow();
    expect(aborted.done()).toBe(1);

    const gone = await answer(open, "bytes=0-", { signal: AbortSignal.abort() });
    expect(gone.done()).toBe(1);
  });
});

/** How many file descriptors of this process are open on `file` (Linux). */
function openHandlesOn(file: string): number {
  return readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;
}

/** Waits up to 5 s for `check` (a file's close is asynchronous, and slow on a busy two-core machine). */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

it("closes the file on disk whether its answer is read to the end, cancelled, aborted or has no body", async () => {
  const open = () => openDiskFile(diskFile);
  // The tests above end their streams; the file's last close may still be on its way.
  await eventually(() => openHandlesOn(diskFile) === 0);
  const read = await answer(open, "bytes=0-");
  const cancelled = await answer(open, "bytes=0-");
  const controller = new AbortController();
  const aborted = await answer(open, "bytes=0-", { signal: controller.signal });
  expect(openHandlesOn(diskFile)).toBe(3);
  await readAll(read.res.body!);
  await cancelled.res.body!.cancel();
  controller.abort();
  expect(aborted.done()).toBe(1);
  await eventually(() => openHandlesOn(diskFile) === 0);
  await answer(open, "bytes=0-0", { method: "HEAD" });
  await answer(open, `bytes=${SIZE}-`);
  await eventually(() => openHandlesOn(diskFile) === 0);
});

it("keeps sending a file on disk deleted after it was opened", async () => {
  const file = path.join(dir, `${randomUUID()}.mp4`);
  writeFileSync(file, BYTES);
  const { res, done } = await answer(() => openDiskFile(file), "bytes=10-");
  unlinkSync(file);
  expect((await readAll(res.body!)).equals(BYTES.subarray(10))).toBe(true);
  expect(done()).toBe(1);
  expect(await openDiskFile(file)).toBeNull();
});

it("ends the stream with an error, not the process, when the row is deleted while it is sent", async () => {
  const name = `${randomUUID()}.mp4`;
  await db.uploadObject.create({ data: { name, contentType: "video/mp4", data: new Uint8Array(BYTES) } });
  const { res, done } = await answer(() => openDatabaseFile(name), null);
  const reader = res.body!.getReader();
  expect((await reader.read()).value).toHaveLength(DATABASE_CHUNK_BYTES);
  await db.uploadObject.delete({ where: { name } });
  await expect(reader.read()).rejects.toThrow(`The upload ${name} was deleted or replaced while it was being sent.`);
  expect(done()).toBe(1);
  expect(await openDatabaseFile(name)).toBeNull();
});

it("reads a row a chunk at a time, only as far as the range asks, and never the whole bytea", async () => {
  const queries: string[] = [];
  const original = db.$queryRaw.bind(db) as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(db, "$queryRaw").mockImplementation(((...args: unknown[]) => {
    queries.push((args[0] as TemplateStringsArray).join("?").replace(/\s+/g, " ").trim());
    return original(...args);
  }) as typeof db.$queryRaw);
  try {
    const small = await answer(() => openDatabaseFile(rowName), "bytes=0-0");
    expect(queries).toEqual([`SELECT octet_length("data") AS "size" FROM "UploadObject" WHERE "name" = ?`]);
    await readAll(small.res.body!);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toBe(`SELECT substring("data" from ?::integer for ?::integer) AS "chunk" FROM "UploadObject" WHERE "name" = ?`);

    queries.length = 0;
    const whole = await answer(() => openDatabaseFile(rowName), null);
    const reader = whole.res.body!.getReader();
    await reader.read();
    // One chunk asked for, one queried.
    expect(queries).toHaveLength(2);
    await reader.cancel();
    expect(queries).toHaveLength(2);
    expect(queries.every((query) => !/select\s+"data"/i.test(query))).toBe(true);
  } finally {
    spy.mockRestore();
  }
});
