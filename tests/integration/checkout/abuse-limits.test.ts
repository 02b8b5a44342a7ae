// Abuse limits on the payment writes, per client (its X-Forwarded-For address
// here), counted only once the body is valid: the Nth request of a window is
// allowed, the next one is a 429 with Retry-After in the API error format, and
// another client is not affected. Declined cards count against the client that
// tried them; at the limit it gets no new payment session and confirms no more
// cards (card testing).
import "../../support/checkout-env";
import { db } from "@/lib/db";
import { LIMITS } from "@/lib/security/limits";
import { peekLimit } from "@/lib/security/rate-limit";
import { expectTooMany, jsonRequest, SHIPPING } from "../../support/requests";
import { attach, confirm, DECLINED_CARD, GOOD_CARD, openIntent, paidIntent, postOrder, requestIntent, routes } from "./test-mode-support";

const CLIENT = "203.0.113.7";
const OTHER = "198.51.100.23";

// The limits count in fixed windows: a test that ran across the end of one
// would see its count start again. Each test starts at least 10 s before the
// current window of every payment limit ends.
beforeEach(async () => {
  const rules = [LIMITS.paymentIntents, LIMITS.checkoutDetails, LIMITS.paymentConfirmations, LIMITS.orders, LIMITS.cardDeclines];
  const left = Math.min(...rules.map((rule) => rule.windowSeconds * 1000 - (Date.now() % (rule.windowSeconds * 1000))));
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
});

/** Sends `send()` `times` times in a row and returns the statuses. */
async function statuses(times: number, send: () => Response | Promise<Response>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < times; i++) seen.push((await send()).status);
  return seen;
}

describe("POST /api/create-payment-intent", () => {
  it(`opens ${LIMITS.paymentIntents.limit} payment sessions per client, then answers 429 with Retry-After`, async () => {
    const limit = LIMITS.paymentIntents.limit;
    expect(await statuses(limit, () => requestIntent("4oz", CLIENT))).toEqual(Array(limit).fill(200));
    const before = await db.localPaymentIntent.count();
    await expectTooMany(await requestIntent("4oz", CLIENT), { maxRetryAfter: LIMITS.paymentIntents.windowSeconds });
    // Refused before any intent is opened.
    expect(await db.localPaymentIntent.count()).toBe(before);
    expect((await requestIntent("4oz", OTHER)).status).toBe(200);
  });

  it("refuses malformed bodies with 400 without counting them or touching the database", async () => {
    const malformed = [{ items: [] }, { items: [{ id: "" }] }, { items: [{ id: "4oz" }], amount: -1 }, "not json"];
    for (let i = 0; i < LIMITS.paymentIntents.limit + 5; i++) {
      const body = malformed[i % malformed.length];
      const res = await routes.createPaymentIntent(jsonRequest("/api/create-payment-intent", body, { headers: { "X-Forwarded-For": CLIENT } }), undefined);
      expect(res.status).toBe(400);
    }
    expect(await db.rateLimitCounter.count()).toBe(0);
    expect((await requestIntent("4oz", CLIENT)).status).toBe(200);
  });

  it("stores the client's key on the intent", async () => {
    const { id } = await openIntent("1oz", CLIENT);
    expect((await db.localPaymentIntent.findUniqueOrThrow({ where: { id } })).clientKey).toBe(CLIENT);
  });
});

describe("POST /api/payment-intents/details", () => {
  it(`accepts ${LIMITS.checkoutDetails.limit} per client, then 429`, async () => {
    const { clientSecret } = await openIntent("4oz", CLIENT);
    const limit = LIMITS.checkoutDetails.limit;
    expect(await statuses(limit, () => attach(clientSecret, SHIPPING, CLIENT))).toEqual(Array(limit).fill(200));
    await expectTooMany(await attach(clientSecret, SHIPPING, CLIENT));
    expect((await attach(clientSecret, SHIPPING, OTHER)).status).toBe(200);
  });

  it("does not count a body that fails validation", async () => {
    const { clientSecret } = await openIntent("4oz", CLIENT);
    for (let i = 0; i < LIMITS.checkoutDetails.limit + 5; i++) {
      expect((await attach(clientSecret, { ...SHIPPING, customerEmail: "not-an-email" }, CLIENT)).status).toBe(400);
    }
    expect(await db.rateLimitCounter.count({ where: { key: { startsWith: `${LIMITS.checkoutDetails.name}:` } } })).toBe(0);
    expect((await attach(clientSecret, SHIPPING, CLIENT)).status).toBe(200);
  });
});

describe("POST /api/payment-intents/confirm", () => {
  it(`accepts ${LIMITS.paymentConfirmations.limit} confirmations per client, then 429`, async () => {
    const { clientSecret } = await paidIntent("4oz", SHIPPING, OTHER);
    const limit = LIMITS.paymentConfirmations.limit;
    // Confirming a paid intent again answers that it succeeded: each one still counts.
    expect(await statuses(limit, () => confirm(clientSecret, undefined, CLIENT))).toEqual(Array(limit).fill(200));
    await expectTooMany(await confirm(clientSecret, undefined, CLIENT));
    expect((await confirm(clientSecret, undefined, OTHER)).status).toBe(200);
  });
});

describe("POST /api/orders", () => {
  it(`accepts ${LIMITS.orders.limit} order posts per client, then 429`, async () => {
    const { id } = await paidIntent("4oz", SHIPPING, OTHER);
    const limit = LIMITS.orders.limit;
    const seen = await statuses(limit, () => postOrder({ paymentIntentId: id }, CLIENT));
    expect(seen).toEqual([201, ...Array(limit - 1).fill(200)]);
    await expectTooMany(await postOrder({ paymentIntentId: id }, CLIENT));
    expect((await postOrder({ paymentIntentId: id }, OTHER)).status).toBe(200);
  });

  it("does not count a malformed order post", async () => {
    for (let i = 0; i < LIMITS.orders.limit + 5; i++) expect((await postOrder({ paymentIntentId: "not an intent" }, CLIENT)).status).toBe(400);
    expect(await db.rateLimitCounter.count()).toBe(0);
  });
});

describe("declined cards (card testing)", () => {
  const DECLINES_MESSAGE = "Too many declined payments. Please try again later or contact support.";

  it(`block new payment sessions for a client once it reached ${LIMITS.cardDeclines.limit} declines in the window`, async () => {
    const limit = LIMITS.cardDeclines.limit;
    const { clientSecret } = await openIntent("4oz", CLIENT);
    expect((await attach(clientSecret, SHIPPING, CLIENT)).status).toBe(200);
    for (let i = 0; i < limit - 1; i++) expect((await confirm(clientSecret, DECLINED_CARD, CLIENT)).status).toBe(402);
    // One short of the limit: still allowed.
    expect((await requestIntent("4oz", CLIENT)).status).toBe(200);

    expect((await confirm(clientSecret, DECLINED_CARD, CLIENT)).status).toBe(402);
    await expectTooMany(await requestIntent("4oz", CLIENT), { message: DECLINES_MESSAGE, maxRetryAfter: LIMITS.cardDeclines.windowSeconds });
    // Still refused: a refused request does not wear the block down or open anything.
    const before = await db.localPaymentIntent.count();
    await expectTooMany(await requestIntent("1oz", CLIENT), { message: DECLINES_MESSAGE });
    expect(await db.localPaymentIntent.count()).toBe(before);

    // Another client is not affected.
    expect((await requestIntent("4oz", OTHER)).status).toBe(200);
  });

  it("stop the client confirming more cards on a payment session it already holds", async () => {
    const limit = LIMITS.cardDeclines.limit;
    const { clientSecret } = await openIntent("4oz", CLIENT);
    expect((await attach(clientSecret, SHIPPING, CLIENT)).status).toBe(200);
    for (let i = 0; i < limit; i++) expect((await confirm(clientSecret, DECLINED_CARD, CLIENT)).status).toBe(402);

    // The next card is refused before it is tried, whether it would be declined or not.
    await expectTooMany(await confirm(clientSecret, DECLINED_CARD, CLIENT), { message: DECLINES_MESSAGE, maxRetryAfter: LIMITS.cardDeclines.windowSeconds });
    await expectTooMany(await confirm(clientSecret, GOOD_CARD, CLIENT), { message: DECLINES_MESSAGE });
    expect((await db.localPaymentIntent.findFirstOrThrow({ where: { clientSecret } })).status).toBe("requires_payment_method");
    // Refused confirmations are not counted as confirmations or declines.
    expect((await peekLimit(LIMITS.paymentConfirmations, CLIENT)).count).toBe(limit);
    expect((await peekLimit(LIMITS.cardDeclines, CLIENT)).count).toBe(limit);

    // Another client is not affected.
    expect((await confirm(clientSecret, GOOD_CARD, OTHER)).status).toBe(200);
  });

  it("count for the client that confirms, not for card-entry mistakes or cards that succeed", async () => {
    const { clientSecret } = await openIntent("4oz", OTHER);
    for (let i = 0; i < LIMITS.cardDeclines.limit + 2; i++) {
      // An incomplete number is an input mistake (400), never a decline.
      expect((await confirm(clientSecret, "4000 0000", CLIENT)).status).toBe(400);
    }
    expect((await requestIntent("4oz", CLIENT)).status).toBe(200);

    for (let i = 0; i < LIMITS.cardDeclines.limit; i++) expect((await confirm(clientSecret, DECLINED_CARD, CLIENT)).status).toBe(402);
    await expectTooMany(await requestIntent("4oz", CLIENT), { message: DECLINES_MESSAGE });
    // The intent was opened by another client, which is not blocked.
    expect((await requestIntent("4oz", OTHER)).status).toBe(200);
  });
});
