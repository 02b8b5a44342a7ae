// Retention of what concerns people: sent e-mails are deleted 90 days after
// they were queued, rows and .eml files (a file is found by its message's id
// or by the time in its name, so links sent without a row go too), and an
// order's photo is let go (Order.photoUrl cleared, the file deleted) the
// owner's number of days after delivery (90 unless set at /admin/privacy), or
// after an order that never arrived was called off. The run's wiring and
// summary: retention.test.ts.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { purgeOldEmails } from "@/lib/mail/outbox-files";
import { saveRetentionSettings } from "@/lib/privacy/admin";
import { purgeOrderPhotos } from "@/lib/privacy/order-photos";
import { RETENTION_BLOCK_KEY } from "@/lib/privacy/retention-settings";
import { createTestAdmin } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";

const DAY = 24 * 60 * 60 * 1000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const OUTBOX = path.join(process.env.DATA_DIR!, "outbox");
const UPLOADS = path.join(process.env.DATA_DIR!, "uploads");
const tag = randomUUID().slice(0, 8);

afterAll(async () => {
  await deleteMadeOrders();
  await db.outgoingEmail.deleteMany({ where: { dedupeKey: { startsWith: `retention-privacy-${tag}` } } });
  await db.review.deleteMany({ where: { text: { contains: tag } } });
  await db.contentBlock.deleteMany({ where: { key: RETENTION_BLOCK_KEY } });
  await db.$disconnect();
});

/** An outbox file's name as the mail transport writes it. */
const fileName = (writtenAt: Date, id: string) => `${writtenAt.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
function writeEml(writtenAt: Date, id: string): string {
  mkdirSync(OUTBOX, { recursive: true });
  const name = fileName(writtenAt, id);
  writeFileSync(path.join(OUTBOX, name), "To: someone@example.com\nSubject: Hi\n\nHi\n");
  return name;
}

describe("sent e-mails", () => {
  it("are deleted 90 days after they were queued, rows and files, and a message being sent is left alone", async () => {
    const now = new Date();
    await purgeOldEmails(now); // what earlier files left
    const row = (age: number, status = "sent") =>
      db.outgoingEmail.create({ data: { dedupeKey: `retention-privacy-${tag}-${randomUUID()}`, to: "someone@example.com", subject: "Hi", text: "Hi", status, createdAt: ago(now, age * DAY) } });
    const old = await row(91);
    const sentLate = await row(91); // written to the outbox 89 days ago, after retries
    const fresh = await row(89);
    const sending = await row(91, "sending");
    const files = {
      old: writeEml(ago(now, 91 * DAY), old.id),
      sentLate: writeEml(ago(now, 89 * DAY), sentLate.id),
      fresh: writeEml(ago(now, 89 * DAY), fresh.id),
      oldLink: writeEml(ago(now, 91 * DAY), randomUUID()), // a sign-in link: no row
      newLink: writeEml(ago(now, DAY), randomUUID()),
    };
    writeFileSync(path.join(OUTBOX, "notes.txt"), "not an e-mail");

    // Two rows, and the file of a link that had none.
    expect(await purgeOldEmails(now)).toBe(3);
    const rows = await db.outgoingEmail.findMany({ where: { id: { in: [old.id, sentLate.id, fresh.id, sending.id] } }, select: { id: true } });
    expect(rows.map((r) => r.id).sort()).toEqual([fresh.id, sending.id].sort());
    expect(readdirSync(OUTBOX).sort()).toEqual([files.fresh, files.newLink, "notes.txt"].sort());
    expect(await purgeOldEmails(now)).toBe(0);
  });
});

describe("order photos", () => {
  let admin: ReturnType<typeof grantAdminPrincipal>;
  beforeAll(async () => {
    const created = await createTestAdmin(db, `retention-privacy-${tag}@example.com`);
    admin = grantAdminPrincipal({ id: created.admin.id, email: created.admin.email, sessionId: created.sessionIds.api });
  });

  /** A stored photo (row and file); its address. */
  async function photo(): Promise<string> {
    const key = randomUUID();
    mkdirSync(UPLOADS, { recursive: true });
    writeFileSync(path.join(UPLOADS, `${key}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    await db.storedUpload.create({ data: { key, status: "attached", contentType: "image/jpeg", size: 4, expiresAt: new Date(), storedAt: new Date() } });
    return `/api/objects/uploads/${key}`;
  }
  const fileOf = (url: string) => path.join(UPLOADS, `${url.split("/").pop()}.jpg`);
  const photoOf = async (id: string) => (await db.order.findUniqueOrThrow({ where: { id } })).photoUrl;

  it("are let go the owner's number of days after delivery, file and all, and kept while another record uses the file", async () => {
    const now = new Date();
    const block = await db.contentBlock.findUnique({ where: { key: RETENTION_BLOCK_KEY } });
    await saveRetentionSettings(admin, { version: block?.version ?? 1, values: { orderPhotoDays: 30 } });
    await purgeOrderPhotos(now); // what earlier files left

    const past = await makeOrder({ status: "delivered", deliveredAt: ago(now, 31 * DAY), photoUrl: await photo() });
    const recent = await makeOrder({ status: "delivered", deliveredAt: ago(now, 29 * DAY), photoUrl: await photo() });
    const cancelled = await makeOrder({ status: "cancelled", cancelledAt: ago(now, 31 * DAY), photoUrl: await photo() });
    const refunded = await makeOrder({ status: "refunded", updatedAt: ago(now, 31 * DAY), photoUrl: await photo() });
    const underWay = await makeOrder({ status: "shipped", createdAt: ago(now, 60 * DAY), photoUrl: await photo() });
    const shared = await photo();
    const reviewed = await makeOrder({ status: "delivered", deliveredAt: ago(now, 31 * DAY), photoUrl: shared });
    await db.review.create({ data: { source: "verified", status: "approved", name: "R.", rating: 5, text: `Lovely ${tag}`, photoUrl: shared } });
    const urls = { past: past.photoUrl!, recent: recent.photoUrl!, cancelled: cancelled.photoUrl!, refunded: refunded.photoUrl!, underWay: underWay.photoUrl! };

    expect(await purgeOrderPhotos(now)).toBe(4);
    expect(await photoOf(past.id)).toBeNull();
    expect(await photoOf(cancelled.id)).toBeNull();
    expect(await photoOf(refunded.id)).toBeNull();
    expect(await photoOf(reviewed.id)).toBeNull();
    expect(await photoOf(recent.id)).toBe(urls.recent);
    expect(await photoOf(underWay.id)).toBe(urls.underWay);
    for (const url of [urls.past, urls.cancelled, urls.refunded]) {
      expect(existsSync(fileOf(url))).toBe(false);
      expect(await db.storedUpload.count({ where: { key: url.split("/").pop() } })).toBe(0);
    }
    expect(existsSync(fileOf(urls.recent))).toBe(true);
    expect(existsSync(fileOf(urls.underWay))).toBe(true);
    // The review still shows the same photo: its file stays.
    expect(existsSync(fileOf(shared))).toBe(true);
    // The order itself stays as it was.
    expect(await db.order.findUniqueOrThrow({ where: { id: past.id } })).toMatchObject({ status: "delivered", amountCents: past.amountCents, customerName: past.customerName });
    expect(await purgeOrderPhotos(now)).toBe(0);
  });

  it("are kept 90 days after delivery when the owner never set another number", async () => {
    const now = new Date();
    await db.contentBlock.deleteMany({ where: { key: RETENTION_BLOCK_KEY } });
    const sixty = await makeOrder({ status: "delivered", deliveredAt: ago(now, 60 * DAY), photoUrl: await photo() });
    const ninetyOne = await makeOrder({ status: "delivered", deliveredAt: ago(now, 91 * DAY), photoUrl: await photo() });
    await purgeOrderPhotos(now);
    expect(await photoOf(sixty.id)).toBe(sixty.photoUrl);
    expect(await photoOf(ninetyOne.id)).toBeNull();
    expect(existsSync(fileOf(ninetyOne.photoUrl!))).toBe(false);
  });
});
