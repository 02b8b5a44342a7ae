// Public order tracking (GET /api/track/{number} and the /track page):
// shipping facts and what the parcel holds (sizes and quantities), never a
// name, e-mail, address or amount.
import "server-only";
import { db } from "@/lib/db";
import type { PublicTracking } from "@/lib/schemas/tracking";
import { shipmentSelect, shipmentToJson } from "@/lib/tracking/events";

/** Trimmed and upper-cased, as tracking numbers are stored. */
export function normalizeTrackingNumber(input: string): string {
  return input.trim().replace(/\s+/g, "").toUpperCase();
}

/** Carriers' tracking numbers: letters, digits and dashes, at most 64. */
const TRACKING_NUMBER = /^[A-Z0-9-]{1,64}$/;

/** The tracking of the order with this number (typed any case, with spaces), or null. */
export async function findPublicTracking(input: string): Promise<PublicTracking | null> {
  const trackingNumber = normalizeTrackingNumber(input);
  if (!TRACKING_NUMBER.test(trackingNumber)) return null;
  const order = await db.order.findUnique({
    where: { trackingNumber },
    select: { trackingNumber: true, status: true, lines: { orderBy: { position: "asc" }, select: { productSize: true, quantity: true } }, ...shipmentSelect },
  });
  if (!order?.trackingNumber) return null;
  return {
    trackingNumber: order.trackingNumber,
    status: order.status,
    items: order.lines.map((line) => ({ size: line.productSize, quantity: line.quantity })),
    ...shipmentToJson(order),
  };
}
