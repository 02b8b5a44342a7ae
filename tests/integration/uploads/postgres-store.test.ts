// UPLOAD_STORE=postgres: the two-step upload keeps the photo's bytes in the
// UploadObject table (nothing on the local disk), serves them back from there,
// and the purge of unattached uploads deletes them with their rows.
import "./support/postgres-upload-store";
import { existsSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";
import { getUploadStore } from "@/lib/uploads/storage";
import { deleteMadeOrders, makeOrder } from "../support/orders";
import { backdate, deleteUploads, idOf, newUploadUrl, photo, put, readAll } from "./support/uploads";

const HOUR = 60 * 60 * 1000;

const stored = (id: string) => db.uploadObject.findUnique({ where: { name: `${id}.png` } });

const objectNames: string[] = [];

afterAll(async () => {
  await deleteMadeOrders();
  await deleteUploads();
  await db.uploadObject.deleteMany({ where: { name: { in: objectNames } } });
  await db.$disconnect();
});

/** Uploads a PNG through the two route handlers; returns the upload's id. */
async function upload(): Promise<string> {
  const uploadURL = await newUploadUrl("192.0.2.30");
  expect((await put(uploadURL)).status).toBe(200);
  // One file per address, whichever the store.
  expect((await put(uploadURL)).status).toBe(409);
  return idOf(uploadURL);
}

it("keeps an uploaded photo in the database, serves it from there, and purges it with its upload", async () => {
  expect(getConfig().uploads.store).toBe("postgres");
  const unattached = await upload();
  const attached = await upload();
  await makeOrder({ photoUrl: `/api/objects/uploads/${attached}` });

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
  for (const id of [unattached, attached]) await backdate(id, 25 * HOUR);
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
  const opened = (await store.open(names[0]!))!.opened!;
  expect(opened.size).toBe("second".length);
  expect((await readAll(opened.read(0, opened.size - 1))).toString()).toBe("second");
  expect(await db.uploadObject.count({ where: { name: names[0] } })).toBe(1);

  await store.save(names[1]!, Buffer.from("jpeg bytes"), "image/jpeg");
  await store.save(names[2]!, Buffer.from("gif bytes"), "image/gif");
  expect(await db.uploadObject.findUnique({ where: { name: names[1] }, select: { contentType: true } })).toEqual({ contentType: "image/jpeg" });

  await store.removeMany([names[0]!]);
  expect(await store.open(names[0]!)).toBeNull();
  await store.removeMany([names[0]!]); // already gone: not an error

  // Names without a row are ignored.
  await store.removeMany([names[1]!, names[2]!, "3f0e0d0c-0b0a-4908-8706-050403020103.webp"]);
  expect(await db.uploadObject.count({ where: { name: { in: names } } })).toBe(0);
  await store.removeMany([]);

  // Only names the shop gives uploads.
  await expect(store.save("../secret.png", Buffer.from("x"), "image/png")).rejects.toThrow("Invalid upload name");
  await expect(store.open("x.svg")).rejects.toThrow("Invalid upload name");
  await expect(store.removeMany(["%"])).rejects.toThrow("Invalid upload name");
});
