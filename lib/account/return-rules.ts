// When a customer may claim the money-back guarantee on their own order, and
// why not when they may not: one rule for the order page (the "Request a
// refund" button shows only while a request would be accepted, or the reason
// instead) and for the request itself, which checks it again under the
// order's row lock. The guarantee starts on the day the parcel is delivered
// and lasts the owner's number of days (lib/account/return-settings.ts), to
// the end of its last day in the shop's time zone (SHOP_TIME_ZONE): delivered
// on Nov 11, a 30-day guarantee covers the whole of Dec 11 there; a
// cancelled or fully refunded order has nothing left to claim, and an order
// has at most one open request at a time.
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { ReturnSettings } from "@/lib/account/return-schemas";
import { addCalendarDays, calendarDayIn, endOfDayIn, formatCalendarDayShort, type CalendarDay } from "@/lib/orders/business-days";

/** What the rule reads of an order. */
export interface ReturnableOrder {
  status: OrderStatus;
  deliveredAt: Date | null;
  amountCents: number;
  refundedCents: number;
  /** A refund of it is being made right now. */
  refundUnderWay: boolean;
  /** Its request that is open or approved (its refund being made), if any. */
  openRequestNumber: number | null;
}

export type ReturnRefusalCode = "cancelled" | "refunded" | "request_open" | "refund_under_way" | "parcel_returned" | "not_delivered" | "guarantee_ended";

export interface ReturnRefusal {
  code: ReturnRefusalCode;
  message: string;
}

/** "R-1042": how customers, e-mails and the owner's queue name a request. */
export const returnNumber = (number: number) => `R-${number}`;

/** What the rule reads of the shop: where a customer who still needs help writes, and its time zone. */
export interface ReturnShop {
  supportEmail: string;
  timeZone: string;
}

/** The guarantee's last day in the shop's time zone, or null before the parcel is delivered. */
export function guaranteeLastDay(order: Pick<ReturnableOrder, "deliveredAt">, settings: ReturnSettings, timeZone: string): CalendarDay | null {
  return order.deliveredAt ? addCalendarDays(calendarDayIn(order.deliveredAt, timeZone), settings.guaranteeDays) : null;
}

/** The last moment the customer may ask (the end of the last day), or null before the parcel is delivered. */
export function guaranteeEndsAt(order: Pick<ReturnableOrder, "deliveredAt">, settings: ReturnSettings, timeZone: string): Date | null {
  const lastDay = guaranteeLastDay(order, settings, timeZone);
  return lastDay ? endOfDayIn(lastDay, timeZone) : null;
}

/** "The 30-day guarantee for this order ended on Dec 27, 2026." */
export function guaranteeEndedMessage(settings: ReturnSettings, lastDay: CalendarDay): string {
  return `The ${settings.guaranteeDays}-day guarantee for this order ended on ${formatCalendarDayShort(lastDay)}.`;
}

/**
 * Why the customer may not ask for a refund of this order now, or null when
 * they may. The shop's support e-mail is where the messages send a customer
 * who still needs help.
 */
export function returnRefusal(order: ReturnableOrder, settings: ReturnSettings, now: Date, { supportEmail, timeZone }: ReturnShop): ReturnRefusal | null {
  if (order.status === "cancelled") return { code: "cancelled", message: "This order was cancelled and refunded, so there is nothing left to refund." };
  if (order.status === "refunded" || order.refundedCents >= order.amountCents) {
    return { code: "refunded", message: "This order has been refunded in full, so there is nothing left to refund." };
  }
  if (order.openRequestNumber !== null) {
    return {
      code: "request_open",
      message: `You have already asked for a refund of this order (${returnNumber(order.openRequestNumber)}). We will e-mail you as soon as we have looked at it.`,
    };
  }
  if (order.refundUnderWay) {
    return { code: "refund_under_way", message: "A refund of this order is being made right now. Reload the page in a moment to see where it stands." };
  }
  if (order.status === "returned") {
    return { code: "parcel_returned", message: `This parcel came back to us. Write to us at ${supportEmail} and we will sort it out.` };
  }
  const lastDay = guaranteeLastDay(order, settings, timeZone);
  if (order.status !== "delivered" || !lastDay) {
    return { code: "not_delivered", message: `You can ask for a refund under our ${settings.guaranteeDays}-day guarantee once your order has been delivered.` };
  }
  if (now.getTime() > endOfDayIn(lastDay, timeZone).getTime()) return { code: "guarantee_ended", message: guaranteeEndedMessage(settings, lastDay) };
  return null;
}
