// A late order, end to end in Chromium: a shopper buys a 1 oz tin in the test
// payment mode; the order is made ten days old in the shop's database (as if
// it had waited that long unshipped) and the late-order pass is run by the
// shop's own command (npm run orders:late, the pass the server makes hourly).
// The owner sees the alert and the late-order badge on the dashboard and gets
// the alert's e-mail; the customer gets the delay notice, opens its link in a
// browser that never signed in, sees the order, and cancels it with the
// button (opening the page changes nothing): the refund e-mail is in the
// outbox, the tin is back in the counted stock, and the link works no more.
// axe checks the cancel page at 390 and 1280 px.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { createAdmin, withShopDb } from "../support/shop-db";
import { expectNoViolations } from "../support/axe";

// This file's payment sessions and cancellations count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.81" } });

/** Buys a 1 oz tin as `email` in the test payment mode; the new order's id. */
async function buyOneOunce(page: Page, email: string, name: string): Promise<string> {
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$9.00");
  await fillShipping(page, { Email: email, "Full Name": name });
  await fillCard(page, "4242424242424242");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $9" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const { paymentIntentId } = response.request().postDataJSON() as { paymentIntentId: string };
  await expect(page).toHaveURL(/\/success$/);
  // The page went on to /success, which discards the answer's body: asked again, the same order answers.
  const again = await page.request.post("/api/orders", { data: { paymentIntentId } });
  return ((await again.json()) as { id: string }).id;
}

/** The shop's late-order pass, as `npm run orders:late` runs it beside the shop (its database, its outbox, its secret). */
function runLateOrderPass(): string {
  return execFileSync(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/orders-late.ts"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? ".data/e2e", EMBEDDED_DB_PORT: process.env.E2E_DB_PORT ?? "54398", DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: "pipe",
    encoding: "utf8",
    timeout: 120_000,
  });
}

/**
 * The 1 oz stock, with every change other tests make meanwhile taken out (the
 * other journeys of this group buy 1 oz tins and may cancel them): tins their
 * orders placed since `since` took out are added back, and tins they put back
 * since then are taken out again. Only this test's own order moves it.
 */
const stockOf1ozBut = (orderId: string, since: string) =>
  withShopDb(async (db) => {
    const { rows } = await db.query<{ stock: number }>(
      `SELECT p.stock
              + COALESCE((SELECT SUM(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
                           WHERE l."productId" = '1oz' AND o.id <> $1::uuid AND o."createdAt" > $2::timestamptz), 0)
              - COALESCE((SELECT SUM(l.quantity) FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
                           WHERE l."productId" = '1oz' AND o.id <> $1::uuid AND o."restockedAt" > $2::timestamptz), 0) AS stock
         FROM "Product" p WHERE p.id = '1oz'`,
      [orderId, since],
    );
    return Number(rows[0]!.stock);
  });

test("a late order's delay notice: the owner is alerted, the customer cancels by the e-mailed link without signing in; refund e-mail, tin back in stock", async ({ page, browser }) => {
  test.setTimeout(360_000);
  const tag = randomUUID().slice(0, 8);
  const email = `late-${tag}@example.com`;
  const owner = createAdmin(`late-owner-${tag}@example.com`, "late-owner-pass-123");
  const stockBefore = await withShopDb(async (db) => (await db.query<{ stock: number | null }>(`SELECT stock FROM "Product" WHERE id = '1oz'`)).rows[0]!.stock);
  // A counted stock, so that the tin going back shows.
  await withShopDb((db) => db.query(`UPDATE "Product" SET stock = 1000 WHERE id = '1oz'`));
  try {
    const orderId = await buyOneOunce(page, email, "Lee Waite");

    // Ten days later, still unshipped: the late-order pass finds it (and only once). The
    // shop runs the same pass on its own schedule (first seven minutes after it starts),
    // which may find the order between the change and the command: then the order is
    // already claimed, and the command leaves it alone.
    await withShopDb((db) => db.query(`UPDATE "Order" SET "createdAt" = now() - interval '10 days' WHERE id = $1`, [orderId]));
    const firstRun = runLateOrderPass();
    if (!firstRun.includes(`order ${orderId}`)) {
      const claimed = await withShopDb(async (db) => (await db.query<{ at: Date | null }>(`SELECT "delayNoticeAt" AS at FROM "Order" WHERE id = $1`, [orderId])).rows[0]!.at);
      expect(claimed, `the pass found the order: ${firstRun}`).not.toBeNull();
    }
    expect(runLateOrderPass()).not.toContain(orderId);

    // The delay notice in the outbox: one, plainly late, with a new date and the two choices.
    const notices = () => sentEmailsMentioning("Subject: Your Verdant Ink order is delayed: wait or cancel").filter((mail) => mail.toLowerCase().includes(`to: ${email}`));
    await expect.poll(() => notices().length, { timeout: 60_000 }).toBe(1);
    const notice = notices()[0]!;
    // (The outbox's text is read byte by byte: "×" does not survive, the rest does.)
    expect(notice).toContain(`your order ${orderId.slice(0, 8)} (1 `);
    expect(notice).toContain("1 oz / 30ml), placed on ");
    expect(notice).toMatch(/We now expect to ship it by \w+day, \w+ \d{1,2}, \d{4}\./);
    expect(notice).toContain("Wait for it: you don't need to do anything.");
    const address = notice.match(/https?:\/\/\S+?\/orders\/cancel\?token=[\w.-]+/)?.[0];
    expect(address).toBeDefined();
    const link = new URL(address!);
    const cancelPath = `${link.pathname}${link.search}`;

    // The owner: the alert's e-mail, and on the dashboard the alert and the late-order badge.
    await expect.poll(() => sentEmailsMentioning("An order has not shipped in the promised time").filter((mail) => mail.includes(orderId.slice(0, 8))).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    await signInAsAdmin(page, { admin: owner });
    await expectAdminSignedIn(page);
    const attention = page.getByTestId("alerts-panel");
    await expect(attention.getByTestId("late-orders-badge")).toHaveText(/^\d+ late orders?$/);
    await expect(attention.getByTestId("open-alert").filter({ hasText: `Order ${orderId.slice(0, 8)} was placed on` })).toHaveCount(1);

    // The customer, in a browser that never signed in, at 390 px: the order and its button.
    const customerContext = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.82" } });
    const customer = await customerContext.newPage();
    await customer.emulateMedia({ reducedMotion: "reduce" });
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(cancelPath);
    await expect(customer.getByRole("heading", { level: 1, name: "Cancel your order" })).toBeVisible();
    await expect(customer.getByRole("heading", { level: 2, name: `Order ${orderId.slice(0, 8)}` })).toBeVisible();
    await expect(customer.getByText("1 × 1 oz / 30ml")).toBeVisible();
    await expect(customer.getByText("$9.00, to the card you paid with")).toBeVisible();
    await expectNoViolations(customer, "/orders/cancel at 390 px");
    await customer.screenshot({ path: test.info().outputPath("cancel-page-390.png"), fullPage: true });
    await customer.setViewportSize({ width: 1280, height: 900 });
    await expectNoViolations(customer, "/orders/cancel at 1280 px");
    await customer.screenshot({ path: test.info().outputPath("cancel-page-1280.png"), fullPage: true });
    // Opening the page (twice) cancelled nothing.
    await customer.reload();
    const status = () => withShopDb(async (db) => (await db.query<{ status: string }>(`SELECT status FROM "Order" WHERE id = $1`, [orderId])).rows[0]!.status);
    expect(await status()).toBe("paid");

    // The button cancels: the refund, the refund e-mail, the tin back in stock.
    const since = await withShopDb(async (db) => (await db.query<{ now: Date }>("SELECT now() AS now")).rows[0]!.now.toISOString());
    const stockBeforeCancel = await stockOf1ozBut(orderId, since);
    await customer.getByRole("button", { name: "Cancel order" }).click();
    await expect(customer.getByRole("status").filter({ hasText: "Your order is cancelled. We have refunded $9.00 to the card you paid with" })).toBeVisible();
    await expect(customer.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    expect(await status()).toBe("cancelled");
    expect(await stockOf1ozBut(orderId, since)).toBe(stockBeforeCancel + 1);
    const refundMails = () => sentEmailsMentioning("Subject: Refunded: $9.00").filter((mail) => mail.toLowerCase().includes(`to: ${email}`));
    await expect.poll(() => refundMails().length, { timeout: 150_000 }).toBe(1);
    expect(refundMails()[0]).toContain("has been cancelled: it will not ship.");

    // The link works once.
    await customer.goto(cancelPath);
    await expect(customer.getByText("This cancel link has already been used: your order is cancelled and your refund is on its way.")).toBeVisible();
    await expect(customer.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
    await customerContext.close();
  } finally {
    await withShopDb((db) => db.query(`UPDATE "Product" SET stock = $1 WHERE id = '1oz'`, [stockBefore]));
  }
});
