// Voiding the labels of an order that will not ship (cancelled, or refunded in
// full before it left): the postage is asked back from the provider that sold
// it (EasyPost's refund of a shipment; the local generator has nothing to
// give back), and the label is marked void so it is never printed again.
import "server-only";
import { db } from "@/lib/db";
import { getLabelProvider } from "@/lib/shipping/provider";

/** Voids every label of the order not voided yet; returns how many were voided. */
export async function voidLabelsOf(orderId: string, now = new Date()): Promise<number> {
  const labels = await db.shippingLabel.findMany({ where: { orderId, voidedAt: null }, select: { id: true, provider: true, providerRef: true, trackingNumber: true } });
  const provider = getLabelProvider();
  for (const label of labels) {
    if (label.provider === provider.name) {
      await provider.voidLabel({ providerRef: label.providerRef, trackingNumber: label.trackingNumber });
    } else {
      console.error(`[alert] label ${label.id} of order ${orderId} was bought from ${label.provider}, which is not configured now: ask ${label.provider} for its postage back`);
    }
    await db.shippingLabel.updateMany({ where: { id: label.id, voidedAt: null }, data: { voidedAt: now } });
  }
  return labels.length;
}
