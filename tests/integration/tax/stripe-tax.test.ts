// Stripe Tax (STRIPE_TAX=1 with Stripe keys) against the local stand-in for
// Stripe's API: the checkout's tax from a Tax Calculation of the cart's lines
// after their share of the discount, the paid order's Tax Transaction, and a
// reversal of it for every refund; a reversal Stripe refuses never undoes the
// refund.
import "../../support/checkout-env";
import { randomBytes, randomUUID } from "node:crypto";
import type { FakeIntent } from "../../support/fake-stripe";
import { setUpStripeMode } from "../support/stripe-checkout";
import { TaxedOrders } from "./support";

const shop = setUpStripeMode(async () => {
  process.env.STRIPE_TAX = "1";
  return {
    provider: await import("@/lib/tax/provider"),
    refunds: await import("@/lib/orders/refunds"),
    principal: await import("@/lib/auth/principal"),
    createOrder: await import("@/lib/orders/create-order"),
    pricing: await import("@/lib/cart/pricing"),
  };
});

let orders: TaxedOrders;
beforeAll(() => {
  orders = new TaxedOrders(shop.db);
});
afterAll(async () => {
  await orders.deleteAll();
  delete process.env.STRIPE_TAX;
});

const SMALL = { id: "1oz", name: "Healing Ointment", size: "1 oz / 30ml", priceCents: 900 };
const LARGE = { id: "4oz", name: "Healing Ointment", size: "4 oz / 120ml", priceCents: 1599 };
const AUSTIN = { line1: "1 Congress Ave", city: "Austin", state: "TX" as const, zipCode: "73301" };

/** 2 × 4 oz + 1 × 1 oz ($40.98), $4.10 off. */
const exampleCart = () => ({ lines: [shop.routes.pricing.priceLine(LARGE, 2), shop.routes.pricing.priceLine(SMALL, 1)], discountCents: 410 });
const calculator = () => shop.routes.provider.getTaxCalculator();
const admin = () => shop.routes.principal.grantAdminPrincipal({ id: randomUUID(), email: "tax-owner@example.com", sessionId: randomUUID() });
const posts = (path: string) => shop.stripe.requests.filter((request) => request.method === "POST" && request.path === path);

/** A paid Stripe order of the example cart taxed by Stripe in Texas (8.25 %: $3.04), with its charge at the stand-in and its sale recorded. */
async function stripeTaxedOrder({ recordSale = true } = {}) {
  const quote = await calculator().calculate({ ...exampleCart(), address: AUSTIN });
  const paymentIntentId = `pi_tax${randomBytes(12).toString("hex")}`;
  const intent: FakeIntent = {
    id: paymentIntentId, object: "payment_intent", client_secret: `${paymentIntentId}_secret_x`, amount: 3688 + quote.taxCents, currency: "usd",
    status: "requires_payment_method", payment_method_types: ["card"], metadata: {}, receipt_email: null, description: null, created: Math.floor(Date.now() / 1000), latest_charge: null,
  };
  shop.stripe.intents.set(paymentIntentId, intent);
  shop.stripe.succeed(paymentIntentId);
  const order = await orders.make({
    paymentMode: "stripe", paymentIntentId, amountCents: 3688 + quote.taxCents, taxCents: quote.taxCents, taxRatePpm: quote.ratePpm,
    taxState: quote.state, taxSource: "stripe", taxCalculationId: quote.calculationId,
  });
  if (!recordSale) return order;
  await shop.routes.createOrder.recordTaxSale({ ...order, lines: [] } as never);
  return shop.db.order.findUniqueOrThrow({ where: { id: order.id } });
}

const refund = (orderId: string, amountCents?: number) =>
  shop.routes.refunds.refundOrder(admin(), { orderId, amountCents, reason: "Dented tin", requestKey: randomUUID() });

describe("Stripe Tax", () => {
  it("is the checkout's tax calculator with STRIPE_TAX=1 and Stripe keys", () => {
    expect(calculator().source).toBe("stripe");
  });

  it("asks for the tax of each line after its share of the discount, at the shipping address, and answers Stripe's tax and rate", async () => {
    const quote = await calculator().calculate({ ...exampleCart(), address: AUSTIN });
    const [sent] = posts("/v1/tax/calculations").slice(-1);
    // $4.10 off $40.98: $3.1994 of it on the 4 oz lines ($31.98), $0.9006 on the 1 oz line; whole cents 320 + 90.
    expect(sent.form).toEqual({
      currency: "usd",
      "line_items[0][amount]": "2878",
      "line_items[0][quantity]": "2",
      "line_items[0][reference]": "4oz",
      "line_items[0][tax_behavior]": "exclusive",
      "line_items[1][amount]": "810",
      "line_items[1][quantity]": "1",
      "line_items[1][reference]": "1oz",
      "line_items[1][tax_behavior]": "exclusive",
      "customer_details[address][line1]": "1 Congress Ave",
      "customer_details[address][city]": "Austin",
      "customer_details[address][state]": "TX",
      "customer_details[address][postal_code]": "73301",
      "customer_details[address][country]": "US",
      "customer_details[address_source]": "shipping",
    });
    expect(sent.authorization).toBe("Bearer sk_test_shop");
    // 8.25 % of $28.78 = 2.374 → 237 and of $8.10 = 0.668 → 67, per line as Stripe rounds.
    expect(quote).toEqual({ taxCents: 304, ratePpm: 82_500, state: "TX", source: "stripe", calculationId: expect.stringMatching(/^taxcalc_/) });
    expect(shop.stripe.taxCalculations.get(quote.calculationId!)!.tax_amount_exclusive).toBe(304);
  });

  it("sends no street or city it does not have, and answers no tax where Stripe collects none, keeping the calculation for the record", async () => {
    const quote = await calculator().calculate({ ...exampleCart(), address: { state: "OR", zipCode: "97201" } });
    const [sent] = posts("/v1/tax/calculations").slice(-1);
    expect(Object.keys(sent.form).filter((key) => key.startsWith("customer_details[address]"))).toEqual([
      "customer_details[address][state]",
      "customer_details[address][postal_code]",
      "customer_details[address][country]",
    ]);
    expect(quote).toEqual({ taxCents: 0, ratePpm: 0, state: null, source: "stripe", calculationId: expect.stringMatching(/^taxcalc_/) });
  });

  it("asks the shopper to check an address Stripe cannot place, and answers a 502 to try again when Stripe fails", async () => {
    const { TAX_LOCATION_MESSAGE } = await import("@/lib/tax/stripe-tax");
    await expect(calculator().calculate({ ...exampleCart(), address: { state: "TX", zipCode: "00000" } })).rejects.toMatchObject({
      kind: "invalid",
      fields: { zipCode: TAX_LOCATION_MESSAGE },
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    shop.stripe.failAt("/v1/tax/calculations");
    try {
      await expect(calculator().calculate({ ...exampleCart(), address: AUSTIN })).rejects.toMatchObject({ kind: "upstream_failed", code: "tax_unavailable" });
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('"area":"tax","msg":"Stripe Tax could not compute the tax"'));
    } finally {
      shop.stripe.recover();
      errors.mockRestore();
    }
  });

  it("asks nothing for a cart the discount took entirely off", async () => {
    const before = posts("/v1/tax/calculations").length;
    const lines = [shop.routes.pricing.priceLine(SMALL, 1)];
    expect(await calculator().calculate({ lines, discountCents: 900, address: AUSTIN })).toEqual({ taxCents: 0, ratePpm: 0, state: null, source: "none", calculationId: null });
    expect(posts("/v1/tax/calculations")).toHaveLength(before);
  });

  it("records the paid order's tax as a transaction from the checkout's calculation, once, with the order's id as its reference", async () => {
    const order = await stripeTaxedOrder();
    const transaction = shop.stripe.taxTransactions.get(order.taxTransactionId!)!;
    expect(transaction).toMatchObject({ type: "transaction", reference: order.id, calculation: order.taxCalculationId, amount_tax: 304 });
    const [sent] = posts("/v1/tax/transactions/create_from_calculation").slice(-1);
    expect(sent.form).toEqual({ calculation: order.taxCalculationId, reference: order.id });
    expect(sent.idempotencyKey).toBe(`tax-sale-${order.id}`);
    // Asked again (a retry), Stripe answers the same transaction.
    expect(await calculator().recordSale(order)).toBe(order.taxTransactionId);
    expect([...shop.stripe.taxTransactions.values()].filter((t) => t.reference === order.id)).toHaveLength(1);
  });

  it("reverses each partial refund's amount, tax included, and the last one what is left", async () => {
    const order = await stripeTaxedOrder();
    await refund(order.id, 1000);
    await refund(order.id);
    const made = await shop.db.refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    // 304 × 1000 / 3992 = 76.15… → 76; the rest takes the other 228.
    expect(made.map((r) => [r.status, r.amountCents, r.taxCents])).toEqual([
      ["succeeded", 1000, 76],
      ["succeeded", 2992, 228],
    ]);
    const reversals = posts("/v1/tax/transactions/create_reversal").filter((r) => r.form.original_transaction === order.taxTransactionId);
    expect(reversals.map((r) => [r.form, r.idempotencyKey])).toEqual([
      [{ mode: "partial", original_transaction: order.taxTransactionId, reference: made[0].id, flat_amount: "-1000" }, `tax-refund-${made[0].id}`],
      [{ mode: "partial", original_transaction: order.taxTransactionId, reference: made[1].id, flat_amount: "-2992" }, `tax-refund-${made[1].id}`],
    ]);
    const reversed = [...shop.stripe.taxTransactions.values()].filter((t) => t.reversal?.original_transaction === order.taxTransactionId);
    expect(reversed.reduce((sum, t) => sum + t.amount_tax, 0)).toBe(-304);
  });

  it("reverses the whole transaction for a refund of the whole order", async () => {
    const order = await stripeTaxedOrder();
    const outcome = await refund(order.id);
    expect(outcome.orderStatus).toBe("refunded");
    const [sent] = posts("/v1/tax/transactions/create_reversal").slice(-1);
    expect(sent.form).toEqual({ mode: "full", original_transaction: order.taxTransactionId, reference: outcome.refundId });
    expect((await shop.db.refund.findUniqueOrThrow({ where: { id: outcome.refundId } })).taxCents).toBe(304);
  });

  it("records the sale first when it was never recorded, then the refund's reversal", async () => {
    const order = await stripeTaxedOrder({ recordSale: false });
    expect(order.taxTransactionId).toBeNull();
    await refund(order.id, 500);
    const { taxTransactionId } = await shop.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(shop.stripe.taxTransactions.get(taxTransactionId!)).toMatchObject({ type: "transaction", reference: order.id });
    const [sent] = posts("/v1/tax/transactions/create_reversal").slice(-1);
    expect(sent.form).toMatchObject({ mode: "partial", original_transaction: taxTransactionId, flat_amount: "-500" });
  });

  it("keeps the refund when Stripe refuses its reversal, and raises an alert", async () => {
    const order = await stripeTaxedOrder();
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    shop.stripe.failAt("/v1/tax/transactions/create_reversal");
    try {
      const outcome = await refund(order.id, 700);
      expect(outcome).toMatchObject({ amountCents: 700, orderStatus: "paid", refundedCents: 700, repeated: false });
      expect(await shop.db.refund.findUniqueOrThrow({ where: { id: outcome.refundId } })).toMatchObject({ status: "succeeded", taxCents: 53 });
      expect(shop.stripe.refunds.some((r) => r.payment_intent === order.paymentIntentId && r.amount === 700)).toBe(true);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`"area":"alert","msg":"Refund ${outcome.refundId} of order ${order.id} could not be recorded with Stripe Tax`));
      // Raised for the owner: tax_record_failed, keyed by the refund.
      const alert = await shop.db.alert.findUniqueOrThrow({ where: { name_key: { name: "tax_record_failed", key: `refund:${outcome.refundId}` } } });
      expect(alert.details).toMatchObject({ orderId: order.id, refundId: outcome.refundId, amount: "$7.00" });
    } finally {
      shop.stripe.recover();
      errors.mockRestore();
    }
  });

  it("reverses the tax of a refund made in Stripe's Dashboard when its event arrives", async () => {
    const order = await stripeTaxedOrder();
    const recorded = await shop.routes.refunds.recordProviderRefunds(order.paymentIntentId, 1996, "re_dashboard_tax_1");
    expect(recorded).toEqual({ orderId: order.id, recordedCents: 1996 });
    const [made] = await shop.db.refund.findMany({ where: { orderId: order.id } });
    // Half the order: half its tax.
    expect(made).toMatchObject({ source: "stripe", amountCents: 1996, taxCents: 152 });
    const [sent] = posts("/v1/tax/transactions/create_reversal").slice(-1);
    expect(sent.form).toEqual({ mode: "partial", original_transaction: order.taxTransactionId, reference: made.id, flat_amount: "-1996" });
  });
});
