import { withoutPaymentRedirectParams } from "@/lib/payments/redirect-params";

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
