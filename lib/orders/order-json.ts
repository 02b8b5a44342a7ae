// One mapping from an order row to its JSON, in the three widths of
// lib/schemas/order.ts: each one is the one before it plus more fields. Money
// leaves the database in cents and the JSON in dollars.
import { centsToDollars } from "@/lib/catalog/money";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AdminOrder, CustomerOrder, PublicOrder } from "@/lib/schemas/order";
import { shipmentToJson, trackingEventsNewestFirst } from "@/lib/tracking/events";
import { isoOrNull } from "@/lib/format/dates";

/** An order's lines, in the cart's order: every read of an order for display includes them. */
export const orderLinesInclude = { lines: { orderBy: { position: "asc" } } } satisfies Prisma.OrderInclude;

export type OrderWithLines = Prisma.OrderGetPayload<{ include: typeof orderLinesInclude }>;

/** The order without personal data: what anyone holding the payment intent id may see. */
export function orderToPublicJson(order: OrderWithLines): PublicOrder {
  const lines = order.lines.map((line) => ({
    name: line.productName,
    size: line.productSize,
    quantity: line.quantity,
    price: centsToDollars(line.unitPriceCents),
    total: centsToDollars(line.lineTotalCents),
  }));
  const [first] = lines;
  return {
    id: order.id,
    status: order.status,
    amount: centsToDollars(order.amountCents),
    productDetails: { name: first.name, size: first.size, quantity: first.quantity, price: first.price },
    lines,
    subtotal: centsToDollars(order.subtotalCents),
    discount: centsToDollars(order.discountCents),
    tax: centsToDollars(order.taxCents),
    createdAt: order.createdAt.toISOString(),
  };
}

/** The order as its customer sees it: the public part and the customer's own data. */
export function orderToCustomerJson(order: OrderWithLines): CustomerOrder {
  return {
    ...orderToPublicJson(order),
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    shippingAddress: {
      name: order.shippingName,
      address: order.shippingAddress,
      city: order.shippingCity,
      state: order.shippingState,
      zipCode: order.shippingZipCode,
      country: order.shippingCountry,
    },
    paymentIntentId: order.paymentIntentId,
    photoUrl: order.photoUrl,
  };
}

/** What an admin order needs besides the order row: its tracking history and latest label. */
export const adminOrderInclude = {
  ...orderLinesInclude,
  discount: { select: { artistName: true } },
  trackingEvents: trackingEventsNewestFirst,
  labels: { orderBy: { createdAt: "desc" }, take: 1, select: { id: true } },
  refunds: { orderBy: { createdAt: "desc" }, select: { id: true, amountCents: true, reason: true, status: true, createdAt: true } },
} satisfies Prisma.OrderInclude;

export type AdminOrderRow = Prisma.OrderGetPayload<{ include: typeof adminOrderInclude }>;

/** The order as the admin pages and APIs show it: the customer's order and its shipment. */
export function orderToAdminJson(order: AdminOrderRow): AdminOrder {
  return {
    ...orderToCustomerJson(order),
    trackingNumber: order.trackingNumber,
    ...shipmentToJson(order),
    labelId: order.labels[0]?.id ?? null,
    disputedAt: isoOrNull(order.disputedAt),
    disputeReason: order.disputeReason,
    paymentMode: order.paymentMode === "test" ? "test" : "stripe",
    refunded: centsToDollars(order.refundedCents),
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      amount: centsToDollars(refund.amountCents),
      reason: refund.reason,
      status: refund.status === "succeeded" || refund.status === "failed" ? refund.status : "pending",
      createdAt: refund.createdAt.toISOString(),
    })),
    cancelledAt: isoOrNull(order.cancelledAt),
    cancelReason: order.cancelReason,
    discountCode: order.discountCode,
    attributedTo: order.discount?.artistName ?? null,
    taxState: order.taxState,
    taxRate: order.taxSource === "none" ? null : order.taxRatePpm / 10_000,
  };
}
