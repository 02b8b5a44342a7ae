// When a customer may cancel their own order from their account, and why
// not when they may not: one rule for the order page (the button shows only
// while it would be accepted, or the reason instead) and for the cancellation
// itself, which checks it again under the order's row lock. A shipping label
// always ends it: from then on the parcel is being packed, and only the owner
// calls it off. Within that, the owner's setting may turn customer
// cancellations off or end them some hours after ordering.
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { CancelSettings } from "@/lib/account/schemas";

/** What the rule reads of an order. */
export interface CancellableOrder {
  status: OrderStatus;
  createdAt: Date;
  /** A shipping label was bought for it and not voided (or it has a tracking number). */
  hasLabel: boolean;
  /** A refund of it is being made right now (another cancellation, or the owner's refund). */
  refundUnderWay: boolean;
}

export type CancelRefusalCode = "already_cancelled" | "refunded" | "shipped" | "label_bought" | "refund_under_way" | "cancel_off" | "window_passed";

export interface CancelRefusal {
  code: CancelRefusalCode;
  message: string;
}

const HOUR_MS = 60 * 60 * 1000;

const hours = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;

/** The last moment the customer may cancel, by the owner's window (null: until a label is bought). */
export function cancelDeadline(order: Pick<CancellableOrder, "createdAt">, settings: CancelSettings): Date | null {
  return settings.cancelWindowHours > 0 ? new Date(order.createdAt.getTime() + settings.cancelWindowHours * HOUR_MS) : null;
}

/**
 * Why the customer may not cancel this order now, or null when they may.
 * `supportEmail` is where the messages send a customer who still needs help.
 */
export function cancelRefusal(order: CancellableOrder, settings: CancelSettings, now: Date, supportEmail: string): CancelRefusal | null {
  const writeToUs = `If you need help with it, write to us at ${supportEmail}.`;
  switch (order.status) {
    case "cancelled":
      return { code: "already_cancelled", message: "This order is already cancelled." };
    case "refunded":
      return { code: "refunded", message: "This order has been refunded in full, so there is nothing left to cancel." };
    case "shipped":
    case "delivered":
    case "returned":
      return { code: "shipped", message: `This order has already shipped, so it can no longer be cancelled. ${writeToUs}` };
  }
  if (order.hasLabel) {
    return { code: "label_bought", message: `This order can no longer be cancelled: its shipping label has been bought and it is being packed. ${writeToUs}` };
  }
  if (order.refundUnderWay) {
    return { code: "refund_under_way", message: "A refund of this order is being made right now. Reload the page in a moment to see where it stands." };
  }
  if (!settings.customersMayCancel) {
    return { code: "cancel_off", message: `Orders cannot be cancelled online. Write to us at ${supportEmail} and we will help.` };
  }
  const deadline = cancelDeadline(order, settings);
  if (deadline && now.getTime() > deadline.getTime()) {
    return {
      code: "window_passed",
      message: `Orders can be cancelled online within ${hours(settings.cancelWindowHours)} of ordering, and that time has passed for this one. Write to us at ${supportEmail} and we will help.`,
    };
  }
  return null;
}
