// The log (lib/log.ts) and each request's id and line (server/request-log.ts):
// one JSON object per line, the request id on every line written while the
// request is handled, sent back in the answer, never the query string.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { formatLine, logger } from "@/lib/log";
import { handleWithRequestId, requestIdOf } from "@/server/request-log";

function capture() {
  const out = jest.spyOn(console, "log").mockImplementation(() => {});
  const err = jest.spyOn(console, "error").mockImplementation(() => {});
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const lines = () => [...out.mock.calls, ...warn.mock.calls, ...err.mock.calls].map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
  return { lines, out, err, warn, restore: () => (out.mockRestore(), err.mockRestore(), warn.mockRestore()) };
}

afterEach(() => {
  delete process.env.LOG_LEVEL;
});

describe("a log line", () => {
  it("is one JSON object with the time, level, area and message, then the line's own fields", () => {
    const line = formatLine("info", "mail", "sent", { messageId: "m1", attempts: 2, skipped: undefined }, new Date("2026-11-27T05:00:00.000Z"));
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({ time: "2026-11-27T05:00:00.000Z", level: "info", area: "mail", msg: "sent", messageId: "m1", attempts: 2 });
  });

  it("writes an error as its name and message, with the stack only at error level", () => {
    const error = Object.assign(new TypeError("bad value"), { code: "E_BAD" });
    expect(JSON.parse(formatLine("warn", "x", "failed", { error })).error).toEqual({ name: "TypeError", message: "bad value", code: "E_BAD" });
    expect(JSON.parse(formatLine("error", "x", "failed", { error })).error).toMatchObject({ name: "TypeError", stack: expect.stringContaining("bad value") });
  });

  it("never loses the line to a field that cannot be written", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(JSON.parse(formatLine("info", "x", "odd", { cycle }))).toMatchObject({ msg: "odd", unwritableFields: ["cycle"] });
  });

  it("goes to stdout below warn and to stderr from warn (console.warn, console.error), and LOG_LEVEL drops the lower levels", async () => {
    const { out, err, warn, restore } = capture();
    try {
      const log = logger("test");
      log.debug("hidden");
      log.info("shown");
      log.warn("odd");
      log.error("bad");
      expect(out).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(err).toHaveBeenCalledTimes(1);
      jest.resetModules();
      process.env.LOG_LEVEL = "error";
      const quiet = (await import("@/lib/log")).logger("test");
      quiet.warn("dropped");
      quiet.info("dropped");
      expect(warn).toHaveBeenCalledTimes(1);
      expect(out).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});

describe("a request's id", () => {
  it("is the one the request came with when it is a plain token, else a new UUID", () => {
    expect(requestIdOf("lb-1234abcd")).toBe("lb-1234abcd");
    expect(requestIdOf(["abcdef12-3456", "other"])).toBe("abcdef12-3456");
    for (const sent of [undefined, "", "short", "has space in it", "x".repeat(129), "evil\"}\n{"]) {
      expect(requestIdOf(sent)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("is sent back, carried by the lines logged while handling it, and ends with one line per request", async () => {
    const { lines, restore } = capture();
    const server = http.createServer((req, res) =>
      handleWithRequestId(req, res, () => {
        setTimeout(() => {
          logger("orders").info("handled inside");
          res.statusCode = req.url?.startsWith("/fail") ? 500 : 200;
          res.end("ok");
        }, 5);
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const given = await fetch(`${base}/orders?email=someone%40example.com&token=secret`, { headers: { "X-Request-Id": "edge-0001-abcd" } });
      expect(given.headers.get("x-request-id")).toBe("edge-0001-abcd");
      const made = await fetch(`${base}/fail`);
      const madeId = made.headers.get("x-request-id")!;
      expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
      await new Promise((resolve) => setTimeout(resolve, 20));

      const all = lines();
      expect(all.filter((line) => line.requestId === "edge-0001-abcd")).toEqual([
        expect.objectContaining({ area: "orders", msg: "handled inside" }),
        expect.objectContaining({ area: "http", msg: "request", level: "info", method: "GET", route: "/orders", status: 200, durationMs: expect.any(Number) }),
      ]);
      expect(JSON.stringify(all)).not.toContain("secret");
      expect(JSON.stringify(all)).not.toContain("example.com");
      expect(all.find((line) => line.requestId === madeId && line.msg === "request")).toMatchObject({ level: "error", status: 500, route: "/fail" });
    } finally {
      restore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
