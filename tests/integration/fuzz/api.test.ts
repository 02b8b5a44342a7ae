// Property-based fuzzing of every route handler (every route file under app/
// and each method it implements, catalogue.ts): hostile path parameters,
// query strings, headers and bodies. With the database up no answer is a 5xx,
// every refusal is a JSON 4xx in the error format, and a refused request
// changes no table (login attempts, the rate-limit bookkeeping, aside).
import { WEBHOOK_SECRET } from "./env";
import fc from "fast-check";
import { NextRequest } from "next/server";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { DEFAULT_CLAIMS, DEFAULT_FIGURES } from "@/lib/editable-content/defaults";
import type { HttpMethod } from "@/lib/api/route";
import { createTestAdmin } from "../support/admin-auth";
import { createTestMember } from "../support/member-auth";
import { fuzzOf, loadRoute, methodsOf, paramsOf, ROUTE_FILES, type Handler, type MethodFuzz } from "./catalogue";
import {
  answerProblem,
  brokenJsonBody,
  fuzzJsonBody,
  fuzzParameters,
  hostileHeaders,
  hostileQuery,
  hostileSegment,
  nastyJson,
  readAnswer,
  tablesWrittenSinceLastLook,
  unwatchTables,
  watchTables,
  type FuzzBody,
} from "./support";

/** Runs per route and method; FUZZ_RUNS_SCALE multiplies them. */
const RUNS = { body: 40, plain: 20 };

let adminToken: string;
let memberCookie: string;
const logged: string[] = [];

beforeAll(async () => {
  adminToken = (await createTestAdmin(db, "fuzz-admin@example.com", "fuzz-admin-password")).token;
  memberCookie = (await createTestMember(db, "fuzz-member@example.com", "fuzz_member")).cookie;
  await watchTables();
  // Refusals log warnings by design; keep them for failure messages only.
  for (const level of ["error", "warn"] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" ").slice(0, 500));
      if (logged.length > 20) logged.shift();
    });
  }
});

afterAll(async () => {
  jest.restoreAllMocks();
  await unwatchTables();
  // Fuzzed bodies the editors accepted (valid by chance) leave the shared
  // database as other test files expect it: the storefront's texts as seeded.
  const fuzzed = await db.contentChange.findMany({ where: { adminEmail: "fuzz-admin@example.com", action: "create" }, select: { entity: true, entityId: true } });
  const created = (entity: string) => fuzzed.filter((change) => change.entity === entity).map((change) => change.entityId);
  await db.faqEntry.deleteMany({ where: { id: { in: created("faq") } } });
  await db.review.deleteMany({ where: { id: { in: created("review") } } });
  await db.discountCode.deleteMany({ where: { createdByEmail: "fuzz-admin@example.com" } });
  await db.contentBlock.update({ where: { key: "claims" }, data: { values: { ...DEFAULT_CLAIMS } } });
  await db.contentBlock.update({ where: { key: "figures" }, data: { values: { ...DEFAULT_FIGURES } } });
});

const KNOWN_AUTH_ACTIONS = [
  ["session"],
  ["csrf"],
  ["providers"],
  ["signin"],
  ["signout"],
  ["error"],
  ["verify-request"],
  ["callback", "credentials"],
  ["signin", "credentials"],
  ["callback", "nodemailer"],
  ["signin", "nodemailer"],
];

function paramsFor(file: string): fc.Arbitrary<Record<string, string | string[]>> {
  const entries = paramsOf(file).map((name) => {
    if (!name.startsWith("...")) return fc.tuple(fc.constant(name), hostileSegment as fc.Arbitrary<string | string[]>);
    const segments = fc.oneof(fc.constantFrom(...KNOWN_AUTH_ACTIONS), fc.array(hostileSegment, { minLength: 1, maxLength: 3 }));
    return fc.tuple(fc.constant(name.slice(3)), segments as fc.Arbitrary<string | string[]>);
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

/** The address of a route with these parameters (percent-encoded as a browser would). */
function addressOf(file: string, params: Record<string, string | string[]>, query: string): string {
  const encode = (segment: string) => encodeURIComponent(segment.toWellFormed());
  let path = file.replace(/^app/, "").replace(/\/route\.\w+$/, "");
  for (const name of paramsOf(file)) {
    const key = name.replace(/^\.\.\./, "");
    const value = params[key];
    const text = Array.isArray(value) ? value.map(encode).join("/") : encode(value);
    path = path.replace(new RegExp(`\\[{1,2}(\\.\\.\\.)?${key}\\]{1,2}`), text);
  }
  return `http://localhost${path}${query ? `?${query}` : ""}`;
}

function bodyFor(fuzz: MethodFuzz): fc.Arbitrary<FuzzBody> {
  if (fuzz.body === "json") return fuzzJsonBody(fuzz.shape);
  if (fuzz.body === "raw") {
    const raw = fc.oneof(brokenJsonBody, nastyJson.map((value) => JSON.stringify(value) ?? ""));
    return fc.tuple(raw, fc.constantFrom(null, "application/json", "image/png", "text/plain")).map(([body, contentType]) => ({
      body: typeof body === "string" ? body : new Uint8Array(body),
      contentType,
      invalid: true,
    }));
  }
  return fc.constant({ body: null, contentType: null, invalid: false });
}

interface Case {
  params: Record<string, string | string[]>;
  query: string;
  headers: Record<string, string>;
  body: FuzzBody;
  asAdmin: boolean;
  asMember: boolean;
}

function caseFor(file: string, fuzz: MethodFuzz): fc.Arbitrary<Case> {
  return fc.record({
    params: paramsFor(file),
    query: hostileQuery(fuzz.query ?? []),
    headers: hostileHeaders,
    body: bodyFor(fuzz),
    asAdmin: fuzz.admin ? fc.boolean() : fc.constant(false),
    asMember: fuzz.member ? fc.boolean() : fc.constant(false),
  });
}

/** A request as Next.js hands it to a route handler: a NextRequest. */
function requestFor(file: string, method: HttpMethod, input: Case): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(input.headers)) headers.set(name, value);
  if (input.asAdmin) headers.set("authorization", `Bearer ${adminToken}`);
  if (input.asMember) {
    headers.set("cookie", memberCookie);
    headers.set("origin", "http://localhost");
    headers.set("sec-fetch-site", "same-origin");
  }
  if (input.body.contentType) headers.set("content-type", input.body.contentType);
  const init = { method, headers, body: method === "GET" || method === "DELETE" ? null : input.body.body };
  return new NextRequest(addressOf(file, input.params, input.query), init);
}

/** Whether every request of this case must be refused. */
function mustRefuse(fuzz: MethodFuzz, input: Case): boolean {
  if (fuzz.admin && !input.asAdmin) return true;
  if (fuzz.member && !input.asMember) return true;
  if (fuzz.body === "json" && input.body.invalid) return true;
  return !fuzz.accepts;
}

describe.each(ROUTE_FILES)("%s", (file) => {
  it(
    "answers hostile input to every method it implements without a 5xx, refusing in the error format and writing nothing",
    async () => {
      const { isStatic, implemented } = await methodsOf(file);
      if (isStatic) {
        // A static file made at build time (GET alone): no request reaches its handler.
        expect(implemented).toEqual(["GET"]);
        return;
      }
      const handlers = await loadRoute(file);
      // Finding the methods called each handler once: start from the tables as they are now.
      await tablesWrittenSinceLastLook();
      for (const method of implemented) {
        const fuzz = fuzzOf(file, method);
        const handler = handlers[method] as Handler;
        await fc.assert(
          fc.asyncProperty(caseFor(file, fuzz), async (input) => {
            const refuse = mustRefuse(fuzz, input);
            const answer = await readAnswer(await handler(requestFor(file, method, input), { params: Promise.resolve(input.params) }));
            const problem = answerProblem(answer, { mustRefuse: refuse, mayRedirect: fuzz.mayRedirect });
            if (problem) throw new Error(`${method}: ${problem}\nlogged: ${logged.slice(-3).join("\n")}`);
            const changed = await tablesWrittenSinceLastLook();
            if (answer.status >= 300 && changed.length) throw new Error(`${method}: a refused request (${answer.status}) changed ${changed.join(", ")}`);
          }),
          fuzzParameters(fuzz.body ? RUNS.body : RUNS.plain),
        );
      }
    },
    // Up to five methods, each as long as one used to be allowed.
    5 * 30_000,
  );
});

describe("POST /api/webhooks/stripe with signed events", () => {
  it("refuses signed events it cannot use with a 4xx and writes nothing", async () => {
    const { POST } = await import("@/app/api/webhooks/stripe/route");
    await tablesWrittenSinceLastLook();
    const event = fc.oneof(
      nastyJson,
      fc.record({ id: fc.string(), type: fc.constant("payment_intent.succeeded"), data: nastyJson }, { requiredKeys: ["type"] }),
      fc.record({ type: fc.constant("payment_intent.succeeded"), data: fc.record({ object: fc.record({ id: fc.oneof(hostileSegment, fc.constant("pi_fuzz0000000000")) }, { requiredKeys: [] }) }) }),
    );
    await fc.assert(
      fc.asyncProperty(event, async (value) => {
        const payload = JSON.stringify(value) ?? "null";
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
        const request = new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "stripe-signature": signature }, body: payload });
        const answer = await readAnswer(await POST(request, undefined as never));
        // An event of another type is acknowledged (200) and ignored.
        const isSucceeded = (value as { type?: unknown } | null)?.type === "payment_intent.succeeded";
        const problem = answerProblem(answer, { mustRefuse: isSucceeded });
        if (problem) throw new Error(`${problem}\nlogged: ${logged.slice(-3).join("\n")}`);
        const changed = await tablesWrittenSinceLastLook();
        if (changed.length) throw new Error(`the webhook (${answer.status}) changed ${changed.join(", ")}`);
      }),
      fuzzParameters(RUNS.body),
    );
  });
});
