// Abuse limits of the photo upload: upload addresses per client and hour, and
// a daily quota of bytes per client, counted in PostgreSQL (the counters are
// reset before each test by tests/integration/teardown.ts).
import "../../support/checkout-env";
import { existsSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit, peekLimit } from "@/lib/security/rate-limit";
import { expectTooMany } from "../../support/requests";
import { deleteUploads, idOf, newUploadUrl, openUploadFrom as open, photo, PNG, put } from "./support/uploads";

const QUOTA_MESSAGE = "You have uploaded too much today. Please try again tomorrow.";

afterAll(async () => {
  await deleteUploads();
  await db.$disconnect();
});

const uploadsOf = (clientKey: string) => db.storedUpload.count({ where: { clientKey } });

describe("upload addresses per client", () => {
  it("allows the limit, refuses the next one with 429, and leaves other clients alone", async () => {
    const { limit, windowSeconds } = LIMITS.uploadAddresses;
    for (let i = 1; i <= limit; i += 1) {
      const res = await open("198.51.100.1");
      expect(res.status).toBe(200);
    }
    await expectTooMany(await open("198.51.100.1"), { maxRetryAfter: windowSeconds });
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
    await expectTooMany(await open("198.51.100.4"), { maxRetryAfter: windowSeconds, message: QUOTA_MESSAGE });
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
    await expectTooMany(await put(second, PNG, { client: "198.51.100.7" }), { maxRetryAfter: windowSeconds, message: QUOTA_MESSAGE });
    const row = await db.storedUpload.findUniqueOrThrow({ where: { key: idOf(second) } });
    expect(row).toMatchObject({ status: "pending", size: null, contentType: null });
    expect(existsSync(path.join(getConfig().uploads.dir, `${idOf(second)}.png`))).toBe(false);
    expect((await photo(idOf(second))).status).toBe(404);
    // The other address was not charged.
    expect((await peekLimit(LIMITS.uploadBytes, "198.51.100.7")).count).toBe(0);
  });
});
