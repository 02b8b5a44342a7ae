// When a customer may claim the money-back guarantee (lib/account/return-rules.ts):
// the reasons a request is refused, in their order, and the owner's window
// counted from delivery.
import { guaranteeEndsAt, guaranteeLastDay, returnNumber, returnRefusal, type ReturnableOrder } from "@/lib/account/return-rules";
import { DEFAULT_RETURN_SETTINGS, returnRequestSchema, returnSettingsSchema, type ReturnSettings } from "@/lib/account/return-schemas";

const SUPPORT = "help@shop.example";
const ZONE = "America/Chicago";
const SHOP = { supportEmail: SUPPORT, timeZone: ZONE };
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
const codeOf = (o: ReturnableOrder, settings: ReturnSettings = DEFAULT_RETURN_SETTINGS, now = daysLater(1)) => returnRefusal(o, settings, now, SHOP)?.code ?? null;

describe("returnRefusal", () => {
  it("allows a delivered order within the owner's days, partly refunded ones too", () => {
    expect(codeOf(order())).toBeNull();
    expect(codeOf(order(), DEFAULT_RETURN_SETTINGS, daysLater(30))).toBeNull();
    expect(codeOf(order({ refundedCents: 500 }))).toBeNull();
  });

  it("ends the guarantee at the end of its last day in the shop's time zone, the owner's number of days after the delivery day, and says which day", () => {
    // Delivered at 9:00 on Nov 1 in Chicago: covered to the end of Dec 1 there (CST, UTC−6).
    expect(guaranteeLastDay(order(), DEFAULT_RETURN_SETTINGS, ZONE)).toBe("2026-12-01");
    const endsAt = new Date("2026-12-02T05:59:59.999Z");
    expect(guaranteeEndsAt(order(), DEFAULT_RETURN_SETTINGS, ZONE)).toEqual(endsAt);
    expect(returnRefusal(order(), DEFAULT_RETURN_SETTINGS, endsAt, SHOP)).toBeNull();
    expect(returnRefusal(order(), DEFAULT_RETURN_SETTINGS, new Date(endsAt.getTime() + 1), SHOP)).toEqual({
      code: "guarantee_ended",
      message: "The 30-day guarantee for this order ended on Dec 1, 2026.",
    });
    // Another zone's day ends at its own midnight.
    expect(guaranteeEndsAt(order(), DEFAULT_RETURN_SETTINGS, "America/New_York")).toEqual(new Date("2026-12-02T04:59:59.999Z"));
    expect(guaranteeEndsAt(order(), DEFAULT_RETURN_SETTINGS, "UTC")).toEqual(new Date("2026-12-01T23:59:59.999Z"));
    // Delivered at 22:30 on Nov 9 in Chicago (already Nov 10 in UTC): the days count from Nov 9.
    const evening = order({ deliveredAt: new Date("2026-11-10T04:30:00.000Z") });
    expect(guaranteeLastDay(evening, DEFAULT_RETURN_SETTINGS, ZONE)).toBe("2026-12-09");
    const week = { ...DEFAULT_RETURN_SETTINGS, guaranteeDays: 7 };
    expect(codeOf(order(), week, daysLater(6))).toBeNull();
    expect(returnRefusal(order(), week, daysLater(8), SHOP)?.message).toBe("The 7-day guarantee for this order ended on Nov 8, 2026.");
  });

  it("refuses before delivery, whatever the status says, with the guarantee's length", () => {
    for (const status of ["paid", "processing", "shipped", "pending"] as const) {
      expect(returnRefusal(order({ status, deliveredAt: null }), DEFAULT_RETURN_SETTINGS, daysLater(1), SHOP)).toEqual({
        code: "not_delivered",
        message: "You can ask for a refund under our 30-day guarantee once your order has been delivered.",
      });
    }
    // Marked delivered without a delivery date: nothing to count the days from.
    expect(codeOf(order({ deliveredAt: null }))).toBe("not_delivered");
    expect(guaranteeEndsAt(order({ deliveredAt: null }), DEFAULT_RETURN_SETTINGS, ZONE)).toBeNull();
  });

  it("refuses cancelled and fully refunded orders, a parcel that came back, and a second request while one is open", () => {
    expect(codeOf(order({ status: "cancelled" }))).toBe("cancelled");
    expect(codeOf(order({ status: "refunded", refundedCents: 1599 }))).toBe("refunded");
    expect(codeOf(order({ refundedCents: 1599 }))).toBe("refunded");
    expect(returnRefusal(order({ status: "returned" }), DEFAULT_RETURN_SETTINGS, daysLater(1), SHOP)?.message).toContain(SUPPORT);
    expect(returnRefusal(order({ openRequestNumber: 1042 }), DEFAULT_RETURN_SETTINGS, daysLater(1), SHOP)).toEqual({
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
