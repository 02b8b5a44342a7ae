// What an operator sees of a running shop (issue: the owner is told): every
// line the server writes is one JSON object; each answer carries its request
// id (the balancer's when it sent one) and the request's line has the same
// id, its route, status and duration; with OTEL_EXPORTER_OTLP_ENDPOINT the
// shop's traces reach the collector.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { startSecondShop, type SecondShop } from "./support/second-shop";

let shop: SecondShop;
let collector: http.Server;
const traces: Array<{ url: string; contentType: string; bytes: number }> = [];

test.beforeAll(async () => {
  // A second shop starts in seconds alone, longer on a machine busy with the other tests.
  test.setTimeout(180_000);
  collector = http.createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      traces.push({ url: req.url ?? "", contentType: String(req.headers["content-type"] ?? ""), bytes });
      res.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  shop = await startSecondShop({
    offset: 3,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`, LOG_LEVEL: "info" },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await new Promise((resolve) => collector?.close(resolve));
});

test("the server logs JSON lines with request ids, answers with the id, and sends traces to the collector", async ({ request }) => {
  const given = await request.get(`${shop.url}/api/health`, { headers: { "X-Request-Id": "balancer-0001-e2e" } });
  expect(given.headers()["x-request-id"]).toBe("balancer-0001-e2e");
  const made = await request.get(`${shop.url}/api/health?probe=1`);
  const madeId = made.headers()["x-request-id"]!;
  expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
  // A page served again from the response cache still gets an id of its own.
  const first = await request.get(`${shop.url}/`);
  const second = await request.get(`${shop.url}/`);
  expect(first.headers()["x-request-id"]).not.toBe(second.headers()["x-request-id"]);

  await expect
    .poll(() => shop.output().includes('"requestId":"balancer-0001-e2e"') && shop.output().includes(second.headers()["x-request-id"]!), { timeout: 10_000 })
    .toBe(true);
  const lines = shop
    .output()
    .split("\n")
    .filter((line) => line.trim() && line.startsWith("{"));
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.find((entry) => entry.requestId === "balancer-0001-e2e" && entry.msg === "request")).toMatchObject({
    level: "info",
    area: "http",
    method: "GET",
    route: "/api/health",
    status: 200,
    durationMs: expect.any(Number),
    time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(entries.find((entry) => entry.requestId === madeId && entry.msg === "request")).toMatchObject({ route: "/api/health", status: 200 });
  // The server's own lines are JSON too (the start-up command's are its own).
  expect(entries.some((entry) => entry.area === "shop" && String(entry.msg).startsWith("listening"))).toBe(true);

  // Spans are batched and sent within seconds, as OTLP protobuf.
  await expect.poll(() => traces.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(traces[0]).toMatchObject({ url: "/v1/traces", contentType: "application/x-protobuf" });
  expect(traces[0]!.bytes).toBeGreaterThan(0);
});
