// A local HTTP server that answers like Stripe's API for the payment intent,
// refund and Stripe Tax calls the shop makes, so the Stripe adapters are
// tested without the network. As Stripe does, it keeps the answer of each
// Idempotency-Key and replays it for a repeat, and refuses to refund a charge
// twice. Stripe Tax charges a fixed combined rate per state (TAX_RATES; a
// test may change `taxRates`) and nothing elsewhere, as if the shop were
// registered in those states only; it cannot place the ZIP code 00000.
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
  /** A test may set "failed" (the card's bank sent the money back). */
  status: "succeeded" | "failed";
  failure_reason?: string;
}

/** The combined (state and local) rate the stand-in's Stripe Tax charges in a state, in percent as Stripe writes it. */
export const TAX_RATES: Record<string, string> = { TX: "8.25", CA: "7.25", NY: "8.875" };

export interface FakeTaxCalculation {
  id: string;
  object: "tax.calculation";
  amount_total: number;
  currency: string;
  customer: null;
  customer_details: { address: Record<string, string>; address_source: string | null; ip_address: null; tax_ids: []; taxability_override: "none" };
  expires_at: number;
  livemode: false;
  ship_from_details: null;
  shipping_cost: null;
  tax_amount_exclusive: number;
  tax_amount_inclusive: 0;
  tax_breakdown: Array<{
    amount: number;
    inclusive: false;
    tax_rate_details: { country: string; flat_amount: null; percentage_decimal: string; rate_type: "percentage" | null; state: string | null; tax_type: "sales_tax" | null };
    taxability_reason: string;
    taxable_amount: number;
  }>;
  tax_date: number;
  /** The lines as sent (not part of Stripe's answer, which lists them on request): amount, reference, quantity, tax. */
  lines: Array<{ amount: number; reference: string; quantity: number; tax_behavior: string; amount_tax: number }>;
}

export interface FakeTaxTransaction {
  id: string;
  object: "tax.transaction";
  type: "transaction" | "reversal";
  reference: string;
  /** The calculation it was recorded from (a sale). */
  calculation: string | null;
  reversal: { original_transaction: string } | null;
  /** What it records, tax included (negative for a reversal), and its tax. */
  amount_total: number;
  amount_tax: number;
  mode: "full" | "partial" | null;
  created: number;
  livemode: false;
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
  const taxRates: Record<string, string> = { ...TAX_RATES };
  const taxCalculations = new Map<string, FakeTaxCalculation>();
  const taxTransactions = new Map<string, FakeTaxTransaction>();
  /** Paths answered with a 500 error (a test makes Stripe fail there). */
  const failing = new Set<string>();
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

      if (req.method === "POST" && failing.has(path)) {
        return send(500, { error: { type: "api_error", message: "An unknown error occurred (the stand-in was told to fail here)." } });
      }
      if (req.method === "POST" && path.startsWith("/v1/tax/")) return answerTax(path, form, answer);

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
      if (req.method === "GET" && path === "/v1/refunds") {
        // Newest first, of one payment intent when asked, paged by limit and starting_after.
        let listed = [...refunds].reverse().filter((refund) => !query.has("payment_intent") || refund.payment_intent === query.get("payment_intent"));
        const after = query.get("starting_after");
        if (after) listed = listed.slice(listed.findIndex((refund) => refund.id === after) + 1);
        const limit = Math.min(100, Number(query.get("limit") ?? 10));
        return send(200, { object: "list", url: "/v1/refunds", data: listed.slice(0, limit), has_more: listed.length > limit });
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
  /** Stripe Tax: calculations, transactions from them, and their reversals. */
  function answerTax(path: string, form: Record<string, string>, answer: (status: number, payload: unknown) => void) {
    const invalid = (message: string, param?: string) => answer(400, { error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } });
    const now = Math.floor(Date.now() / 1000);
    if (path === "/v1/tax/calculations") {
      if (form.currency !== "usd") return invalid("The stand-in computes US dollars only.", "currency");
      const lines: FakeTaxCalculation["lines"] = [];
      for (let index = 0; form[`line_items[${index}][amount]`] !== undefined; index += 1) {
        const amount = Number(form[`line_items[${index}][amount]`]);
        if (!Number.isInteger(amount) || amount < 0) return invalid("Invalid positive integer", `line_items[${index}][amount]`);
        const reference = form[`line_items[${index}][reference]`] ?? "";
        if (reference && lines.some((line) => line.reference === reference)) {
          return invalid("Line item references must be unique within a calculation.", `line_items[${index}][reference]`);
        }
        lines.push({ amount, reference, quantity: Number(form[`line_items[${index}][quantity]`] ?? 1), tax_behavior: form[`line_items[${index}][tax_behavior]`] ?? "exclusive", amount_tax: 0 });
      }
      if (lines.length === 0) return invalid("Missing required param: line_items.", "line_items");
      const address = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith("customer_details[address]["))
          .map(([key, value]) => [key.slice("customer_details[address][".length, -1), value]),
      );
      if (!address.country) return invalid("Missing required param: customer_details[address][country].", "customer_details[address][country]");
      // Stripe cannot place a ZIP code that does not exist.
      if (address.postal_code === "00000") {
        return answer(400, { error: { type: "invalid_request_error", code: "customer_tax_location_invalid", message: "We could not determine the customer's tax location based on the provided customer address.", param: "customer_details[address]" } });
      }
      const rate = address.country === "US" ? taxRates[address.state ?? ""] : undefined;
      // Stripe rounds each line's tax to the cent (half up here).
      const ppm = rate ? Math.round(Number(rate) * 10_000) : 0;
      for (const line of lines) line.amount_tax = Math.floor((2 * line.amount * ppm + 1_000_000) / 2_000_000);
      const taxable = lines.reduce((sum, line) => sum + line.amount, 0);
      const tax = lines.reduce((sum, line) => sum + line.amount_tax, 0);
      const calculation: FakeTaxCalculation = {
        id: id("taxcalc_"),
        object: "tax.calculation",
        amount_total: taxable + tax,
        currency: "usd",
        customer: null,
        customer_details: { address, address_source: form["customer_details[address_source]"] ?? null, ip_address: null, tax_ids: [], taxability_override: "none" },
        expires_at: now + 90 * 86_400,
        livemode: false,
        ship_from_details: null,
        shipping_cost: null,
        tax_amount_exclusive: tax,
        tax_amount_inclusive: 0,
        tax_breakdown: [
          rate
            ? { amount: tax, inclusive: false, tax_rate_details: { country: "US", flat_amount: null, percentage_decimal: rate, rate_type: "percentage", state: address.state ?? null, tax_type: "sales_tax" }, taxability_reason: "standard_rated", taxable_amount: taxable }
            : { amount: 0, inclusive: false, tax_rate_details: { country: address.country, flat_amount: null, percentage_decimal: "0.0", rate_type: null, state: address.state ?? null, tax_type: null }, taxability_reason: "not_collecting", taxable_amount: 0 },
        ],
        tax_date: now,
        lines,
      };
      taxCalculations.set(calculation.id, calculation);
      const { lines: _lines, ...shown } = calculation;
      void _lines;
      return answer(200, shown);
    }
    const references = () => new Set([...taxTransactions.values()].map((transaction) => transaction.reference));
    if (path === "/v1/tax/transactions/create_from_calculation") {
      const calculation = taxCalculations.get(form.calculation ?? "");
      if (!calculation) return answer(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such tax calculation: '${form.calculation}'`, param: "calculation" } });
      if (!form.reference) return invalid("Missing required param: reference.", "reference");
      if (references().has(form.reference)) return invalid(`A transaction with the reference '${form.reference}' already exists.`, "reference");
      const transaction: FakeTaxTransaction = {
        id: id("tax_"), object: "tax.transaction", type: "transaction", reference: form.reference, calculation: calculation.id, reversal: null,
        amount_total: calculation.amount_total, amount_tax: calculation.tax_amount_exclusive, mode: null, created: now, livemode: false,
      };
      taxTransactions.set(transaction.id, transaction);
      return answer(200, transaction);
    }
    if (path === "/v1/tax/transactions/create_reversal") {
      const original = taxTransactions.get(form.original_transaction ?? "");
      if (!original || original.type !== "transaction") {
        return answer(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such tax transaction: '${form.original_transaction}'`, param: "original_transaction" } });
      }
      if (!form.reference) return invalid("Missing required param: reference.", "reference");
      if (references().has(form.reference)) return invalid(`A transaction with the reference '${form.reference}' already exists.`, "reference");
      const earlier = [...taxTransactions.values()].filter((transaction) => transaction.reversal?.original_transaction === original.id);
      const reversedTotal = -earlier.reduce((sum, transaction) => sum + transaction.amount_total, 0);
      const reversedTax = -earlier.reduce((sum, transaction) => sum + transaction.amount_tax, 0);
      let amountTotal: number;
      let amountTax: number;
      if (form.mode === "full") {
        if (earlier.length > 0) return invalid("A transaction that was partly reversed cannot be reversed in full; reverse what is left with mode=partial.", "mode");
        amountTotal = original.amount_total;
        amountTax = original.amount_tax;
      } else if (form.mode === "partial") {
        const flat = Number(form.flat_amount);
        if (form.flat_amount === undefined || !Number.isInteger(flat) || flat >= 0) return invalid("flat_amount must be a negative integer.", "flat_amount");
        if (-flat > original.amount_total - reversedTotal) return invalid("The reversal is more than is left of the transaction.", "flat_amount");
        amountTotal = -flat;
        // The tax in proportion, the last reversal taking what is left.
        amountTax = amountTotal === original.amount_total - reversedTotal ? original.amount_tax - reversedTax : Math.round((original.amount_tax * amountTotal) / original.amount_total);
      } else {
        return invalid("Invalid mode: must be one of full or partial.", "mode");
      }
      const reversal: FakeTaxTransaction = {
        id: id("tax_"), object: "tax.transaction", type: "reversal", reference: form.reference, calculation: null,
        reversal: { original_transaction: original.id }, amount_total: -amountTotal, amount_tax: -amountTax,
        mode: form.mode as "full" | "partial", created: now, livemode: false,
      };
      taxTransactions.set(reversal.id, reversal);
      return answer(200, reversal);
    }
    return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (POST: ${path})` } });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    charges,
    /** Refunds made, in order (a replayed request adds none). */
    refunds,
    requests,
    /** Stripe Tax's rate per state (percent, as Stripe writes it): a test may add or remove states. */
    taxRates,
    taxCalculations,
    /** Tax transactions and their reversals, by id. */
    taxTransactions,
    /** Makes every POST to `path` fail with a 500 until `recover` is called. */
    failAt(path: string) {
      failing.add(path);
    },
    recover() {
      failing.clear();
    },
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
