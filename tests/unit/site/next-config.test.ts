// Settings of next.config.ts that the benchmark's figures depend on.
import nextConfig from "@/next.config";

describe("next.config", () => {
  it("does not hash each prerendered page per request for an ETag", () => {
    expect(nextConfig.generateEtags).toBe(false);
  });

  it("sends the query addresses of the forum and tutorials to prerendered pages, before pages are matched", async () => {
    const rewrites = await nextConfig.rewrites!();
    expect(Array.isArray(rewrites)).toBe(false);
    const { beforeFiles } = rewrites as { beforeFiles: { source: string }[] };
    expect(beforeFiles.map((rule) => rule.source)).toEqual(expect.arrayContaining(["/forum", "/tutorials"]));
  });
});

describe("Content-Security-Policy rules", () => {
  // Applied with Next.js's own header matching.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { unstable_getResponseFromNextConfig: respond } = require("next/experimental/testing/server") as typeof import("next/experimental/testing/server");
  const cspOf = async (path: string) => (await respond({ url: `https://shop.example${path}`, nextConfig })).headers.get("content-security-policy");

  it.each(["/", "/forum", "/buy-tattoo-aftercare-usa", "/success", "/api/forum/posts", "/administrators-guide", "/checkouts"])("sends the static CSP on %s", async (path) => {
    expect(await cspOf(path)).toContain("script-src 'self' 'unsafe-inline'");
  });

  it.each(["/admin", "/admin/dashboard", "/admin/wholesale/abc", "/checkout"])("leaves %s to the proxy's nonce CSP", async (path) => {
    expect(await cspOf(path)).toBeNull();
  });
});
