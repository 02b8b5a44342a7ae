// Orders made straight in the database for integration tests: a paid $9 order
// of the 1 oz jar with a payment intent id of its own, and `overrides` for
// what a test is about. Each test file deletes the orders it made afterwards.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The part of a Prisma client these helpers use: the app's own, or a test's. */
type OrderClient = Pick<typeof db, "order">;

const made: string[] = [];
let sequence = 0;

export async function makeOrder(overrides: Partial<Prisma.OrderUncheckedCreateInput> = {}, client: OrderClient = db) {
  sequence += 1;
  const order = await client.order.create({
    data: {
      customerEmail: `buyer${sequence}@example.com`,
      customerName: `Test Buyer ${sequence}`,
      shippingName: `Test Buyer ${sequence}`,
      shippingAddress: "12 Elm St",
      shippingCity: "Austin",
      shippingState: "TX",
      shippingZipCode: "73301",
      paymentIntentId: `pi_fixture_${randomUUID().replace(/-/g, "")}`,
      amountCents: 900,
      status: "paid",
      productId: "1oz",
      productName: "Healing Ointment",
      productSize: "1 oz / 30ml",
      unitPriceCents: 900,
      ...overrides,
    },
  });
  made.push(order.id);
  return order;
}

/** Deletes the orders this test file made with makeOrder. */
export async function deleteMadeOrders(client: OrderClient = db): Promise<void> {
  await client.order.deleteMany({ where: { id: { in: made.splice(0) } } });
}
