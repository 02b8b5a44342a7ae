// Orders made straight in the database for integration tests: a paid $9 order
// of one 1 oz jar with a payment intent id of its own, and `overrides` (other
// lines among them) for what a test is about. Each test file deletes the orders it made afterwards.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** The part of a Prisma client these helpers use: the app's own, or a test's. */
type OrderClient = Pick<typeof db, "order">;

const made: string[] = [];
let sequence = 0;

/** A line of a fixture order: the 1 oz jar at $9 unless said otherwise. */
export interface FixtureLine {
  productId?: "1oz" | "4oz";
  quantity?: number;
  unitPriceCents?: number;
}

const SIZES = { "1oz": { size: "1 oz / 30ml", priceCents: 900 }, "4oz": { size: "4 oz / 120ml", priceCents: 1599 } } as const;

function lineRows(lines: readonly FixtureLine[]) {
  return lines.map((line, position) => {
    const productId = line.productId ?? "1oz";
    const unitPriceCents = line.unitPriceCents ?? SIZES[productId].priceCents;
    const quantity = line.quantity ?? 1;
    return { position, productId, productName: "Healing Ointment", productSize: SIZES[productId].size, unitPriceCents, quantity, lineTotalCents: unitPriceCents * quantity };
  });
}

export async function makeOrder(
  { lines = [{}], ...overrides }: Partial<Omit<Prisma.OrderUncheckedCreateInput, "lines">> & { lines?: FixtureLine[] } = {},
  client: OrderClient = db,
) {
  sequence += 1;
  const rows = lineRows(lines);
  const subtotal = rows.reduce((sum, row) => sum + row.lineTotalCents, 0);
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
      amountCents: subtotal,
      subtotalCents: subtotal,
      status: "paid",
      ...overrides,
      lines: { create: rows },
    },
    include: { lines: { orderBy: { position: "asc" } } },
  });
  made.push(order.id);
  return order;
}

/** Deletes the orders this test file made with makeOrder. */
export async function deleteMadeOrders(client: OrderClient = db): Promise<void> {
  await client.order.deleteMany({ where: { id: { in: made.splice(0) } } });
}
