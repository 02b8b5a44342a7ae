// Marketing e-mail the customer agreed to, end to end in Chromium: the owner
// sets the abandoned-checkout reminder to one minute on /admin/marketing; a
// shopper ticks "E-mail me care tips and offers", types an e-mail and leaves
// at the card field; the shop's own marketing schedule (every minute) sends
// exactly one reminder, whose link puts the cart back in a fresh browser;
// the unsubscribe link works in one click without signing in; a newsletter
// the owner sends afterwards reaches another subscriber and not the one who
// left. axe checks the admin page and the unsubscribe page at 390 and 1280 px.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { fillShipping, sentEmailsMentioning } from "../support/checkout";
import { createAdmin, withShopDb } from "../support/shop-db";
import { expectNoViolations } from "../support/axe";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.91" } });

async function atBothWidths(page: Page, state: string, shot: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `${state} at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`${shot}-${width}.png`), fullPage: true });
  }
}

const REMINDER_SUBJECT = "You left your tattoo aftercare in your cart";

test("an abandoned checkout with the box ticked gets one reminder that restores the cart; the unsubscribe link works in one click and no marketing mail follows", async ({ page, browser }) => {
  test.setTimeout(480_000);
  const tag = randomUUID().slice(0, 8);
  const shopper = `leaver-${tag}@example.com`;
  const other = `stayer-${tag}@example.com`;
  const owner = createAdmin(`marketing-${tag}@example.com`, "marketing-owner-pass-123");

  // The owner: the reminder one minute after the checkout was left.
  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  await page.getByRole("link", { name: "Marketing E-mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marketing E-mail" })).toBeVisible();
  const settings = page.getByRole("form", { name: "Reminders and sending rate" });
  await settings.getByLabel("Abandoned-checkout reminder after (minutes)").fill("1");
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings.getByText("Saved.", { exact: true })).toBeVisible();
  await atBothWidths(page, "/admin/marketing", "admin-marketing");

  // The shopper ticks the box, types the e-mail and leaves at the card field.
  const shop = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.92" } });
  const checkout = await shop.newPage();
  await checkout.goto("/checkout");
  await checkout.getByText("1 oz / 30ml").click();
  await expect(checkout.getByTestId("summary-total")).toHaveText("$9.00");
  const box = checkout.getByLabel(/E-mail me care tips and offers/);
  await expect(box).not.toBeChecked();
  const recorded = checkout.waitForResponse((r) => r.url().endsWith("/api/marketing/checkout-consent") && r.request().postDataJSON().consent === true);
  await box.check();
  await fillShipping(checkout, { Email: shopper, "Full Name": "Lee Leaver" });
  expect((await recorded).status()).toBe(200);
  await checkout.getByLabel("Card number").click();
  await shop.close();

  // Exactly one reminder, sent by the shop's schedule.
  const reminders = () => sentEmailsMentioning(`To: ${shopper}`).filter((mail) => mail.includes(REMINDER_SUBJECT));
  await expect.poll(() => reminders().length, { timeout: 200_000, intervals: [5_000] }).toBe(1);
  const reminder = reminders()[0]!;
  const restore = reminder.match(/https?:\/\/\S+?\/checkout\/restore\?token=[\w.-]+/)?.[0];
  const unsubscribe = reminder.match(/Unsubscribe in one click: (https?:\/\/\S+?\/api\/unsubscribe\?token=[\w.-]+)/)?.[1];
  expect(restore).toBeDefined();
  expect(unsubscribe).toBeDefined();

  // The link restores the cart in a browser that never saw it.
  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.93" } });
  const back = await fresh.newPage();
  const link = new URL(restore!);
  await back.goto(`${link.pathname}${link.search}`);
  await expect(back).toHaveURL(/\/checkout$/);
  await expect(back.getByTestId("summary-total")).toHaveText("$9.00");

  // One click on the unsubscribe page, no sign-in.
  const unsubscribeUrl = new URL(unsubscribe!);
  await back.goto(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`);
  await expect(back).toHaveURL(/\/unsubscribe\?token=/);
  await atBothWidths(back, "/unsubscribe", "unsubscribe");
  await back.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(back.getByText("You are unsubscribed.")).toBeVisible();
  // Subscribing again is for the address's owner, signed in: the page sends them to their account.
  await expect(back.getByTestId("unsubscribed").getByRole("link", { name: "your account page" })).toHaveAttribute("href", "/account");
  await atBothWidths(back, "/unsubscribe after unsubscribing", "unsubscribed");
  // A mail provider's one-click POST answers the same, again; a wrong signature is refused.
  const oneClick = `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`;
  const again = await back.request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(again.status()).toBe(200);
  const forged = await back.request.post(`${oneClick.slice(0, -4)}AAAA`, { form: { "List-Unsubscribe": "One-Click" } });
  expect(forged.status()).toBe(400);
  await fresh.close();

  // Another subscriber, and the owner's newsletter: it reaches them, never the shopper who left.
  await withShopDb((db) => db.query(`INSERT INTO "Subscriber" (id, email, source) VALUES ($1, $2, 'account')`, [randomUUID(), other]));
  const subject = `Winter care tips ${tag}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Text", { exact: true }).fill("## Dry skin\n\nKeep your new tattoo **moist**.");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("article", { name: "Preview" }).getByRole("heading", { name: "Dry skin" })).toBeVisible();
  const count = await withShopDb(async (db) => (await db.query(`SELECT COUNT(*)::int AS n FROM "Subscriber" WHERE "unsubscribedAt" IS NULL`)).rows[0].n as number);
  await page.getByRole("button", { name: `Send to ${count} subscriber${count === 1 ? "" : "s"}` }).click();
  const dialog = page.getByRole("dialog", { name: "Send this newsletter?" });
  await dialog.getByRole("button", { name: /^Send to/ }).click();
  await expect(page.getByText(`Queued for ${count} subscriber`)).toBeVisible();
  await expect.poll(() => sentEmailsMentioning(`To: ${other}`).filter((mail) => mail.includes(subject)).length, { timeout: 150_000, intervals: [5_000] }).toBe(1);
  expect(sentEmailsMentioning(`To: ${shopper}`).filter((mail) => mail.includes(subject))).toEqual([]);
  // Still exactly one reminder.
  expect(reminders()).toHaveLength(1);
  await withShopDb((db) => db.query(`DELETE FROM "Subscriber" WHERE email = $1`, [other]));
});
