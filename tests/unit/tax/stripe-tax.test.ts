// What the Stripe Tax adapter sends and reads: the discount spread over the
// lines in whole cents, and Stripe's percentage strings as parts per million.
import { priceLine } from "@/lib/cart/pricing";
import { discountShares, percentToPpm } from "@/lib/tax/stripe-tax";

const SMALL = { id: "1oz", name: "Healing Ointment", size: "1 oz / 30ml", priceCents: 900 };
const LARGE = { id: "4oz", name: "Healing Ointment", size: "4 oz / 120ml", priceCents: 1599 };

describe("discountShares", () => {
  it("spreads the discount in proportion to the lines, in whole cents that add up to it", () => {
    // $4.10 of $40.98: 319.94… and 90.04… → 320 and 90.
    expect(discountShares([priceLine(LARGE, 2), priceLine(SMALL, 1)], 410)).toEqual([320, 90]);
    expect(discountShares([priceLine(LARGE, 1)], 160)).toEqual([160]);
  });

  it("gives the cents left over to the largest remainders, the earlier line first on a tie", () => {
    const four = [1, 2, 3, 4].map(() => priceLine({ ...SMALL, priceCents: 1 }, 1));
    // Half a cent each: rounding each one up would take 4 cents off for a discount of 2.
    expect(discountShares(four, 2)).toEqual([1, 1, 0, 0]);
    const three = [priceLine(SMALL, 1), priceLine(SMALL, 1), priceLine(SMALL, 1)];
    expect(discountShares(three, 100)).toEqual([34, 33, 33]);
  });

  it("never takes a line below nothing, and nothing off without a discount", () => {
    const lines = [priceLine(LARGE, 2), priceLine(SMALL, 1)];
    expect(discountShares(lines, 4098)).toEqual([3198, 900]);
    expect(discountShares(lines, 10_000)).toEqual([3198, 900]);
    expect(discountShares(lines, 0)).toEqual([0, 0]);
    expect(discountShares([], 100)).toEqual([]);
  });

  it("is exact where the products of cents pass 2^53", () => {
    const big = [priceLine({ ...LARGE, priceCents: 999_999_999 }, 1000), priceLine(SMALL, 1)];
    const shares = discountShares(big, 999_999_999_000);
    expect(shares[0] + shares[1]).toBe(999_999_999_000);
  });
});

describe("percentToPpm", () => {
  it.each([
    ["8.25", 82_500],
    ["6.25", 62_500],
    ["7", 70_000],
    ["6.875", 68_750],
    ["10.0", 100_000],
    ["0.0", 0],
    ["8.2500000", 82_500],
    ["4.00005", 40_001],
    ["4.00004", 40_000],
    ["", 0],
    ["abc", 0],
  ])("%p → %i ppm", (percentage, expected) => {
    expect(percentToPpm(percentage)).toBe(expected);
  });
});
