// npm run orders:generate [-- --count N] [--days D] [--mode stripe|test] [--customer EMAIL [--customer-orders N]] [--force]
// Fills the configured database (DATABASE_URL, or the embedded one under
// DATA_DIR) with N realistic orders (default 100,000) over the last D days
// (default 365), with their labels, refunds and checkout sessions: for trying
// the admin dashboard on a busy shop. The orders are of the shop's payment
// mode unless --mode says otherwise. Migrates the database and adds the
// catalogue first. Refuses a database holding real orders (any not generated
// by this command) unless --force is given. --customer gives N of the orders
// (default 50) to that address, to try its account (/orders, /account) at volume.
import { migrateDatabase } from "../lib/db/migrator";
import { PRODUCTS } from "../prisma/seed-data/catalogue";
import { runCommand } from "../scripts/lib/command";
import { openDatabase } from "../scripts/lib/database";
import { GENERATED_PREFIX, generateOrders } from "./lib/generate-orders";
import { numberOption, textOption } from "../lib/command-line";

const count = numberOption("count", 100_000);
const days = numberOption("days", 365);
const modeOption = textOption("mode");
if (modeOption !== undefined && modeOption !== "stripe" && modeOption !== "test") {
  console.error("--mode must be stripe or test");
  process.exit(2);
}
const force = process.argv.includes("--force");
const customerEmail = textOption("customer");
const customerOrders = numberOption("customer-orders", 50);

runCommand(async (config) => {
  const database = await openDatabase(config, { reuseRunning: true });
  const { createPrismaClient } = await import("../lib/db/client");
  const db = createPrismaClient(database.url);
  try {
    await migrateDatabase(database.url, { log: console.log });
    await db.product.createMany({ data: [...PRODUCTS], skipDuplicates: true });
    const real = await db.order.count({ where: { paymentMode: "stripe", NOT: { paymentIntentId: { startsWith: GENERATED_PREFIX } } } });
    if (real > 0 && !force) {
      throw new Error(`This database holds ${real} real (Stripe) order(s): generated orders would mix with them. Use --force to add them anyway.`);
    }
    const paymentMode = modeOption ?? (config.payments.mode === "test" ? "test" : "stripe");
    const started = Date.now();
    const customer = customerEmail ? { email: customerEmail, orders: customerOrders } : undefined;
    const counts = await generateOrders({ url: database.url, count, days, paymentMode, log: console.log, customer });
    console.log(
      `Generated ${counts.orders} orders (${paymentMode}), ${counts.labels} labels, ${counts.refunds} refunds and ` +
        `${counts.checkoutAttempts} checkout sessions in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (customer) console.log(`${Math.min(customer.orders, count)} of them were placed by ${customer.email}: ask for a sign-in link at /orders to see them.`);
  } finally {
    await db.$disconnect();
    await database.close();
  }
});
