// What a label provider is given and gives back. Kept apart from provider.ts
// (which picks a provider) so that the providers depend on it and not on each
// other's chooser.
import type { Carrier } from "@/lib/shipping/carriers";
import type { Parcel } from "@/lib/shipping/parcel";

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
  /** The one parcel holding every tin of the order (lib/shipping/parcel.ts). */
  parcel: Parcel;
}

export interface PurchasedLabel {
  provider: string;
  trackingNumber: string;
  estimatedDeliveryDate: Date;
  /** What the postage cost, in cents; null when no postage was bought (the local generator). */
  rateCents: number | null;
  labelFormat: "html" | "pdf" | "png" | "zpl";
  labelData: string | null;
  labelUrl: string | null;
  providerRef: string | null;
}

export interface LabelProvider {
  readonly name: string;
  createLabel(request: LabelRequest): Promise<PurchasedLabel>;
  /** Asks for the postage of a label that will not be used back (nothing to ask for a free label). */
  voidLabel(label: { providerRef: string | null; trackingNumber: string }): Promise<void>;
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
