import { GET } from "@/app/api/placeholder/[w]/[h]/route";
import { parsePlaceholderSide, placeholderSvg } from "@/lib/placeholder";

const call = (w: string, h: string) => GET(new Request(`http://x/api/placeholder/${w}/${h}`), { params: Promise.resolve({ w, h }) });

describe("placeholder images", () => {
  it("accepts whole sides from 1 to 4000", () => {
    expect(parsePlaceholderSide("1")).toBe(1);
    expect(parsePlaceholderSide("4000")).toBe(4000);
    for (const bad of ["0", "4001", "-5", "1.5", "abc", "", "99999"]) expect(parsePlaceholderSide(bad)).toBeNull();
  });

  it("draws an SVG of the requested size", () => {
    const svg = placeholderSvg(640, 360);
    expect(svg).toContain('width="640"');
    expect(svg).toContain('height="360"');
  });

  it("answers an SVG that may be cached", async () => {
    const res = await call("300", "200");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(res.headers.get("cache-control")).toContain("max-age=31536000");
    expect(await res.text()).toContain('viewBox="0 0 300 200"');
  });

  it("refuses sizes out of bounds with a JSON 400", async () => {
    const res = await call("5000", "x");
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.fields).toEqual({ w: "Invalid width", h: "Invalid height" });
  });
});
