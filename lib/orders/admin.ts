// The admin's view of orders: lists, figures, shipping stats and bulk status
// changes. Reads are single queries (no query per row).
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { deliveredKey, queueDeliveredEmail } from "@/lib/mail/order-updates";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { CLOSED_MESSAGE, isClosed } from "@/lib/orders/order-status";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import type { BulkStatusInput } from "@/lib/orders/admin-schemas";
import { adminOrderInclude, orderLinesInclude, orderToAdminJson } from "@/lib/orders/order-json";
import type { BulkStatusResult } from "@/lib/schemas/bulk-status";
import type { AdminOrder } from "@/lib/schemas/order";
import type { ShippingStats } from "@/lib/schemas/shipping-stats";
import { requestReviewsAfterDelivery } from "@/lib/reviews/requests";
import { eventForStatusChange } from "@/lib/tracking/events";

export const ADMIN_ORDER_LIST_LIMIT = 500;

/** Newest orders first, with their tracking (dashboard and legacy list). */
export async function listAdminOrders(admin: AdminPrincipal, limit = ADMIN_ORDER_LIST_LIMIT): Promise<AdminOrder[]> {
  assertAdmin(admin);
  const rows = await db.order.findMany({ orderBy: { createdAt: "desc" }, take: limit, include: adminOrderInclude });
  return rows.map(orderToAdminJson);
}

/**
 * The dashboard's figures. Pending shipment counts paid and processing orders
 * (no parcel has left yet), in transit the shipped ones; the recent orders are
 * the five newest, the top carriers the five with the most orders.
 */
export async function getShippingStats(admin: AdminPrincipal): Promise<ShippingStats> {
  assertAdmin(admin);
  const [byStatus, recent, carriers] = await Promise.all([
    db.order.groupBy({ by: ["status"], _count: { _all: true } }),
    db.order.findMany({ orderBy: { createdAt: "desc" }, take: 5, include: adminOrderInclude }),
    db.order.groupBy({
      by: ["carrier"],
      where: { carrier: { not: null } },
      _count: { _all: true },
      orderBy: [{ _count: { carrier: "desc" } }, { carrier: "asc" }],
      take: 5,
    }),
  ]);
  const count = (status: string) => byStatus.find((row) => row.status === status)?._count._all ?? 0;
  return {
    totalOrders: byStatus.reduce((sum, row) => sum + row._count._all, 0),
    pendingShipment: count("paid") + count("processing"),
    inTransit: count("shipped"),
    delivered: count("delivered"),
    recentOrders: recent.map(orderToAdminJson),
    topCarriers: carriers.map((row) => ({ carrier: row.carrier as string, count: row._count._all })),
  };
}

/** The legacy page's four figures. Revenue is what orders not returned brought in, net of refunds. */
export async function getLegacyFigures(admin: AdminPrincipal, now = new Date()) {
  assertAdmin(admin);
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const [totalOrders, revenue, customers, todaysOrders] = await Promise.all([
    db.order.count(),
    db.order.aggregate({ where: { status: { not: "returned" } }, _sum: { amountCents: true, refundedCents: true } }),
    db.$queryRaw<{ count: bigint }[]>`SELECT COUNT(DISTINCT lower("customerEmail")) AS count FROM "Order"`,
    db.order.count({ where: { createdAt: { gte: startOfDay } } }),
  ]);
  return {
    totalOrders,
    revenueCents: (revenue._sum.amountCents ?? 0) - (revenue._sum.refundedCents ?? 0),
    customers: Number(customers[0]?.count ?? 0),
    todaysOrders,
  };
}

/**
 * Sets the status of every listed order, or of none: an unknown id fails the
 * whole request. Orders whose status changes get the matching tracking event.
 */
export async function bulkUpdateOrderStatus(admin: AdminPrincipal, input: BulkStatusInput, now = new Date()): Promise<BulkStatusResult> {
  assertAdmin(admin);
  const ids = [...new Set(input.orderIds)];
  const result = await db.$transaction(async (tx) => {
    const orders = await tx.order.findMany({ where: { id: { in: ids } }, include: orderLinesInclude });
    if (orders.length !== ids.length) throw notFound("Some of the selected orders do not exist.");
    if (orders.some((order) => isClosed(order.status))) throw conflict(CLOSED_MESSAGE, "status_conflict");
    const changing = orders.filter((order) => order.status !== input.status);
    await tx.order.updateMany({ where: { id: { in: ids } }, data: { status: input.status } });
    if (input.status === "shipped") {
      await tx.order.updateMany({ where: { id: { in: ids }, shippedAt: null }, data: { shippedAt: now } });
    }
    if (input.status === "delivered") {
      await tx.order.updateMany({ where: { id: { in: ids }, deliveredAt: null }, data: { deliveredAt: now } });
    }
    const events = changing.flatMap((order) => {
      const event = eventForStatusChange(input.status, order.carrier);
      return event ? [{ orderId: order.id, status: event.status, description: event.description, occurredAt: now }] : [];
    });
    if (events.length) await tx.trackingEvent.createMany({ data: events });
    if (input.status === "delivered") for (const order of changing) await queueDeliveredEmail(tx, order);
    return { success: true as const, updated: ids.length, status: input.status, delivered: input.status === "delivered" ? changing.map((order) => order.id) : [] };
  });
  for (const orderId of result.delivered) await sendQueuedEmailNow(deliveredKey(orderId));
  // With a review delay of 0 days, the review e-mail goes now too.
  await requestReviewsAfterDelivery(result.delivered);
  return { success: result.success, updated: result.updated, status: result.status };
}
