// A cart of several sizes, a discount code and sales tax, in Chromium, in the
// local test payment mode: the shopper's whole journey and the owner finding
// the order. Texas is registered while it runs (every checkout to Texas is
// taxed), so it runs alone, after the other browser tests.
import { expect, test, type Page } from "@playwright/test";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { withShopDb } from "../support/shop-db";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";

// The payment sessions of this file count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.33" } });

const CODE = `ROSA${Date.now().toString(36).toUpperCase()}`;

test.beforeAll(async () => {
  await withShopDb(async (db) => {
    // The owner registered Texas and gave Rosa Ink a 10 % code.
    await db.query(`INSERT INTO "TaxRegistration" (state, "adminEmail") VALUES ('TX', 'owner@example.com') ON CONFLICT DO NOTHING`);
    await db.query(
      `INSERT INTO "DiscountCode" (id, code, kind, "percentOff", "artistName", "artistEmail", "artistSource", "createdByEmail", "updatedAt")
       VALUES (gen_random_uuid(), $1, 'percent', 10, 'Rosa Ink', 'rosa@example.com', 'other', 'owner@example.com', now())`,
      [CODE],
    );
  });
});

test.afterAll(async () => {
  await withShopDb(async (db) => {
    await db.query(`DELETE FROM "TaxRegistration" WHERE state = 'TX'`);
  });
});

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });

test("2 × 4 oz and 1 × 1 oz with a code to Texas: the cart survives a reload, the summary shows discount and tax, and the owner finds the order", async ({ page }) => {
  // The whole journey: the cart, a reload, three pages, the payment and the owner's dashboard.
  test.setTimeout(90_000);
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

  // A Texas address: 6.25 % of $36.88 = $2.31, so $39.19.
  await fillShipping(page, { Email: "cart.shopper@example.com", State: "Texas", "ZIP Code": "73301" });
  await expect(page.getByTestId("summary-tax")).toHaveText("$2.31");
  await expect(summary(page).getByText("Sales tax (TX, 6.25%)")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toHaveText("$39.19");
  await fillCard(page, "4242 4242 4242 4242");
  const saved = page.waitForResponse((res) => res.url().endsWith("/api/orders") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $39.19" }).click();
  const order = await (await saved).json();
  await expect(page).toHaveURL(/\/success$/);
  expect(order).toMatchObject({ amount: 39.19, subtotal: 40.98, discount: 4.1, tax: 2.31 });
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
  await signInAsAdmin(page);
  await expectAdminSignedIn(page);
  await page.getByLabel("Search orders").fill("cart.shopper@example.com");
  const row = page.locator(`[data-order-id="${order.id}"]`);
  await expect(row.getByTestId("row-items")).toHaveText("2 × 4 oz / 120ml, 1 × 1 oz / 30ml");
  await row.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog");
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
