// The proxy runs only where it has work: admin, checkout, review-form and account pages (nonce CSP,
// session redirect) and addresses with percent-encoding to check. Everything
// else, the home page and the landing pages above all, is served without it.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config } from "@/proxy";

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("where the proxy runs", () => {
  it.each(["/admin", "/admin/dashboard", "/checkout", "/checkout/anything", "/reviews/write", "/reviews/write?token=abc", "/admin/orders", "/admin/google-integrations", "/privacy/request/manage", "/privacy/request/manage?token=abc", "/account", "/account/orders/52cfb791-e390-48cd-b052-356bbcd3580a", "/orders/cancel", "/orders/cancel?token=abc", "/unsubscribe", "/unsubscribe?token=abc", "/api/track/%E0%A4%A", "/forum/%zz", "/forum/post/%20"])("runs for %s", (url) => {
    expect(runsFor(url)).toBe(true);
  });

  it.each(["/", "/?utm_source=newsletter", "/buy-tattoo-aftercare-usa", "/tattoo-heal-fast", "/forum", "/forum/post/52cfb791-e390-48cd-b052-356bbcd3580a", "/tutorials", "/success", "/privacy/request", "/orders", "/api/account/orders", "/api/forum/posts", "/api/reviews?page=2", "/api/track/1Z999", "/_next/static/chunks/a.js"])(
    "stays out of %s",
    (url) => {
      expect(runsFor(url)).toBe(false);
    },
  );
});
