// A cart of several sizes, a discount code and sales tax, in Chromium, in the
// local test payment mode: the owner registers Texas and gives an artist a
// code in the admin, the shopper's whole journey, and the owner finding the
// order. Texas is registered while it runs (every checkout to Texas is
// taxed), so it runs alone, after the other browser tests.
import { expect, test, type Page } from "@playwright/test";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { createAdmin, withShopDb } from "../support/shop-db";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";

// The payment sessions of this file count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.33" } });

const CODE = `ROSA${Date.now().toString(36).toUpperCase()}`;

test.afterAll(async () => {
  // The other runs of the suite start with no registered state.
  await withShopDb(async (db) => {
    await db.query(`DELETE FROM "TaxRegistration" WHERE state = 'TX'`);
  });
});

/** The owner registers Texas for sales tax and gives Rosa Ink a 10 % code, in the admin (as an admin of this file's own). */
async function ownerSetsUp(page: Page) {
  await signInAsAdmin(page, { admin: createAdmin(`tax-${Date.now().toString(36)}@example.com`, "tax-owner-pass-123") });
  await expectAdminSignedIn(page);
  await page.getByRole("link", { name: "Sales Tax" }).first().click();
  await page.getByRole("checkbox", { name: /^Texas TX/ }).check();
  await page.getByRole("button", { name: "Save registrations" }).click();
  await expect(page.getByRole("region", { name: /notifications/i }).getByText("Registrations saved")).toBeVisible();

  await page.goto("/admin/discounts");
  await page.getByRole("button", { name: "New code" }).click();
  const form = page.getByRole("region", { name: "New code" });
  await form.getByLabel("Code", { exact: true }).fill(CODE);
  await form.getByLabel("Percentage off", { exact: true }).check();
  await form.getByLabel("Percent (%)").fill("10");
  await form.getByLabel("Name", { exact: true }).fill("Rosa Ink");
  await form.getByLabel("E-mail", { exact: true }).fill("rosa@example.com");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.locator(`[data-testid="discount-code-row"][data-code="${CODE}"]`)).toContainText("10% off");
}

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

test("2 × 4 oz and 1 × 1 oz with a code to Texas: the cart survives a reload, the summary shows discount and tax, and the owner finds the order", async ({ page, browser, baseURL }) => {
  // The whole journey: the owner's set-up, the cart, a reload, three pages, the payment and the owner's dashboard.
  test.setTimeout(120_000);
  // The owner works in a browser of their own.
  const owner = await (await browser.newContext({ baseURL })).newPage();
  await ownerSetsUp(owner);
  await page.goto("/checkout");
  await expect(page.getByTestId("summary-total")).toHaveText("$15.99");
  // One more 4 oz, then the 1 oz.
  await page.getByRole("button", { name: "One more 4 oz / 120ml" }).click();
  await expect(page.getByTestId("summary-total")).toHaveText("$31.98");
  await page.getByRole("button", { name: /^Add 1 oz - \$9/ }).click();
  await expect(page.getByTestId("summary-total")).toHaveText("$40.98");
  // The checkout shows no cart link: the summary is the cart.
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);

  // The cart is kept across a reload, and the storefront's header counts its tins.
  await page.reload();
  await expect(page.getByTestId("summary-total")).toHaveText("$40.98");
  await expect(page.getByTestId("summary-line")).toHaveCount(2);
  await page.goto("/");
  await expect(page.getByTestId("cart-badge")).toHaveAccessibleName("Cart: 3 tins");
  // Pages with their own header (the forum) show it in a corner.
  await page.goto("/forum");
  await expect(page.getByTestId("cart-float")).toHaveAccessibleName("Cart: 3 tins");
  await page.goto("/");
  await expect(page.getByTestId("cart-float")).toBeHidden();
  await page.getByTestId("cart-badge").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$40.98");

  // A wrong code gets its message and no discount; the real one, the discount line.
  await page.getByLabel("Discount code").fill("NOPE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(summary(page).getByRole("alert")).toHaveText("This code is not valid.");
  await expect(page.getByTestId("summary-total")).toHaveText("$40.98");
  await page.getByLabel("Discount code").fill(CODE.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("summary-discount")).toHaveText("−$4.10");
  await expect(page.getByTestId("summary-total")).toHaveText("$36.88");

  // A Texas ZIP code under another state's name is refused beside the ZIP code, and no tax is charged for it.
  const notInOregon = "This ZIP code is not in Oregon. Please check the state and ZIP code";
  await fillShipping(page, { Email: "cart.shopper@example.com", State: "Oregon", "ZIP Code": "73301" });
  await expect(page.getByText(notInOregon)).toBeVisible();
  await expect(page.getByTestId("summary-tax")).toHaveText("$0.00");
  // A Texas address: 6.25 % of $36.88 = $2.31, so $39.19; the message goes.
  await page.getByLabel("State", { exact: true }).fill("Texas");
  await expect(page.getByTestId("summary-tax")).toHaveText("$2.31");
  await expect(summary(page).getByText("Sales tax (TX, 6.25%)")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toHaveText("$39.19");
  await expect(page.getByText(notInOregon)).toHaveCount(0);
  await fillCard(page, "4242 4242 4242 4242");
  const saved = page.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $39.19" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  await expect(page).toHaveURL(/\/success$/);
  // The order the page saved, read back with the payment's client secret (the page has moved on to /success).
  const { paymentIntentId, clientSecret } = response.request().postDataJSON() as { paymentIntentId: string; clientSecret: string };
  const order = await (await page.request.post("/api/orders", { data: { paymentIntentId, clientSecret } })).json();
  expect(order).toMatchObject({ amount: 39.19, subtotal: 40.98, discount: 4.1, tax: 2.31, lines: [{ quantity: 2, total: 31.98 }, { quantity: 1, total: 9 }] });
  // The cart is empty once paid.
  await page.goto("/");
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);

  // The confirmation e-mail lists the lines.
  await expect.poll(() => sentEmailsMentioning(order.id).length).toBeGreaterThan(0);
  const mail = sentEmailsMentioning(order.id)[0];
  expect(mail).toContain("(4 oz / 120ml) at $15.99: $31.98");
  expect(mail).toContain("(1 oz / 30ml) at $9.00: $9.00");
  expect(mail).toContain("Sales tax (TX, 6.25%): $2.31");

  // The owner finds it with both lines, the code, the tax and the artist.
  await owner.goto("/admin/dashboard");
  await owner.getByRole("tab", { name: "Orders & Shipping" }).click();
  await owner.getByLabel("Search orders").fill("cart.shopper@example.com");
  const row = owner.locator(`[data-order-id="${order.id}"]`);
  await expect(row.getByTestId("row-items")).toHaveText("2 × 4 oz / 120ml, 1 × 1 oz / 30ml");
  await row.getByRole("button", { name: "View Details" }).click();
  const details = owner.getByRole("dialog");
  await expect(details.getByTestId("order-lines")).toContainText("2 × ");
  await expect(details.getByTestId("order-discount")).toHaveText(`−$4.10 (${CODE}, credited to Rosa Ink)`);
  await expect(details.getByTestId("order-tax")).toHaveText("$2.31 (TX, 6.25%)");
});

test("a quantity past the size's limit is refused in the page and changes nothing", async ({ page }) => {
  await page.goto("/checkout?size=1oz&quantity=2");
  await expect(page.getByTestId("summary-total")).toHaveText(/\$/);
  const quantity = page.getByLabel("Quantity of 1 oz / 30ml");
  await expect(quantity).toHaveValue("2");
  await quantity.fill("11");
  await quantity.press("Enter");
  await expect(summary(page).getByRole("alert")).toHaveText("Choose 1 to 10");
  await expect(quantity).toHaveValue("2");
});
