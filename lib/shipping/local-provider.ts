// The local label generator: needs no account and no network. It issues a
// tracking number in the carrier's format and a printable HTML label.
import { estimateDeliveryDate } from "@/lib/shipping/carriers";
import { labelHtml } from "@/lib/shipping/label-document";
import type { LabelProvider, LabelRequest, PurchasedLabel } from "@/lib/shipping/types";
import { generateTrackingNumber } from "@/lib/shipping/tracking-numbers";

export class LocalLabelProvider implements LabelProvider {
  readonly name = "local";

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** A generated label cost nothing: voiding it gives nothing back (the shop marks it void). */
  async voidLabel(): Promise<void> {}

  async createLabel(request: LabelRequest): Promise<PurchasedLabel> {
    const trackingNumber = generateTrackingNumber(request.carrier);
    return {
      provider: this.name,
      trackingNumber,
      estimatedDeliveryDate: estimateDeliveryDate(request.service, this.now()),
      rateCents: null,
      labelFormat: "html",
      labelData: labelHtml({ carrier: request.carrier, service: request.service, trackingNumber, from: request.from, to: request.to }),
      labelUrl: null,
      providerRef: null,
    };
  }
}
