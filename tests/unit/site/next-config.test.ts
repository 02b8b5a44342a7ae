// Settings of next.config.ts that the benchmark's figures depend on.
import nextConfig from "@/next.config";
import { servedFrom } from "../../support/next-rewrites";

describe("next.config", () => {
  // Read from the config object: only a production server shows it, and none runs in unit tests.
  it("does not hash each prerendered page per request for an ETag", () => {
    expect(nextConfig.generateEtags).toBe(false);
  });

  it.each([
    ["/forum?tab=popular", "/forum/popular"],
    ["/forum", "/forum/recent"],
    ["/tutorials?season=spring", "/tutorials/season/spring"],
    ["/tutorials", "/tutorials/season/all"],
    ["/", null],
    ["/forum/popular", null],
  ])("%s → %s (null: not rewritten), by the rules applied before pages are matched", async (address, path) => {
    // Only rules applied before the pages are matched can send /forum elsewhere than its own page.
    const rewrites = await nextConfig.rewrites!();
    const beforeFiles = Array.isArray(rewrites) ? [] : (rewrites.beforeFiles ?? []);
    expect(await servedFrom(beforeFiles, address)).toBe(path);
  });
});

describe("Content-Security-Policy rules", () => {
  // Applied with Next.js's own header matching.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { unstable_getResponseFromNextConfig: respond } = require("next/experimental/testing/server") as typeof import("next/experimental/testing/server");
  const cspOf = async (path: string) => (await respond({ url: `https://shop.example${path}`, nextConfig })).headers.get("content-security-policy");

  it.each(["/", "/forum", "/buy-tattoo-aftercare-usa", "/success", "/api/forum/posts", "/api/reviews", "/administrators-guide", "/checkouts"])("sends the static CSP on %s", async (path) => {
    expect(await cspOf(path)).toContain("script-src 'self' 'unsafe-inline'");
  });

  it.each(["/admin", "/admin/dashboard", "/admin/wholesale/abc", "/checkout", "/reviews/write"])("leaves %s to the proxy's nonce CSP", async (path) => {
    expect(await cspOf(path)).toBeNull();
  });
});
