import { apiRequest, getQueryFn, HttpError, queryKeyToUrl, throwIfResNotOk } from "@/lib/http/client";

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function respond(status: number, body = "", statusText = "") {
  return new Response(body || null, { status, statusText });
}

describe("apiRequest", () => {
  it("sends cookies and a JSON body with its content type", async () => {
    fetchMock.mockResolvedValue(respond(200, "{}"));
    await apiRequest("POST", "/api/orders", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ a: 1 }),
      credentials: "include",
      signal: undefined,
    });
  });

  it("sets no content type when there is no body", async () => {
    fetchMock.mockResolvedValue(respond(200, "{}"));
    await apiRequest("GET", "/api/orders");
    const init = fetchMock.mock.calls[0][1];
    expect(init.headers).toEqual({});
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe("include");
  });

  it("turns a non-OK answer into 'STATUS: body' and does not retry", async () => {
    fetchMock.mockResolvedValue(respond(400, '{"error":"bad"}'));
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow('400: {"error":"bad"}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uses the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(respond(503, "", "Service Unavailable"));
    const error = await apiRequest("GET", "/x").catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.status).toBe(503);
  });
});

describe("query loads", () => {
  it("joins key segments with slashes", () => {
    expect(queryKeyToUrl(["/api/tutorials", "winter"])).toBe("/api/tutorials/winter");
  });

  it("GETs the joined address with cookies", async () => {
    fetchMock.mockResolvedValue(respond(200, '[{"id":1}]'));
    const data = await getQueryFn({ on401: "throw" })({ queryKey: ["/api/forum/posts", "abc"] });
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/forum/posts/abc");
    expect(fetchMock.mock.calls[0][1].credentials).toBe("include");
  });

  it("yields null on 401 when asked to", async () => {
    fetchMock.mockResolvedValue(respond(401, "no"));
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/orders"] })).resolves.toBeNull();
  });

  it("throws on 401 otherwise", async () => {
    fetchMock.mockResolvedValue(respond(401, "Sign in"));
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/orders"] })).rejects.toThrow("401: Sign in");
  });

  it("passes OK answers through", async () => {
    await expect(throwIfResNotOk(respond(204))).resolves.toBeUndefined();
  });
});
