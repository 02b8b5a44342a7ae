// What a customer's order page reads of the guarantee: whether a request
// would be accepted now (the rule of lib/account/return-rules.ts over the
// order, a refund under way and its newest request), until when, and the
// newest request's number, status and, when refused, the owner's reason.
import "server-only";
import { returnNumber, type ReturnableOrder, type ReturnShop } from "@/lib/account/return-rules";
import type { ReturnStatus } from "@/lib/account/return-schemas";
import { isoOrNull } from "@/lib/format/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CustomerReturnRequest } from "@/lib/schemas/account";
import { getConfig } from "@/lib/config";
import { getSite } from "@/lib/site";

/** Requests that still hold the order: at most one at a time. */
export const OPEN_RETURN_STATUSES = ["open", "approved"] as const satisfies readonly ReturnStatus[];

export const isOpenReturn = (status: ReturnStatus) => (OPEN_RETURN_STATUSES as readonly ReturnStatus[]).includes(status);

/** What an order is read with for the guarantee: a refund under way, and its newest request. */
export const returnableInclude = {
  refunds: { where: { status: "pending" }, select: { id: true }, take: 1 },
  returnRequests: { orderBy: { createdAt: "desc" }, take: 1 },
} satisfies Prisma.OrderInclude;

type ReturnableRow = Prisma.OrderGetPayload<{ include: typeof returnableInclude }>;

/** What the guarantee's rule reads of an order read with returnableInclude. */
export function returnableOf(order: Pick<ReturnableRow, "status" | "deliveredAt" | "amountCents" | "refundedCents" | "refunds" | "returnRequests">): ReturnableOrder {
  const newest = order.returnRequests[0];
  return {
    status: order.status,
    deliveredAt: order.deliveredAt,
    amountCents: order.amountCents,
    refundedCents: order.refundedCents,
    refundUnderWay: order.refunds.length > 0,
    openRequestNumber: newest && isOpenReturn(newest.status) ? newest.number : null,
  };
}

/** The newest request as its customer sees it. */
export function customerReturnJson(request: ReturnableRow["returnRequests"][number] | undefined): CustomerReturnRequest | null {
  if (!request) return null;
  return {
    number: returnNumber(request.number),
    status: request.status,
    reason: request.reason,
    tinWillBeSent: request.tinWillBeSent,
    refusalReason: request.refusalReason,
    createdAt: request.createdAt.toISOString(),
    decidedAt: isoOrNull(request.decidedAt),
  };
}

/** The shop as the guarantee's rule reads it: its support e-mail and its time zone (SHOP_TIME_ZONE). */
export function returnShop(): ReturnShop {
  return { supportEmail: getSite().supportEmail, timeZone: getConfig().shop.timeZone };
}
