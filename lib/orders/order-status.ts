// The order's state machine: which statuses an order may move to, and by
// which action. Money decides most of it: an order is refunded only when it
// was paid, cancelled only before its parcel has left, and a refunded or
// cancelled order is closed (no status moves it again).
import type { OrderStatus } from "@/lib/generated/prisma/enums";

/** Statuses of an order whose payment was received: money can be given back. */
const REFUNDABLE_STATUSES: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered", "returned"];

/** Statuses before the parcel has left: the order can still be called off, and a label bought for it is voided when it is. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ["pending", "paid", "processing"];

/** Closed orders: no action changes their status again. */
const CLOSED_STATUSES: readonly OrderStatus[] = ["refunded", "cancelled"];

export const canRefund = (status: OrderStatus) => REFUNDABLE_STATUSES.includes(status);
export const canCancel = (status: OrderStatus) => CANCELLABLE_STATUSES.includes(status);
export const isClosed = (status: OrderStatus) => CLOSED_STATUSES.includes(status);

/** The status after a refund that brings the refunded total to `refundedCents`. */
export function statusAfterRefund(status: OrderStatus, amountCents: number, refundedCents: number): OrderStatus {
  return refundedCents >= amountCents && status !== "cancelled" ? "refunded" : status;
}

export const NOT_REFUNDABLE_MESSAGE = "Only a paid order can be refunded.";
export const NOT_CANCELLABLE_MESSAGE = "An order can be cancelled only before it ships.";
export const CLOSED_MESSAGE = "Refunded and cancelled orders keep their status.";
