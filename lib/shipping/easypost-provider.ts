// Labels bought from EasyPost (https://www.easypost.com/docs/api), switched on
// by EASYPOST_API_KEY: create a shipment, pick the rate of the chosen carrier
// and service, buy it. The label is a document at EasyPost (label_url).
import { dollarsToCents } from "@/lib/catalog/money";
import { estimateDeliveryDate } from "@/lib/shipping/carriers";
import type { LabelAddress, LabelProvider, LabelRequest, PurchasedLabel } from "@/lib/shipping/types";

/** EasyPost's names for the shop's services. */
export const EASYPOST_SERVICES: Record<string, string> = {
  "Ground Advantage": "GroundAdvantage",
  "Priority Mail": "Priority",
  "Priority Mail Express": "Express",
  "UPS Ground": "Ground",
  "2nd Day Air": "2ndDayAir",
  "Next Day Air": "NextDayAir",
  "FedEx Ground": "FEDEX_GROUND",
  "2Day": "FEDEX_2_DAY",
  Overnight: "STANDARD_OVERNIGHT",
};

// One tin in a padded mailer.

interface EasyPostRate {
  id: string;
  carrier: string;
  service: string;
  rate: string;
  delivery_date?: string | null;
}

export class EasyPostError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "EasyPostError";
  }
}

const address = (a: LabelAddress) => ({ name: a.name, street1: a.street, city: a.city, state: a.state, zip: a.zipCode, country: a.country === "United States" ? "US" : a.country });

export class EasyPostLabelProvider implements LabelProvider {
  readonly name = "easypost";
  private readonly baseUrl: string;

  constructor(private readonly options: { apiKey: string; baseUrl?: string; fetch?: typeof fetch }) {
    this.baseUrl = (options.baseUrl ?? "https://api.easypost.com").replace(/\/+$/, "");
  }

  private async call<T>(path: string, body: unknown): Promise<T> {
    const res = await (this.options.fetch ?? fetch)(`${this.baseUrl}${path}`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.options.apiKey}:`).toString("base64")}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (!res.ok) throw new EasyPostError(json?.error?.message ?? `EasyPost answered ${res.status}`, res.status);
    return json as T;
  }

  async voidLabel(label: { providerRef: string | null; trackingNumber: string }): Promise<void> {
    if (!label.providerRef) throw new EasyPostError(`The label ${label.trackingNumber} has no EasyPost shipment to refund`);
    await this.call(`/v2/shipments/${encodeURIComponent(label.providerRef)}/refund`, {});
  }

  async createLabel(request: LabelRequest): Promise<PurchasedLabel> {
    const shipment = await this.call<{ id: string; rates: EasyPostRate[] }>("/v2/shipments", {
      shipment: { to_address: address(request.to), from_address: address(request.from), parcel: request.parcel, reference: request.orderId },
    });
    const wanted = EASYPOST_SERVICES[request.service];
    const rate = shipment.rates.find((r) => r.carrier.toLowerCase() === request.carrier.toLowerCase() && r.service === wanted);
    if (!rate) throw new EasyPostError(`EasyPost offers no ${request.carrier} ${request.service} rate for this parcel`);
    const bought = await this.call<{
      id: string;
      tracking_code: string;
      postage_label: { label_url: string; label_file_type?: string };
      selected_rate: EasyPostRate;
    }>(`/v2/shipments/${encodeURIComponent(shipment.id)}/buy`, { rate: { id: rate.id } });
    const deliveryDate = bought.selected_rate.delivery_date ? new Date(bought.selected_rate.delivery_date) : null;
    const fileType = bought.postage_label.label_file_type?.toLowerCase() ?? "";
    return {
      provider: this.name,
      trackingNumber: bought.tracking_code.toUpperCase(),
      estimatedDeliveryDate: deliveryDate && !Number.isNaN(deliveryDate.getTime()) ? deliveryDate : estimateDeliveryDate(request.service),
      rateCents: dollarsToCents(Number(bought.selected_rate.rate)),
      labelFormat: fileType.includes("pdf") ? "pdf" : fileType.includes("zpl") ? "zpl" : "png",
      labelData: null,
      labelUrl: bought.postage_label.label_url,
      providerRef: bought.id,
    };
  }
}
