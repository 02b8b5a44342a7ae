// `npm run orders:reconcile` as an operator runs it: a separate process on the
// shop's database and Stripe (here the local stand-in for its API).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";
import { createStripeClient } from "@/lib/payments/stripe-client";
import { detailsToMetadata } from "@/lib/payments/stripe-intents";
import { databaseAddress, startDatabaseProxy } from "../support/database-proxy";
import { startFakeStripe } from "../support/fake-stripe";
import { SHIPPING } from "../support/requests";
import { stripeEnv } from "./support/stripe-checkout";

jest.setTimeout(60_000);

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let db: PrismaClient;
let dataDir: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  db = createPrismaClient(process.env.DATABASE_URL);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-reconcile-"));
});
afterAll(async () => {
  await db.$disconnect();
  await stripe.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the command the way package.json does; resolves with its exit code and output. */
function reconcile(args: string[], env: Record<string, string> = {}) {
  const script: string = JSON.parse(readFileSync("package.json", "utf8")).scripts["orders:reconcile"];
  const [, ...tsxArgs] = script.split(" ");
  const child = spawn(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), ...tsxArgs, ...args], {
    env: { ...process.env, ...stripeEnv(stripe.url), DATA_DIR: dataDir, SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("close", (code) => resolve({ code, output })));
}

/** A payment for the 4 oz jar that Stripe took and the shop never ordered. */
async function paidWithoutOrder() {
  const client = createStripeClient("sk_test_shop", stripe.url);
  const intent = await client.paymentIntents.create({
    amount: 1599,
    currency: "usd",
    metadata: { product_id: "4oz", ...detailsToMetadata({ ...SHIPPING, customerEmail: "reconcile@example.com" }) },
  });
  stripe.succeed(intent.id);
  return intent.id;
}

it("creates the order of a paid payment that has none, and nothing the second time", async () => {
  const id = await paidWithoutOrder();
  expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);

  const first = await reconcile(["--days", "3"]);
  expect(first.output).toContain("orders created now:   1");
  expect(first.output).toContain(id);
  expect(first.code).toBe(0);
  const order = await db.order.findUniqueOrThrow({ where: { paymentIntentId: id }, include: { lines: true } });
  expect(order).toMatchObject({ status: "paid", amountCents: 1599, customerEmail: "reconcile@example.com", lines: [{ productId: "4oz", quantity: 1, unitPriceCents: 1599 }] });

  const second = await reconcile([]);
  expect(second.code).toBe(0);
  expect(second.output).toContain("orders created now:   0");
  expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(1);
});

it("refuses a --days outside 1–3650 and touches nothing", async () => {
  const id = await paidWithoutOrder();
  const result = await reconcile(["--days", "0"]);
  expect(result.code).toBe(2);
  expect(result.output).toContain("--days must be a whole number from 1 to 3650");
  expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
});

it("fails, creating nothing, while the database is down", async () => {
  const id = await paidWithoutOrder();
  const url = process.env.DATABASE_URL!;
  const proxy = await startDatabaseProxy(databaseAddress(url));
  await proxy.stop();
  try {
    const result = await reconcile(["--days=1"], { DATABASE_URL: proxy.urlFor(url) });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/reach database|ECONNREFUSED/i);
  } finally {
    await proxy.close();
  }
  expect(await db.order.count({ where: { paymentIntentId: id } })).toBe(0);
});
