// Uploads that never became part of an order are deleted after 24 hours, row
// and file; photos of orders and recent uploads stay.
import "../../support/checkout-env";
import { existsSync } from "node:fs";
import path from "node:path";
import { POST as openUpload } from "@/app/api/objects/upload/route";
import { GET as readPhoto, PUT as putPhoto } from "@/app/api/objects/uploads/[id]/route";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const HOUR = 60 * 60 * 1000;

const idOf = (uploadURL: string) => uploadURL.split("?")[0]!.split("/").pop()!;
const fileOf = (id: string) => path.join(getConfig().uploads.dir, `${id}.png`);
const photo = (id: string) => readPhoto(new Request(`http://localhost/api/objects/uploads/${id}`), { params: Promise.resolve({ id }) });

/** An upload made `ageMs` ago through the two route handlers; `stored: false` leaves it pending. */
async function upload(ageMs: number, { stored = true } = {}): Promise<string> {
  const res = await openUpload(new Request("http://localhost/api/objects/upload", { method: "POST", headers: { "X-Forwarded-For": "192.0.2.20" } }), undefined);
  const { uploadURL } = (await res.json()) as { uploadURL: string };
  const id = idOf(uploadURL);
  uploadKeys.push(id);
  if (stored) {
    const request = new Request(`http://localhost${uploadURL}`, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(PNG) });
    expect((await putPhoto(request, { params: Promise.resolve({ id }) })).status).toBe(200);
    expect(existsSync(fileOf(id))).toBe(true);
  }
  await db.storedUpload.update({ where: { key: id }, data: { createdAt: new Date(Date.now() - ageMs) } });
  return id;
}

const orderIds: string[] = [];
const uploadKeys: string[] = [];
async function orderWithPhoto(id: string) {
  const order = await db.order.create({
    data: {
      customerEmail: "photo-buyer@example.com",
      customerName: "Photo Buyer",
      shippingName: "Photo Buyer",
      shippingAddress: "12 Elm St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      paymentIntentId: `pi_purge_test_${id}`,
      amountCents: 900,
      productId: "1oz",
      productName: "Healing Ointment",
      productSize: "1 oz / 30ml",
      unitPriceCents: 900,
      // As checkout stores it: the upload's address without its query string.
      photoUrl: `/api/objects/uploads/${id}`,
    },
  });
  orderIds.push(order.id);
}

// Leave no order and no old upload behind for other test files.
afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: orderIds } } });
  await db.storedUpload.deleteMany({ where: { key: { in: uploadKeys } } });
  // These queries may run after the shared teardown closed the client: close it again.
  await db.$disconnect();
});

describe("purging unattached uploads", () => {
  it("deletes old uploads no order uses, with their files, and keeps the others", async () => {
    const oldUnattached = await upload(25 * HOUR);
    const oldPending = await upload(25 * HOUR, { stored: false });
    const oldAttached = await upload(72 * HOUR);
    await orderWithPhoto(oldAttached);
    const recentUnattached = await upload(23 * HOUR);
    const freshUnattached = await upload(0);

    expect(await purgeUnattachedUploads()).toBe(2);

    for (const id of [oldUnattached, oldPending]) {
      expect(await db.storedUpload.findUnique({ where: { key: id } })).toBeNull();
    }
    expect(existsSync(fileOf(oldUnattached))).toBe(false);
    expect((await photo(oldUnattached)).status).toBe(404);

    for (const id of [oldAttached, recentUnattached, freshUnattached]) {
      expect(await db.storedUpload.findUnique({ where: { key: id } })).not.toBeNull();
      expect(existsSync(fileOf(id))).toBe(true);
      expect((await photo(id)).status).toBe(200);
    }

    // Nothing left to do on a second run; a day later the unattached ones go too, the order's photo stays.
    expect(await purgeUnattachedUploads()).toBe(0);
    expect(await purgeUnattachedUploads(new Date(Date.now() + 25 * HOUR))).toBeGreaterThanOrEqual(2);
    expect(existsSync(fileOf(recentUnattached))).toBe(false);
    expect(existsSync(fileOf(freshUnattached))).toBe(false);
    expect(existsSync(fileOf(oldAttached))).toBe(true);
    expect((await photo(oldAttached)).status).toBe(200);
  });
});
