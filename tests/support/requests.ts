// Builds requests for route handlers called directly in integration tests.
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
