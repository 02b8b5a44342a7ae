// A customer's privacy request in Chromium: a test order is paid and
// delivered; its buyer asks at /privacy/request for a link, opens it from the
// outbox, downloads everything kept (the order is in it) and deletes it with
// the explicit confirmation. The order stays in the owner's figures with its
// amount, the buyer's name is gone from the admin's order list, the request
// is in the owner's log, and the link no longer works. The new pages are axe
// clean at 390 and 1280 px.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { fillCard, fillShipping, OUTBOX_DIR } from "../support/checkout";
import { createAdmin, withShopDb } from "../support/shop-db";
import { outboxMessages } from "../../support/eml";
import { expectNoViolations } from "../support/axe";

// This file's requests count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.47" } });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectAxeCleanAtBothSizes(page: Page, state: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoViolations(page, `${state} at ${viewport.width} px`);
  }
  await page.setViewportSize(VIEWPORTS[1]!);
}

/** The privacy link in the newest e-mail to `email`, as a path of the shop under test. */
function privacyLinkTo(email: string): string | undefined {
  const message = outboxMessages(OUTBOX_DIR)
    .filter((text) => text.includes(`To: ${email}`) && text.includes("/privacy/request/manage?token="))
    .at(-1);
  const url = message?.match(/https?:\/\/[^\s"<>]+\/privacy\/request\/manage\?token=[\w.-]+/)?.[0];
  return url ? `${new URL(url).pathname}${new URL(url).search}` : undefined;
}

const dollarsIn = (text: string | null) => Number((text ?? "").replace(/[$,]/g, ""));

async function netRevenue(page: Page): Promise<number> {
  await page.getByRole("tab", { name: "Analytics" }).click();
  const figure = page.getByTestId("analytics-revenue");
  await expect(figure).toHaveText(/^\$[\d,]+\.\d\d$/);
  return dollarsIn(await figure.textContent());
}

async function searchOrders(page: Page, q: string) {
  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  await page.getByLabel("Search orders").fill(q);
  await expect(page.getByTestId("order-list")).toHaveAttribute("data-shown-for", new URLSearchParams(q ? { q } : {}).toString());
}

test("a buyer downloads their data, then deletes it: the order stays in the figures without their name, and the owner sees the request", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const email = `pia-${tag}@example.com`;
  const name = `Pia Privacy ${tag}`;

  // A paid test order, then delivered (nothing of a buyer's is deleted while an order is on its way).
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$9.00");
  await fillShipping(page, { Email: email, "Full Name": name });
  await fillCard(page, "4242424242424242");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $9" }).click();
  expect((await saved).status()).toBe(201);
  await expect(page).toHaveURL(/\/success$/);
  const orderId = await withShopDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(`UPDATE "Order" SET status = 'delivered', "deliveredAt" = now() WHERE "customerEmail" = $1 RETURNING id`, [email]);
    expect(rows).toHaveLength(1);
    return rows[0]!.id;
  });

  // The owner's figures before.
  const owner = createAdmin(`privacy-owner-${tag}@example.com`, "privacy-owner-pass-123");
  const admin = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.48" } })).newPage();
  await signInAsAdmin(admin, { admin: owner });
  await expectAdminSignedIn(admin);
  await searchOrders(admin, name);
  await expect(admin.getByTestId("order-row")).toHaveCount(1);

  // The buyer asks for a link.
  await page.goto("/privacy/request");
  await expect(page.getByRole("heading", { level: 1, name: "Your Data: Get a Copy or Delete It" })).toBeVisible();
  await expectAxeCleanAtBothSizes(page, "/privacy/request");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent a link to that address" })).toBeVisible();
  let link: string | undefined;
  await expect.poll(() => (link = privacyLinkTo(email))).toBeTruthy();

  // The link's page: what is kept, the download.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: `What we keep about ${email}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "What we keep about this address" })).toContainText("1 order");
  await expectAxeCleanAtBothSizes(page, "/privacy/request/manage");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^verdant-ink-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.email).toBe(email);
  expect(data.orders).toEqual([expect.objectContaining({ id: orderId, name, email, amount: 9, status: "delivered", lines: [expect.objectContaining({ size: "1 oz / 30ml", quantity: 1, total: 9 })] })]);

  // Deleting needs the box ticked.
  await page.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Tick the box to confirm that you want your data deleted." })).toBeVisible();
  await expectAxeCleanAtBothSizes(page, "/privacy/request/manage (confirmation missing)");
  await page.getByLabel("I understand that my data will be deleted and that this cannot be undone.").check();
  // The owner's figures right before (other journeys of this group, running beside
  // this one, change the shop's revenue too: the moments before and after are kept close).
  await admin.reload();
  await expectAdminSignedIn(admin);
  const before = await netRevenue(admin);
  await page.getByRole("button", { name: "Delete my data" }).click();
  await expect(page.getByRole("heading", { name: "Your data was deleted" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "anonymised 1 order" })).toBeVisible();

  // The owner: the amount stays in the figures, the name is gone from the orders.
  await admin.reload();
  await expectAdminSignedIn(admin);
  await expect.poll(() => netRevenue(admin)).toBeCloseTo(before, 2);
  await searchOrders(admin, name);
  await expect(admin.getByTestId("order-row")).toHaveCount(0);
  await searchOrders(admin, orderId.slice(0, 8));
  const row = admin.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
  await expect(row).toContainText("Anonymized customer");
  await expect(row).toContainText("$9.00");
  await expect(row).not.toContainText(name);
  await expect(row).not.toContainText(email);

  // The owner's log of the request.
  await admin.getByRole("link", { name: "Privacy & Data" }).click();
  await expect(admin.getByRole("heading", { name: "Privacy requests" })).toBeVisible();
  const entries = admin.getByTestId("privacy-log-entry").filter({ hasText: email });
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Deleted");
  await expect(entries.nth(0)).toContainText("1 order anonymised");
  await expect(entries.nth(1)).toContainText("Downloaded");
  await expect(entries.nth(2)).toContainText("Link sent");
  await expectAxeCleanAtBothSizes(admin, "/admin/privacy");

  // The link is used up, and says so.
  await page.goto(link!);
  await expect(page.getByRole("alert").filter({ hasText: "This link was used to delete the data of its address" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});
