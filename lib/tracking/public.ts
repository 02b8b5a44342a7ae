// Public order tracking (GET /api/track/{number}): shipping facts only,
// never a name, e-mail, address or amount.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface PublicTracking {
  trackingNumber: string;
  status: string;
  carrier: string | null;
  service: string | null;
  shippedAt: string | null;
  estimatedDeliveryDate: string | null;
  deliveredAt: string | null;
  trackingEvents: { status: string; description: string; location: string | null; timestamp: string }[];
}

/** Trimmed and upper-cased, as tracking numbers are stored. */
export function normalizeTrackingNumber(input: string): string {
  return input.trim().replace(/\s+/g, "").toUpperCase();
}

/** Carriers' tracking numbers: letters, digits and dashes, at most 64. */
const TRACKING_NUMBER = /^[A-Z0-9-]{1,64}$/;

export async function findPublicTracking(db: PrismaClient, input: string): Promise<PublicTracking | null> {
  const trackingNumber = normalizeTrackingNumber(input);
  if (!TRACKING_NUMBER.test(trackingNumber)) return null;
  const order = await db.order.findUnique({
    where: { trackingNumber },
    select: {
      trackingNumber: true,
      status: true,
      carrier: true,
      service: true,
      shippedAt: true,
      estimatedDeliveryDate: true,
      deliveredAt: true,
      trackingEvents: {
        orderBy: { occurredAt: "desc" },
        select: { status: true, description: true, location: true, occurredAt: true },
      },
    },
  });
  if (!order?.trackingNumber) return null;
  return {
    trackingNumber: order.trackingNumber,
    status: order.status,
    carrier: order.carrier,
    service: order.service,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    estimatedDeliveryDate: order.estimatedDeliveryDate?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    trackingEvents: order.trackingEvents.map((event) => ({
      status: event.status,
      description: event.description,
      location: event.location,
      timestamp: event.occurredAt.toISOString(),
    })),
  };
}
