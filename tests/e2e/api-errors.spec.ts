// The production server answers API mistakes in the JSON error format: a method
// a route does not take (405 with Allow), an unknown /api address (404), and an
// address whose percent-encoding cannot be decoded (400).
import { expect, test, type APIResponse } from "@playwright/test";

async function expectError(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = await response.json();
  expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String) }));
  return body;
}

test("a method a route does not take is a JSON 405 naming the methods it does", async ({ request }) => {
  const response = await request.delete("/api/forum/posts");
  await expectError(response, 405);
  expect(response.headers()["allow"]).toBe("GET, POST, HEAD, OPTIONS");
  const put = await request.put("/api/wholesale/applications", { data: {} });
  await expectError(put, 405);
  expect(put.headers()["allow"]).toBe("POST, OPTIONS");
});

test("an unknown /api address is a JSON 404, whatever the method", async ({ request }) => {
  await expectError(await request.get("/api/no-such-thing"), 404);
  await expectError(await request.post("/api/forum/posts/a/b", { data: {} }), 404);
});

test("an address with broken percent-encoding is a JSON 400", async ({ request }) => {
  const body = await expectError(await request.get("/api/track/%E0%A4%A"), 400);
  expect(body.error.code).toBe("invalid_request");
  await expectError(await request.get("/forum/%zz"), 400);
});

test("a malformed body is refused in the error format", async ({ request }) => {
  const body = await expectError(
    await request.post("/api/wholesale/applications", { headers: { "Content-Type": "application/json" }, data: '{"businessName":"a\\u0000b"}' }),
    400,
  );
  expect(body.error.fields).toEqual({ businessName: "Contains characters that are not allowed" });
});
