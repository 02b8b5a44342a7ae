// Stripe-mode checkout for integration tests: the settings that point the shop
// at the local stand-in for Stripe's API, a test file's Stripe mode (the
// stand-in started and the shop's modules loaded under those settings), signed
// webhook events, and an intent opened the way the checkout page opens one.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { startFakeStripe } from "../../support/fake-stripe";
import { jsonRequest, SHIPPING } from "../../support/requests";

export const WEBHOOK_SECRET = "whsec_test_secret_for_the_shop";

/** Stripe mode against the stand-in at `apiBase`. */
export function stripeEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_shop",
    STRIPE_PUBLISHABLE_KEY: "pk_test_shop",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: apiBase,
    // Test mode cannot be switched on while Stripe keys are configured.
    PAYMENTS_MODE: "test",
  };
}

type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

interface StripeMode<R> {
  /** The stand-in for Stripe's API: its intents, refunds and the requests it received. */
  stripe: FakeStripe;
  /** What `load` imported. */
  routes: R;
  /** The app's own Prisma client of those modules. */
  db: typeof import("@/lib/db").db;
}

/**
 * Stripe mode for the tests of a file: before them the stand-in for Stripe's
 * API starts and `load` imports the shop's modules afresh under its settings
 * (the configuration is read once per module instance); after them the
 * stand-in stops and the settings are removed. The object returned is filled
 * in before the first test.
 */
export function setUpStripeMode<R>(load: () => Promise<R>): StripeMode<R> {
  const mode = {} as StripeMode<R>;
  beforeAll(async () => {
    mode.stripe = await startFakeStripe();
    Object.assign(process.env, stripeEnv(mode.stripe.url));
    await jest.isolateModulesAsync(async () => {
      mode.routes = await load();
      mode.db = (await import("@/lib/db")).db;
    });
  });
  afterAll(async () => {
    await mode.stripe?.close();
    for (const name of Object.keys(stripeEnv(""))) delete process.env[name];
  });
  return mode;
}

/** The JSON of a new event (an id of its own) of `type` about `object`. */
export function eventPayload(object: object, type = "payment_intent.succeeded"): string {
  return JSON.stringify({ id: `evt_${randomBytes(12).toString("hex")}`, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), data: { object } });
}

/**
 * A webhook delivery of `type` for `intent`, signed as Stripe signs it: a new
 * event, or a redelivery of `payload` (the same event id) with a fresh signature.
 */
export function signedEvent(intent: object, type = "payment_intent.succeeded", payload?: string) {
  const body = payload ?? eventPayload(intent, type);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { "Stripe-Signature": signature, "Content-Type": "application/json" }, body });
}

type Handler = (request: Request, context: undefined) => Promise<Response> | Response;

/**
 * Creates a payment intent for `productId` and attaches the customer's details
 * (none when `details` is null), as checkout does, optionally as `client` (its
 * forwarded address).
 */
export async function openIntent(routes: { createPaymentIntent: Handler; attachDetails: Handler }, productId: string, details: object | null = SHIPPING, client?: string) {
  const init = client ? { headers: { "X-Forwarded-For": client } } : {};
  const res = await routes.createPaymentIntent(jsonRequest("/api/create-payment-intent", { items: [{ id: productId, name: "Ointment" }], amount: productId === "1oz" ? 9 : 15.99 }, init), undefined);
  expect(res.status).toBe(200);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  if (details) {
    const attached = await routes.attachDetails(jsonRequest("/api/payment-intents/details", { clientSecret, ...details }, init), undefined);
    expect(attached.status).toBe(200);
  }
  return { clientSecret, id: clientSecret.split("_secret_")[0]! };
}
