// Abuse limits of the photo upload: upload addresses per client and hour, and
// a daily quota of bytes per client, counted in PostgreSQL (the counters are
// reset before each test by tests/integration/teardown.ts).
import "../../support/checkout-env";
import { existsSync } from "node:fs";
import path from "node:path";
import { POST as openUpload } from "@/app/api/objects/upload/route";
import { GET as readPhoto, PUT as putPhoto } from "@/app/api/objects/uploads/[id]/route";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit, peekLimit } from "@/lib/security/rate-limit";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const QUOTA_MESSAGE = "You have uploaded too much today. Please try again tomorrow.";

const idOf = (uploadURL: string) => uploadURL.split("?")[0]!.split("/").pop()!;

function open(address: string) {
  return openUpload(new Request("http://localhost/api/objects/upload", { method: "POST", headers: { "X-Forwarded-For": address } }), undefined);
}

async function newUploadUrl(address: string): Promise<string> {
  const res = await open(address);
  expect(res.status).toBe(200);
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

function put(uploadURL: string, body: Buffer, address?: string) {
  const headers: Record<string, string> = { "Content-Type": "image/png" };
  if (address) headers["X-Forwarded-For"] = address;
  const request = new Request(`http://localhost${uploadURL}`, { method: "PUT", headers, body: new Uint8Array(body) });
  return putPhoto(request, { params: Promise.resolve({ id: idOf(uploadURL) }) });
}

async function expectTooMany(res: Response, maxRetryAfter: number, message?: string) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfter);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body).toEqual({ error: { code: "too_many_requests", message: expect.any(String) } });
  if (message) expect(body.error.message).toBe(message);
}

const uploadsOf = (clientKey: string) => db.storedUpload.count({ where: { clientKey } });

describe("upload addresses per client", () => {
  it("allows the limit, refuses the next one with 429, and leaves other clients alone", async () => {
    const { limit, windowSeconds } = LIMITS.uploadAddresses;
    for (let i = 1; i <= limit; i += 1) {
      const res = await open("198.51.100.1");
      expect(res.status).toBe(200);
    }
    await expectTooMany(await open("198.51.100.1"), windowSeconds);
    // The refused request opened no upload.
    expect(await uploadsOf("198.51.100.1")).toBe(limit);

    // Another client (its own X-Forwarded-For) is not affected.
    expect((await open("198.51.100.2")).status).toBe(200);
    expect(await uploadsOf("198.51.100.2")).toBe(1);
  });

  it("keeps the client's key on the upload row", async () => {
    const uploadURL = await newUploadUrl("198.51.100.3");
    expect(await db.storedUpload.findUniqueOrThrow({ where: { key: idOf(uploadURL) } })).toMatchObject({ clientKey: "198.51.100.3", status: "pending" });
  });
});

describe("daily bytes per client", () => {
  it("gives no upload address once the client's bytes are used up", async () => {
    const { limit, windowSeconds } = LIMITS.uploadBytes;
    await consumeLimit(LIMITS.uploadBytes, "198.51.100.4", limit - 1);
    // One byte left: still allowed.
    expect((await open("198.51.100.4")).status).toBe(200);
    await consumeLimit(LIMITS.uploadBytes, "198.51.100.4", 1);
    await expectTooMany(await open("198.51.100.4"), windowSeconds, QUOTA_MESSAGE);
    expect(await uploadsOf("198.51.100.4")).toBe(1);
    // Someone else still gets one.
    expect((await open("198.51.100.5")).status).toBe(200);
  });

  it("stores the upload that fills the quota exactly and refuses the one that crosses it, storing nothing", async () => {
    const { limit, windowSeconds } = LIMITS.uploadBytes;
    const first = await newUploadUrl("198.51.100.6");
    const second = await newUploadUrl("198.51.100.6");
    await consumeLimit(LIMITS.uploadBytes, "198.51.100.6", limit - PNG.length);

    // Received bytes are what counts (PNG.length here): the quota is now used up to its last byte.
    expect((await put(first, PNG)).status).toBe(200);
    expect((await peekLimit(LIMITS.uploadBytes, "198.51.100.6")).count).toBe(limit);

    // The PUT counts against the client that asked for the address, whatever address it comes from.
    await expectTooMany(await put(second, PNG, "198.51.100.7"), windowSeconds, QUOTA_MESSAGE);
    const row = await db.storedUpload.findUniqueOrThrow({ where: { key: idOf(second) } });
    expect(row).toMatchObject({ status: "pending", size: null, contentType: null });
    expect(existsSync(path.join(getConfig().uploads.dir, `${idOf(second)}.png`))).toBe(false);
    const photo = await readPhoto(new Request(`http://localhost${second.split("?")[0]}`), { params: Promise.resolve({ id: idOf(second) }) });
    expect(photo.status).toBe(404);
    // The other address was not charged.
    expect((await peekLimit(LIMITS.uploadBytes, "198.51.100.7")).count).toBe(0);
  });
});
