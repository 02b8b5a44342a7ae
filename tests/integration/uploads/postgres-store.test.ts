// UPLOAD_STORE=postgres: the two-step upload keeps the photo's bytes in the
// UploadObject table (nothing on the local disk), serves them back from there,
// and the purge of unattached uploads deletes them with their rows.
import "./support/postgres-upload-store";
import { existsSync } from "node:fs";
import path from "node:path";
import { POST as openUpload } from "@/app/api/objects/upload/route";
import { GET as readPhoto, PUT as putPhoto } from "@/app/api/objects/uploads/[id]/route";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";
import { getUploadStore } from "@/lib/uploads/storage";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const HOUR = 60 * 60 * 1000;

const idOf = (uploadURL: string) => uploadURL.split("?")[0]!.split("/").pop()!;
const photo = (id: string) => readPhoto(new Request(`http://localhost/api/objects/uploads/${id}`), { params: Promise.resolve({ id }) });
const stored = (id: string) => db.uploadObject.findUnique({ where: { name: `${id}.png` } });

const uploadKeys: string[] = [];
const objectNames: string[] = [];
const orderIds: string[] = [];

afterAll(async () => {
  await db.order.deleteMany({ where: { id: { in: orderIds } } });
  await db.storedUpload.deleteMany({ where: { key: { in: uploadKeys } } });
  await db.uploadObject.deleteMany({ where: { name: { in: objectNames } } });
  await db.$disconnect();
});

/** Uploads a PNG through the two route handlers; returns the upload's id. */
async function upload(): Promise<string> {
  const res = await openUpload(new Request("http://localhost/api/objects/upload", { method: "POST", headers: { "X-Forwarded-For": "192.0.2.30" } }), undefined);
  expect(res.status).toBe(200);
  const { uploadURL } = (await res.json()) as { uploadURL: string };
  const id = idOf(uploadURL);
  uploadKeys.push(id);
  objectNames.push(`${id}.png`);
  const put = () =>
    putPhoto(new Request(`http://localhost${uploadURL}`, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(PNG) }), {
      params: Promise.resolve({ id }),
    });
  const answer = await put();
  expect(answer.status).toBe(200);
  // One file per address, whichever the store.
  expect((await put()).status).toBe(409);
  return id;
}

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
      paymentIntentId: `pi_postgres_store_test_${id}`,
      amountCents: 900,
      productId: "1oz",
      productName: "Healing Ointment",
      productSize: "1 oz / 30ml",
      unitPriceCents: 900,
      photoUrl: `/api/objects/uploads/${id}`,
    },
  });
  orderIds.push(order.id);
}

it("keeps an uploaded photo in the database, serves it from there, and purges it with its upload", async () => {
  expect(getConfig().uploads.store).toBe("postgres");
  const unattached = await upload();
  const attached = await upload();
  await orderWithPhoto(attached);

  // The bytes are a row of UploadObject, with the type the upload records; nothing is on the disk.
  const row = await stored(unattached);
  expect(row).toMatchObject({ name: `${unattached}.png`, contentType: "image/png" });
  expect(await db.storedUpload.findUniqueOrThrow({ where: { key: unattached } })).toMatchObject({ status: "stored", contentType: "image/png", size: row!.data.length });
  expect(existsSync(path.join(getConfig().uploads.dir, `${unattached}.png`))).toBe(false);

  // GET serves exactly those bytes.
  const res = await photo(unattached);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  const served = Buffer.from(await res.arrayBuffer());
  expect(served.equals(Buffer.from(row!.data))).toBe(true);
  expect(res.headers.get("content-length")).toBe(String(served.length));

  // A day later the unattached upload is purged, bytes included; the order's photo stays.
  for (const id of [unattached, attached]) {
    await db.storedUpload.update({ where: { key: id }, data: { createdAt: new Date(Date.now() - 25 * HOUR) } });
  }
  expect(await purgeUnattachedUploads()).toBeGreaterThanOrEqual(1);
  expect(await db.storedUpload.findUnique({ where: { key: unattached } })).toBeNull();
  expect(await stored(unattached)).toBeNull();
  expect((await photo(unattached)).status).toBe(404);
  expect(await stored(attached)).not.toBeNull();
  expect((await photo(attached)).status).toBe(200);
});

it("saves (replacing), opens, and removes objects by their upload names only", async () => {
  const store = getUploadStore();
  const names = ["0f0e0d0c-0b0a-4908-8706-050403020100.png", "1f0e0d0c-0b0a-4908-8706-050403020101.jpg", "2f0e0d0c-0b0a-4908-8706-050403020102.gif"];
  objectNames.push(...names);

  await store.save(names[0]!, Buffer.from("first"), "image/png");
  await store.save(names[0]!, Buffer.from("second"), "image/png");
  expect((await store.open(names[0]!))?.bytes?.toString()).toBe("second");
  expect(await db.uploadObject.count({ where: { name: names[0] } })).toBe(1);

  await store.save(names[1]!, Buffer.from("jpeg bytes"), "image/jpeg");
  await store.save(names[2]!, Buffer.from("gif bytes"), "image/gif");
  expect(await db.uploadObject.findUnique({ where: { name: names[1] }, select: { contentType: true } })).toEqual({ contentType: "image/jpeg" });

  await store.remove(names[0]!);
  expect(await store.open(names[0]!)).toBeNull();
  await store.remove(names[0]!); // already gone: not an error

  // Names without a row are ignored.
  await store.removeMany([names[1]!, names[2]!, "3f0e0d0c-0b0a-4908-8706-050403020103.webp"]);
  expect(await db.uploadObject.count({ where: { name: { in: names } } })).toBe(0);
  await store.removeMany([]);

  // Only names the shop gives uploads.
  await expect(store.save("../secret.png", Buffer.from("x"), "image/png")).rejects.toThrow("Invalid upload name");
  await expect(store.open("x.svg")).rejects.toThrow("Invalid upload name");
  await expect(store.removeMany(["%"])).rejects.toThrow("Invalid upload name");
});
