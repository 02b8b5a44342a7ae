// npm run orders:reconcile [-- --days N]
// Creates the order of every payment that succeeded in the last N days (1–3650,
// default 7) and has none, for example because it went through while the
// database was down. Safe to repeat and to run beside the shop: a payment never
// gets a second order. A payment that can never become an order (unknown
// product, wrong amount, no shipping details) is refunded, once. Exits 1 when
// some order could not be made (run again). Orders it makes are raised as an
// alert (reconcile_created_orders), which this command delivers before it ends.
// The running shop also runs it daily by itself (lib/orders/reconcile.ts).
// Runs with the react-server condition (see package.json), as the server does.
import { parseReconcileArgs } from "../lib/orders/reconcile-options";
import type { ReconcileReport } from "../lib/orders/reconcile";
import { runCommand } from "./lib/command";
import { openDatabase } from "./lib/database";

function print(report: ReconcileReport, days: number) {
  console.log(`Payments that succeeded in the last ${days} day${days === 1 ? "" : "s"} (since ${report.since.toISOString()}): ${report.succeeded}`);
  console.log(`  already had an order: ${report.alreadyOrdered}`);
  console.log(`  orders created now:   ${report.created.length}`);
  for (const { paymentIntentId, orderId } of report.created) console.log(`    ${paymentIntentId} → order ${orderId}`);
  if (report.refunded.length) {
    console.log(`  refunded, could never be orders: ${report.refunded.length}`);
    for (const { paymentIntentId, reason } of report.refunded) console.log(`    ${paymentIntentId}: ${reason}`);
  }
  if (report.skipped.length) {
    console.log(`  not orders of this shop: ${report.skipped.length}`);
    for (const { paymentIntentId, reason } of report.skipped) console.log(`    ${paymentIntentId}: ${reason}`);
  }
  for (const { paymentIntentId, reason } of report.failed) console.error(`  could not be made now: ${paymentIntentId}: ${reason}`);
}

const options = parseReconcileArgs(process.argv.slice(2));
if ("error" in options) {
  console.error(options.error);
  process.exit(2);
}

runCommand(async (config) => {
  const database = await openDatabase(config, { reuseRunning: true });
  // The shop's own modules, loaded once the database they use is open.
  const { reconcileOrders } = await import("../lib/orders/reconcile");
  const { alertDeliveriesSettled } = await import("../lib/alerts/raise");
  const { db } = await import("../lib/db");
  try {
    const report = await reconcileOrders({ days: options.days });
    print(report, options.days);
    if (report.failed.length) throw new Error(`${report.failed.length} order(s) could not be made now; run the command again.`);
  } finally {
    await alertDeliveriesSettled();
    await db.$disconnect();
    await database.close();
  }
});
