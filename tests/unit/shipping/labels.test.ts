import { toErrorResponse } from "@/lib/http/errors";
import { createLabelSchema, estimateDeliveryDate, isServiceOfCarrier, type Carrier } from "@/lib/shipping/carriers";
import { generateTrackingNumber, upsCheckDigit, uspsCheckDigit } from "@/lib/shipping/tracking-numbers";
import { LocalLabelProvider } from "@/lib/shipping/local-provider";
import { SHIP_FROM } from "@/lib/shipping/types";

// The label functions read the app's database client: these tests give them a
// fake one, set per test.
const mockDb: { current: Record<string, unknown> } = { current: {} };
jest.mock("@/lib/db", () => ({
  get db() {
    return mockDb.current;
  },
}));

/** Each carrier's tracking number format. */
const TRACKING_NUMBER_FORMATS: Record<Carrier, RegExp> = {
  USPS: /^\d{22}$/,
  UPS: /^1Z[0-9A-Z]{16}$/,
  FedEx: /^\d{12}$/,
};

describe("tracking numbers", () => {
  it.each(["USPS", "UPS", "FedEx"] as const)("%s numbers follow the carrier's format", (carrier) => {
    for (let i = 0; i < 50; i++) expect(generateTrackingNumber(carrier)).toMatch(TRACKING_NUMBER_FORMATS[carrier]);
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
  it("accepts each carrier's own services only", () => {
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
      parcel: { length: 6, width: 4, height: 2, weight: 9.5 },
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

/** The HTTP status the API answers a thrown error with. */
async function statusOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error === undefined) throw new Error("expected a rejection");
  return toErrorResponse(error).status;
}

describe("createShippingLabel", () => {
  it("fails as an upstream failure when the provider fails, and changes nothing", async () => {
    const { createShippingLabel } = await import("@/lib/shipping/labels");
    const { grantAdminPrincipal } = await import("@/lib/auth/principal");
    const admin = grantAdminPrincipal({ id: "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", email: "owner@example.com", sessionId: "1f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f" });
    const order = { id: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", status: "paid", shippingName: "A", shippingAddress: "1 Main", shippingCity: "Reno", shippingState: "NV", shippingZipCode: "89501", shippingCountry: "United States", lines: [{ productSize: "4 oz / 120ml", quantity: 1 }] };
    const transaction = jest.fn();
    mockDb.current = { order: { findUnique: jest.fn().mockResolvedValue(order) }, $transaction: transaction };
    const failing = { name: "broken", createLabel: jest.fn().mockRejectedValue(new Error("rate not available")), voidLabel: jest.fn() };
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const input = { orderId: order.id, carrier: "USPS", service: "Priority Mail" } as const;
    await expect(createShippingLabel(admin, failing, input)).rejects.toMatchObject({
      kind: "upstream_failed",
      code: "label_provider_error",
      message: expect.stringContaining("rate not available"),
    });
    // Answered by the API as a 502.
    expect(await statusOf(createShippingLabel(admin, failing, input))).toBe(502);
    expect(transaction).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("refuses without a principal from a session check, before reading anything", async () => {
    const { createShippingLabel, findShippingLabel } = await import("@/lib/shipping/labels");
    const findUnique = jest.fn();
    mockDb.current = { order: { findUnique }, shippingLabel: { findUnique } };
    const provider = { name: "local", createLabel: jest.fn(), voidLabel: jest.fn() };
    const forged = { id: "0f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", email: "owner@example.com" } as never;
    const input = { orderId: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", carrier: "USPS", service: "Priority Mail" } as const;
    expect(await statusOf(createShippingLabel(forged, provider, input))).toBe(401);
    expect(await statusOf(findShippingLabel(forged, input.orderId))).toBe(401);
    expect(findUnique).not.toHaveBeenCalled();
    expect(provider.createLabel).not.toHaveBeenCalled();
  });
});
