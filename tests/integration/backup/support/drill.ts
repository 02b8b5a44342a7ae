// The restore drill's shop and its checks. A shop with checkout orders (a
// customer's photo among them), refunds, shipping labels, the seeded forum
// posts and reviews, a tutorial video uploaded by the owner and an admin with
// two-factor authentication; what it holds is read back the same way after a
// restore: every order with its lines, refunds, labels and tracking, every
// upload served by the shop's own route handler (the video by byte ranges),
// and the admin's sign-in with the old password and authenticator.
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

export interface ShopExpectations {
  /** Orders with everything attached, as JSON, by id. */
  orders: Map<string, string>;
  forum: string;
  reviews: string;
  tutorials: string;
  uploads: { id: string; bytes: Buffer }[];
  video: { id: string; bytes: Buffer };
  admin: { email: string; password: string; totpSecret: string };
}

const ADMIN = { email: "drill-owner@example.com", password: "drill-owner-password" };

/** A photo a customer might send: a noisy 320×240 PNG (the shop stores it re-encoded). */
async function customerPhoto(): Promise<Buffer> {
  return sharp(randomBytes(320 * 240 * 3), { raw: { width: 320, height: 240, channels: 3 } }).png().toBuffer();
}

/** A tutorial video of a few megabytes: a real MP4's head, then more bytes (past the database store's 1 MB chunks). */
function tutorialVideo(): Buffer {
  return Buffer.concat([readFileSync(path.join(process.cwd(), "public/media/tutorials/booking-a-fall-tattoo.mp4")), randomBytes(2_500_000)]);
}

/** Builds the drill's shop through the app's route handlers (the app modules of the current shop). */
export async function buildDrillShop(): Promise<void> {
  const { db } = await import("@/lib/db");
  const { adminRequest, createTestAdmin } = await import("../../support/admin-auth");
  const { newUploadUrl, put } = await import("../../uploads/support/uploads");
  const { attach, confirm, openIntent, postOrder } = await import("../../checkout/test-mode-support");
  const { SHIPPING } = await import("../../../support/requests");
  const { POST: refundRoute } = await import("@/app/api/admin/orders/[id]/refund/route");
  const { POST: createLabel } = await import("@/app/api/shipping/labels/route");
  const { POST: openMedia } = await import("@/app/api/admin/tutorials/media/route");
  const { POST: postTutorial } = await import("@/app/api/admin/tutorials/route");
  const { startTwoFactorEnrolment, confirmTwoFactorEnrolment } = await import("@/lib/auth/account-security");
  const { totpCodeAt } = await import("../../../support/totp");

  const owner = await createTestAdmin(db, ADMIN.email, ADMIN.password);
  const ctx = (id: string) => ({ params: Promise.resolve({ id }) }) as never;
  const asOwner = (url: string, body: unknown) => adminRequest(url, { bearer: owner.token }, { method: "POST", body: JSON.stringify(body) });

  // Checkout orders, one with the customer's photo.
  const photoUrl = await newUploadUrl("198.51.100.7");
  const stored = await put(photoUrl, await customerPhoto(), { type: "image/png", client: "198.51.100.7" });
  expect(stored.status).toBe(200);
  const photo = ((await stored.json()) as { url: string }).url;
  const orderIds: string[] = [];
  for (const [index, details] of [{ ...SHIPPING, photoUrl: photo }, { ...SHIPPING, customerEmail: "grace@example.com", customerName: "Grace Hopper" }, SHIPPING].entries()) {
    const intent = await openIntent(index === 1 ? "1oz" : "4oz");
    expect((await attach(intent.clientSecret, details)).status).toBe(200);
    expect((await confirm(intent.clientSecret)).status).toBe(200);
    expect((await postOrder({ paymentIntentId: intent.id, clientSecret: intent.clientSecret })).status).toBe(201);
    orderIds.push((await db.order.findUniqueOrThrow({ where: { paymentIntentId: intent.id } })).id);
  }
  // A label, a partial refund, and a full one.
  expect((await createLabel(asOwner("/api/shipping/labels", { orderId: orderIds[0], carrier: "USPS", service: "Priority Mail" }), ctx(""))).status).toBe(201);
  expect((await refundRoute(asOwner(`/api/admin/orders/${orderIds[0]}/refund`, { amount: 4, reason: "Dented tin", requestKey: randomUUID() }), ctx(orderIds[0]!))).status).toBe(201);
  expect((await refundRoute(asOwner(`/api/admin/orders/${orderIds[1]}/refund`, { reason: "Changed their mind", requestKey: randomUUID() }), ctx(orderIds[1]!))).status).toBe(201);

  // A tutorial with a video and a thumbnail uploaded by the owner.
  const media = async (kind: "video" | "thumbnail", bytes: Buffer, type: string) => {
    const res = await openMedia(asOwner("/api/admin/tutorials/media", { kind }), ctx(""));
    expect(res.status).toBe(200);
    const { uploadURL } = (await res.json()) as { uploadURL: string };
    const putRes = await put(uploadURL, bytes, { type });
    expect(putRes.status).toBe(200);
    return ((await putRes.json()) as { url: string }).url;
  };
  const videoUrl = await media("video", tutorialVideo(), "video/mp4");
  const thumbnailUrl = await media("thumbnail", await customerPhoto(), "image/png");
  const tutorial = await postTutorial(
    asOwner("/api/admin/tutorials", { title: "Restoring a healing routine", description: "What to do in the first week after a fresh tattoo.", season: "winter", category: "aftercare", duration: 95, videoUrl, thumbnailUrl, featured: false, published: true }),
    ctx(""),
  );
  expect(tutorial.status).toBe(201);

  // The admin's authenticator.
  const enrolment = await startTwoFactorEnrolment(owner.admin);
  const code = await totpCodeAt(enrolment.secret, -30);
  expect(await confirmTwoFactorEnrolment({ id: owner.admin.id, sessionId: owner.sessionIds.browser }, code)).toHaveLength(10);
  drillSecrets.totp = enrolment.secret;
}

/** Kept by buildDrillShop for the expectations (the authenticator app's copy of the secret). */
const drillSecrets: { totp: string } = { totp: "" };

/** What the shop holds now, read through the current shop's modules. */
export async function readShop(): Promise<ShopExpectations> {
  const { db } = await import("@/lib/db");
  const { photo } = await import("../../uploads/support/uploads");
  const orders = await db.order.findMany({
    orderBy: { id: "asc" },
    include: { lines: { orderBy: { position: "asc" } }, refunds: { orderBy: { id: "asc" } }, labels: { orderBy: { id: "asc" } }, trackingEvents: { orderBy: { id: "asc" } } },
  });
  const uploads = await db.storedUpload.findMany({ where: { status: { in: ["stored", "attached"] } }, orderBy: { key: "asc" } });
  const served: { id: string; bytes: Buffer }[] = [];
  let video: { id: string; bytes: Buffer } | null = null;
  for (const upload of uploads) {
    const id = `${upload.key}`;
    const res = await photo(id);
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    served.push({ id, bytes });
    if (upload.purpose === "tutorial-video") video = { id, bytes };
  }
  return {
    orders: new Map(orders.map((order) => [order.id, JSON.stringify(order)])),
    forum: JSON.stringify(await db.forumPost.findMany({ orderBy: { id: "asc" }, include: { replies: { orderBy: { id: "asc" } } } })),
    reviews: JSON.stringify(await db.review.findMany({ orderBy: { id: "asc" } })),
    tutorials: JSON.stringify(await db.tutorial.findMany({ orderBy: { id: "asc" } })),
    uploads: served,
    video: video!,
    admin: { ...ADMIN, totpSecret: drillSecrets.totp },
  };
}

/** The restored shop answers as the old one did (the current shop's modules). */
export async function expectSameShop(before: ShopExpectations, ordersMadeMeanwhile: ReadonlySet<string> = new Set()): Promise<void> {
  const after = await readShop().catch((error) => {
    throw new Error(`The restored shop could not be read: ${error instanceof Error ? error.message : error}`);
  });
  // Every order of the old shop, identical, and none other than those made while the backup ran.
  for (const [id, json] of before.orders) {
    if (ordersMadeMeanwhile.has(id) && !after.orders.has(id)) continue;
    expect(after.orders.get(id)).toBe(json);
  }
  for (const id of after.orders.keys()) expect(before.orders.has(id)).toBe(true);
  expect(after.forum).toBe(before.forum);
  expect(after.reviews).toBe(before.reviews);
  expect(after.tutorials).toBe(before.tutorials);
  // Every photo and video answers with the same bytes.
  expect(after.uploads.map((upload) => upload.id)).toEqual(before.uploads.map((upload) => upload.id));
  for (const [index, upload] of before.uploads.entries()) expect(after.uploads[index]!.bytes.equals(upload.bytes)).toBe(true);
  // The video by ranges, as a player asks for it.
  const { photo } = await import("../../uploads/support/uploads");
  const size = before.video.bytes.length;
  for (const [range, start, end] of [["bytes=0-1023", 0, 1023], ["bytes=1048570-1048600", 1048570, 1048600], [`bytes=${size - 5000}-`, size - 5000, size - 1], ["bytes=-700", size - 700, size - 1]] as const) {
    const res = await photo(before.video.id, { range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/${size}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(before.video.bytes.subarray(start, end + 1))).toBe(true);
  }
  // The admin signs in with the old password and a code of the old authenticator.
  const { POST: login } = await import("@/app/api/admin/auth/route");
  const { loginRequest, noContext } = await import("../../support/admin-auth");
  const { totpCodeAt } = await import("../../../support/totp");
  const code = await totpCodeAt(before.admin.totpSecret);
  const res = await login(loginRequest({ email: before.admin.email, password: before.admin.password, code }), noContext);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ success: true, token: expect.any(String) });
}
