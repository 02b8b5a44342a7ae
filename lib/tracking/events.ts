// Tracking events: snake_case statuses shown with spaces, the event a status
// change adds, and an event (and an order's whole shipment) as JSON answers
// carry it.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PublicTracking, shipmentFields, TrackingEvent } from "@/lib/schemas/tracking";
import { isoOrNull } from "@/lib/format/dates";

export const TRACKING_EVENT_STATUSES = ["label_created", "in_transit", "out_for_delivery", "delivered", "returned"] as const;
export type TrackingEventStatus = (typeof TRACKING_EVENT_STATUSES)[number];

/** "out_for_delivery" → "out for delivery". */
export function formatEventStatus(status: string): string {
  return status.replace(/_/g, " ");
}

export function labelCreatedDescription(carrier: string): string {
  return `Shipping label created, ${carrier} awaiting item`;
}

/** The tracking event an admin's status change adds, if any. */
export function eventForStatusChange(status: string, carrier: string | null): { status: TrackingEventStatus; description: string } | null {
  switch (status) {
    case "shipped":
      return { status: "in_transit", description: carrier ? `In transit with ${carrier}` : "In transit" };
    case "delivered":
      return { status: "delivered", description: "Delivered" };
    case "returned":
      return { status: "returned", description: "Returned to sender" };
    default:
      return null;
  }
}

/** An order's tracking events as the JSON answers need them: newest first. */
export const trackingEventsNewestFirst = {
  orderBy: { occurredAt: "desc" },
  select: { status: true, description: true, location: true, occurredAt: true },
} satisfies Prisma.Order$trackingEventsArgs;

type TrackingEventRow = Prisma.TrackingEventGetPayload<{ select: (typeof trackingEventsNewestFirst)["select"] }>;

export function trackingEventToJson(event: TrackingEventRow): TrackingEvent {
  return { status: event.status, description: event.description, location: event.location, timestamp: event.occurredAt.toISOString() };
}

/** An order's shipment: the columns its JSON is made from. */
export const shipmentSelect = {
  carrier: true,
  service: true,
  shippedAt: true,
  estimatedDeliveryDate: true,
  deliveredAt: true,
  trackingEvents: trackingEventsNewestFirst,
} satisfies Prisma.OrderSelect;

type ShipmentRow = Prisma.OrderGetPayload<{ select: typeof shipmentSelect }>;
type Shipment = Pick<PublicTracking, keyof typeof shipmentFields>;

/** Where an order's parcel is, as the public tracking answer and the admin order carry it. */
export function shipmentToJson(order: ShipmentRow): Shipment {
  return {
    carrier: order.carrier,
    service: order.service,
    shippedAt: isoOrNull(order.shippedAt),
    estimatedDeliveryDate: isoOrNull(order.estimatedDeliveryDate),
    deliveredAt: isoOrNull(order.deliveredAt),
    trackingEvents: order.trackingEvents.map(trackingEventToJson),
  };
}
