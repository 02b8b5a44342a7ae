// npm run orders:late
// Looks for late orders now (the same pass the server makes every hour,
// lib/orders/late-orders.ts): each order still unshipped after the delivery
// promise's longest processing time, in business days of SHOP_TIME_ZONE,
// gets its delay notice (a new ship-by date and a link to cancel) and raises
// the order_late alert, once per order. Sends those e-mails and alerts before
// it ends (one that cannot be sent now goes with the shop's mail schedule).
// Safe to repeat and to run beside the shop. On one machine it signs the
// links with the shop's own secret from DATA_DIR, as `npm start` does.
// Runs with the react-server condition (see package.json), as the server does.
import { runCommand } from "./lib/command";
import { fillOneMachineSecrets } from "./lib/data-keys";
import { openDatabase } from "./lib/database";

fillOneMachineSecrets();

runCommand(async (config) => {
  const database = await openDatabase(config, { reuseRunning: true });
  // The shop's own modules, loaded once the database they use is open.
  const { sendDueDelayNotices } = await import("../lib/orders/late-orders");
  const { alertDeliveriesSettled } = await import("../lib/alerts/raise");
  const { db } = await import("../lib/db");
  try {
    const noticed = await sendDueDelayNotices();
    console.log(`Late orders sent a delay notice now: ${noticed.length}`);
    for (const orderId of noticed) console.log(`  order ${orderId}`);
  } finally {
    await alertDeliveriesSettled();
    await db.$disconnect();
    await database.close();
  }
});
