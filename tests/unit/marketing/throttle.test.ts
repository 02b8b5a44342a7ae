// The send rate's arithmetic: what a run may send given the last minute.
import { marketingAllowance, minutesToSend } from "@/lib/marketing/throttle";

describe("marketingAllowance", () => {
  it("is the rate minus what left within the last minute, never below zero", () => {
    expect(marketingAllowance(60, 0)).toBe(60);
    expect(marketingAllowance(60, 59)).toBe(1);
    expect(marketingAllowance(60, 60)).toBe(0);
    expect(marketingAllowance(60, 200)).toBe(0);
    expect(marketingAllowance(2.9, 1)).toBe(1);
  });

  it("sends nothing for a rate that is not a positive number", () => {
    expect(marketingAllowance(0, 0)).toBe(0);
    expect(marketingAllowance(-5, 0)).toBe(0);
    expect(marketingAllowance(Number.NaN, 0)).toBe(0);
  });
});

describe("minutesToSend", () => {
  it("rounds up to whole minutes", () => {
    expect(minutesToSend(0, 60)).toBe(0);
    expect(minutesToSend(1, 60)).toBe(1);
    expect(minutesToSend(10_000, 60)).toBe(167);
    expect(minutesToSend(120, 60)).toBe(2);
  });
});
