// Creating a shipping label for a paid order: the provider issues the label,
// then one transaction stores it, sets carrier, service, tracking number and
// estimated delivery, adds the "label created" event and moves the order to
// processing. A second request for the same order is refused.
import "server-only";
import { orderLinesInclude } from "@/lib/orders/order-json";
import { parcelFor } from "@/lib/shipping/parcel";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { conflict, DomainError, notFound } from "@/lib/errors";
import { isUuid } from "@/lib/http/ids";
import type { ShippingLabel } from "@/lib/schemas/shipping-label";
import type { CreateLabelInput } from "@/lib/shipping/carriers";
import { SHIP_FROM, type LabelProvider } from "@/lib/shipping/types";
import { labelCreatedDescription } from "@/lib/tracking/events";
import { queueShippedEmail, shippedKey } from "@/lib/mail/order-updates";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { logger } from "@/lib/log";

const log = logger("shipping");

export const NOT_PAID_MESSAGE = "Labels can be created only for paid orders.";

export async function createShippingLabel(admin: AdminPrincipal, provider: LabelProvider, input: CreateLabelInput, now = new Date()): Promise<ShippingLabel> {
  assertAdmin(admin);
  const order = await db.order.findUnique({ where: { id: input.orderId }, include: orderLinesInclude });
  if (!order) throw notFound("Order not found.");
  if (order.status !== "paid") throw conflict(NOT_PAID_MESSAGE);

  const label = await provider.createLabel({
    orderId: order.id,
    carrier: input.carrier,
    service: input.service,
    from: SHIP_FROM,
    parcel: parcelFor(order.lines),
    to: {
      name: order.shippingName,
      street: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      zipCode: order.shippingZipCode,
      country: order.shippingCountry,
    },
  }).catch((error: unknown) => {
    log.error("the label could not be created", { provider: provider.name, orderId: order.id, error });
    const detail = error instanceof Error ? error.message : String(error);
    throw new DomainError("upstream_failed", "label_provider_error", `The label provider could not create the label: ${detail}`);
  });

  const created = await db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: { id: order.id, status: "paid" },
      data: {
        status: "processing",
        carrier: input.carrier,
        service: input.service,
        trackingNumber: label.trackingNumber,
        estimatedDeliveryDate: label.estimatedDeliveryDate,
      },
    });
    if (claimed.count !== 1) throw conflict(NOT_PAID_MESSAGE);
    const stored = await tx.shippingLabel.create({
      data: {
        orderId: order.id,
        provider: label.provider,
        carrier: input.carrier,
        service: input.service,
        trackingNumber: label.trackingNumber,
        rateCents: label.rateCents,
        labelFormat: label.labelFormat,
        labelData: label.labelData,
        labelUrl: label.labelUrl,
        providerRef: label.providerRef,
        createdAt: now,
      },
    });
    await queueShippedEmail(tx, order, { carrier: input.carrier, service: input.service, trackingNumber: label.trackingNumber });
    await tx.trackingEvent.create({
      data: {
        orderId: order.id,
        status: "label_created",
        description: labelCreatedDescription(input.carrier),
        location: `${SHIP_FROM.city}, ${SHIP_FROM.state}`,
        occurredAt: now,
      },
    });
    return {
      success: true as const,
      labelId: stored.id,
      orderId: order.id,
      carrier: input.carrier,
      service: input.service,
      trackingNumber: label.trackingNumber,
      estimatedDeliveryDate: label.estimatedDeliveryDate.toISOString(),
      labelUrl: `/api/shipping/labels/${stored.id}`,
      status: "processing" as const,
    };
  });
  await sendQueuedEmailNow(shippedKey(order.id));
  return created;
}

/** The stored label, for printing. */
export async function findShippingLabel(admin: AdminPrincipal, id: string) {
  assertAdmin(admin);
  if (!isUuid(id)) return null;
  return db.shippingLabel.findUnique({ where: { id } });
}
