// Alerts in integration tests: a local HTTP server standing in for the
// owner's webhook (Slack or any receiver), which records each POST and can
// be told to answer 500, and a check of the signature as a receiver makes it.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const WEBHOOK_SECRET = "alert-webhook-test-secret-0123456789";

export interface ReceivedAlert {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The parsed body: Slack's text and the alert's fields. */
  json: { text: string; alert: { id: string; name: string; key: string; title: string; message: string; action: string; details: Record<string, unknown>; openedAt: string; dashboardUrl: string } };
  /** What the receiver answered. */
  status: number;
}

export async function startWebhookReceiver() {
  const received: ReceivedAlert[] = [];
  const state = { failNext: 0 };
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const status = state.failNext > 0 ? 500 : 200;
      if (status === 500) state.failNext--;
      let json: ReceivedAlert["json"];
      try {
        json = JSON.parse(body);
      } catch {
        json = { text: "", alert: {} as ReceivedAlert["json"]["alert"] };
      }
      received.push({ headers: req.headers, body, json, status });
      res.writeHead(status, { "Content-Type": "text/plain" });
      res.end(status === 200 ? "ok" : "receiver is down");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/shop-alerts`,
    received,
    state,
    /** The POSTs received about the alert of this name and key. */
    about: (name: string, key: string) => received.filter((entry) => entry.json.alert?.name === name && entry.json.alert?.key === key),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Whether the X-Shop-Signature header signs this body with the secret, as a receiver checks it. */
export function signatureIsValid(header: string | string[] | undefined, body: string, secret = WEBHOOK_SECRET, toleranceSeconds = 300): boolean {
  if (typeof header !== "string") return false;
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
