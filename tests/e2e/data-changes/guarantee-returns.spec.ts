// The money-back guarantee, end to end in Chromium: a shopper buys a 1 oz tin
// in the test payment mode (the 4 oz size's counted stock is
// customer-account.spec.ts's, which may run at the same time); the owner marks the order delivered; the
// customer signs in at /orders by the link the shop wrote to the outbox,
// opens the order and asks for a refund ("Request a refund": a reason, the
// tin will be sent back); the request's number is on the page and in the
// e-mail; the owner opens /admin/returns from the dashboard, approves it with
// the tin put back in stock; the refund e-mail is in the outbox, the order
// shows refunded and its request refunded, and the order's tins were put
// back (restocked). /returns states the owner's guarantee. axe checks the
// order's page with its form, and the owner's queue; both are captured at
// 390 px and 1280 px wide.
import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { signInByLink } from "../support/member";
import { createAdmin, withShopDb } from "../support/shop-db";
import { expectNoViolations } from "../support/axe";

// This file's payment sessions and sign-in links count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.81" } });

/** Full-page captures at a phone's and a laptop's width, kept with the test's results; nothing wider than the window. */
async function capture(page: Page, info: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Clicks `button` until `shown` appears: a click before the page's script has started is not heard. */
async function clickUntil(button: Locator, shown: Locator) {
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

const restockedAt = (orderId: string) => withShopDb(async (db) => (await db.query<{ restockedAt: Date | null }>(`SELECT "restockedAt" FROM "Order" WHERE id = $1`, [orderId])).rows[0]!.restockedAt);

test("a delivered order's guarantee: the customer asks in two clicks, the owner approves it in the queue, the refund and its e-mail follow", async ({ page, browser }, info) => {
  test.setTimeout(360_000);
  const tag = randomUUID().slice(0, 8);
  const email = `guarantee-${tag}@example.com`;
  const owner = createAdmin(`returns-${tag}@example.com`, "returns-owner-pass-123");
  // The purchase.
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$9.00");
  await fillShipping(page, { Email: email, "Full Name": "Gale Quill" });
  await fillCard(page, "4242424242424242");
  await page.getByRole("button", { name: "Complete Payment - $9" }).click();
  await expect(page).toHaveURL(/\/success$/);

  // The owner marks it delivered.
  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  await page.getByLabel("Search orders").fill(email);
  await expect(page.getByTestId("order-list")).toHaveAttribute("data-shown-for", new URLSearchParams({ q: email }).toString());
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await page.getByLabel("Select all orders").check();
  await page.getByRole("button", { name: /Bulk Actions/ }).click();
  const bulk = page.getByRole("dialog", { name: "Bulk Actions" });
  await bulk.getByLabel("New status").selectOption("delivered");
  await bulk.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Order statuses updated successfully", { exact: true })).toBeVisible();

  // /returns states the guarantee the requests follow.
  await page.goto("/returns");
  await expect(page.getByTestId("guarantee-card")).toContainText("30 days from delivery");

  // The customer, in a browser of their own: signed in through /orders, the order, "Request a refund".
  const customerContext = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.82" } });
  const customer = await customerContext.newPage();
  await customer.goto("/orders");
  await signInByLink(customer, email);
  await expect(customer).toHaveURL(/\/account$/);
  const card = customer.getByTestId("account-order");
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("order-status")).toHaveText("Delivered");
  const orderId = (await card.getAttribute("data-order-id"))!;
  await card.getByRole("link", { name: /View order or request a refund/ }).click();
  await expect(customer).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  const actions = customer.getByTestId("order-action-refund");
  await expect(actions).toContainText("Our 30-day money-back guarantee covers this order until");
  await clickUntil(customer.getByRole("button", { name: "Request a refund" }), customer.getByRole("button", { name: "Send my request" }));
  // The reason is required.
  await customer.getByRole("button", { name: "Send my request" }).click();
  await expect(customer.getByText("Tell us why you are asking for a refund.")).toBeVisible();
  await customer.getByLabel("Why are you asking for a refund?").fill("It made my skin itch");
  await customer.getByLabel("I will send the tin back").check();
  await expectNoViolations(customer, "the order's page, asking for a refund");
  await capture(customer, info, "order-request-form");
  await customer.getByRole("button", { name: "Send my request" }).click();
  await expect(customer).toHaveURL(/\?refund-requested=1$/);
  const notice = customer.getByRole("status").filter({ hasText: "We have your refund request R-" });
  await expect(notice).toBeVisible();
  const number = /R-\d+/.exec((await notice.textContent()) ?? "")![0];
  await expect(customer.getByTestId("return-request")).toContainText(`Refund request ${number}`);
  await expect(customer.getByTestId("return-request-status")).toHaveText("Waiting for our answer");
  await expect(customer.getByRole("button", { name: "Request a refund" })).toHaveCount(0);
  await expectNoViolations(customer, "the order's page with its open request");
  await capture(customer, info, "order-request-open");

  // The e-mail with the number and the next steps.
  const requestMails = () => sentEmailsMentioning(`Subject: We have your refund request ${number}`).filter((mail) => mail.toLowerCase().includes(`to: ${email}`));
  await expect.poll(() => requestMails().length, { timeout: 150_000 }).toBe(1);
  expect(requestMails()[0]).toContain("please send the tin back to");

  // The owner's queue, from the dashboard; the approval, with the tin back in stock.
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Return Requests" }).first().click();
  await expect(page).toHaveURL(/\/admin\/returns$/);
  const request = page.locator(`[data-testid="return-request"][data-number="${number}"]`);
  await expect(request).toContainText("It made my skin itch");
  await expect(request.getByTestId("return-tin")).toHaveText("Will be sent back");
  await expectNoViolations(page, "the owner's queue");
  await capture(page, info, "admin-returns-open");
  const openBefore = Number((await page.getByRole("navigation", { name: "Requests by status" }).getByRole("link", { name: /^Open/ }).textContent())!.match(/\((\d+)\)/)![1]);
  await clickUntil(request.getByRole("button", { name: "Approve and refund" }), request.getByLabel("Amount (USD)"));
  await expect(request.getByLabel("Amount (USD)")).toHaveValue("9.00");
  await request.getByLabel(/Put the tins back in stock/).check();
  await request.getByRole("button", { name: "Confirm refund" }).click();
  await expect(page.getByText(`${number} refunded`, { exact: true })).toBeVisible();
  await expect(request).toHaveCount(0);
  // The status counts follow the decision without a reload.
  const statuses = page.getByRole("navigation", { name: "Requests by status" });
  await expect(statuses.getByRole("link", { name: /^Open/ })).toHaveText(`Open (${openBefore - 1})`);
  await page.getByRole("link", { name: /^Refunded/ }).click();
  await expect(page.locator(`[data-testid="return-request"][data-number="${number}"]`)).toContainText("Refunded");
  await capture(page, info, "admin-returns-refunded");

  // The refund e-mail, the order refunded, its tin put back.
  const refundMails = () => sentEmailsMentioning("Subject: Refunded: $9.00").filter((mail) => mail.toLowerCase().includes(`to: ${email}`));
  await expect.poll(() => refundMails().length, { timeout: 150_000 }).toBe(1);
  expect(refundMails()[0]).toContain("We have refunded $9.00");
  expect(await restockedAt(orderId)).toBeInstanceOf(Date);
  await customer.goto(`/account/orders/${orderId}`);
  await expect(customer.getByTestId("order-status")).toHaveText("Refunded");
  await expect(customer.getByTestId("return-request-status")).toHaveText("Refunded");
  await expect(customer.getByTestId("order-refunded")).toHaveText("$9.00");
  await capture(customer, info, "order-refunded");
  await customerContext.close();
});
