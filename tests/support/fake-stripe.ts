// A local HTTP server that answers like Stripe's API for the payment intent
// and refund calls the shop makes, so the Stripe adapter is tested without the
// network. As Stripe does, it keeps the answer of each Idempotency-Key and
// replays it for a repeat, and refuses to refund a charge twice.
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
  /** The charge of a succeeded payment (its id; expanded on request). */
  latest_charge: string | null;
}

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  charge: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: "succeeded";
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const requests: RecordedRequest[] = [];
  // Idempotency-Key → the request's form and the answer given to it.
  const idempotent = new Map<string, { form: string; status: number; payload: unknown }>();

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const [path, search = ""] = (req.url ?? "").split("?");
      const query = new URLSearchParams(search);
      const idempotencyKey = typeof req.headers["idempotency-key"] === "string" ? req.headers["idempotency-key"] : undefined;
      requests.push({ method: req.method ?? "", path, form, authorization: req.headers.authorization, idempotencyKey });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req_"), ...headers });
        res.end(JSON.stringify(payload));
      };
      const key = idempotencyKey;
      if (req.method === "POST" && key && idempotent.has(key)) {
        const first = idempotent.get(key)!;
        if (first.form !== body) {
          return send(400, { error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." } });
        }
        return send(first.status, first.payload, { "Idempotent-Replayed": "true" });
      }
      /** Answers once and keeps the answer for a repeat under the same key. */
      const answer = (status: number, payload: unknown) => {
        if (req.method === "POST" && key) idempotent.set(key, { form: body, status, payload });
        send(status, payload);
      };
      const expanded = (intent: FakeIntent) =>
        [...query.values()].includes("latest_charge") && intent.latest_charge
          ? { ...intent, latest_charge: charges.get(intent.latest_charge) }
          : intent;
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
          latest_charge: null,
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
        if (req.method === "GET") return send(200, expanded(intent));
        if (req.method === "POST") {
          intent.metadata = { ...intent.metadata, ...metadataOf() };
          if (form.receipt_email) intent.receipt_email = form.receipt_email;
          return send(200, intent);
        }
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const intent = intents.get(form.payment_intent ?? "");
        if (!intent) return missing();
        const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (!charge) {
          return answer(400, { error: { type: "invalid_request_error", message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.` } });
        }
        if (charge.refunded) {
          return answer(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: `Charge ${charge.id} has already been refunded.` } });
        }
        // Part of the payment when an amount is given, otherwise what is left.
        const left = charge.amount - charge.amount_refunded;
        const amount = form.amount === undefined ? left : Number(form.amount);
        if (amount > left) {
          return answer(400, { error: { type: "invalid_request_error", message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${left / 100})` } });
        }
        const refund: FakeRefund = {
          id: id("re_"),
          object: "refund",
          amount,
          payment_intent: intent.id,
          charge: charge.id,
          reason: form.reason ?? null,
          metadata: metadataOf(),
          status: "succeeded",
        };
        charge.amount_refunded += amount;
        charge.refunded = charge.amount_refunded === charge.amount;
        refunds.push(refund);
        return answer(200, refund);
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    charges,
    /** Refunds made, in order (a replayed request adds none). */
    refunds,
    requests,
    /** What Stripe does when the card payment goes through: the intent succeeds with a charge. */
    succeed(intentId: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = "succeeded";
      if (!intent.latest_charge) {
        const charge: FakeCharge = { id: id("ch_"), object: "charge", amount: intent.amount, amount_refunded: 0, refunded: false, payment_intent: intent.id };
        charges.set(charge.id, charge);
        intent.latest_charge = charge.id;
      }
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
