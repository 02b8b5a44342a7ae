// Unexpected errors reach Sentry (lib/observability/sentry.ts) when SENTRY_DSN
// is set: the envelope a Sentry project accepts, posted with the DSN's key,
// redacted, at most 30 a minute, and never failing the caller.
import http from "node:http";
import type { AddressInfo } from "node:net";

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function sentryStandIn(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ url: req.url ?? "", headers: req.headers, body });
      res.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function loadWithDsn(dsn: string | undefined) {
  jest.resetModules();
  if (dsn) process.env.SENTRY_DSN = dsn;
  else delete process.env.SENTRY_DSN;
  return {
    sentry: await import("@/lib/observability/sentry"),
    report: await import("@/lib/observability/report"),
  };
}

afterEach(() => {
  delete process.env.SENTRY_DSN;
  jest.restoreAllMocks();
});

describe("a Sentry DSN", () => {
  it("names the project's envelope endpoint and public key", async () => {
    const { sentry } = await loadWithDsn(undefined);
    expect(sentry.sentryTarget("https://abc123@o42.ingest.sentry.io/98765")).toEqual({
      endpoint: "https://o42.ingest.sentry.io/api/98765/envelope/",
      publicKey: "abc123",
      dsn: "https://abc123@o42.ingest.sentry.io/98765",
    });
    expect(sentry.sentryTarget("https://key@sentry.example.com/base/path/7")?.endpoint).toBe("https://sentry.example.com/base/path/api/7/envelope/");
    expect(sentry.sentryTarget("https://sentry.example.com/7")).toBeNull();
    expect(sentry.sentryTarget("not a url")).toBeNull();
  });
});

describe("an unexpected error", () => {
  it("is logged with its route and sent to Sentry as one event, redacted, with its stack frames", async () => {
    const standIn = await sentryStandIn();
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { report } = await loadWithDsn(`http://publickey@127.0.0.1:${standIn.port}/42`);
      await report.reportUnexpectedError(new Error("order for jane.doe@example.com failed"), { route: "/api/orders", kind: "route" });

      expect(standIn.received).toHaveLength(1);
      const [sent] = standIn.received;
      expect(sent!.url).toBe("/api/42/envelope/");
      expect(sent!.headers["x-sentry-auth"]).toContain("sentry_key=publickey");
      const [envelope, item, event] = sent!.body.split("\n").map((line) => JSON.parse(line));
      expect(envelope).toMatchObject({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(item).toMatchObject({ type: "event" });
      expect(event).toMatchObject({
        event_id: envelope.event_id,
        level: "error",
        platform: "node",
        tags: { route: "/api/orders", kind: "route" },
        exception: { values: [{ type: "Error", value: expect.not.stringContaining("jane.doe") }] },
      });
      expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0);
      expect(sent!.body).not.toContain("jane.doe@example.com");

      const line = JSON.parse(String(errors.mock.calls.find(([text]) => String(text).includes("unexpected error"))![0]));
      expect(line).toMatchObject({ level: "error", area: "error", route: "/api/orders", error: { name: "Error" } });
      expect(JSON.stringify(line)).not.toContain("jane.doe@example.com");
    } finally {
      await standIn.close();
    }
  });

  it("is only logged without SENTRY_DSN, and a Sentry that fails or an error storm never fails the caller", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    let loaded = await loadWithDsn(undefined);
    await expect(loaded.report.reportUnexpectedError(new Error("no dsn"))).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(1);

    const failing = await sentryStandIn(500);
    try {
      loaded = await loadWithDsn(`http://k@127.0.0.1:${failing.port}/1`);
      await Promise.all(Array.from({ length: 40 }, (_, i) => loaded.report.reportUnexpectedError(new Error(`storm ${i}`))));
      expect(failing.received).toHaveLength(30);
    } finally {
      await failing.close();
    }
  });
});
