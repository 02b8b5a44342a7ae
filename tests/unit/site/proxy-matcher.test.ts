// The proxy runs only where it has work: admin, checkout, review-form and account pages (nonce CSP,
// session redirect), Stripe's return to /success (a payment that did not succeed goes back to the
// checkout) and addresses with percent-encoding to check. Everything
// else, the home page and the landing pages above all, is served without it.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config } from "@/proxy";

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("where the proxy runs", () => {
  it.each(["/admin", "/admin/dashboard", "/checkout", "/checkout/anything", "/reviews/write", "/reviews/write?token=abc", "/admin/orders", "/admin/google-integrations", "/privacy/request/manage", "/privacy/request/manage?token=abc", "/account", "/account/orders/52cfb791-e390-48cd-b052-356bbcd3580a", "/orders/cancel", "/orders/cancel?token=abc", "/unsubscribe", "/unsubscribe?token=abc", "/api/track/%E0%A4%A", "/forum/%zz", "/forum/post/%20", "/success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_a&redirect_status=failed", "/success?redirect_status=succeeded"])("runs for %s", (url) => {
    expect(runsFor(url)).toBe(true);
  });

  it.each(["/", "/?utm_source=newsletter", "/buy-tattoo-aftercare-usa", "/tattoo-heal-fast", "/forum", "/forum/post/52cfb791-e390-48cd-b052-356bbcd3580a", "/tutorials", "/success", "/success?ref=mail", "/privacy/request", "/orders", "/api/account/orders", "/api/forum/posts", "/api/reviews?page=2", "/api/track/1Z999", "/_next/static/chunks/a.js"])(
    "stays out of %s",
    (url) => {
      expect(runsFor(url)).toBe(false);
    },
  );
});
