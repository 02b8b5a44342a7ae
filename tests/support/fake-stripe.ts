// A local HTTP server that answers like Stripe's API for the payment intent
// calls the shop makes, so the Stripe adapter is tested without the network.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  payment_method_types: string[];
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
  /** Unix seconds, as Stripe reports it. */
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const requests: RecordedRequest[] = [];

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const [path, search = ""] = (req.url ?? "").split("?");
      const query = new URLSearchParams(search);
      requests.push({ method: req.method ?? "", path, form, authorization: req.headers.authorization });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req_") });
        res.end(JSON.stringify(payload));
      };
      const missing = () =>
        send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${path.split("/").pop()}'` } });
      const metadataOf = () =>
        Object.fromEntries(
          Object.entries(form)
            .filter(([key]) => key.startsWith("metadata["))
            .map(([key, value]) => [key.slice(9, -1), value]),
        );

      if (req.method === "POST" && path === "/v1/payment_intents") {
        const intentId = id("pi_");
        const intent: FakeIntent = {
          id: intentId,
          object: "payment_intent",
          client_secret: `${intentId}_secret_${randomBytes(10).toString("hex")}`,
          amount: Number(form.amount),
          currency: form.currency,
          status: "requires_payment_method",
          payment_method_types: Object.entries(form)
            .filter(([key]) => key.startsWith("allowed_payment_method_types[") || key.startsWith("payment_method_types["))
            .map(([, value]) => value),
          metadata: metadataOf(),
          receipt_email: null,
          description: form.description ?? null,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(intentId, intent);
        return send(200, intent);
      }
      if (req.method === "GET" && path === "/v1/payment_intents") {
        // Newest first, filtered by created[gte|gt|lte|lt], paged by limit and starting_after.
        const bounds: Array<[string, (created: number, value: number) => boolean]> = [
          ["gte", (c, v) => c >= v],
          ["gt", (c, v) => c > v],
          ["lte", (c, v) => c <= v],
          ["lt", (c, v) => c < v],
        ];
        let listed = [...intents.values()].reverse().filter((intent) =>
          bounds.every(([name, test]) => !query.has(`created[${name}]`) || test(intent.created, Number(query.get(`created[${name}]`)))),
        );
        const after = query.get("starting_after");
        if (after) listed = listed.slice(listed.findIndex((intent) => intent.id === after) + 1);
        const limit = Math.min(100, Number(query.get("limit") ?? 10));
        return send(200, { object: "list", url: "/v1/payment_intents", data: listed.slice(0, limit), has_more: listed.length > limit });
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (match) {
        const intent = intents.get(match[1]);
        if (!intent) return missing();
        if (req.method === "GET") return send(200, intent);
        if (req.method === "POST") {
          intent.metadata = { ...intent.metadata, ...metadataOf() };
          if (form.receipt_email) intent.receipt_email = form.receipt_email;
          return send(200, intent);
        }
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    requests,
    /** What Stripe does when the card payment goes through. */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = "succeeded";
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
