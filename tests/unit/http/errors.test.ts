import { z } from "zod";
import { DomainError, rateLimited } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { ApiError, toErrorResponse } from "@/lib/http/errors";
import { withPublic } from "@/lib/api/route";

describe("API error format", () => {
  it("answers an ApiError with its status and the JSON error shape", async () => {
    const res = toErrorResponse(new ApiError(404, "not_found", "No such order."));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No such order." } });
  });

  it("maps a ZodError to 400 with the field messages", async () => {
    const schema = z.object({ email: z.string().email("Please enter a valid email address"), n: z.number() });
    const parsed = schema.safeParse({ email: "nope" });
    const res = toErrorResponse(parsed.error);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_request");
    expect(body.error.fields.email).toBe("Please enter a valid email address");
    expect(body.error.fields.n).toBeDefined();
  });

  it("answers 503 when the database cannot be reached", async () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" });
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(new Error("query failed", { cause }));
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("database_unavailable");
  });

  it.each([
    ["a query that got no answer in time", new Error("Query read timeout")],
    ["a connection attempt that timed out", new Error("timeout exceeded when trying to connect")],
    ["a connection that could not be opened in time", new Error("timeout expired")],
    ["a connection that broke", new Error("Client has encountered a connection error and is not queryable")],
    ["the server's statement timeout", Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })],
    ["a transaction that could not start", Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" })],
    ["too many connections", Object.assign(new Error("sorry, too many clients already"), { code: "53300" })],
  ])("answers 503 for %s", async (_label, error) => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(error);
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: { code: "database_unavailable", message: "The service is temporarily unavailable. Please try again shortly." },
    });
  });

  it("hides unexpected errors behind a 500", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(new Error("secret detail"));
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain("secret detail");
  });

  it("sets Retry-After on 429", () => {
    const res = toErrorResponse(rateLimited(90));
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("90");
  });

  it("wraps handlers", async () => {
    const handler = withPublic(async () => {
      throw new DomainError("conflict", "conflict", "Already exists.");
    });
    const res = await handler(new Request("http://x/"), { params: Promise.resolve({}) });
    expect(res.status).toBe(409);
  });
});

describe("readJson", () => {
  const post = (body: string, type = "application/json") =>
    new Request("http://x/", { method: "POST", body, headers: { "content-type": type } });

  it("parses JSON", async () => {
    await expect(readJson(post('{"a":1}'))).resolves.toEqual({ a: 1 });
  });
  it("refuses malformed JSON with 400", async () => {
    await expect(readJson(post("{nope"))).rejects.toMatchObject({ status: 400 });
  });
  it("refuses other content types with 415", async () => {
    await expect(readJson(post("a=1", "application/x-www-form-urlencoded"))).rejects.toMatchObject({ status: 415 });
    // A type a cross-site form may send without a preflight, with the JSON type only in a parameter.
    await expect(readJson(post("{}", "text/plain; x=application/json"))).rejects.toMatchObject({ status: 415 });
    await expect(readJson(post("{}", "application/jsonx"))).rejects.toMatchObject({ status: 415 });
    await expect(readJson(post("{}", "text/application/json"))).rejects.toMatchObject({ status: 415 });
    await expect(readJson(post("{}", "Application/JSON; charset=utf-8"))).resolves.toEqual({});
  });
  it("refuses oversized bodies with 413", async () => {
    await expect(readJson(post(JSON.stringify({ a: "x".repeat(100) }), "application/json"), 50)).rejects.toMatchObject({ status: 413 });
  });
});
