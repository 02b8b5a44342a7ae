// The label provider interface: the local generator by default, EasyPost when
// EASYPOST_API_KEY is set.
import "server-only";
import { getConfig } from "@/lib/config";
import type { Carrier } from "@/lib/shipping/carriers";
import { EasyPostLabelProvider } from "@/lib/shipping/easypost-provider";
import { LocalLabelProvider } from "@/lib/shipping/local-provider";

export interface LabelAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export interface LabelRequest {
  orderId: string;
  carrier: Carrier;
  service: string;
  to: LabelAddress;
  from: LabelAddress;
}

export interface PurchasedLabel {
  provider: string;
  trackingNumber: string;
  estimatedDeliveryDate: Date;
  rateCents: number | null;
  labelFormat: "html" | "pdf" | "png" | "zpl";
  labelData: string | null;
  labelUrl: string | null;
  providerRef: string | null;
}

export interface LabelProvider {
  readonly name: string;
  createLabel(request: LabelRequest): Promise<PurchasedLabel>;
}

/** Where parcels leave from. */
export const SHIP_FROM: LabelAddress = {
  name: "Verdant Ink Fulfillment",
  street: "120 Riverside Dr",
  city: "Asheville",
  state: "NC",
  zipCode: "28801",
  country: "United States",
};

export function getLabelProvider(): LabelProvider {
  const key = getConfig().shipping.easypostApiKey;
  return key ? new EasyPostLabelProvider({ apiKey: key }) : new LocalLabelProvider();
}
