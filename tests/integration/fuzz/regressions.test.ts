// Inputs the fuzz tests found that once crashed a handler or answered outside
// the error format, kept as plain examples.
import { WEBHOOK_SECRET } from "./env";
import Stripe from "stripe";
import { NextRequest } from "next/server";
import { POST as adminLogin } from "@/app/api/admin/auth/route";
import { GET as unknownApi } from "@/app/api/[[...path]]/route";
import { GET as authGet } from "@/app/api/auth/[...nextauth]/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { GET as shippingStats } from "@/app/api/admin/shipping/stats/route";
import { GET as labelDocument } from "@/app/api/shipping/labels/[id]/route";
import { PUT as putUpload } from "@/app/api/objects/uploads/[id]/route";
import { POST as confirmPayment } from "@/app/api/payment-intents/confirm/route";
import { POST as attachDetails } from "@/app/api/payment-intents/details/route";
import { GET as track } from "@/app/api/track/[trackingNumber]/route";
import { POST as webhook } from "@/app/api/webhooks/stripe/route";
import { POST as wholesale } from "@/app/api/wholesale/applications/route";
import { db } from "@/lib/db";
import { jsonRequest, SHIPPING } from "../../support/requests";
import { createTestAdmin } from "../support/admin-auth";
import { isErrorFormat, tableFingerprint } from "./support";

const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
const rawJson = (path: string, body: BodyInit) => new Request(`http://localhost${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body });

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await response.json();
  expect(isErrorFormat(body)).toBe(true);
  return body as { error: { code: string; message: string; fields?: Record<string, string> } };
}

beforeAll(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

describe("bodies", () => {
  it("refuses NUL and unpaired surrogates in JSON strings with 400, before PostgreSQL sees them", async () => {
    const before = await tableFingerprint();
    const nul = await expectError(await wholesale(rawJson("/api/wholesale/applications", '{"businessName":"Ink\\u0000Co"}'), undefined as never), 400);
    expect(nul.error.fields).toEqual({ businessName: "Contains characters that are not allowed" });
    await expectError(await wholesale(rawJson("/api/wholesale/applications", '{"note":"\\ud800"}'), undefined as never), 400);
    await expectError(await wholesale(rawJson("/api/wholesale/applications", '{"a\\u0000":1}'), undefined as never), 400);
    expect(await tableFingerprint()).toEqual(before);
  });

  it("counts the size limit in bytes (413), not characters", async () => {
    const body = JSON.stringify({ businessName: "é".repeat(40_000) }); // 40,000 characters, 80,000 bytes
    expect(body.length).toBeLessThan(64 * 1024);
    await expectError(await wholesale(rawJson("/api/wholesale/applications", body), undefined as never), 413);
  });

  it("refuses invalid UTF-8 with 400 instead of replacing it", async () => {
    const body = Buffer.concat([Buffer.from('{"businessName":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    const answer = await expectError(await wholesale(rawJson("/api/wholesale/applications", body), undefined as never), 400);
    expect(answer.error.message).toMatch(/UTF-8/);
  });

  it("refuses very deep nesting with 400 instead of overflowing the stack", async () => {
    const depth = 30_000; // 60,000 bytes: under the size limit
    await expectError(await wholesale(rawJson("/api/wholesale/applications", "[".repeat(depth) + "]".repeat(depth)), undefined as never), 400);
    await expectError(await createPaymentIntent(rawJson("/api/create-payment-intent", `{"items":${"[".repeat(40)}${"]".repeat(40)}}`), undefined as never), 400);
  });
});

describe("path parameters and cookies", () => {
  let token: string;
  beforeAll(async () => {
    token = (await createTestAdmin(db, "fuzz-regressions@example.com", "fuzz-regressions-password")).token;
  });

  it("answers a tracking number with NUL or markup with 404, not 500", async () => {
    for (const number of ["1Z\u0000", "<script>", "' OR 1=1 --", "x".repeat(65)]) {
      await expectError(await track(new Request("http://localhost/api/track/x"), params({ trackingNumber: number })), 404);
    }
  });

  it("answers ids shaped like uuids but not uuids with 404, not a failed cast", async () => {
    const admin = { headers: { Authorization: `Bearer ${token}` } };
    for (const id of ["------------------------------------", "ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ", "0000000000000000000000000000000000-0"]) {
      await expectError(await labelDocument(new Request("http://localhost/api/shipping/labels/x", admin), params({ id })), 404);
      await expectError(await putUpload(new Request("http://localhost/api/objects/uploads/x", { method: "PUT", body: "x" }), params({ id })), 404);
    }
  });

  it("reads a session cookie past a broken percent-encoding of the same name", async () => {
    const { cookie } = await createTestAdmin(db, "fuzz-regressions@example.com", "fuzz-regressions-password");
    const headers = { Cookie: `authjs.session-token=%E0%A4%A; ${cookie}` };
    expect((await shippingStats(new Request("http://localhost/api/admin/shipping/stats", { headers }), undefined as never)).status).toBe(200);
    await expectError(await shippingStats(new Request("http://localhost/api/admin/shipping/stats", { headers: { Cookie: "authjs.session-token=%" } }), undefined as never), 401);
  });
});

describe("answers in the error format", () => {
  it("refuses a wrong admin login with 401 { success: false, error }", async () => {
    const response = await adminLogin(jsonRequest("/api/admin/auth", { email: "nobody@example.com", password: "wrong" }, { headers: { "X-Forwarded-For": "198.51.100.77" } }), undefined as never);
    const body = await expectError(response, 401);
    expect(body).toMatchObject({ success: false, error: { code: "invalid_credentials" } });
  });

  it("answers card-entry mistakes with 400 and the field, declines with 402", async () => {
    const opened = await createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: "4oz", name: "Ointment" }] }), undefined as never);
    const { clientSecret } = (await opened.json()) as { clientSecret: string };
    await attachDetails(jsonRequest("/api/payment-intents/details", { clientSecret, ...SHIPPING }), undefined as never);
    const confirm = (card: object) => confirmPayment(jsonRequest("/api/payment-intents/confirm", { clientSecret, expiry: "12/34", cvc: "123", ...card }), undefined as never);
    const incomplete = await expectError(await confirm({ cardNumber: "4242" }), 400);
    expect(incomplete.error.fields).toEqual({ cardNumber: "Your card number is incomplete." });
    const expiry = await expectError(await confirm({ cardNumber: "4242 4242 4242 4242", expiry: "13/" }), 400);
    expect(Object.keys(expiry.error.fields ?? {})).toEqual(["expiry"]);
    await expectError(await confirm({ cardNumber: "4000 0000 0000 0002" }), 402);
  });

  it("refuses a signed Stripe event without a payment intent with 400", async () => {
    for (const event of [{ id: "evt_1", type: "payment_intent.succeeded", data: {} }, { type: "payment_intent.succeeded" }, null, { data: { object: {} } }]) {
      const payload = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const request = new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "Stripe-Signature": signature }, body: payload });
      await expectError(await webhook(request, undefined as never), 400);
    }
  });

  it("answers Auth.js's refusals as JSON errors, and an invalid callback address with 400", async () => {
    const get = (url: string, headers: Record<string, string> = {}) => authGet(new NextRequest(`http://localhost${url}`, { headers }));
    await expectError(await get("/api/auth/nonsense"), 400);
    await expectError(await get("/api/auth/session?callbackUrl=-x:%3Er"), 400);
    await expectError(await get("/api/auth/session", { Cookie: "authjs.callback-url=javascript%3Aalert(1)" }), 400);
    expect((await get("/api/auth/session")).status).toBe(200);
    const error = await get("/api/auth/error?error=Configuration");
    expect(error.status).toBe(302);
    expect(error.headers.get("location")).toContain("/admin/dashboard");
  });

  it("answers an unknown /api address with a JSON 404", async () => {
    await expectError(await unknownApi(new Request("http://localhost/api/nothing-here"), { params: Promise.resolve({}) }), 404);
  });
});
