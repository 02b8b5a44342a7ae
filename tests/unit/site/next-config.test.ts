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
