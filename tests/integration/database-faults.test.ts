// The database goes away under a running app and comes back: API routes answer
// 503 in the error format while it is down, and the same modules (the same
// Prisma client and pool) serve again once it is back, without a restart.
import "../support/checkout-env";
import { jsonRequest } from "../support/requests";
import { loadAppBehindProxy, type AppBehindProxy } from "./support/app-behind-proxy";

const load = async () => ({
  health: (await import("@/app/api/health/route")).GET,
  forumPosts: (await import("@/app/api/forum/posts/route")).GET,
  forumPost: (await import("@/app/api/forum/posts/[id]/route")).GET,
  forumCategories: (await import("@/app/api/forum/categories/route")).GET,
  tutorials: (await import("@/app/api/tutorials/route")).GET,
  featured: (await import("@/app/api/tutorials/featured/route")).GET,
  track: (await import("@/app/api/track/[trackingNumber]/route")).GET,
  createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
  createOrder: (await import("@/app/api/orders/route")).POST,
});

let shop: AppBehindProxy<Awaited<ReturnType<typeof load>>>;
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  shop = await loadAppBehindProxy(load);
});
afterAll(() => shop.close());
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const NO_POST = "00000000-0000-4000-8000-000000000000";
const get = (path: string) => new Request(`http://localhost${path}`);
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

/** One request to each route, with what it answers when the database is up. */
function calls() {
  const { app } = shop;
  return [
    { name: "GET /api/health", up: 200, run: () => app.health(new Request("http://localhost/api/health")) },
    { name: "GET /api/forum/posts", up: 200, run: () => app.forumPosts(get("/api/forum/posts"), undefined) },
    { name: "GET /api/forum/posts/{id}", up: 404, run: () => app.forumPost(get(`/api/forum/posts/${NO_POST}`), params({ id: NO_POST })) },
    { name: "GET /api/forum/categories", up: 200, run: () => app.forumCategories(get("/api/forum/categories"), undefined) },
    { name: "GET /api/tutorials", up: 200, run: () => app.tutorials(get("/api/tutorials"), undefined) },
    { name: "GET /api/tutorials/featured", up: 200, run: () => app.featured(get("/api/tutorials/featured"), undefined) },
    { name: "GET /api/track/{n}", up: 404, run: () => app.track(get("/api/track/NOSUCH123"), params({ trackingNumber: "NOSUCH123" })) },
    {
      name: "POST /api/create-payment-intent",
      up: 200,
      run: () => app.createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: "1oz", name: "Ointment" }], amount: 9 }), undefined),
    },
    { name: "POST /api/orders", up: 404, run: () => app.createOrder(jsonRequest("/api/orders", { paymentIntentId: "pi_testNoSuchIntent123" }), undefined) },
  ];
}

async function expectServing() {
  for (const call of calls()) {
    const res = await call.run();
    expect({ route: call.name, status: res.status }).toEqual({ route: call.name, status: call.up });
  }
}

async function expectUnavailable() {
  for (const call of calls()) {
    const started = Date.now();
    const res = await call.run();
    const body = await res.json();
    expect({ route: call.name, status: res.status, code: body.error?.code }).toEqual({ route: call.name, status: 503, code: "database_unavailable" });
    expect(typeof body.error.message).toBe("string");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Refused at once, not after a long wait.
    expect(Date.now() - started).toBeLessThan(5_000);
  }
}

describe("when the database goes down under a running app", () => {
  it("serves while the database is up", async () => {
    await expectServing();
  });

  it("answers every API route with a 503 JSON error while it is down", async () => {
    await shop.proxy.stop();
    await expectUnavailable();
    // Nothing leaks: the log says why, the client gets the friendly message only.
    expect(consoleError).toHaveBeenCalled();
  });

  it("serves again with the same modules once it is back", async () => {
    await shop.proxy.start();
    await expectServing();
  });

  it("recovers from repeated outages, including one in the middle of requests", async () => {
    for (let round = 0; round < 2; round++) {
      const inFlight = Promise.all(calls().map((call) => call.run()));
      await shop.proxy.stop();
      for (const res of await inFlight) expect([200, 404, 503]).toContain(res.status);
      await expectUnavailable();
      await shop.proxy.start();
      await expectServing();
    }
  });
});
