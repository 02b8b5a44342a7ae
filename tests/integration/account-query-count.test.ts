// A customer's list of orders takes the same number of queries with one
// order as with a full page of them (no query per order).
import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

const client = new PrismaClient({
  adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
  log: [{ emit: "event", level: "query" }],
});
let queries = 0;
client.$on("query", () => {
  queries += 1;
});
(globalThis as { prisma?: unknown }).prisma = client;

// Loaded after the counting client is the app's (the fixtures' module reads the app's client).
const fixtures = () => import("./support/orders");

afterAll(async () => {
  await (await fixtures()).deleteMadeOrders(client);
  await client.$disconnect();
});

async function countQueries(run: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await run();
  return queries;
}

test("the account's list reads a fixed number of queries however many orders it shows", async () => {
  const { grantCustomerPrincipal } = await import("@/lib/account/principal");
  const { listAccountOrders } = await import("@/lib/account/orders");
  const { makeOrder } = await fixtures();
  const email = `count-${randomUUID().slice(0, 8)}@accounts.example.com`;
  const customer = grantCustomerPrincipal({ id: randomUUID(), email });
  await makeOrder({ customerEmail: email }, client);
  let page = await listAccountOrders(customer);
  expect(page.orders).toHaveLength(1);
  const one = await countQueries(() => listAccountOrders(customer));
  for (let i = 0; i < 29; i++) await makeOrder({ customerEmail: email.toUpperCase(), lines: [{ productId: "4oz", quantity: 2 }, { productId: "1oz" }] }, client);
  const full = await countQueries(async () => {
    page = await listAccountOrders(customer);
  });
  expect(page.orders).toHaveLength(20);
  expect(page.hasMore).toBe(true);
  expect(page.orders[0]!.lines).toHaveLength(2);
  expect(one).toBeGreaterThan(0);
  expect(full).toBe(one);
});
