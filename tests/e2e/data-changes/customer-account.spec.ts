// A customer's account, end to end in Chromium: a shopper buys a 4 oz tin in
// the test payment mode with "E-mail me care tips and offers" ticked (the
// account then shows the subscription), follows "See Your Orders" from the confirmation page
// to /orders, signs in by the link the shop wrote to the outbox, sees the
// order at /account (lines, total, status), opens it and cancels it: the
// page says it is cancelled and refunded, the refund e-mail is in the
// outbox, and the tin is back in the counted stock. A visitor who is not
// signed in is sent to /orders, and the order's page is not found for
// another account. axe checks /orders, /account and the order's page.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { signInByLink } from "../support/member";
import { withShopDb } from "../support/shop-db";
import { expectNoViolations } from "../support/axe";

// This file's payment sessions and sign-in links count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.71" } });

const stockOf4oz = () => withShopDb(async (db) => (await db.query<{ stock: number | null }>(`SELECT stock FROM "Product" WHERE id = '4oz'`)).rows[0]!.stock);

test("a customer signs in at /orders by the e-mailed link, sees the order and cancels it: refund e-mail, tin back in stock", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 8);
  const email = `account-${tag}@example.com`;
  const stockBefore = await stockOf4oz();
  // A counted stock, so that the tin going back shows (no other test of this group buys the 4 oz size).
  await withShopDb((db) => db.query(`UPDATE "Product" SET stock = 40 WHERE id = '4oz'`));
  try {
    // Buying a 4 oz tin, typed with capitals: the account of the address finds it all the same.
    await page.goto("/checkout");
    await expect(page.getByTestId("summary-total")).toHaveText("$15.99");
    await fillShipping(page, { Email: email.toUpperCase(), "Full Name": "Casey Quill" });
    // With the box ticked: the consent is recorded as it is given, before paying.
    const consent = page.waitForResponse((r) => r.url().endsWith("/api/marketing/checkout-consent") && r.request().postDataJSON().consent === true);
    await page.getByLabel(/E-mail me care tips and offers/).check();
    expect((await consent).status()).toBeLessThan(300);
    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: "Complete Payment - $15.99" }).click();
    await expect(page).toHaveURL(/\/success$/);
    expect(await stockOf4oz()).toBe(39);

    // From the confirmation page to /orders, and signed in by the link from the outbox.
    await page.getByRole("link", { name: "See Your Orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your Orders" })).toBeVisible();
    await expectNoViolations(page, "/orders");
    await signInByLink(page, email, { checkPage: true });
    await expect(page).toHaveURL(/\/account$/);
    expect(sentEmailsMentioning(`To: ${email}`).some((mail) => mail.includes("Subject: Your link to see your Verdant Ink orders"))).toBe(true);

    // The order in the list: its line, total and status.
    const card = page.getByTestId("account-order");
    await expect(card).toHaveCount(1);
    await expect(card.getByText("1 × Verdant Ink Tattoo Healing Ointment (4 oz / 120ml)")).toBeVisible();
    await expect(card.getByTestId("order-total")).toHaveText("$15.99");
    await expect(card.getByTestId("order-status")).toHaveText("Received");
    await expectNoViolations(page, "/account");
    // The box ticked at checkout: the account is subscribed to care tips and offers.
    await expect(page.getByRole("region", { name: /e-mail/i }).getByRole("checkbox")).toBeChecked();
    const orderId = (await card.getAttribute("data-order-id"))!;

    // Its page, and the cancellation.
    await card.getByRole("link", { name: /View or cancel order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
    await expectNoViolations(page, "the order's page");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.getByText("We will not ship it, and we refund $15.99 to the card you paid with.")).toBeVisible();
    await page.getByLabel("Why are you cancelling? (optional)").fill("Ordered the wrong size");
    await expectNoViolations(page, "the order's page, confirming the cancellation");
    await page.getByRole("button", { name: "Yes, cancel my order" }).click();
    await expect(page).toHaveURL(/\?cancelled=1$/);
    await expect(page.getByRole("status").filter({ hasText: "Your order is cancelled. We have refunded $15.99 to your card" })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(page.getByTestId("cancel-unavailable")).toHaveText("This order is already cancelled.");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

    // The refund e-mail in the outbox (sent at once, or by the mail schedule on a busy machine), and the tin back in stock.
    // To the address as typed at checkout (the mail library writes its domain in lower case).
    const refundMails = () => sentEmailsMentioning("Subject: Refunded: $15.99").filter((mail) => mail.toLowerCase().includes(`to: ${email}`));
    await expect.poll(() => refundMails().length, { timeout: 150_000 }).toBe(1);
    expect(refundMails()[0]).toContain("has been cancelled: it will not ship.");
    expect(await stockOf4oz()).toBe(40);

    // Someone else: not signed in, sent to /orders; signed in as another address, the order is not found.
    const strangerContext = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.72" } });
    const stranger = await strangerContext.newPage();
    await stranger.goto(`/account/orders/${orderId}`);
    await expect(stranger).toHaveURL(/\/orders$/);
    await signInByLink(stranger, `other-${tag}@example.com`);
    await expect(stranger.getByTestId("account-no-orders")).toContainText(`There are no orders for other-${tag}@example.com yet.`);
    const notFound = await stranger.goto(`/account/orders/${orderId}`);
    expect(notFound?.status()).toBe(404);
    await expect(stranger.getByText("Page Not Found")).toBeVisible();
    await strangerContext.close();
  } finally {
    await withShopDb((db) => db.query(`UPDATE "Product" SET stock = $1 WHERE id = '4oz'`, [stockBefore]));
  }
});
