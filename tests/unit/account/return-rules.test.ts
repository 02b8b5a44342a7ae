// When a customer may claim the money-back guarantee (lib/account/return-rules.ts):
// the reasons a request is refused, in their order, and the owner's window
// counted from delivery.
import { guaranteeEndsAt, returnNumber, returnRefusal, type ReturnableOrder } from "@/lib/account/return-rules";
import { DEFAULT_RETURN_SETTINGS, returnRequestSchema, returnSettingsSchema, type ReturnSettings } from "@/lib/account/return-schemas";

const SUPPORT = "help@shop.example";
const delivered = new Date("2026-11-01T15:00:00.000Z");
const DAY = 86_400_000;
const order = (fields: Partial<ReturnableOrder> = {}): ReturnableOrder => ({
  status: "delivered",
  deliveredAt: delivered,
  amountCents: 1599,
  refundedCents: 0,
  refundUnderWay: false,
  openRequestNumber: null,
  ...fields,
});
const daysLater = (days: number) => new Date(delivered.getTime() + days * DAY);
const codeOf = (o: ReturnableOrder, settings: ReturnSettings = DEFAULT_RETURN_SETTINGS, now = daysLater(1)) => returnRefusal(o, settings, now, SUPPORT)?.code ?? null;

describe("returnRefusal", () => {
  it("allows a delivered order within the owner's days, partly refunded ones too", () => {
    expect(codeOf(order())).toBeNull();
    expect(codeOf(order(), DEFAULT_RETURN_SETTINGS, daysLater(30))).toBeNull();
    expect(codeOf(order({ refundedCents: 500 }))).toBeNull();
  });

  it("ends the guarantee the owner's number of days after delivery, and says on which date", () => {
    expect(guaranteeEndsAt(order(), DEFAULT_RETURN_SETTINGS)).toEqual(daysLater(30));
    expect(returnRefusal(order(), DEFAULT_RETURN_SETTINGS, new Date(daysLater(30).getTime() + 1), SUPPORT)).toEqual({
      code: "guarantee_ended",
      message: "The 30-day guarantee for this order ended on Dec 1, 2026.",
    });
    const week = { ...DEFAULT_RETURN_SETTINGS, guaranteeDays: 7 };
    expect(codeOf(order(), week, daysLater(6))).toBeNull();
    expect(returnRefusal(order(), week, daysLater(8), SUPPORT)?.message).toBe("The 7-day guarantee for this order ended on Nov 8, 2026.");
  });

  it("refuses before delivery, whatever the status says, with the guarantee's length", () => {
    for (const status of ["paid", "processing", "shipped", "pending"] as const) {
      expect(returnRefusal(order({ status, deliveredAt: null }), DEFAULT_RETURN_SETTINGS, daysLater(1), SUPPORT)).toEqual({
        code: "not_delivered",
        message: "You can ask for a refund under our 30-day guarantee once your order has been delivered.",
      });
    }
    // Marked delivered without a delivery date: nothing to count the days from.
    expect(codeOf(order({ deliveredAt: null }))).toBe("not_delivered");
    expect(guaranteeEndsAt(order({ deliveredAt: null }), DEFAULT_RETURN_SETTINGS)).toBeNull();
  });

  it("refuses cancelled and fully refunded orders, a parcel that came back, and a second request while one is open", () => {
    expect(codeOf(order({ status: "cancelled" }))).toBe("cancelled");
    expect(codeOf(order({ status: "refunded", refundedCents: 1599 }))).toBe("refunded");
    expect(codeOf(order({ refundedCents: 1599 }))).toBe("refunded");
    expect(returnRefusal(order({ status: "returned" }), DEFAULT_RETURN_SETTINGS, daysLater(1), SUPPORT)?.message).toContain(SUPPORT);
    expect(returnRefusal(order({ openRequestNumber: 1042 }), DEFAULT_RETURN_SETTINGS, daysLater(1), SUPPORT)).toEqual({
      code: "request_open",
      message: "You have already asked for a refund of this order (R-1042). We will e-mail you as soon as we have looked at it.",
    });
    expect(codeOf(order({ refundUnderWay: true }))).toBe("refund_under_way");
  });

  it("gives the first reason that applies: an open request before the ended guarantee", () => {
    expect(codeOf(order({ openRequestNumber: 1001 }), DEFAULT_RETURN_SETTINGS, daysLater(60))).toBe("request_open");
    expect(codeOf(order({ status: "cancelled", openRequestNumber: 1001 }))).toBe("cancelled");
  });
});

describe("the guarantee's inputs", () => {
  it("numbers requests R-1001 onwards", () => {
    expect(returnNumber(1001)).toBe("R-1001");
  });

  it("asks for a reason of limited length and whether the tin comes back", () => {
    expect(returnRequestSchema.safeParse({ reason: "  It made my skin itch  ", tinWillBeSent: false })).toEqual({ success: true, data: { reason: "It made my skin itch", tinWillBeSent: false } });
    const issues = (value: unknown) => returnRequestSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues({ reason: "   ", tinWillBeSent: true })).toEqual(["Tell us why you are asking for a refund."]);
    expect(issues({ reason: "x".repeat(1001), tinWillBeSent: true })).toEqual(["Keep the reason under 1000 characters."]);
    expect(issues({ reason: "ok" })).toEqual(["Say whether you will send the tin back."]);
  });

  it("keeps the owner's setting within bounds", () => {
    expect(returnSettingsSchema.safeParse(DEFAULT_RETURN_SETTINGS).success).toBe(true);
    expect(DEFAULT_RETURN_SETTINGS).toEqual({ guaranteeDays: 30, tinMustBeSentBack: false, reviewBusinessDays: 2 });
    expect(returnSettingsSchema.safeParse({ ...DEFAULT_RETURN_SETTINGS, guaranteeDays: 0 }).error?.issues[0]?.message).toBe("Allow at least 1 day.");
    expect(returnSettingsSchema.safeParse({ ...DEFAULT_RETURN_SETTINGS, guaranteeDays: 30.5 }).success).toBe(false);
  });
});
