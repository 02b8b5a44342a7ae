// Putting an order's tins back into the counted stock: when it is cancelled
// (its parcel never left) or refunded with "put back in stock" (the tins came
// back). Once per order (Order.restockedAt); a size whose stock is not counted
// is left alone. The products changed: the pages show a size back in stock.
import "server-only";
import { refreshData } from "@/lib/cache/data-tags";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";

const log = logger("cache");

/**
 * A counted stock changed (a size sold out, or tins went back): the products
 * changed, so the pages show it now. Outside a request (the schedule's
 * reconcile run) this cannot be done: the pages follow within their period.
 */
export function stockChanged(): void {
  try {
    refreshData("products");
  } catch (error) {
    log.warn("a change of stock could not be shown at once; the pages follow within five minutes", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** In the caller's transaction: true when this call put the tins back. */
export async function restockOrder(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<boolean> {
  const claimed = await tx.order.updateMany({ where: { id: orderId, restockedAt: null }, data: { restockedAt: now } });
  if (claimed.count === 0) return false;
  const lines = await tx.orderLine.findMany({ where: { orderId }, select: { productId: true, quantity: true } });
  for (const line of lines) {
    await tx.$executeRaw`UPDATE "Product" SET stock = stock + ${line.quantity}, "updatedAt" = now() WHERE id = ${line.productId} AND stock IS NOT NULL`;
  }
  return true;
}
