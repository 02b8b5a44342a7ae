// The proxy runs only where it has work: `/` (site verification), admin and
// checkout pages (nonce CSP, session redirect) and addresses with
// percent-encoding to check. Everything else, the landing
// pages above all, is served without it.
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config } from "@/proxy";

jest.mock("@/lib/google/site-verification", () => ({ siteVerificationCode: () => null, VERIFIED_HOME_PREFIX: "/site-verification", verifiedHomePath: (code: string) => `/site-verification/${code}` }));

const runsFor = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("where the proxy runs", () => {
  it.each(["/", "/admin", "/admin/dashboard", "/checkout", "/checkout/anything", "/admin/orders", "/admin/google-integrations", "/site-verification/abc", "/api/track/%E0%A4%A", "/forum/%zz", "/forum/post/%20"])("runs for %s", (url) => {
    expect(runsFor(url)).toBe(true);
  });

  it.each(["/buy-tattoo-aftercare-usa", "/tattoo-heal-fast", "/forum", "/forum/post/52cfb791-e390-48cd-b052-356bbcd3580a", "/tutorials", "/success", "/api/forum/posts", "/api/track/1Z999", "/_next/static/chunks/a.js"])(
    "stays out of %s",
    (url) => {
      expect(runsFor(url)).toBe(false);
    },
  );
});
