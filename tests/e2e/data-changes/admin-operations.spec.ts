// The owner's day-to-day work in Chromium: a refund and the customer's
// e-mails, the figures that follow, a label and its "shipped" e-mail, the CSV
// export read back, labels printed for two orders, the same work on a phone,
// and an order older than the dashboard's first pages found by its e-mail.
// Each test signs in as an admin of its own and works on orders it made.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { createAdmin, withShopDb } from "../support/shop-db";
import { parseCsv } from "../../support/csv";

// This file's payment sessions count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.41" } });

let ops: { email: string; password: string };
test.beforeAll(() => {
  ops = createAdmin(`ops-${randomUUID().slice(0, 8)}@example.com`, "operations-pass-123");
});

/** Buys a 1 oz tin as `email` in the test payment mode; the new order's id. */
async function buyOneOunce(page: Page, email: string): Promise<string> {
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$9.00");
  await fillShipping(page, { Email: email, "Full Name": "Robin Ops" });
  await fillCard(page, "4242424242424242");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $9" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const { paymentIntentId } = response.request().postDataJSON() as { paymentIntentId: string };
  await expect(page).toHaveURL(/\/success$/);
  // The order again by its payment (the page has moved on from the first answer).
  const again = await page.request.post("/api/orders", { data: { paymentIntentId } });
  expect(again.status()).toBe(200);
  return ((await again.json()) as { id: string }).id;
}

/** Waits until the order list shows the server's answer for this search. */
async function searchOrders(page: Page, q: string) {
  await page.getByLabel("Search orders").fill(q);
  await expect(page.getByTestId("order-list")).toHaveAttribute("data-shown-for", new URLSearchParams(q ? { q } : {}).toString());
}

const dollarsIn = (text: string | null) => Number((text ?? "").replace(/[$,]/g, ""));

async function netRevenue(page: Page): Promise<number> {
  await page.getByRole("tab", { name: "Analytics" }).click();
  const figure = page.getByTestId("analytics-revenue");
  await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/);
  return dollarsIn(await figure.textContent());
}

async function createLabel(page: Page, row: ReturnType<Page["locator"]>) {
  await row.getByRole("button", { name: "Create Label" }).click();
  const dialog = page.getByRole("dialog", { name: /Create Label/ });
  await dialog.getByLabel("Carrier").selectOption("USPS");
  await dialog.getByLabel("Service").selectOption("Priority Mail");
  await dialog.getByRole("button", { name: "Create Label" }).click();
  await expect(page.getByText("Shipping label created successfully", { exact: true }).first()).toBeVisible();
}

test("refund half, the customer's e-mails, revenue net of the refund, a label, the CSV export and two labels printed", async ({ page }) => {
  test.setTimeout(150_000);
  const tag = `ops${randomUUID().slice(0, 8)}`;
  const refundEmail = `${tag}-refund@example.com`;
  const shipEmail = `${tag}-ship@example.com`;
  const refundId = await buyOneOunce(page, refundEmail);
  const shipId = await buyOneOunce(page, shipEmail);

  await signInAsAdmin(page, { admin: ops });
  await expectAdminSignedIn(page);
  const before = await netRevenue(page);

  // Refund half of the first order from its details.
  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  await searchOrders(page, refundEmail);
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: `Order #${refundId.slice(0, 8)}` });
  await details.getByRole("button", { name: "Refund" }).click();
  await expect(details.getByLabel("Amount (USD)")).toHaveValue("9.00");
  await details.getByLabel("Amount (USD)").fill("4.50");
  await details.getByLabel("Reason").fill("Tin arrived dented");
  await details.getByRole("button", { name: "Confirm Refund" }).click();
  await expect(details.getByTestId("order-refunded")).toHaveText("Refunded $4.50 of $9.00");
  await expect(details).toContainText("Tin arrived dented");
  await details.getByRole("button", { name: "Close" }).click();
  await expect(rows.first().getByTestId("row-refunded")).toHaveText("−$4.50 refunded");
  await expect.poll(() => sentEmailsMentioning(`Refunded: $4.50 for your order ${refundId.slice(0, 8)}`).length).toBe(1);

  // The figures are net of the refund.
  await expect.poll(() => netRevenue(page)).toBeCloseTo(before - 4.5, 2);

  // A label for each order; the customer is told with a link to /track.
  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  await searchOrders(page, shipEmail);
  await createLabel(page, rows.first());
  const tracking = rows.first().getByTestId("tracking-number");
  await expect(tracking).toHaveText(/^\d{22}$/);
  const number = (await tracking.textContent())!;
  await expect.poll(() => sentEmailsMentioning(`Your order has shipped (${shipId.slice(0, 8)})`).length).toBe(1);
  const shipped = sentEmailsMentioning(`Your order has shipped (${shipId.slice(0, 8)})`)[0];
  expect(shipped).toContain(`/track?number=${number}`);
  await searchOrders(page, refundEmail);
  await createLabel(page, rows.first());
  await expect(rows.first().getByTestId("tracking-number")).toHaveText(/^\d{22}$/);

  // The export of the filtered list, read back, equals the table.
  await searchOrders(page, tag);
  await expect(rows).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const [header, ...records] = parseCsv(csv.slice(1));
  const column = (name: string) => records.map((record) => record[header.indexOf(name)]);
  const table = await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-order-id")));
  expect(column("Order ID")).toEqual(table);
  const emailOf: Record<string, string> = { [refundId]: refundEmail, [shipId]: shipEmail };
  expect(column("Customer Email")).toEqual(table.map((id) => emailOf[id!]));
  expect(column("Amount")).toEqual(["9.00", "9.00"]);
  expect(column("Refunded").sort()).toEqual(["0.00", "4.50"]);
  const texts = await rows.allTextContents();
  column("Tracking Number").forEach((trackingNumber, i) => expect(texts[i]).toContain(trackingNumber));

  // Both labels in one printable document of 4×6 pages.
  await page.getByLabel("Select all orders").check();
  const [printed] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: "Print Labels" }).click()]);
  await printed.waitForLoadState();
  await expect(printed.locator("section.label")).toHaveCount(2);
  expect(await printed.content()).toMatch(/size:\s*4in 6in/);
});

test("an order older than the first 500 is found by its e-mail from the dashboard", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const count = 520;
  const ids = Array.from({ length: count }, () => randomUUID());
  await withShopDb(async (db) => {
    // One a day going back from 2001: older than every other order of the shop.
    const values: unknown[] = [];
    const rows = ids.map((id, i) => {
      const at = new Date(Date.UTC(2001, 0, 1) - i * 86_400_000);
      values.push(id, `old-${tag}-${i}@example.com`, `pi_old_${tag}_${i}`, at);
      const n = i * 4;
      return `($${n + 1}::uuid, $${n + 2}, 'Old Buyer', 'Old Buyer', '1 Old Rd', 'Reno', 'NV', '89501', $${n + 3}, 'stripe', 900, 900, 'paid', $${n + 4}, $${n + 4})`;
    });
    await db.query(
      `INSERT INTO "Order" (id, "customerEmail", "customerName", "shippingName", "shippingAddress", "shippingCity", "shippingState", "shippingZipCode", "paymentIntentId", "paymentMode", "amountCents", "subtotalCents", status, "createdAt", "updatedAt") VALUES ${rows.join(",")}`,
      values,
    );
    // Each its one line: a 1 oz tin.
    await db.query(
      `INSERT INTO "OrderLine" (id, "orderId", position, "productId", "productName", "productSize", "unitPriceCents", quantity, "lineTotalCents")
       SELECT gen_random_uuid(), id, 0, '1oz', 'Healing Ointment', '1 oz / 30ml', 900, 1, 900 FROM unnest($1::uuid[]) AS id`,
      [ids],
    );
  });
  try {
    await signInAsAdmin(page, { admin: ops });
    await expectAdminSignedIn(page);
    await page.getByRole("tab", { name: "Orders & Shipping" }).click();
    await expect(page.getByRole("button", { name: "Load more orders" })).toBeVisible();
    const oldest = `old-${tag}-${count - 1}@example.com`;
    await searchOrders(page, oldest);
    const rows = page.getByTestId("order-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute("data-order-id", ids[count - 1]);
    await expect(page.getByTestId("orders-count")).toHaveText("Showing 1 of 1 order");
  } finally {
    await withShopDb((db) => db.query(`DELETE FROM "Order" WHERE id = ANY($1::uuid[])`, [ids]));
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The page never scrolls sideways. */
  const fitsTheScreen = (page: Page) =>
    expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  async function fitsInside(page: Page, dialog: ReturnType<Page["locator"]>) {
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await fitsTheScreen(page);
  }

  test("at 390 px: sign in, find an order, open its details, create a label and refund, never scrolling sideways", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `phone-${randomUUID().slice(0, 8)}@example.com`;
    const orderId = await buyOneOunce(page, email);

    await signInAsAdmin(page, { admin: ops });
    const menu = page.getByRole("button", { name: "Menu" });
    await expect(menu).toBeVisible();
    await fitsTheScreen(page);
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Security" })).toBeVisible();
    await fitsTheScreen(page);
    await menu.click();

    await page.getByRole("tab", { name: "Orders & Shipping" }).click();
    await fitsTheScreen(page);
    await searchOrders(page, email);
    const card = page.locator(`[data-card-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    await expect(page.getByTestId("order-row").first()).toBeHidden();
    await fitsTheScreen(page);

    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: `Order #${orderId.slice(0, 8)}` });
    await expect(details).toBeVisible();
    await fitsInside(page, details);
    await details.getByRole("button", { name: "Close" }).click();

    await card.getByRole("button", { name: "Create Label" }).click();
    const labelDialog = page.getByRole("dialog", { name: /Create Label/ });
    await fitsInside(page, labelDialog);
    await labelDialog.getByLabel("Carrier").selectOption("UPS");
    await labelDialog.getByLabel("Service").selectOption("UPS Ground");
    await labelDialog.getByRole("button", { name: "Create Label" }).click();
    await expect(card.getByTestId("tracking-number")).toBeVisible();
    await fitsTheScreen(page);

    await card.getByRole("button", { name: "View Details" }).click();
    await details.getByRole("button", { name: "Refund" }).click();
    await details.getByLabel("Reason").fill("Customer changed their mind");
    await fitsInside(page, details);
    await details.getByRole("button", { name: "Confirm Refund" }).click();
    await expect(details.getByTestId("order-refunded")).toHaveText("Refunded $9.00 of $9.00");
    await details.getByRole("button", { name: "Close" }).click();
    await expect(card).toContainText("refunded");
    await fitsTheScreen(page);

    for (const tab of ["Overview", "Analytics"]) {
      await page.getByRole("tab", { name: tab }).click();
      await fitsTheScreen(page);
    }
    for (const path of ["/admin/wholesale", "/admin/security", "/admin/google-integrations", "/admin"]) {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      await fitsTheScreen(page);
    }
  });
});
