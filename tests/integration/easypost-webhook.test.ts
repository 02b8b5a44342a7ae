// POST /api/webhooks/easypost: a signed tracker event brings the carrier's
// history to the order of its tracking number and moves the order forward
// (shipped, delivered with its e-mail once, returned); a bad signature is
// refused; a redelivery or an older event changes nothing; closed orders keep
// their status.
import "../support/checkout-env";
import { EASYPOST_WEBHOOK_SECRET as SECRET } from "./support/easypost-env";
import { randomUUID } from "node:crypto";
import { POST as easypostWebhook } from "@/app/api/webhooks/easypost/route";
import { db } from "@/lib/db";
import { deliveredKey } from "@/lib/mail/order-updates";
import { reviewRequestKey } from "@/lib/mail/review-request";
import { DEFAULT_REVIEW_SETTINGS } from "@/lib/reviews/schema";
import { REVIEW_SETTINGS_KEY } from "@/lib/reviews/settings";
import { easypostSignature } from "@/lib/shipping/easypost-webhook";
import { deleteMadeOrders, makeOrder } from "./support/orders";

afterAll(async () => {
  await deleteMadeOrders();
});

const ctx = { params: Promise.resolve({}) } as never;
const trackingNumber = () => `9400${randomUUID().replace(/\D/g, "").slice(0, 18).padEnd(18, "7")}`;

function trackerEvent(code: string, status: string, details: { status: string; message: string; datetime: string; city?: string }[], id = `evt_${randomUUID().replace(/-/g, "")}`) {
  return {
    id,
    object: "Event",
    description: "tracker.updated",
    result: {
      object: "Tracker",
      tracking_code: code,
      status,
      tracking_details: details.map((d) => ({ status: d.status, message: d.message, datetime: d.datetime, tracking_location: { city: d.city ?? "Reno", state: "NV" } })),
    },
  };
}

const bytesOf = (body: unknown) => Buffer.from(JSON.stringify(body), "utf8");

function post(body: unknown, signature?: string | null) {
  return postBytes(bytesOf(body), signature === undefined ? easypostSignature(bytesOf(body), SECRET) : signature);
}

function postBytes(raw: Buffer, signature: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (signature !== null) headers["X-Hmac-Signature"] = signature;
  return easypostWebhook(new Request("http://localhost/api/webhooks/easypost", { method: "POST", headers, body: new Uint8Array(raw) }), ctx);
}

const inTransit = { status: "in_transit", message: "Departed USPS facility", datetime: "2026-11-20T10:00:00Z", city: "Asheville" };
const delivered = { status: "delivered", message: "Delivered, front door", datetime: "2026-11-22T15:30:00Z" };

describe("POST /api/webhooks/easypost", () => {
  it("asks for a review as soon as the carrier says delivered when the owner's delay is 0 days, once", async () => {
    const settings = { ...DEFAULT_REVIEW_SETTINGS, requestDelayDays: 0 };
    await db.contentBlock.upsert({ where: { key: REVIEW_SETTINGS_KEY }, create: { key: REVIEW_SETTINGS_KEY, values: settings }, update: { values: settings } });
    try {
      const code = trackingNumber();
      const order = await makeOrder({ status: "shipped", trackingNumber: code, carrier: "USPS", service: "Priority Mail" });
      expect((await post(trackerEvent(code, "delivered", [inTransit, { ...delivered, datetime: new Date().toISOString() }]))).status).toBe(200);
      const mails = await db.outgoingEmail.findMany({ where: { dedupeKey: reviewRequestKey(order.id) } });
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: order.customerEmail, status: "sent" });
      expect(await db.emailLink.count({ where: { orderId: order.id, purpose: "review" } })).toBe(1);
      await db.outgoingEmail.deleteMany({ where: { dedupeKey: reviewRequestKey(order.id) } });
      await db.emailLink.deleteMany({ where: { orderId: order.id } });
    } finally {
      await db.contentBlock.deleteMany({ where: { key: REVIEW_SETTINGS_KEY } });
    }
  });

  it("moves a processing order to shipped, then delivered with one Delivered e-mail, adding each carrier event once", async () => {
    const code = trackingNumber();
    const order = await makeOrder({ status: "processing", trackingNumber: code, carrier: "USPS", service: "Priority Mail" });

    const first = await post(trackerEvent(code, "in_transit", [inTransit]));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, orderId: order.id });
    let row = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { trackingEvents: true } });
    expect(row.status).toBe("shipped");
    expect(row.shippedAt?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(row.trackingEvents.map((e) => [e.status, e.description, e.location])).toEqual([["in_transit", "Departed USPS facility", "Asheville, NV"]]);

    const deliveredEvent = trackerEvent(code, "delivered", [inTransit, delivered]);
    expect((await post(deliveredEvent)).status).toBe(200);
    row = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { trackingEvents: true } });
    expect(row.status).toBe("delivered");
    expect(row.deliveredAt?.toISOString()).toBe("2026-11-22T15:30:00.000Z");
    expect(row.trackingEvents.map((e) => e.status).sort()).toEqual(["delivered", "in_transit"]);
    const mails = await db.outgoingEmail.findMany({ where: { dedupeKey: deliveredKey(order.id) } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Delivered: your order ${order.id.slice(0, 8)}`);

    // The same event again, and an older one sent late: nothing changes.
    expect(await (await post(deliveredEvent)).json()).toEqual({ received: true, duplicate: true });
    expect((await post(trackerEvent(code, "in_transit", [inTransit]))).status).toBe(200);
    row = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { trackingEvents: true } });
    expect(row.status).toBe("delivered");
    expect(row.trackingEvents).toHaveLength(2);
    expect(await db.outgoingEmail.count({ where: { dedupeKey: deliveredKey(order.id) } })).toBe(1);
  });

  it("marks a parcel going back as returned, and leaves a refunded order's status alone", async () => {
    const back = trackingNumber();
    const returning = await makeOrder({ status: "shipped", trackingNumber: back, carrier: "USPS", service: "Priority Mail" });
    await post(trackerEvent(back, "return_to_sender", [{ status: "return_to_sender", message: "Returned to sender", datetime: "2026-11-23T09:00:00Z" }]));
    const returned = await db.order.findUniqueOrThrow({ where: { id: returning.id }, include: { trackingEvents: true } });
    expect(returned.status).toBe("returned");
    expect(returned.trackingEvents.map((e) => e.status)).toEqual(["returned"]);

    const code = trackingNumber();
    const refunded = await makeOrder({ status: "refunded", refundedCents: 900, trackingNumber: code, carrier: "USPS", service: "Priority Mail" });
    await post(trackerEvent(code, "delivered", [delivered]));
    const row = await db.order.findUniqueOrThrow({ where: { id: refunded.id }, include: { trackingEvents: true } });
    expect(row.status).toBe("refunded");
    expect(row.trackingEvents).toHaveLength(1);
    expect(await db.outgoingEmail.count({ where: { dedupeKey: deliveredKey(refunded.id) } })).toBe(0);
  });

  it("acknowledges unknown tracking numbers and other events, and refuses bad signatures and malformed trackers", async () => {
    expect(await (await post(trackerEvent(trackingNumber(), "delivered", [delivered]))).json()).toEqual({ received: true });
    expect(await (await post({ id: "evt_1", description: "batch.updated", result: { object: "Batch" } })).json()).toEqual({ received: true });

    const event = trackerEvent(trackingNumber(), "delivered", [delivered]);
    for (const signature of [null, "hmac-sha256-hex=00", easypostSignature(bytesOf(event), "another-secret")]) {
      const res = await post(event, signature);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_request");
    }
    const res = await post({ id: "evt_2", description: "tracker.updated", result: { object: "Tracker" } });
    expect(res.status).toBe(400);
  });

  it("checks the signature over the bytes as they arrived, never over the body decoded as text", async () => {
    const code = trackingNumber();
    const order = await makeOrder({ status: "processing", trackingNumber: code, carrier: "USPS", service: "Priority Mail" });
    // A byte that is not UTF-8 in the carrier's message: decoding it as text
    // makes it U+FFFD, so a signature made over the decoded text must not pass.
    const text = JSON.stringify(trackerEvent(code, "in_transit", [{ ...inTransit, message: "Departed facility @" }]));
    const raw = Buffer.from(text, "utf8");
    raw[raw.indexOf("@")] = 0xff;
    const overDecodedText = easypostSignature(Buffer.from(raw.toString("utf8"), "utf8"), SECRET);
    const forged = await postBytes(raw, overDecodedText);
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.message).toBe("Invalid EasyPost signature.");
    // Signed over its bytes, it is authentic but not UTF-8: refused as not JSON, nothing changes.
    const authentic = await postBytes(raw, easypostSignature(raw, SECRET));
    expect(authentic.status).toBe(400);
    expect((await authentic.json()).error.message).toBe("The event is not JSON.");
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("processing");
  });
});
