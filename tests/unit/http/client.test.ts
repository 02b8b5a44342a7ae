import { apiErrorMessage, apiFailureCode, apiFailureFields, apiFailureMessage, apiRequest, HttpError, putUpload, throwIfResNotOk } from "@/lib/http/client";

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

  it("keeps a request alive past the page when asked (a visit reported as the page closes)", async () => {
    fetchMock.mockResolvedValue(respond(200, "{}"));
    await apiRequest("POST", "/api/forum/posts/p1/views", undefined, { keepalive: true });
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: "POST", keepalive: true, credentials: "include", body: undefined });
  });
});

describe("putUpload", () => {
  const file = new File(["bytes"], "clip.mp4", { type: "video/mp4" });

  it("PUTs the file itself with its type and the cookies", async () => {
    fetchMock.mockResolvedValue(respond(200, '{"url":"/api/objects/uploads/x"}'));
    const res = await putUpload("/api/objects/uploads/x?signature=s", file);
    expect(await res.json()).toEqual({ url: "/api/objects/uploads/x" });
    expect(fetchMock).toHaveBeenCalledWith("/api/objects/uploads/x?signature=s", { method: "PUT", body: file, headers: { "Content-Type": "video/mp4" }, credentials: "include" });
  });

  it("turns a refusal into the request helper's HttpError", async () => {
    fetchMock.mockResolvedValue(respond(415, '{"error":{"code":"invalid_file_type","message":"Not a video."}}'));
    const error = await putUpload("/u", file).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(415);
    expect(apiFailureMessage(error, "Try again.")).toBe("Not a video.");
  });
});

describe("throwIfResNotOk", () => {
  it("passes OK answers through", async () => {
    await expect(throwIfResNotOk(respond(204))).resolves.toBeUndefined();
  });
});

describe("the API's own words for a refused request", () => {
  const refused = (body: string) => new HttpError(400, `400: ${body}`, body);

  it("gives the first field message, else the message, else the fallback", () => {
    const withFields = refused(JSON.stringify({ error: { code: "invalid_request", message: "Check the form.", fields: { title: "The title needs at least 5 characters." } } }));
    expect(apiFailureMessage(withFields, "Try again.")).toBe("The title needs at least 5 characters.");
    expect(apiFailureFields(withFields)).toEqual({ title: "The title needs at least 5 characters." });
    const plain = refused(JSON.stringify({ error: { code: "post_locked", message: "This discussion is locked: it takes no new replies." } }));
    expect(apiFailureMessage(plain, "Try again.")).toBe("This discussion is locked: it takes no new replies.");
    expect(apiFailureFields(plain)).toBeUndefined();
    expect(apiFailureCode(plain)).toBe("post_locked");
    expect(apiFailureCode(new TypeError("Failed to fetch"))).toBeUndefined();
  });

  it("gives the refusal's own message, not a field's, when asked for it", () => {
    const soldOut = new HttpError(409, "409", JSON.stringify({ error: { code: "sold_out", message: "Only 2 tins of the 4 oz / 120ml size are left.", fields: { "items.0.quantity": "Only 2 left" } } }));
    expect(apiErrorMessage(soldOut, "Try again.")).toBe("Only 2 tins of the 4 oz / 120ml size are left.");
    expect(apiFailureMessage(soldOut, "Try again.")).toBe("Only 2 left");
    expect(apiErrorMessage(new TypeError("Failed to fetch"), "Try again.")).toBe("Try again.");
  });

  it("falls back for a body that is not the error format, and for a failure that is not an answer", () => {
    expect(apiFailureMessage(refused("<html>Bad Gateway</html>"), "Try again.")).toBe("Try again.");
    expect(apiFailureFields(refused("<html>Bad Gateway</html>"))).toBeUndefined();
    expect(apiFailureMessage(new TypeError("Failed to fetch"), "Check the connection.")).toBe("Check the connection.");
  });
});
