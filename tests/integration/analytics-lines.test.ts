// The analytics of orders with several lines, a discount and sales tax: the
// revenue is net of discounts and refunds with the tax kept apart, tins are
// counted per size, and each size gets its lines' share of the revenue.
// "Now" is in 2032, so only this file's orders fall in its 7-day range.
import "../support/checkout-env";
import { db } from "@/lib/db";
import { grantAdminPrincipal } from "@/lib/auth/principal";
import { getAnalytics } from "@/lib/orders/analytics";
import { analyticsSchema } from "@/lib/schemas/analytics";
import { createTestAdmin } from "./support/admin-auth";
import { deleteMadeOrders, makeOrder } from "./support/orders";

const NOW = new Date("2032-03-10T12:00:00.000Z");

beforeAll(async () => {
  // 2 × 4 oz + 1 × 1 oz = $40.98, 10 % off ($4.10), $2.31 tax in Texas: $39.19 paid.
  await makeOrder({
    paymentMode: "test",
    lines: [{ productId: "4oz", quantity: 2 }, { productId: "1oz", quantity: 1 }],
    subtotalCents: 4098,
    discountCents: 410,
    discountCode: "ROSA10",
    taxCents: 231,
    taxRatePpm: 62_500,
    taxState: "TX",
    taxSource: "local",
    amountCents: 3919,
    createdAt: new Date("2032-03-09T10:00:00Z"),
  });
  // One 1 oz, half refunded, no tax.
  await makeOrder({ paymentMode: "test", lines: [{ productId: "1oz" }], amountCents: 900, refundedCents: 450, shippingState: "NV", createdAt: new Date("2032-03-08T10:00:00Z") });
});

afterAll(async () => {
  await deleteMadeOrders();
});

it("counts revenue net of discounts and refunds, tax apart, tins per size and each size's share", async () => {
  const created = await createTestAdmin(db as never, "analytics-lines@example.com", "analytics-lines-pass");
  const admin = grantAdminPrincipal({ id: created.admin.id, email: created.admin.email, sessionId: created.sessionIds.api });
  const figures = await getAnalytics(admin, "7d", NOW);
  expect(() => analyticsSchema.parse(figures)).not.toThrow();
  expect(figures).toMatchObject({
    revenue: 41.38, // (39.19 − 2.31) + (9.00 − 4.50)
    orders: 2,
    averageOrderValue: 20.69,
    units: 4,
    discounts: 4.1,
    tax: 2.31,
    refunds: { refundedOrders: 1, amount: 4.5 },
  });
  expect(figures.sizes).toEqual([
    // 1 oz: 9.00 × 36.88 / 40.98 = 8.09 (to the cent below) + 4.50; 4 oz: 31.98 × 36.88 / 40.98 = 28.78.
    { productId: "1oz", size: "1 oz / 30ml", units: 2, orders: 2, revenue: 12.59 },
    { productId: "4oz", size: "4 oz / 120ml", units: 2, orders: 1, revenue: 28.78 },
  ]);
});
