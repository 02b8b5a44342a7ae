import { evaluateTestCard, formatCardNumber, formatExpiry, LIVE_CARD_IN_TEST_MODE } from "@/lib/payments/test-cards";

const now = new Date("2026-11-22T12:00:00Z");
const pay = (cardNumber: string, expiry = "12/34", cvc = "123") => evaluateTestCard({ cardNumber, expiry, cvc }, now);

describe("Stripe's test cards in the local test mode", () => {
  it("accepts 4242 4242 4242 4242 and keeps only brand and last 4", () => {
    expect(pay("4242 4242 4242 4242")).toEqual({ ok: true, brand: "visa", last4: "4242" });
    expect(pay("5555555555554444")).toEqual({ ok: true, brand: "mastercard", last4: "4444" });
    expect(pay("378282246310005", "12/34", "1234")).toEqual({ ok: true, brand: "amex", last4: "0005" });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", () => {
    expect(pay("4000 0000 0000 0002")).toEqual({ ok: false, code: "generic_decline", message: "Your card was declined." });
  });

  it("follows Stripe's other decline cards", () => {
    expect(pay("4000000000009995")).toMatchObject({ code: "insufficient_funds", message: "Your card has insufficient funds." });
    expect(pay("4000000000000069")).toMatchObject({ code: "expired_card", message: "Your card has expired." });
    expect(pay("4000000000000127")).toMatchObject({ code: "incorrect_cvc" });
    expect(pay("4242424242424241")).toMatchObject({ code: "incorrect_number", field: "cardNumber" });
  });

  it("refuses real (non-test) card numbers", () => {
    // A Luhn-valid Visa number that is not one of Stripe's test cards.
    expect(pay("4111 1111 1111 1111")).toEqual({ ok: false, code: "card_declined", message: LIVE_CARD_IN_TEST_MODE });
  });

  it("checks number, expiry and CVC like Stripe's form", () => {
    expect(pay("4242")).toMatchObject({ code: "incomplete_number", field: "cardNumber" });
    expect(pay("4242424242424243")).toMatchObject({ code: "invalid_number", field: "cardNumber" });
    expect(pay("4242424242424242", "1/3")).toMatchObject({ code: "incomplete_expiry", field: "expiry" });
    expect(pay("4242424242424242", "13/30")).toMatchObject({ code: "invalid_expiry_month", field: "expiry" });
    expect(pay("4242424242424242", "10/26")).toMatchObject({ code: "invalid_expiry_month_past", field: "expiry" });
    expect(pay("4242424242424242", "12/20")).toMatchObject({ code: "invalid_expiry_year_past", field: "expiry" });
    expect(pay("4242424242424242", "11/26")).toMatchObject({ ok: true });
    expect(pay("4242424242424242", "12/34", "12")).toMatchObject({ code: "incomplete_cvc", field: "cvc" });
    expect(pay("378282246310005", "12/34", "123")).toMatchObject({ code: "incomplete_cvc" });
  });

  it("formats what the shopper types", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a")).toBe("4242 42");
    expect(formatExpiry("1234")).toBe("12/34");
    expect(formatExpiry("1")).toBe("1");
  });
});
