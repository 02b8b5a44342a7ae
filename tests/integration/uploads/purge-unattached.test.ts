// Uploads that never became part of an order are deleted after 24 hours, row
// and file; photos of orders and recent uploads stay. A photo named in a
// payment's checkout details waits for its order as long as that order can
// still be made (a webhook redelivered, the reconcile command).
import "../../support/checkout-env";
import { existsSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { RECONCILE_DAYS } from "@/lib/orders/reconcile-options";
import { purgeUnattachedUploads } from "@/lib/uploads/purge";
import { SHIPPING } from "../../support/requests";
import { attach, confirm, openIntent, postOrder } from "../checkout/test-mode-support";
import { deleteMadeOrders, makeOrder } from "../support/orders";
import { backdate, deleteUploads, idOf, newUploadUrl, photo, uploadPng } from "./support/uploads";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CLIENT = "192.0.2.20";

const fileOf = (id: string) => path.join(getConfig().uploads.dir, `${id}.png`);
const photoUrlOf = (id: string) => `/api/objects/uploads/${id}`;

/** An upload made `ageMs` ago through the two route handlers; `stored: false` leaves it pending. */
async function upload(ageMs: number, { stored = true } = {}): Promise<string> {
  const id = stored ? await uploadPng(CLIENT) : idOf(await newUploadUrl(CLIENT));
  if (stored) expect(existsSync(fileOf(id))).toBe(true);
  await backdate(id, ageMs);
  return id;
}

const paymentIntentIds: string[] = [];

// Leave no order and no old upload behind for other test files.
afterAll(async () => {
  await deleteMadeOrders();
  await db.order.deleteMany({ where: { paymentIntentId: { in: paymentIntentIds } } });
  await deleteUploads();
  // These queries may run after the shared teardown closed the client: close it again.
  await db.$disconnect();
});

describe("purging unattached uploads", () => {
  it("deletes old uploads no order uses, with their files, and keeps the others", async () => {
    const oldUnattached = await upload(25 * HOUR);
    const oldPending = await upload(25 * HOUR, { stored: false });
    const oldAttached = await upload(72 * HOUR);
    // As checkout stores it: the upload's address without its query string.
    await makeOrder({ photoUrl: photoUrlOf(oldAttached) });
    // A verified buyer's photo with their review stays as long as the review.
    const reviewPhoto = await upload(72 * HOUR);
    const reviewed = await makeOrder({ status: "delivered" });
    await db.review.create({ data: { source: "verified", status: "approved", orderId: reviewed.id, name: "Pat P.", rating: 5, headline: "With a photo", text: "My healed tattoo, a month later.", photoUrl: photoUrlOf(reviewPhoto) } });
    const recentUnattached = await upload(23 * HOUR);
    const freshUnattached = await upload(0);

    expect(await purgeUnattachedUploads()).toBe(2);

    for (const id of [oldUnattached, oldPending]) {
      expect(await db.storedUpload.findUnique({ where: { key: id } })).toBeNull();
    }
    expect(existsSync(fileOf(oldUnattached))).toBe(false);
    expect((await photo(oldUnattached)).status).toBe(404);

    for (const id of [oldAttached, reviewPhoto, recentUnattached, freshUnattached]) {
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
    expect(existsSync(fileOf(reviewPhoto))).toBe(true);
    await db.review.deleteMany({ where: { orderId: reviewed.id } });
  });

  it("keeps a photo named in a paid payment's checkout details until its order is made days later", async () => {
    const paid = await upload(0);
    const abandoned = await upload(0);
    const intent = await openIntent("4oz", CLIENT);
    paymentIntentIds.push(intent.id);
    expect((await attach(intent.clientSecret, { ...SHIPPING, photoUrl: photoUrlOf(paid) }, CLIENT)).status).toBe(200);
    expect((await confirm(intent.clientSecret, undefined, CLIENT)).status).toBe(200);
    // Details attached to a payment that is never made.
    const other = await openIntent("1oz", CLIENT);
    expect((await attach(other.clientSecret, { ...SHIPPING, photoUrl: photoUrlOf(abandoned) }, CLIENT)).status).toBe(200);

    // Three days on (Stripe's last redelivery of the webhook), neither photo is purged.
    for (const id of [paid, abandoned]) await backdate(id, 3 * DAY);
    await purgeUnattachedUploads();
    for (const id of [paid, abandoned]) expect((await photo(id)).status).toBe(200);

    // The order made now carries the photo, which stays from then on.
    const res = await postOrder({ paymentIntentId: intent.id });
    expect(res.status).toBe(201);
    expect((await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).photoUrl).toBe(photoUrlOf(paid));

    // Once no order can be made from the other payment any more, its photo goes.
    await purgeUnattachedUploads(new Date(Date.now() + (RECONCILE_DAYS.default + 1) * DAY));
    expect(await db.storedUpload.findUnique({ where: { key: abandoned } })).toBeNull();
    expect(existsSync(fileOf(abandoned))).toBe(false);
    expect((await photo(paid)).status).toBe(200);
  });
});
