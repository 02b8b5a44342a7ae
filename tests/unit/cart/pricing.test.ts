// The cart's arithmetic in integer cents: one rounding rule (half up, once,
// on the whole amount a percentage concerns), exact line totals, and a
// refund's share of the tax that adds up to the order's tax exactly.
import {
  describeLines,
  discountFor,
  divideRoundHalfUp,
  eligibleSubtotal,
  formatRate,
  priceLine,
  subtotalOf,
  taxFor,
  taxShareOfRefund,
  totalsOf,
} from "@/lib/cart/pricing";

const SMALL = { id: "1oz", name: "Healing Ointment", size: "1 oz / 30ml", priceCents: 900 };
const LARGE = { id: "4oz", name: "Healing Ointment", size: "4 oz / 120ml", priceCents: 1599 };
const TX = 62_500;

describe("divideRoundHalfUp", () => {
  it.each([
    [4098, 1000, 4], // 4.098 → 4
    [40980, 100, 410], // 409.8 → 410
    [2305, 1000, 2], // 2.305 → 2
    [5, 10, 1], // 0.5 → 1: a half goes up
    [15, 10, 2], // 1.5 → 2
    [25, 10, 3], // 2.5 → 3, not to even
    [4, 10, 0],
    [0, 7, 0],
    [10, 5, 2],
  ])("%i / %i → %i", (numerator, denominator, expected) => {
    expect(divideRoundHalfUp(numerator, denominator)).toBe(expected);
  });

  it("is exact for large integers below 2^53 (no floating-point drift)", () => {
    // 230,500,000 / 1,000,000 = 230.5 exactly: rounds up to 231.
    expect(divideRoundHalfUp(3688 * 62_500, 1_000_000)).toBe(231);
    expect(divideRoundHalfUp(2 ** 52, 2)).toBe(2 ** 51);
  });

  it.each([
    [-1, 10],
    [1, 0],
    [1, -2],
    [1.5, 2],
    [1, 0.5],
    [2 ** 53, 3],
  ])("refuses %p / %p", (numerator, denominator) => {
    expect(() => divideRoundHalfUp(numerator, denominator)).toThrow(RangeError);
  });
});

describe("a cart's figures", () => {
  // 2 × $15.99 + 1 × $9.00
  const lines = [priceLine(LARGE, 2), priceLine(SMALL, 1)];

  it("prices each line exactly: unit price × quantity", () => {
    expect(lines.map((line) => line.lineTotalCents)).toEqual([3198, 900]);
    expect(lines[0]).toEqual({ productId: "4oz", name: "Healing Ointment", size: "4 oz / 120ml", unitPriceCents: 1599, quantity: 2, lineTotalCents: 3198 });
    expect(subtotalOf(lines)).toBe(4098);
    expect(subtotalOf([])).toBe(0);
  });

  it("2 × $15.99 + 1 × $9.00 = $40.98; 10 % off is $4.10; TX 6.25 % on $36.88 is $2.31; total $39.19", () => {
    const discount = discountFor(lines, { kind: "percent", percentOff: 10 });
    expect(discount).toBe(410); // 409.8 rounds half up to 410
    const taxed = subtotalOf(lines) - discount;
    expect(taxed).toBe(3688);
    const tax = taxFor(taxed, TX);
    expect(tax).toBe(231); // 230.5 rounds half up to 231
    expect(totalsOf(lines, discount, tax)).toEqual({ subtotalCents: 4098, discountCents: 410, taxCents: 231, totalCents: 3919 });
  });

  it("describes the lines and counts the tins", () => {
    expect(describeLines(lines)).toBe("2 × 4 oz / 120ml, 1 × 1 oz / 30ml");
  });
});

describe("discountFor", () => {
  const lines = [priceLine(LARGE, 2), priceLine(SMALL, 1)];

  it("takes a percentage of the lines it applies to, rounded half up once", () => {
    expect(discountFor(lines, { kind: "percent", percentOff: 15 })).toBe(615); // 614.7
    expect(discountFor(lines, { kind: "percent", percentOff: 100 })).toBe(4098);
    // Only the 4 oz lines: 15 % of $31.98 = 479.7 → 480.
    expect(discountFor(lines, { kind: "percent", percentOff: 15, productId: "4oz" })).toBe(480);
    expect(eligibleSubtotal(lines, { productId: "1oz" })).toBe(900);
    expect(eligibleSubtotal(lines, { productId: null })).toBe(4098);
  });

  it("keeps a percentage between 0 and 100", () => {
    expect(discountFor(lines, { kind: "percent", percentOff: 150 })).toBe(4098);
    expect(discountFor(lines, { kind: "percent", percentOff: -5 })).toBe(0);
    expect(discountFor(lines, { kind: "percent", percentOff: null })).toBe(0);
  });

  it("takes a fixed amount off, never more than the lines it applies to", () => {
    expect(discountFor(lines, { kind: "fixed", amountOffCents: 500 })).toBe(500);
    expect(discountFor(lines, { kind: "fixed", amountOffCents: 5000 })).toBe(4098);
    expect(discountFor(lines, { kind: "fixed", amountOffCents: 1500, productId: "1oz" })).toBe(900);
    expect(discountFor(lines, { kind: "fixed", amountOffCents: -100 })).toBe(0);
  });

  it("gives nothing off when no line is of the code's size", () => {
    expect(discountFor([priceLine(SMALL, 3)], { kind: "percent", percentOff: 20, productId: "4oz" })).toBe(0);
    expect(discountFor([priceLine(SMALL, 3)], { kind: "fixed", amountOffCents: 300, productId: "4oz" })).toBe(0);
  });
});

describe("taxFor", () => {
  it.each([
    [3688, TX, 231], // 230.5 → 231
    [1599, TX, 100], // 99.9375 → 100
    [900, TX, 56], // 56.25 → 56
    [900, 72_500, 65], // CA 7.25 %: 65.25 → 65
    [1000, 82_500, 83], // 8.25 %: 82.5 → 83
    [1599, 0, 0],
    [0, TX, 0],
  ])("%i cents at %i ppm → %i", (taxed, ratePpm, expected) => {
    expect(taxFor(taxed, ratePpm)).toBe(expected);
  });
});

describe("taxShareOfRefund", () => {
  // $36.88 taxed at 6.25 %: $2.31 of tax, $39.19 paid.
  const order = { totalCents: 3919, taxCents: 231 };
  const none = { cents: 0, taxCents: 0 };

  it("gives back the refund's share of the tax, rounded half up", () => {
    // 231 × 1000 / 3919 = 58.94… → 59
    expect(taxShareOfRefund(order, 1000, none)).toBe(59);
    // 231 × 1960 / 3919 = 115.53… → 116
    expect(taxShareOfRefund(order, 1960, none)).toBe(116);
  });

  it("gives back all of the tax with a full refund", () => {
    expect(taxShareOfRefund(order, 3919, none)).toBe(231);
  });

  it("gives the last refund whatever tax is left, so the refunds' tax adds up to the order's", () => {
    const first = taxShareOfRefund(order, 1000, none);
    const second = taxShareOfRefund(order, 1000, { cents: 1000, taxCents: first });
    const last = taxShareOfRefund(order, 1919, { cents: 2000, taxCents: first + second });
    expect([first, second, last]).toEqual([59, 59, 113]);
    expect(first + second + last).toBe(231);
  });

  it("never gives back more tax than is left", () => {
    // Rounding up each time could overshoot; the share is capped by what is left.
    expect(taxShareOfRefund(order, 3000, { cents: 900, taxCents: 230 })).toBe(1);
    expect(taxShareOfRefund(order, 100, { cents: 3000, taxCents: 231 })).toBe(0);
  });

  it("gives back no tax of an order without tax, or of nothing paid", () => {
    expect(taxShareOfRefund({ totalCents: 1599, taxCents: 0 }, 1599, none)).toBe(0);
    expect(taxShareOfRefund({ totalCents: 0, taxCents: 0 }, 0, none)).toBe(0);
  });
});

describe("formatRate", () => {
  it.each([
    [62_500, "6.25%"],
    [60_000, "6%"],
    [72_500, "7.25%"],
    [68_750, "6.875%"],
    [42_250, "4.225%"],
    [82_500, "8.25%"],
    [0, "0%"],
    [1, "0.0001%"],
  ])("%i ppm → %s", (ratePpm, expected) => {
    expect(formatRate(ratePpm)).toBe(expected);
  });
});
