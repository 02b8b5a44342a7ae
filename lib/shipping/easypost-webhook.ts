// POST /api/webhooks/easypost: EasyPost's signed tracker events. A tracker
// event (tracker.created, tracker.updated) carries a parcel's status and its
// history from the carrier. The order with that tracking number gets the
// carrier's events it does not have yet, and its status follows the parcel,
// forward only: on its way (shipped), delivered (with the customer's
// "Delivered" e-mail, once), or back to the sender (returned). Refunded and
// cancelled orders keep their status. Handling an event twice changes nothing:
// events already recorded are skipped and statuses never move back.
import "server-only";
import { orderLinesInclude } from "@/lib/orders/order-json";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { invalidInput, unavailable } from "@/lib/errors";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import { deliveredKey, queueDeliveredEmail } from "@/lib/mail/order-updates";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { isClosed } from "@/lib/orders/order-status";
import { requestReviewsAfterDelivery } from "@/lib/reviews/requests";
import { normalizeTrackingNumber } from "@/lib/tracking/public";

const SIGNATURE_PREFIX = "hmac-sha256-hex=";

/**
 * EasyPost's signature: HMAC-SHA256 of the raw body's bytes (as they arrived,
 * never decoded and encoded again) with the webhook secret (NFKD), in hex.
 */
export function easypostSignature(rawBody: Uint8Array, secret: string): string {
  return SIGNATURE_PREFIX + createHmac("sha256", Buffer.from(secret.normalize("NFKD"), "utf8")).update(rawBody).digest("hex");
}

function verifySignature(rawBody: Uint8Array, signature: string | null, secret: string): void {
  if (!signature) throw invalidInput("Missing X-Hmac-Signature header.");
  const expected = Buffer.from(easypostSignature(rawBody, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidInput("Invalid EasyPost signature.");
}

const trackingDetailSchema = z.object({
  status: z.string().max(50),
  message: z.string().max(500).nullish(),
  datetime: z.iso.datetime({ offset: true }),
  tracking_location: z
    .object({ city: z.string().max(100).nullish(), state: z.string().max(100).nullish() })
    .nullish(),
});

const trackerEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/),
  description: z.string().max(100),
  result: z.object({
    object: z.literal("Tracker"),
    tracking_code: z.string().min(1).max(100),
    status: z.string().max(50),
    tracking_details: z.array(trackingDetailSchema).max(500).default([]),
  }),
});

const eventDescriptionSchema = z.object({ description: z.string().max(100) });

/** The shop's name of a carrier status: EasyPost's, except a parcel going back. */
const eventStatus = (status: string) => (status === "return_to_sender" ? "returned" : status);

/** The status an order moves to for the parcel's status, when it moves forward. */
function nextStatus(current: OrderStatus, parcel: string): OrderStatus | null {
  if (isClosed(current)) return null;
  switch (parcel) {
    case "in_transit":
    case "out_for_delivery":
    case "available_for_pickup":
      return current === "paid" || current === "processing" ? "shipped" : null;
    case "delivered":
      return current === "paid" || current === "processing" || current === "shipped" ? "delivered" : null;
    case "return_to_sender":
      return current === "processing" || current === "shipped" ? "returned" : null;
    default:
      return null;
  }
}

export interface EasyPostWebhookResult {
  received: true;
  orderId?: string;
  duplicate?: true;
}

export async function handleEasyPostWebhook(rawBody: Uint8Array, signature: string | null, now = new Date()): Promise<EasyPostWebhookResult> {
  const secret = getConfig().shipping.easypostWebhookSecret;
  if (!secret) throw unavailable("EasyPost webhooks are not configured.", "webhooks_unavailable");
  verifySignature(rawBody, signature, secret);
  let body: unknown;
  try {
    // Only what was signed is read: bytes that are not UTF-8 are refused, never replaced.
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(rawBody));
  } catch {
    throw invalidInput("The event is not JSON.");
  }
  const described = eventDescriptionSchema.safeParse(body);
  if (!described.success) throw invalidInput("The event has no description.");
  // Other events (batches, refunds of postage, …) are acknowledged and ignored.
  if (!described.data.description.startsWith("tracker.")) return { received: true };
  const parsed = trackerEventSchema.safeParse(body);
  if (!parsed.success) throw invalidInput("The event carries no tracker.");
  const event = parsed.data;
  const processedId = `easypost:${event.id}`;
  if (await db.processedWebhookEvent.findUnique({ where: { id: processedId }, select: { id: true } })) return { received: true, duplicate: true };

  const trackingNumber = normalizeTrackingNumber(event.result.tracking_code);
  const outcome = await db.$transaction(async (tx) => {
    const [order] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Order" WHERE "trackingNumber" = ${trackingNumber} FOR UPDATE`;
    if (!order) return null;
    const current = await tx.order.findUniqueOrThrow({ where: { id: order.id } });
    const known = await tx.trackingEvent.findMany({ where: { orderId: order.id }, select: { status: true, occurredAt: true } });
    const seen = new Set(known.map((e) => `${e.status}|${e.occurredAt.getTime()}`));
    const fresh = event.result.tracking_details.flatMap((detail) => {
      const occurredAt = new Date(detail.datetime);
      const status = eventStatus(detail.status);
      if (seen.has(`${status}|${occurredAt.getTime()}`)) return [];
      seen.add(`${status}|${occurredAt.getTime()}`);
      const place = [detail.tracking_location?.city, detail.tracking_location?.state].filter(Boolean).join(", ");
      return [{ orderId: order.id, status, description: detail.message || status.replace(/_/g, " "), location: place || null, occurredAt }];
    });
    if (fresh.length) await tx.trackingEvent.createMany({ data: fresh });

    const status = nextStatus(current.status, event.result.status);
    if (!status) return { orderId: order.id, delivered: false };
    const lastOf = (wanted: string) =>
      event.result.tracking_details.filter((d) => d.status === wanted).map((d) => new Date(d.datetime)).at(-1) ?? now;
    const updated = await tx.order.update({
      include: orderLinesInclude,
      where: { id: order.id },
      data: {
        status,
        ...(status === "shipped" || status === "delivered" ? { shippedAt: current.shippedAt ?? lastOf("in_transit") } : {}),
        ...(status === "delivered" ? { deliveredAt: current.deliveredAt ?? lastOf("delivered") } : {}),
      },
    });
    if (status === "delivered") await queueDeliveredEmail(tx, updated);
    return { orderId: order.id, delivered: status === "delivered" };
  });
  await db.processedWebhookEvent.createMany({ data: [{ id: processedId, type: event.description }], skipDuplicates: true });
  if (!outcome) return { received: true };
  if (outcome.delivered) {
    await sendQueuedEmailNow(deliveredKey(outcome.orderId));
    await requestReviewsAfterDelivery([outcome.orderId]);
  }
  return { received: true, orderId: outcome.orderId };
}
