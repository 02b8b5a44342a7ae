import { isPaidPaymentReturn, paymentRedirectOutcome, returnedPaymentOutcome, withoutPaymentRedirectParams } from "@/lib/payments/redirect-params";

describe("withoutPaymentRedirectParams", () => {
  it("removes Stripe's three redirect parameters and keeps the rest of the address", () => {
    expect(
      withoutPaymentRedirectParams(
        "https://shop.example/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_abc&redirect_status=succeeded",
      ),
    ).toBe("/success");
    expect(
      withoutPaymentRedirectParams("https://shop.example/success?utm_source=mail&payment_intent_client_secret=pi_1_secret_abc&x=1#top"),
    ).toBe("/success?utm_source=mail&x=1#top");
  });

  it("removes repeated and empty occurrences too", () => {
    expect(withoutPaymentRedirectParams("https://shop.example/success?payment_intent=a&payment_intent=b&redirect_status=")).toBe("/success");
  });

  it("is null when there is nothing to remove", () => {
    expect(withoutPaymentRedirectParams("https://shop.example/success")).toBeNull();
    expect(withoutPaymentRedirectParams("https://shop.example/success?payment=1&intent=2")).toBeNull();
  });
});

describe("paymentRedirectOutcome", () => {
  const outcome = (query: string) => paymentRedirectOutcome(new URLSearchParams(query));

  it("reads succeeded and processing as Stripe names them", () => {
    expect(outcome("payment_intent=pi_1&redirect_status=succeeded")).toBe("succeeded");
    expect(outcome("redirect_status=processing")).toBe("processing");
  });

  it("counts every other status, an empty one included, as not completed", () => {
    for (const status of ["failed", "requires_payment_method", "canceled", "", "SUCCEEDED"]) expect(outcome(`redirect_status=${status}`)).toBe("failed");
  });

  it("is null for an address Stripe did not return to", () => {
    expect(outcome("")).toBeNull();
    expect(outcome("payment_intent=pi_1")).toBeNull();
  });
});

describe("returnedPaymentOutcome", () => {
  it("takes failed and processing, nothing else", () => {
    expect(returnedPaymentOutcome("failed")).toBe("failed");
    expect(returnedPaymentOutcome("processing")).toBe("processing");
    for (const value of ["succeeded", "", "FAILED", undefined, ["failed"]]) expect(returnedPaymentOutcome(value)).toBeNull();
  });
});

describe("isPaidPaymentReturn", () => {
  it("needs the payment, its client secret and a succeeded status", () => {
    expect(isPaidPaymentReturn("https://shop.example/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=succeeded")).toBe(true);
    expect(isPaidPaymentReturn("https://shop.example/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=failed")).toBe(false);
    expect(isPaidPaymentReturn("https://shop.example/success?redirect_status=succeeded")).toBe(false);
    expect(isPaidPaymentReturn("https://shop.example/success?payment_intent=&payment_intent_client_secret=x&redirect_status=succeeded")).toBe(false);
    expect(isPaidPaymentReturn("https://shop.example/success")).toBe(false);
  });
});
