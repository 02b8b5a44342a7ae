import { createLabelSchema, estimateDeliveryDate, isServiceOfCarrier } from "@/lib/shipping/carriers";
import { generateTrackingNumber, TRACKING_NUMBER_PATTERNS, upsCheckDigit, uspsCheckDigit } from "@/lib/shipping/tracking-numbers";
import { LocalLabelProvider } from "@/lib/shipping/local-provider";
import { SHIP_FROM } from "@/lib/shipping/provider";

describe("tracking numbers", () => {
  it.each(["USPS", "UPS", "FedEx"] as const)("%s numbers follow the carrier's format", (carrier) => {
    for (let i = 0; i < 50; i++) expect(generateTrackingNumber(carrier)).toMatch(TRACKING_NUMBER_PATTERNS[carrier]);
  });

  it("USPS numbers end in their mod-10 check digit", () => {
    const number = generateTrackingNumber("USPS");
    expect(Number(number.at(-1))).toBe(uspsCheckDigit(number.slice(0, -1)));
    // Weights 3,1,3,… from the right: 1×3 = 3 → 7; 2×3 + 1×1 = 7 → 3.
    expect(uspsCheckDigit("1")).toBe(7);
    expect(uspsCheckDigit("12")).toBe(3);
  });

  it("UPS numbers carry their check digit", () => {
    const number = generateTrackingNumber("UPS");
    expect(Number(number.at(-1))).toBe(upsCheckDigit(number.slice(2, -1)));
    // 1Z 999 AA1 01 2345 6784 is the well-known sample number.
    expect(upsCheckDigit("999AA1012345678")).toBe(4);
  });
});

describe("label request schema", () => {
  const orderId = "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f";
  it("accepts the services of SPEC §5 for their carrier only", () => {
    expect(createLabelSchema.safeParse({ orderId, carrier: "USPS", service: "Priority Mail" }).success).toBe(true);
    expect(createLabelSchema.safeParse({ orderId, carrier: "FedEx", service: "2Day" }).success).toBe(true);
    const mismatch = createLabelSchema.safeParse({ orderId, carrier: "UPS", service: "Priority Mail" });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0].path).toEqual(["service"]);
    expect(createLabelSchema.safeParse({ orderId, carrier: "DHL", service: "Express" }).success).toBe(false);
    expect(createLabelSchema.safeParse({ orderId, carrier: "USPS", service: "" }).success).toBe(false);
    expect(isServiceOfCarrier("UPS", "Next Day Air")).toBe(true);
  });

  it("estimates delivery in business days", () => {
    const friday = new Date(Date.UTC(2026, 0, 2, 15));
    expect(estimateDeliveryDate("Next Day Air", friday).getUTCDay()).toBe(1); // Monday
    expect(estimateDeliveryDate("Priority Mail", friday).toISOString().slice(0, 10)).toBe("2026-01-07");
  });
});

describe("local label provider", () => {
  it("issues a carrier-format number, a delivery estimate and a printable label", async () => {
    const now = new Date(Date.UTC(2026, 0, 5, 12));
    const label = await new LocalLabelProvider(() => now).createLabel({
      orderId: "x",
      carrier: "FedEx",
      service: "Overnight",
      from: SHIP_FROM,
      to: { name: "Ana <Lee>", street: "1 Main St", city: "Reno", state: "NV", zipCode: "89501", country: "United States" },
    });
    expect(label.trackingNumber).toMatch(/^\d{12}$/);
    expect(label.estimatedDeliveryDate.toISOString().slice(0, 10)).toBe("2026-01-06");
    expect(label.labelData).toContain("SHIP TO");
    expect(label.labelData).toContain("ANA &#60;LEE&#62;");
    expect(label.labelData).not.toContain("<LEE>");
  });
});

describe("createShippingLabel", () => {
  it("answers 502 when the provider fails, and changes nothing", async () => {
    const { createShippingLabel } = await import("@/lib/shipping/labels");
    const { grantAdminPrincipal } = await import("@/lib/auth/principal");
    const admin = grantAdminPrincipal({ id: "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", email: "owner@example.com", sessionId: "1f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f" });
    const order = { id: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", status: "paid", shippingName: "A", shippingAddress: "1 Main", shippingCity: "Reno", shippingState: "NV", shippingZipCode: "89501", shippingCountry: "United States" };
    const transaction = jest.fn();
    const db = { order: { findUnique: jest.fn().mockResolvedValue(order) }, $transaction: transaction } as never;
    const failing = { name: "broken", createLabel: jest.fn().mockRejectedValue(new Error("rate not available")) };
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    await expect(createShippingLabel(admin, db, failing, { orderId: order.id, carrier: "USPS", service: "Priority Mail" })).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("rate not available"),
    });
    expect(transaction).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("refuses without a principal from a session check, before reading anything", async () => {
    const { createShippingLabel, findShippingLabel } = await import("@/lib/shipping/labels");
    const findUnique = jest.fn();
    const db = { order: { findUnique }, shippingLabel: { findUnique } } as never;
    const provider = { name: "local", createLabel: jest.fn() };
    const forged = { id: "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", email: "owner@example.com" } as never;
    const input = { orderId: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", carrier: "USPS", service: "Priority Mail" } as const;
    await expect(createShippingLabel(forged, db, provider, input)).rejects.toMatchObject({ status: 401 });
    await expect(findShippingLabel(forged, db, input.orderId)).rejects.toMatchObject({ status: 401 });
    expect(findUnique).not.toHaveBeenCalled();
  });
});
