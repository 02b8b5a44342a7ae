// One mapping from an order row to its JSON: money leaves in dollars, each
// width extends the one before it, and the schemas hold the shapes exactly.
import { centsToDollars, dollarsToCents, formatDollars } from "@/lib/catalog/money";
import type { AdminOrderRow } from "@/lib/orders/order-json";
import { orderToAdminJson, orderToCustomerJson, orderToPublicJson } from "@/lib/orders/order-json";
import { adminOrderSchema, customerOrderSchema, publicOrderSchema } from "@/lib/schemas/order";

const row: AdminOrderRow = {
  id: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f",
  customerEmail: "emily.carter@example.com",
  customerName: "Emily Carter",
  shippingName: "Emily Carter",
  shippingAddress: "12 Elm St",
  shippingCity: "Austin",
  shippingState: "TX",
  shippingZipCode: "73301",
  shippingCountry: "United States",
  paymentIntentId: "pi_3Nabcdefgh",
  paymentMode: "stripe",
  amountCents: 900,
  currency: "usd",
  status: "shipped",
  photoUrl: null,
  subtotalCents: 900,
  discountCents: 0,
  discountCode: null,
  discountCodeId: null,
  taxCents: 0,
  taxRatePpm: 0,
  taxState: null,
  taxSource: "none",
  taxCalculationId: null,
  taxTransactionId: null,
  refundedTaxCents: 0,
  restockedAt: null,
  lines: [
    { id: "0b0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", orderId: "", position: 0, productId: "1oz", productName: "Healing Ointment", productSize: "1 oz / 30ml", unitPriceCents: 900, quantity: 1, lineTotalCents: 900 },
  ],
  discount: null,
  trackingNumber: "1ZA73R910392187545",
  carrier: "UPS",
  service: "UPS Ground",
  shippedAt: new Date("2026-01-06T10:00:00Z"),
  estimatedDeliveryDate: new Date("2026-01-10T00:00:00Z"),
  deliveredAt: null,
  disputedAt: null,
  disputeReason: null,
  refundedCents: 0,
  cancelledAt: null,
  cancelReason: null,
  reviewRequestedAt: null,
  delayNoticeAt: null,
  anonymizedAt: null,
  createdAt: new Date("2026-01-05T12:00:00Z"),
  updatedAt: new Date("2026-01-06T10:00:00Z"),
  trackingEvents: [
    { status: "in_transit", description: "In transit with UPS", location: null, occurredAt: new Date("2026-01-06T10:00:00Z") },
    { status: "label_created", description: "Shipping label created, UPS awaiting item", location: "Asheville, NC", occurredAt: new Date("2026-01-05T18:00:00Z") },
  ],
  labels: [{ id: "7a0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f" }],
  refunds: [],
};

describe("order JSON", () => {
  it("gives a $9 order's amount and price as 9, never 900", () => {
    for (const json of [orderToPublicJson(row), orderToCustomerJson(row), orderToAdminJson(row)]) {
      expect(json.amount).toBe(9);
      expect(json.productDetails.price).toBe(9);
    }
    const fourOz = { ...row, amountCents: 1599, subtotalCents: 1599, lines: [{ ...row.lines[0], unitPriceCents: 1599, lineTotalCents: 1599 }] };
    expect(orderToAdminJson(fourOz)).toMatchObject({ amount: 15.99, subtotal: 15.99, productDetails: { price: 15.99 }, lines: [{ price: 15.99, total: 15.99 }] });
  });

  it("gives the refunded total and each refund in dollars", () => {
    const refunded = {
      ...row,
      refundedCents: 450,
      refunds: [{ id: "8b0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f", amountCents: 450, reason: "Dented tin", status: "succeeded", createdAt: new Date("2026-01-07T09:00:00Z") }],
    };
    const json = adminOrderSchema.parse(orderToAdminJson(refunded));
    expect(json.refunded).toBe(4.5);
    expect(json.refunds).toEqual([{ id: refunded.refunds[0].id, amount: 4.5, reason: "Dented tin", status: "succeeded", createdAt: "2026-01-07T09:00:00.000Z" }]);
  });

  it("is the public order, plus the customer's data, plus the shipment", () => {
    const publicJson = orderToPublicJson(row);
    const customer = orderToCustomerJson(row);
    const admin = orderToAdminJson(row);
    expect(customer).toMatchObject(publicJson);
    expect(admin).toMatchObject(customer);
    expect(Object.keys(publicJson).sort()).toEqual(["amount", "createdAt", "discount", "id", "lines", "productDetails", "status", "subtotal", "tax"]);
    expect(JSON.stringify(publicJson)).not.toMatch(/emily|Elm St|pi_/i);
    expect(admin).toMatchObject({
      shippingAddress: { name: "Emily Carter", address: "12 Elm St", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
      trackingNumber: "1ZA73R910392187545",
      shippedAt: "2026-01-06T10:00:00.000Z",
      deliveredAt: null,
      labelId: "7a0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f",
      paymentMode: "stripe",
    });
    expect(admin.trackingEvents.map((event) => event.timestamp)).toEqual(["2026-01-06T10:00:00.000Z", "2026-01-05T18:00:00.000Z"]);
  });

  it("matches its schema exactly, and each schema refuses a wider or a cents-shaped order", () => {
    expect(publicOrderSchema.parse(orderToPublicJson(row))).toEqual(orderToPublicJson(row));
    expect(customerOrderSchema.parse(orderToCustomerJson(row))).toEqual(orderToCustomerJson(row));
    expect(adminOrderSchema.parse(orderToAdminJson(row))).toEqual(orderToAdminJson(row));
    // A field that is not the width's own (personal data in the public order) fails.
    expect(publicOrderSchema.safeParse(orderToCustomerJson(row)).success).toBe(false);
    expect(customerOrderSchema.safeParse(orderToAdminJson(row)).success).toBe(false);
    // Dollars are to the cent: a fraction of a cent is not a dollar amount.
    expect(publicOrderSchema.safeParse({ ...orderToPublicJson(row), amount: 9.001 }).success).toBe(false);
    expect(adminOrderSchema.safeParse({ ...orderToAdminJson(row), paymentMode: "cash" }).success).toBe(false);
  });

  it("marks an order of the local test payment mode", () => {
    expect(orderToAdminJson({ ...row, paymentMode: "test" }).paymentMode).toBe("test");
  });
});

describe("money conversions", () => {
  it("turns cents into dollars and back, and shows dollars with their cents", () => {
    expect(centsToDollars(900)).toBe(9);
    expect(centsToDollars(1599)).toBe(15.99);
    expect(dollarsToCents(centsToDollars(1599))).toBe(1599);
    expect(formatDollars(9)).toBe("$9.00");
    expect(formatDollars(15.99)).toBe("$15.99");
  });
});
