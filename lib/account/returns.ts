// A customer claims the money-back guarantee on their own delivered order:
// a reason and whether the tin will be sent back create a return request
// with a number ("R-1042") in the owner's queue (/admin/returns,
// lib/account/return-queue.ts) and e-mail the number and the next steps, in
// one transaction. The rules (lib/account/return-rules.ts: delivered, within
// the owner's number of days, not cancelled or refunded in full, no other
// request open) are checked under the order's row lock, so of two requests
// at once one is created and the other refused; the unique index
// "ReturnRequest_one_open_per_order" holds it in the database too. Only the
// order's own account may ask (404 otherwise, as for an order that does not
// exist), and each account's attempts are limited. A refusal changes nothing.
import "server-only";
import { assertCustomer, type CustomerPrincipal } from "@/lib/account/principal";
import { isOwnOrder, ORDER_NOT_FOUND } from "@/lib/account/orders";
import { queueReturnCreatedEmail, returnCreatedKey } from "@/lib/account/return-mail";
import { returnNumber, returnRefusal } from "@/lib/account/return-rules";
import { TIN_REQUIRED_MESSAGE, type ReturnRequestInput } from "@/lib/account/return-schemas";
import { returnableInclude, returnableOf, returnShop } from "@/lib/account/return-view";
import { readReturnSettings } from "@/lib/account/return-settings";
import { db } from "@/lib/db";
import { conflict, DomainError, invalidInput, notFound } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/http/ids";
import { logger } from "@/lib/log";
import { sendQueuedEmailNow } from "@/lib/mail/outbox";
import { LIMITS } from "@/lib/security/limits";
import { enforceLimit } from "@/lib/security/rate-limit";

const log = logger("account");

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError ? error.code === "P2002" : (error as { code?: unknown } | null)?.code === "P2002";
}

export interface CreatedReturn {
  id: string;
  /** "R-1042" */
  number: string;
}

/** Creates a return request for the customer's own delivered order, and queues its e-mail. */
export async function requestReturn(customer: CustomerPrincipal, orderId: string, input: ReturnRequestInput, now = new Date()): Promise<CreatedReturn> {
  assertCustomer(customer);
  if (!isUuid(orderId)) throw notFound(ORDER_NOT_FOUND);
  await enforceLimit(LIMITS.customerReturnRequests, customer.memberId, "You have asked for refunds many times in a short while. Please wait an hour, or write to us.");
  try {
    const created = await db.$transaction(async (tx) => {
      // The order's row lock: requests for one order are decided one after the other.
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound(ORDER_NOT_FOUND);
      const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, include: returnableInclude });
      if (!isOwnOrder(customer, order)) throw notFound(ORDER_NOT_FOUND);
      const settings = (await readReturnSettings(tx)).values;
      const refusal = returnRefusal(returnableOf(order), settings, now, returnShop());
      if (refusal) throw new DomainError("conflict", refusal.code, refusal.message);
      if (settings.tinMustBeSentBack && !input.tinWillBeSent) throw invalidInput(TIN_REQUIRED_MESSAGE, { tinWillBeSent: TIN_REQUIRED_MESSAGE });
      const request = await tx.returnRequest.create({
        data: { orderId, memberId: customer.memberId, customerEmail: customer.email, reason: input.reason, tinWillBeSent: input.tinWillBeSent, createdAt: now },
        select: { id: true, number: true },
      });
      await queueReturnCreatedEmail(tx, { ...request, orderId, customerEmail: order.customerEmail, customerName: order.customerName, tinWillBeSent: input.tinWillBeSent }, settings);
      return request;
    });
    log.info("return requested by its customer", { orderId, returnRequestId: created.id });
    await sendQueuedEmailNow(returnCreatedKey(created.id));
    return { id: created.id, number: returnNumber(created.number) };
  } catch (error) {
    // The database's own guard: another request for this order is open.
    if (isUniqueViolation(error)) throw conflict("You have already asked for a refund of this order. We will e-mail you as soon as we have looked at it.", "request_open");
    throw error;
  }
}
