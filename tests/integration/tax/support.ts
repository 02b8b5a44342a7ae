// Paid orders with sales tax, made straight in the database for the tax
// tests: by default the cart of the pricing example (2 × 4 oz at $15.99 and
// 1 × 1 oz at $9, 10 % off: $36.88 taxed), taxed in Texas at 6.25 % ($2.31),
// $39.19 paid, with the payment it was paid by (the local test mode's, unless
// the test makes a Stripe one). Each file deletes the orders it made.
import { randomBytes, randomUUID } from "node:crypto";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

const LINES = [
  { position: 0, productId: "4oz", productName: "Healing Ointment", productSize: "4 oz / 120ml", unitPriceCents: 1599, quantity: 2, lineTotalCents: 3198 },
  { position: 1, productId: "1oz", productName: "Healing Ointment", productSize: "1 oz / 30ml", unitPriceCents: 900, quantity: 1, lineTotalCents: 900 },
];

type Client = Pick<PrismaClient, "order" | "localPaymentIntent" | "localRefund">;

export class TaxedOrders {
  private readonly made: string[] = [];
  constructor(private readonly db: Client) {}

  /**
   * A paid order of the example cart with its tax; `overrides` for what a test
   * is about. In the test payment mode its local payment succeeded for the amount.
   */
  async make(overrides: Partial<Prisma.OrderUncheckedCreateInput> = {}) {
    const paymentMode = overrides.paymentMode ?? "test";
    const paymentIntentId = overrides.paymentIntentId ?? `pi_${paymentMode === "test" ? "test" : "tax"}${randomBytes(12).toString("hex")}`;
    const data = {
      customerEmail: `tax-${randomUUID().slice(0, 8)}@example.com`,
      customerName: "Tess Tax",
      shippingName: "Tess Tax",
      shippingAddress: "1 Congress Ave",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      paymentIntentId,
      paymentMode,
      subtotalCents: 4098,
      discountCents: 410,
      taxCents: 231,
      taxRatePpm: 62_500,
      taxState: "TX",
      taxSource: "local",
      amountCents: 3919,
      status: "paid" as const,
      ...overrides,
    };
    if (paymentMode === "test") {
      await this.db.localPaymentIntent.create({
        data: { id: paymentIntentId, clientSecret: `${paymentIntentId}_secret_${randomBytes(10).toString("hex")}`, amountCents: data.amountCents, status: "succeeded" },
      });
    }
    const order = await this.db.order.create({ data: { ...data, lines: { create: LINES } } });
    this.made.push(order.id);
    return order;
  }

  async deleteAll(): Promise<void> {
    const orders = await this.db.order.findMany({ where: { id: { in: this.made } }, select: { paymentIntentId: true } });
    await this.db.order.deleteMany({ where: { id: { in: this.made.splice(0) } } });
    const intents = orders.map((order) => order.paymentIntentId);
    await this.db.localRefund.deleteMany({ where: { paymentIntentId: { in: intents } } });
    await this.db.localPaymentIntent.deleteMany({ where: { id: { in: intents } } });
  }
}
