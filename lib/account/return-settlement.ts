// Guarantee requests whose approval was interrupted: approving claims the
// request (open → approved), then refunds it (lib/account/return-queue.ts);
// a process that stops in between leaves it approved. With the sweep of stuck
// refunds (every 5 minutes, lib/maintenance/background.ts), each request
// approved longer ago than APPROVAL_SETTLED_AFTER_MS is looked at through the
// refunds its approval made (their request keys begin "return:<id>:"):
// refunded once one succeeded, open again when none was made or all failed,
// left alone while one is still pending (the sweep settles it first).
import "server-only";
import { returnNumber } from "@/lib/account/return-rules";
import { formatMoney } from "@/lib/catalog/money";
import { db } from "@/lib/db";
import { recordShopChange } from "@/lib/editing/changes";
import { logger } from "@/lib/log";

const log = logger("payments");

/** An approval's refund is made within its request; one approved longer ago than this was interrupted. */
export const APPROVAL_SETTLED_AFTER_MS = 15 * 60 * 1000;

/**
 * Requests left approved by a process that stopped while refunding them:
 * refunded when a refund of the approval succeeded (the sweep of stuck
 * refunds settles a pending one with the provider first), open again when
 * none was made or all failed; left alone while one is still pending. Each
 * change is conditional on the request still being approved, and logged as
 * the shop's. Answers how many were settled.
 */
export async function settleApprovedReturns(now = new Date()): Promise<number> {
  const stale = await db.returnRequest.findMany({
    where: { status: "approved", decidedAt: { lt: new Date(now.getTime() - APPROVAL_SETTLED_AFTER_MS) } },
    select: { id: true, number: true, orderId: true },
    take: 100,
  });
  let settled = 0;
  for (const request of stale) {
    const refunds = await db.refund.findMany({ where: { orderId: request.orderId, requestKey: { startsWith: `return:${request.id}:` } }, select: { id: true, status: true, amountCents: true } });
    if (refunds.some((refund) => refund.status === "pending")) continue;
    const made = refunds.find((refund) => refund.status === "succeeded");
    const number = returnNumber(request.number);
    await db.$transaction(async (tx) => {
      const { count } = await tx.returnRequest.updateMany({
        where: { id: request.id, status: "approved" },
        data: made ? { status: "refunded", refundId: made.id } : { status: "open", decidedAt: null, decidedById: null, decidedByEmail: null, restock: false },
      });
      if (count !== 1) return;
      settled++;
      await recordShopChange(tx, {
        entity: "return_request",
        entityId: request.id,
        action: "update",
        summary: made
          ? `${number} refunded: ${formatMoney(made.amountCents)} of order ${request.orderId.slice(0, 8).toUpperCase()} (its approval was interrupted)`
          : `${number} open again: its approval was interrupted before a refund was made`,
        before: { status: "approved" },
        after: made ? { status: "refunded", refundId: made.id } : { status: "open" },
      });
    });
  }
  if (settled > 0) log.info("interrupted return approvals settled", { settled });
  return settled;
}
