// Voiding the labels of an order that will not ship (cancelled, or refunded in
// full before it left): the postage is asked back from the provider that sold
// it (EasyPost's refund of a shipment; the local generator has nothing to
// give back), and the label is marked void so it is never printed again.
import "server-only";
import { raiseAlert } from "@/lib/alerts/raise";
import { db } from "@/lib/db";
import { getLabelProvider } from "@/lib/shipping/provider";

/**
 * Voids every label of the order not voided yet; returns how many were voided.
 * A label the provider refuses to void is left as it is, with an alert.
 */
export async function voidLabelsOf(orderId: string, now = new Date()): Promise<number> {
  const labels = await db.shippingLabel.findMany({ where: { orderId, voidedAt: null }, select: { id: true, provider: true, providerRef: true, trackingNumber: true } });
  const provider = getLabelProvider();
  let voided = 0;
  for (const label of labels) {
    if (label.provider !== provider.name) {
      await raiseAlert("label_void_refused", label.id, {
        message: `Label ${label.id} of order ${orderId} was bought from ${label.provider}, which is not configured now: ask ${label.provider} for its postage back`,
        facts: { labelId: label.id, orderId, provider: label.provider, trackingNumber: label.trackingNumber },
      });
    } else {
      // The order is called off whatever the provider says: a refusal is the owner's to follow up.
      const refused = await provider.voidLabel({ providerRef: label.providerRef, trackingNumber: label.trackingNumber }).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      if (refused) {
        await raiseAlert("label_void_refused", label.id, {
          message: `${label.provider} refused to void label ${label.id} of order ${orderId} (${refused}): ask for its postage back by hand`,
          facts: { labelId: label.id, orderId, provider: label.provider, trackingNumber: label.trackingNumber, error: refused },
        });
        continue;
      }
    }
    await db.shippingLabel.updateMany({ where: { id: label.id, voidedAt: null }, data: { voidedAt: now } });
    voided += 1;
  }
  return voided;
}
