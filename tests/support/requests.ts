// Builds requests for route handlers called directly in integration tests, and
// checks their answers.
export function jsonRequest(path: string, body: unknown, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Request(`http://localhost${path}`, {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json", ...init.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const SHIPPING = {
  customerEmail: "ada@example.com",
  customerName: "Ada Lovelace",
  shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
  photoUrl: null,
};

/**
 * Checks a 429 in the API error format: a whole number of seconds in
 * Retry-After (at most `maxRetryAfter` when given) and the message when given.
 */
export async function expectTooMany(res: Response, expected: { message?: string; maxRetryAfter?: number } = {}): Promise<void> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  if (expected.maxRetryAfter !== undefined) expect(retryAfter).toBeLessThanOrEqual(expected.maxRetryAfter);
  expect(await res.json()).toEqual({ error: { code: "too_many_requests", message: expected.message ?? expect.any(String) } });
}
