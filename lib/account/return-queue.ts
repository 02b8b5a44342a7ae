// The owner's queue of money-back guarantee requests (/admin/returns): the
// requests of one status (open, approved, refused, refunded), newest first,
// with their order, customer, reason, whether the tin comes back and their
// age; and the two decisions on an open request.
//
// Approving claims the request under its row lock (open → approved, so of two
// approvals at once one goes on and the other is told it was decided), then
// refunds through the owner's refund path (lib/orders/refunds.ts refundOrder:
// the amount, by default all that is still refundable, reserved under the
// order's row lock, the provider asked, the refund e-mail sent, the tins put
// back into stock when asked); once the refund is made the request is
// refunded. A refund the provider refuses (or an amount that no longer fits)
// puts the request back to open, so the owner may try again. A process that
// stops between the two leaves the request approved: lib/account/return-settlement.ts
// settles it.
//
// Refusing needs a reason, which the customer is e-mailed (in the same
// transaction). A request already decided is refused with 409 and a message.
// Every decision is in the change log.
import "server-only";
import { randomUUID } from "node:crypto";
import { queueReturnRefusedEmail, returnRefusedKey } from "@/lib/account/return-mail";
import { returnNumber } from "@/lib/account/return-rules";
import type { ReturnStatus } from "@/lib/account/return-schemas";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { describeLines } from "@/lib/cart/pricing";
import { centsToDollars, formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { recordChange } from "@/lib/editing/changes";
import { conflict, notFound } from "@/lib/errors";
import { isoOrNull } from "@/lib/format/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/http/ids";
import { logger } from "@/lib/log";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { refundOrder } from "@/lib/orders/refunds";

const log = logger("payments");

export const RETURN_NOT_FOUND = "Return request not found.";

/** How many requests of one status the queue shows (the newest). */
export const RETURN_QUEUE_SIZE = 100;

const queueInclude = {
  order: {
    select: {
      id: true,
      customerName: true,
      status: true,
      amountCents: true,
      refundedCents: true,
      deliveredAt: true,
      lines: { orderBy: { position: "asc" }, select: { quantity: true, productSize: true } },
    },
  },
} satisfies Prisma.ReturnRequestInclude;

type QueueRow = Prisma.ReturnRequestGetPayload<{ include: typeof queueInclude }>;

export interface AdminReturnRequestJson {
  id: string;
  /** "R-1042" */
  number: string;
  status: ReturnStatus;
  orderId: string;
  /** The order's short number, as the customer knows it ("0B7C2F5E"). */
  orderNumber: string;
  orderStatus: string;
  customerName: string;
  customerEmail: string;
  reason: string;
  tinWillBeSent: boolean;
  refusalReason: string | null;
  /** "1 × 4 oz / 120ml" */
  items: string;
  /** Dollars paid for the order, refunded so far, and still refundable. */
  amount: number;
  refunded: number;
  refundable: number;
  restock: boolean;
  deliveredAt: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedByEmail: string | null;
}

export interface ReturnQueueJson {
  status: ReturnStatus;
  /** How many requests each status has. */
  counts: Record<ReturnStatus, number>;
  requests: AdminReturnRequestJson[];
}

function toJson(row: QueueRow): AdminReturnRequestJson {
  const { order } = row;
  return {
    id: row.id,
    number: returnNumber(row.number),
    status: row.status,
    orderId: order.id,
    orderNumber: order.id.slice(0, 8).toUpperCase(),
    orderStatus: order.status,
    customerName: order.customerName,
    customerEmail: row.customerEmail,
    reason: row.reason,
    tinWillBeSent: row.tinWillBeSent,
    refusalReason: row.refusalReason,
    items: describeLines(order.lines.map((line) => ({ quantity: line.quantity, size: line.productSize }))),
    amount: centsToDollars(order.amountCents),
    refunded: centsToDollars(order.refundedCents),
    refundable: centsToDollars(Math.max(0, order.amountCents - order.refundedCents)),
    restock: row.restock,
    deliveredAt: isoOrNull(order.deliveredAt),
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
    decidedByEmail: row.decidedByEmail,
  };
}

/** The requests of one status, newest first, and how many each status has (admins only). */
export async function returnQueue(admin: AdminPrincipal, status: ReturnStatus = "open"): Promise<ReturnQueueJson> {
  assertAdmin(admin);
  const [rows, grouped] = await Promise.all([
    db.returnRequest.findMany({ where: { status }, orderBy: [{ createdAt: "desc" }, { number: "desc" }], take: RETURN_QUEUE_SIZE, include: queueInclude }),
    db.returnRequest.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const counts: Record<ReturnStatus, number> = { open: 0, approved: 0, refused: 0, refunded: 0 };
  for (const group of grouped) counts[group.status] = group._count._all;
  return { status, counts, requests: rows.map(toJson) };
}

/** One request with its order, for a decision's answer. */
async function requestJson(id: string): Promise<AdminReturnRequestJson> {
  return toJson(await db.returnRequest.findUniqueOrThrow({ where: { id }, include: queueInclude }));
}

const DECIDED_MESSAGES: Record<Exclude<ReturnStatus, "open">, string> = {
  approved: "This request was already approved: its refund is being made.",
  refused: "This request was already refused.",
  refunded: "This request was already approved and refunded.",
};

/** Locks an open request's row in `tx`; 404 for no such request, 409 with a message when it was decided. */
async function lockOpenRequest(tx: Prisma.TransactionClient, id: string) {
  if (!isUuid(id)) throw notFound(RETURN_NOT_FOUND);
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "ReturnRequest" WHERE id = ${id}::uuid FOR UPDATE`;
  if (locked.length === 0) throw notFound(RETURN_NOT_FOUND);
  const request = await tx.returnRequest.findUniqueOrThrow({ where: { id }, include: { order: { select: { customerName: true } } } });
  if (request.status !== "open") throw conflict(DECIDED_MESSAGES[request.status], "already_decided");
  return request;
}

export interface ApproveInput {
  /** Cents to give back; undefined: everything still refundable. */
  amountCents?: number;
  /** The tins came back: put them into the counted stock. */
  restock: boolean;
}

/** Approves an open request and refunds it through the owner's refund path (admins only). */
export async function approveReturn(admin: AdminPrincipal, id: string, input: ApproveInput, now = new Date()): Promise<{ request: AdminReturnRequestJson; refundedCents: number }> {
  assertAdmin(admin);
  const claimed = await db.$transaction(async (tx) => {
    const request = await lockOpenRequest(tx, id);
    await tx.returnRequest.update({ where: { id }, data: { status: "approved", decidedAt: now, decidedById: admin.id, decidedByEmail: admin.email, restock: input.restock } });
    await recordChange(tx, admin, {
      entity: "return_request",
      entityId: id,
      action: "update",
      summary: `${returnNumber(request.number)} approved: refund ${input.amountCents === undefined ? "what is left" : formatMoney(input.amountCents)} of order ${request.orderId.slice(0, 8).toUpperCase()}${input.restock ? ", tins back in stock" : ""}`,
      before: { status: "open" },
      after: { status: "approved", amountCents: input.amountCents ?? null, restock: input.restock },
    });
    return request;
  });
  const number = returnNumber(claimed.number);
  let outcome;
  try {
    outcome = await refundOrder(
      admin,
      // A key per approval: a failed refund leaves its key used, and the owner may approve again.
      { orderId: claimed.orderId, amountCents: input.amountCents, restock: input.restock, reason: `Money-back guarantee ${number}: ${claimed.reason}`.slice(0, 500), requestKey: `return:${id}:${randomUUID()}` },
      now,
    );
  } catch (error) {
    // No refund was made: the request is open again, as the owner found it.
    await db.returnRequest.updateMany({ where: { id, status: "approved" }, data: { status: "open", decidedAt: null, decidedById: null, decidedByEmail: null, restock: false } });
    log.warn("return request's refund not made", { returnRequestId: id, error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await db.$transaction(async (tx) => {
    await tx.returnRequest.update({ where: { id }, data: { status: "refunded", refundId: outcome.refundId } });
    await recordChange(tx, admin, {
      entity: "return_request",
      entityId: id,
      action: "update",
      summary: `${number} refunded: ${formatMoney(outcome.amountCents)} of order ${claimed.orderId.slice(0, 8).toUpperCase()}`,
      before: { status: "approved" },
      after: { status: "refunded", refundId: outcome.refundId, amountCents: outcome.amountCents },
    });
  });
  return { request: await requestJson(id), refundedCents: outcome.amountCents };
}

/** Refuses an open request with the reason the customer is e-mailed (admins only). */
export async function refuseReturn(admin: AdminPrincipal, id: string, reason: string, now = new Date()): Promise<{ request: AdminReturnRequestJson }> {
  assertAdmin(admin);
  await db.$transaction(async (tx) => {
    const request = await lockOpenRequest(tx, id);
    await tx.returnRequest.update({ where: { id }, data: { status: "refused", refusalReason: reason, decidedAt: now, decidedById: admin.id, decidedByEmail: admin.email } });
    await queueReturnRefusedEmail(tx, { ...request, customerName: request.order.customerName }, reason);
    await recordChange(tx, admin, {
      entity: "return_request",
      entityId: id,
      action: "update",
      summary: `${returnNumber(request.number)} refused: ${reason}`,
      before: { status: "open" },
      after: { status: "refused", refusalReason: reason },
    });
  });
  await sendQueuedEmailNow(returnRefusedKey(id));
  return { request: await requestJson(id) };
}

