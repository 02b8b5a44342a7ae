// Run by tests/integration/order-lines-migration.test.ts in a process of its
// own (the embedded database cannot start inside Jest): a throw-away database
// migrated to just before the migration to orders with lines, given an order
// and an open checkout session of the one-size shop, then migrated to the end.
// Prints what the rows became, as JSON.
import { runAcrossMigration } from "./across-migration";

runAcrossMigration(
  "20261126224843_order_lines_codes_tax",
  async (client) => {
    await client.query(`INSERT INTO "Product" (id, name, size, "priceCents", description, "updatedAt") VALUES ('4oz', 'Ointment', '4 oz / 120ml', 1599, 'Large', now())`);
    await client.query(
      `INSERT INTO "Order" (id, "customerEmail", "customerName", "shippingName", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode",
         "paymentIntentId", "amountCents", "productId", "productName", "productSize", quantity, "unitPriceCents", "updatedAt")
       VALUES ('5f0c5a8e-2b7e-4d7c-9d0e-1a2b3c4d5e6f', 'kim@example.com', 'Kim', 'Kim', '1 Main St', 'Reno', 'NV', '89501',
         'pi_old_order', 2998, '4oz', 'Ointment (old name)', '4 oz', 2, 1499, now())`,
    );
    await client.query(`INSERT INTO "CheckoutAttempt" ("paymentIntentId", "paymentMode", "productId", "amountCents") VALUES ('pi_open_session', 'test', '4oz', 1599)`);
  },
  async (client) => ({
    order: (await client.query(`SELECT "amountCents", "subtotalCents", "discountCents", "taxCents" FROM "Order" WHERE "paymentIntentId" = 'pi_old_order'`)).rows[0],
    lines: (await client.query(`SELECT position, "productId", "productName", "productSize", "unitPriceCents", quantity, "lineTotalCents" FROM "OrderLine"`)).rows,
    session: (await client.query(`SELECT lines, "subtotalCents", "amountCents" FROM "CheckoutAttempt" WHERE "paymentIntentId" = 'pi_open_session'`)).rows[0],
  }),
);
