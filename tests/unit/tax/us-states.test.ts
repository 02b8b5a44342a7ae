// The checkout's state and ZIP fields take what people type.
import { isStateCode, stateCode, US_STATES, zip5 } from "@/lib/tax/us-states";

describe("stateCode", () => {
  it.each([
    ["TX", "TX"],
    ["tx", "TX"],
    [" Tx ", "TX"],
    ["Texas", "TX"],
    [" texas ", "TX"],
    ["TEXAS", "TX"],
    ["New  York", "NY"],
    ["new york", "NY"],
    ["District of Columbia", "DC"],
    ["DC", "DC"],
    ["Wash.", null],
    ["N.Y.", null],
    ["ny.", "NY"],
  ])("%p → %p", (input, expected) => {
    expect(stateCode(input)).toBe(expected);
  });

  it.each([[""], ["   "], [null], [undefined], ["XX"], ["Texass"], ["Ontario"], ["PR"], ["T X"]])("%p is no state", (input) => {
    expect(stateCode(input)).toBeNull();
  });

  it("knows the 50 states and DC, each by its code and its name", () => {
    const codes = Object.keys(US_STATES);
    expect(codes).toHaveLength(51);
    for (const [code, name] of Object.entries(US_STATES)) {
      expect(isStateCode(code)).toBe(true);
      expect(stateCode(name)).toBe(code);
      expect(stateCode(code.toLowerCase())).toBe(code);
    }
    expect(isStateCode("tx")).toBe(false);
    expect(isStateCode("toString")).toBe(false);
  });
});

describe("zip5", () => {
  it.each([
    ["73301", "73301"],
    [" 73301 ", "73301"],
    ["73301-1234", "73301"],
    ["73301 1234", "73301"],
    ["733011234", "73301"],
    ["02134", "02134"],
  ])("%p → %p", (input, expected) => {
    expect(zip5(input)).toBe(expected);
  });

  it.each([[""], [null], [undefined], ["7330"], ["733011"], ["73301-12"], ["ABCDE"], ["73301-12345"], ["K1A 0B1"]])("%p is no ZIP code", (input) => {
    expect(zip5(input)).toBeNull();
  });
});
