// In the local test payment mode: a payment that succeeded but can never
// become an order (an amount other than the price, no shipping details) is
// refunded in full, once, and raised as an alert naming the payment intent and
// the reason (never the customer's e-mail). A refunded payment never becomes
// an order, whether the order post repeats or the reconcile run finds it.
import "../../support/checkout-env";
import { db } from "@/lib/db";
import { reconcileOrders } from "@/lib/orders/reconcile";
import { SHIPPING } from "../../support/requests";
import { attach, confirm, openIntent, paidIntent, postOrder } from "./test-mode-support";

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

const logged = () => consoleError.mock.calls.map((args) => args.map(String).join(" "));
/** The alert lines (lib/log.ts, area "alert") that name the payment. */
const alertsFor = (id: string) => logged().filter((line) => line.includes('"area":"alert"') && line.includes(id));
const intentOf = (id: string) => db.localPaymentIntent.findUniqueOrThrow({ where: { id } });

/** A payment that went through without the shopper's details (the details step was skipped). */
async function paidWithoutDetails() {
  const intent = await openIntent("4oz");
  expect((await confirm(intent.clientSecret)).status).toBe(200);
  return intent;
}

/** A paid intent whose amount is not its checkout's total. */
async function paidWrongAmount() {
  const intent = await paidIntent("4oz", { ...SHIPPING, customerEmail: "mismatch@example.com" });
  await db.localPaymentIntent.update({ where: { id: intent.id }, data: { amountCents: 1000 } });
  return intent;
}

describe("a paid intent without shipping details", () => {
  it("is refunded once and raised as an alert; repeated order posts create nothing and refund nothing more", async () => {
    const { id } = await paidWithoutDetails();
    const first = await postOrder({ paymentIntentId: id });
    expect(first.status).toBe(422);
    expect((await first.json()).error.code).toBe("details_missing");
    const refunded = await intentOf(id);
    expect(refunded.refundedAt).toBeInstanceOf(Date);
    expect(refunded.refundReason).toMatch(/shipping details/);
    expect(alertsFor(id)).toEqual([expect.stringContaining("refunded in full")]);

    // Repeats, one after the other and at once.
    const repeats = [await postOrder({ paymentIntentId: id }), ...(await Promise.all(Array.from({ length: 5 }, () => postOrder({ paymentIntentId: id }))))];
    for (const res of repeats) {
      expect(res.status).toBe(422);
      expect((await res.json()).error.code).toBe("payment_refunded");
    }
    expect((await intentOf(id)).refundedAt).toEqual(refunded.refundedAt);
    expect(alertsFor(id)).toHaveLength(1);
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("is refunded once when several order posts arrive at the same time", async () => {
    const { id } = await paidWithoutDetails();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postOrder({ paymentIntentId: id })));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(422));
    expect(alertsFor(id).filter((line) => line.includes("refunded in full"))).toHaveLength(1);
    expect((await intentOf(id)).refundedAt).not.toBeNull();
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });
});

describe("a paid intent whose amount is not its checkout's total", () => {
  it("is refunded, alerts without the customer's e-mail, and never becomes an order afterwards", async () => {
    const { id, clientSecret } = await paidWrongAmount();
    const res = await postOrder({ paymentIntentId: id, clientSecret });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({ code: "amount_mismatch", message: expect.stringContaining("refunded") });
    expect((await intentOf(id)).refundReason).toMatch(/does not match the order's total/);
    expect(alertsFor(id)).toHaveLength(1);
    expect(logged().join("\n")).not.toContain("mismatch@example.com");

    // Even if everything about it were right now, a refunded payment stays refunded.
    await db.localPaymentIntent.update({ where: { id }, data: { amountCents: 1599 } });
    const later = await postOrder({ paymentIntentId: id, clientSecret });
    expect(later.status).toBe(422);
    expect((await later.json()).error.code).toBe("payment_refunded");
    expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
  });

  it("is refunded by the reconcile run, once however often it runs", async () => {
    const { id } = await paidWrongAmount();
    const bare = await paidWithoutDetails();
    const good = await paidIntent("1oz");

    const first = await reconcileOrders({ days: 1 });
    expect(first.refunded.map((r) => r.paymentIntentId).sort()).toEqual([id, bare.id].sort());
    expect(first.created.map((c) => c.paymentIntentId)).toContain(good.id);
    expect(first.failed).toEqual([]);
    const refundedAt = (await intentOf(id)).refundedAt;
    expect(refundedAt).not.toBeNull();

    const second = await reconcileOrders({ days: 1 });
    expect(second.refunded).toEqual([]);
    expect(second.skipped.map((s) => s.paymentIntentId)).toEqual(expect.arrayContaining([id, bare.id]));
    expect((await intentOf(id)).refundedAt).toEqual(refundedAt);
    expect(alertsFor(id)).toHaveLength(1);
    expect(await db.order.count({ where: { paymentIntentId: { in: [id, bare.id] } } })).toBe(0);
  });
});

describe("a payment that can become an order", () => {
  it("is not refunded", async () => {
    const { id } = await paidIntent("4oz");
    expect((await postOrder({ paymentIntentId: id })).status).toBe(201);
    expect((await intentOf(id)).refundedAt).toBeNull();
    expect(alertsFor(id)).toEqual([]);
  });

  it("an unpaid intent is neither refunded nor ordered", async () => {
    const { id, clientSecret } = await openIntent("4oz");
    expect((await attach(clientSecret)).status).toBe(200);
    expect((await postOrder({ paymentIntentId: id })).status).toBe(402);
    expect((await intentOf(id)).refundedAt).toBeNull();
  });
});
