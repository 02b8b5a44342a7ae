// A network partition: the database's connections stay open but nothing gets
// through. Requests must fail within the query timeout with a 503 (not hang),
// and the app must serve again once the network heals.
import "../support/checkout-env";
import { jsonRequest } from "../support/requests";
import { loadAppBehindProxy, type AppBehindProxy } from "./support/app-behind-proxy";

const QUERY_TIMEOUT_MS = 1_500;
jest.setTimeout(30_000);

const load = async () => ({
  health: (await import("@/app/api/health/route")).GET,
  forumPosts: (await import("@/app/api/forum/posts/route")).GET,
  tutorials: (await import("@/app/api/tutorials/route")).GET,
  createPaymentIntent: (await import("@/app/api/create-payment-intent/route")).POST,
});

let shop: AppBehindProxy<Awaited<ReturnType<typeof load>>>;
let consoleError: jest.SpyInstance;

beforeAll(async () => {
  shop = await loadAppBehindProxy(load, { DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) });
});
afterAll(() => shop.close());
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  consoleError.mockRestore();
  await shop.proxy.start();
});

const requests = () => [
  () => shop.app.forumPosts(new Request("http://localhost/api/forum/posts"), undefined),
  () => shop.app.tutorials(new Request("http://localhost/api/tutorials"), undefined),
  () => shop.app.createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: "4oz", name: "Ointment" }], amount: 15.99 }), undefined),
];

async function timed(run: () => Response | Promise<Response>) {
  const started = Date.now();
  const res = await run();
  return { res, ms: Date.now() - started };
}

it("answers 503 within the query timeout while the database does not answer, then serves again", async () => {
  // Connections are open and idle in the pool when the partition starts.
  for (const run of requests()) expect((await run()).status).toBe(200);
  shop.proxy.stall();

  for (const run of requests()) {
    const { res, ms } = await timed(run);
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("database_unavailable");
    expect(ms).toBeLessThan(QUERY_TIMEOUT_MS + 3_000);
  }

  // Health has its own short bound.
  const health = await timed(() => shop.app.health(new Request("http://localhost/api/health")));
  expect(health.res.status).toBe(503);
  expect(health.ms).toBeLessThan(4_000);

  await shop.proxy.start();
  for (const run of requests()) expect((await run()).status).toBe(200);
});

it("answers concurrent requests with 503s during a partition, none hanging, and recovers", async () => {
  shop.proxy.stall();
  const results = await Promise.all([...requests(), ...requests()].map((run) => timed(run)));
  for (const { res, ms } of results) {
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(2 * QUERY_TIMEOUT_MS + 4_000);
  }
  await shop.proxy.start();
  const after = await Promise.all(requests().map((run) => run()));
  expect(after.map((res) => res.status)).toEqual([200, 200, 200]);
});

it("serves again after a partition that ends with the database restarting", async () => {
  shop.proxy.stall();
  const stalled = await timed(requests()[0]);
  expect(stalled.res.status).toBe(503);
  await shop.proxy.stop();
  expect((await requests()[1]()).status).toBe(503);
  await shop.proxy.start();
  for (const run of requests()) expect((await run()).status).toBe(200);
});
