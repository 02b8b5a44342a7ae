import { apiRequest, HttpError, throwIfResNotOk } from "@/lib/http/client";

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

describe("throwIfResNotOk", () => {
  it("passes OK answers through", async () => {
    await expect(throwIfResNotOk(respond(204))).resolves.toBeUndefined();
  });
});
