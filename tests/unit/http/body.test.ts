import { readCookie } from "@/lib/http/cookies";
import { readJson } from "@/lib/http/body";
import { isUuid } from "@/lib/http/ids";
import { allowHeader, route } from "@/lib/api/route";
import { isStorableText } from "@/lib/http/text";

const post = (body: BodyInit, type = "application/json") => new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": type }, body });
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (error: { status?: number }) => error.status);

describe("readJson", () => {
  it("reads valid JSON, including characters outside the BMP", async () => {
    await expect(readJson(post('{"a":"🧪 ünï"}'))).resolves.toEqual({ a: "🧪 ünï" });
  });

  it("refuses what a handler must never see", async () => {
    expect(await statusOf(readJson(post("{}", "text/plain")))).toBe(415);
    expect(await statusOf(readJson(post('{"a":"\\u0000"}')))).toBe(400);
    expect(await statusOf(readJson(post('{"a":"\\udc00x"}')))).toBe(400);
    expect(await statusOf(readJson(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).toBe(400);
    expect(await statusOf(readJson(post("[".repeat(33) + "]".repeat(33))))).toBe(400);
    expect(await statusOf(readJson(post("[".repeat(32) + "]".repeat(32))))).toBe(200);
    expect(await statusOf(readJson(post(JSON.stringify("é".repeat(600))), 1000))).toBe(413);
    expect(await statusOf(readJson(post(JSON.stringify("e".repeat(600))), 1000))).toBe(200);
  });
});

describe("small checks", () => {
  it("tells storable text", () => {
    expect(isStorableText("a 🧪 b")).toBe(true);
    expect(isStorableText("a\u0000")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
  });

  it("tells canonical uuids", () => {
    expect(isUuid("6f1c2b1e-3f7a-4c55-9b1a-2d3e4f5a6b7c")).toBe(true);
    expect(isUuid("-".repeat(36))).toBe(false);
    expect(isUuid("6f1c2b1e3f7a4c559b1a2d3e4f5a6b7c0000")).toBe(false);
  });

  it("skips a cookie value with broken percent-encoding", () => {
    expect(readCookie("s=%E0%A4%A; s=ok%20value", "s")).toBe("ok value");
    expect(readCookie("s=%", "s")).toBeUndefined();
    expect(readCookie("s=%00", "s")).toBeUndefined();
  });

  it("answers other methods with a JSON 405 and Allow", async () => {
    const ok = async () => Response.json({});
    const { DELETE } = route({ GET: ok, POST: ok });
    const response = await DELETE(new Request("http://localhost/x", { method: "DELETE" }), { params: Promise.resolve({}) });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allowHeader(["GET", "POST"]));
    expect(allowHeader(["GET", "POST"])).toBe("GET, POST, HEAD, OPTIONS");
    expect((await response.json()).error.code).toBe("method_not_allowed");
  });
});
