/** @jest-environment node */
import { compactSvgDataUri, defaultAvatarUrl } from "@/lib/forum/avatar";

jest.mock("server-only", () => ({}));

function svgOf(uri: string): string {
  expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
  return decodeURIComponent(uri.slice("data:image/svg+xml,".length));
}

describe("default forum avatars", () => {
  it("draws the username's initials, the same every time", () => {
    const uri = defaultAvatarUrl("oldschool_ray");
    expect(uri).toBe(defaultAvatarUrl("oldschool_ray"));
    expect(svgOf(uri)).toMatch(/<svg [^>]*viewBox='0 0 100 100'.*>OR<\/text>.*<\/svg>$/);
    expect(defaultAvatarUrl("Jade Lin")).not.toBe(uri);
  });

  it("is small enough to list many on a page: no licence metadata, little escaping", () => {
    const uri = defaultAvatarUrl("oldschool_ray");
    expect(svgOf(uri)).not.toContain("metadata");
    expect(uri.length).toBeLessThan(520);
  });

  it("escapes what a URI cannot carry and keeps the SVG intact", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#1e88e5" />\n  <text>Zoë &amp; 100%</text>\n</svg>`;
    const uri = compactSvgDataUri(svg);
    expect(uri).not.toMatch(/[#<>"\n]/);
    expect(svgOf(uri)).toBe(`<svg xmlns='http://www.w3.org/2000/svg'><rect fill='#1e88e5'/><text>Zoë &amp; 100%</text></svg>`);
  });
});
