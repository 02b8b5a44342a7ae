import { orderMatchesSearch } from "@/lib/orders/admin-view";
import type { AdminOrder } from "@/lib/schemas/order";
import { bulkStatusSchema, MAX_BULK_ORDERS } from "@/lib/orders/admin-schemas";
import { eventForStatusChange, formatEventStatus } from "@/lib/tracking/events";
import { normalizeTrackingNumber } from "@/lib/tracking/public";

const order = {
  id: "5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f",
  customerEmail: "emily.carter@example.com",
  customerName: "Emily Carter",
  trackingNumber: "1ZA73R910392187545",
} as AdminOrder;

describe("dashboard search", () => {
  it.each(["EMILY.CARTER@", "5f0c5a8e", "emily carter", "1za73r", "  "])("finds the order by %p", (query) => {
    expect(orderMatchesSearch(order, query)).toBe(true);
  });
  it("does not match other text", () => {
    expect(orderMatchesSearch(order, "david")).toBe(false);
    expect(orderMatchesSearch({ ...order, trackingNumber: null }, "1ZA")).toBe(false);
  });
});

describe("bulk status schema", () => {
  const id = order.id;
  it("needs a status of the four and at least one order, at most the cap", () => {
    expect(bulkStatusSchema.safeParse({ orderIds: [id], status: "shipped" }).success).toBe(true);
    expect(bulkStatusSchema.safeParse({ orderIds: [id], status: "paid" }).success).toBe(false);
    expect(bulkStatusSchema.safeParse({ orderIds: [id] }).success).toBe(false);
    expect(bulkStatusSchema.safeParse({ orderIds: [], status: "shipped" }).success).toBe(false);
    expect(bulkStatusSchema.safeParse({ orderIds: Array(MAX_BULK_ORDERS + 1).fill(id), status: "shipped" }).success).toBe(false);
    expect(bulkStatusSchema.safeParse({ orderIds: ["1; DROP TABLE"], status: "shipped" }).success).toBe(false);
  });
});

describe("tracking events", () => {
  it("maps status changes to their event", () => {
    expect(eventForStatusChange("shipped", "UPS")).toEqual({ status: "in_transit", description: "In transit with UPS" });
    expect(eventForStatusChange("delivered", null)?.status).toBe("delivered");
    expect(eventForStatusChange("returned", "USPS")?.status).toBe("returned");
    expect(eventForStatusChange("processing", "USPS")).toBeNull();
  });
  it("shows statuses with spaces and normalises typed numbers", () => {
    expect(formatEventStatus("out_for_delivery")).toBe("out for delivery");
    expect(normalizeTrackingNumber("  1za73r 9103 92187545 ")).toBe("1ZA73R910392187545");
  });
});
