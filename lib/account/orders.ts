// A customer's own orders: every order placed with the account's e-mail
// address, matched on its normalised form (trimmed, lower-case) so an order
// typed "Jo@Example.com" at checkout is Jo's whatever case the sign-in used,
// and orders paid before the account existed appear as soon as the address
// signs in. The match is lower("customerEmail") = the account's address,
// which the index "Order_customerEmail_normalised_idx" (migration
// 20261127061500_account_orders_by_email) answers, newest first, without
// reading other customers' rows. An order of another address answers as one
// that does not exist (404): nobody learns which order ids are real.
import "server-only";
import { assertCustomer, type CustomerPrincipal } from "@/lib/account/principal";
import { cancelDeadline, cancelRefusal, type CancellableOrder } from "@/lib/account/cancel-rules";
import type { CancelSettings } from "@/lib/account/schemas";
import { readCancelSettings } from "@/lib/account/settings";
import { guaranteeEndsAt, guaranteeLastDay, returnRefusal, type ReturnableOrder } from "@/lib/account/return-rules";
import type { ReturnSettings } from "@/lib/account/return-schemas";
import { readReturnSettings } from "@/lib/account/return-settings";
import { customerReturnJson, returnableInclude, returnableOf, returnShop } from "@/lib/account/return-view";
import { centsToDollars } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isoOrNull } from "@/lib/format/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/http/ids";
import { orderLinesInclude, orderToCustomerJson, type OrderWithLines } from "@/lib/orders/order-json";
import type { AccountOrder, AccountOrderDetail, AccountOrdersPage } from "@/lib/schemas/account";
import type { CustomerOrder } from "@/lib/schemas/order";
import { getSite } from "@/lib/site";
import { trackingEventsNewestFirst, trackingEventToJson } from "@/lib/tracking/events";

/**
 * Orders per page of the account, newest first ("Older orders" for the
 * rest): what one request renders stays the same for a customer of ten
 * orders or of a thousand. (A page of 50 took about twice as long to render
 * as one of 20 on the development machine, over the 200 ms p99 at 50
 * requests/s the account is held to.)
 */
export const ACCOUNT_PAGE_SIZE = 20;

export const ORDER_NOT_FOUND = "Order not found.";

/** What an account's order is read with: its lines, whether a label is live and whether a refund is under way. */
const accountOrderInclude = {
  ...orderLinesInclude,
  ...returnableInclude,
  labels: { where: { voidedAt: null }, select: { id: true }, take: 1 },
} satisfies Prisma.OrderInclude;

const detailInclude = { ...accountOrderInclude, trackingEvents: trackingEventsNewestFirst } satisfies Prisma.OrderInclude;

type AccountOrderRow = Prisma.OrderGetPayload<{ include: typeof accountOrderInclude }>;
type DetailRow = Prisma.OrderGetPayload<{ include: typeof detailInclude }>;

/** The normalised form of an address, as orders are matched by it. */
export const normalisedEmail = (email: string) => email.trim().toLowerCase();

/** Whether the order was placed with the customer's address. */
export const isOwnOrder = (customer: CustomerPrincipal, order: { customerEmail: string }) => normalisedEmail(order.customerEmail) === customer.email;

/** What the cancellation rule reads of an order row read with its live labels and pending refunds. */
export function cancellableOf(order: { status: AccountOrderRow["status"]; createdAt: Date; trackingNumber: string | null; labels: unknown[]; refunds: unknown[] }): CancellableOrder {
  return { status: order.status, createdAt: order.createdAt, hasLabel: order.labels.length > 0 || order.trackingNumber !== null, refundUnderWay: order.refunds.length > 0 };
}

/** The owner's settings an order's actions follow. */
interface ActionSettings {
  cancel: CancelSettings;
  returns: ReturnSettings;
}

function toAccountJson(order: OrderWithLines, cancellable: CancellableOrder, returnable: ReturnableOrder, { cancel: settings, returns }: ActionSettings, now: Date): AccountOrder {
  // The payment's id is the shop's business, not the customer's.
  const customerJson: Omit<CustomerOrder, "paymentIntentId"> & { paymentIntentId?: string } = orderToCustomerJson(order);
  delete customerJson.paymentIntentId;
  const refusal = cancelRefusal(cancellable, settings, now, getSite().supportEmail);
  const shop = returnShop();
  const returnRefused = returnRefusal(returnable, returns, now, shop);
  return {
    ...customerJson,
    refunded: centsToDollars(order.refundedCents),
    trackingNumber: order.trackingNumber,
    trackingUrl: order.trackingNumber ? `/track?number=${encodeURIComponent(order.trackingNumber)}` : null,
    carrier: order.carrier,
    service: order.service,
    shippedAt: isoOrNull(order.shippedAt),
    estimatedDeliveryDate: isoOrNull(order.estimatedDeliveryDate),
    deliveredAt: isoOrNull(order.deliveredAt),
    cancelledAt: isoOrNull(order.cancelledAt),
    actions: {
      cancel: { allowed: refusal === null, reason: refusal?.message ?? null, until: refusal ? null : isoOrNull(cancelDeadline(cancellable, settings)) },
      refund: { allowed: returnRefused === null, reason: returnRefused?.message ?? null, until: returnRefused ? null : isoOrNull(guaranteeEndsAt(returnable, returns, shop.timeZone)) },
    },
  };
}

/** An order of the list as its one query reads it: the order's row, its lines, and whether a refund of it is under way. */
type ListedOrderRow = OrderWithLines & { refundUnderWay: boolean; openReturnNumber: number | null };

/**
 * A page of the customer's orders, newest first (page 1: the newest
 * ACCOUNT_PAGE_SIZE). One query reads the page with each order's lines and
 * whether a refund of it is under way (sub-queries, no query per order),
 * beside the owner's cancellation setting. Buying a label writes its
 * tracking number on the order in the same transaction
 * (lib/shipping/labels.ts), so the order's own row says whether it has one;
 * the cancellation itself checks the labels (lib/account/cancel.ts).
 */
export async function listAccountOrders(customer: CustomerPrincipal, { page = 1 }: { page?: number } = {}, now = new Date()): Promise<AccountOrdersPage> {
  assertCustomer(customer);
  const offset = (page - 1) * ACCOUNT_PAGE_SIZE;
  // One row more than a page says whether older orders follow.
  const [rows, cancelSettings, returnSettings] = await Promise.all([
    db.$queryRaw<ListedOrderRow[]>`
      SELECT o.*,
        (SELECT coalesce(json_agg(l ORDER BY l.position), '[]'::json) FROM "OrderLine" l WHERE l."orderId" = o.id) AS lines,
        EXISTS (SELECT 1 FROM "Refund" r WHERE r."orderId" = o.id AND r.status = 'pending') AS "refundUnderWay",
        (SELECT rr.number FROM "ReturnRequest" rr WHERE rr."orderId" = o.id AND rr.status IN ('open', 'approved') LIMIT 1) AS "openReturnNumber"
      FROM "Order" o WHERE lower(o."customerEmail") = ${customer.email}
      ORDER BY o."createdAt" DESC, o.id DESC LIMIT ${ACCOUNT_PAGE_SIZE + 1} OFFSET ${offset}`,
    readCancelSettings(),
    readReturnSettings(),
  ]);
  const settings = { cancel: cancelSettings.values, returns: returnSettings.values };
  const orders = rows.slice(0, ACCOUNT_PAGE_SIZE).map((row) => {
    const cancellable = { status: row.status, createdAt: row.createdAt, hasLabel: row.trackingNumber !== null, refundUnderWay: row.refundUnderWay };
    const returnable = { status: row.status, deliveredAt: row.deliveredAt, amountCents: row.amountCents, refundedCents: row.refundedCents, refundUnderWay: row.refundUnderWay, openRequestNumber: row.openReturnNumber };
    return toAccountJson(row, cancellable, returnable, settings, now);
  });
  return { email: customer.email, page, hasMore: rows.length > ACCOUNT_PAGE_SIZE, orders };
}

/** One of the customer's orders with its parcel's history; 404 for any other id, real or not. */
export async function accountOrder(customer: CustomerPrincipal, orderId: string, now = new Date()): Promise<AccountOrderDetail> {
  assertCustomer(customer);
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  const [order, cancelSettings, returnSettings] = await Promise.all([db.order.findUnique({ where: { id: orderId }, include: detailInclude }), readCancelSettings(), readReturnSettings()]);
  if (!order || !isOwnOrder(customer, order)) throw notFound(ORDER_NOT_FOUND);
  const returns = returnSettings.values;
  const { timeZone } = returnShop();
  const returnable = returnableOf(order);
  return {
    ...toAccountJson(order as DetailRow, cancellableOf(order), returnable, { cancel: cancelSettings.values, returns }, now),
    trackingEvents: order.trackingEvents.map(trackingEventToJson),
    guarantee: {
      days: returns.guaranteeDays,
      tinMustBeSentBack: returns.tinMustBeSentBack,
      reviewBusinessDays: returns.reviewBusinessDays,
      endsAt: isoOrNull(guaranteeEndsAt(returnable, returns, timeZone)),
      lastDay: guaranteeLastDay(returnable, returns, timeZone),
    },
    returnRequest: customerReturnJson(order.returnRequests[0]),
  };
}
