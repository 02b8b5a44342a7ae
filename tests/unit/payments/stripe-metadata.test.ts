import { detailsToMetadata, metadataToDetails, toPaymentIntentView } from "@/lib/payments/stripe-intents";
import { intentIdFromClientSecret } from "@/lib/payments/types";
import type Stripe from "stripe";

const details = {
  customerEmail: "ada@example.com",
  customerName: "Ada Lovelace",
  shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
  photoUrl: "/api/objects/uploads/3f0b6c1e-8a9d-4f3b-9c1e-0a1b2c3d4e5f",
};

describe("details kept on a Stripe PaymentIntent", () => {
  it("round-trip through metadata strings", () => {
    const metadata = detailsToMetadata(details);
    expect(Object.values(metadata).every((v) => typeof v === "string" && v.length <= 500)).toBe(true);
    expect(metadataToDetails(metadata)).toEqual(details);
    expect(metadataToDetails({ ...metadata, photo_url: "" })).toEqual({ ...details, photoUrl: null });
  });

  it("are missing when the intent carries none or broken ones", () => {
    expect(metadataToDetails({ product_id: "4oz" })).toBeNull();
    expect(metadataToDetails({ ...detailsToMetadata(details), customer_email: "not-an-email" })).toBeNull();
  });

  it("become the shop's view of the intent, with its client secret", () => {
    const view = toPaymentIntentView({
      id: "pi_123",
      status: "succeeded",
      amount: 1599,
      currency: "usd",
      client_secret: "pi_123_secret_abc",
      latest_charge: "ch_1",
      metadata: { product_id: "4oz", client_key: "203.0.113.7", ...detailsToMetadata(details) },
    } as unknown as Stripe.PaymentIntent);
    expect(view).toEqual({
      id: "pi_123",
      status: "succeeded",
      amountCents: 1599,
      currency: "usd",
      fromShop: true,
      legacyProductId: "4oz",
      details,
      clientSecret: "pi_123_secret_abc",
      refunded: false,
    });
  });

  it("count as refunded when the expanded latest charge gave money back", () => {
    const base = { id: "pi_1", status: "succeeded", amount: 1599, currency: "usd", client_secret: null, metadata: {} };
    const charge = (refunded: boolean, amountRefunded: number) => ({ id: "ch_1", object: "charge", refunded, amount_refunded: amountRefunded });
    const view = (latest: unknown) => toPaymentIntentView({ ...base, latest_charge: latest } as unknown as Stripe.PaymentIntent);
    expect(view(charge(true, 1599)).refunded).toBe(true);
    expect(view(charge(false, 500)).refunded).toBe(true);
    expect(view(charge(false, 0)).refunded).toBe(false);
    expect(view(null).refunded).toBe(false);
    expect(view("ch_1").refunded).toBe(false);
    expect(view(null).clientSecret).toBeNull();
  });

  it("are found by the id inside a client secret", () => {
    expect(intentIdFromClientSecret("pi_3Abc_secret_XyZ")).toBe("pi_3Abc");
    expect(intentIdFromClientSecret("pi_3Abc")).toBeNull();
    expect(intentIdFromClientSecret("seti_1_secret_2")).toBeNull();
  });
});
