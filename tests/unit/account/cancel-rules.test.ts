// When a customer may cancel their own order (lib/account/cancel-rules.ts):
// the reasons it is refused, in their order, and the owner's window.
import { cancelDeadline, cancelRefusal, type CancellableOrder } from "@/lib/account/cancel-rules";
import { DEFAULT_CANCEL_SETTINGS, type CancelSettings } from "@/lib/account/schemas";

const SUPPORT = "help@shop.example";
const placed = new Date("2026-11-20T10:00:00.000Z");
const order = (fields: Partial<CancellableOrder> = {}): CancellableOrder => ({ status: "paid", createdAt: placed, hasLabel: false, refundUnderWay: false, ...fields });
const hoursLater = (hours: number) => new Date(placed.getTime() + hours * 3_600_000);
const codeOf = (o: CancellableOrder, settings: CancelSettings = DEFAULT_CANCEL_SETTINGS, now = hoursLater(1)) => cancelRefusal(o, settings, now, SUPPORT)?.code ?? null;

describe("cancelRefusal", () => {
  it("allows a paid, processing-less or pending order without a label, by default at any time", () => {
    expect(codeOf(order())).toBeNull();
    expect(codeOf(order({ status: "pending" }))).toBeNull();
    expect(codeOf(order(), DEFAULT_CANCEL_SETTINGS, hoursLater(24 * 365))).toBeNull();
  });

  it("refuses closed and shipped orders with their own reasons", () => {
    expect(cancelRefusal(order({ status: "cancelled" }), DEFAULT_CANCEL_SETTINGS, hoursLater(1), SUPPORT)).toEqual({ code: "already_cancelled", message: "This order is already cancelled." });
    expect(codeOf(order({ status: "refunded" }))).toBe("refunded");
    for (const status of ["shipped", "delivered", "returned"] as const) expect(codeOf(order({ status }))).toBe("shipped");
  });

  it("refuses once a label is bought, whatever the owner's setting, and says where to get help", () => {
    const refusal = cancelRefusal(order({ status: "processing", hasLabel: true }), { customersMayCancel: true, cancelWindowHours: 720 }, hoursLater(1), SUPPORT);
    expect(refusal).toEqual({ code: "label_bought", message: `This order can no longer be cancelled: its shipping label has been bought and it is being packed. If you need help with it, write to us at ${SUPPORT}.` });
    // A paid order whose label is bought is refused too (a label is what counts, not the status).
    expect(codeOf(order({ hasLabel: true }))).toBe("label_bought");
  });

  it("refuses while a refund of the order is under way", () => {
    expect(codeOf(order({ refundUnderWay: true }))).toBe("refund_under_way");
  });

  it("follows the owner's setting: off, or within some hours of ordering", () => {
    expect(codeOf(order(), { customersMayCancel: false, cancelWindowHours: 0 })).toBe("cancel_off");
    const window = { customersMayCancel: true, cancelWindowHours: 24 };
    expect(codeOf(order(), window, hoursLater(24))).toBeNull();
    expect(codeOf(order(), window, new Date(hoursLater(24).getTime() + 1))).toBe("window_passed");
    expect(cancelRefusal(order(), { customersMayCancel: true, cancelWindowHours: 1 }, hoursLater(2), SUPPORT)?.message).toBe(
      `Orders can be cancelled online within 1 hour of ordering, and that time has passed for this one. Write to us at ${SUPPORT} and we will help.`,
    );
  });
});

describe("cancelDeadline", () => {
  it("is the owner's hours after ordering, or none (until a label is bought)", () => {
    expect(cancelDeadline(order(), DEFAULT_CANCEL_SETTINGS)).toBeNull();
    expect(cancelDeadline(order(), { customersMayCancel: true, cancelWindowHours: 48 })).toEqual(hoursLater(48));
  });
});
