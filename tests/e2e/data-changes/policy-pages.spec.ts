// The policy pages in Chromium: the owner edits /terms in the admin's
// Storefront Content and the public page shows it within seconds (markup as
// text, a review mark cleared); a new delivery promise shows on /shipping,
// the checkout, the success page and the home page; the footer's Support
// links reach each page from any page; the checkout states the agreement with
// links to the Terms and the Returns policy. Each test puts back what it
// changed.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { createAdmin } from "../support/shop-db";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.81" } });

/** How soon a saved change must show on the public pages. */
const LIVE_WITHIN_MS = 5_000;

let owner: { email: string; password: string };
test.beforeAll(() => {
  owner = createAdmin(`policies-${randomUUID().slice(0, 8)}@example.com`, "policies-pass-1234");
});

async function ownerOnContent(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.82" } })).newPage();
  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  await page.getByRole("link", { name: "Storefront Content" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Storefront content" })).toBeVisible();
  return page;
}

/** A page's HTML as the shop serves it (React's empty separators between texts taken out). */
async function served(page: Page, path: string): Promise<string> {
  const res = await page.request.get(path, { headers: { "Cache-Control": "no-cache" } });
  expect(res.status()).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

/** Waits until every page's HTML passes its check; fails past LIVE_WITHIN_MS after `savedAt`. Returns how long it took. */
async function liveWithin(page: Page, savedAt: number, checks: Record<string, (html: string) => void>): Promise<number> {
  await Promise.all(
    Object.entries(checks).map(([path, check]) =>
      expect(async () => check(await served(page, path))).toPass({ timeout: Math.max(1, savedAt + LIVE_WITHIN_MS - Date.now()), intervals: [100, 200] }),
    ),
  );
  return Date.now() - savedAt;
}

async function savePolicy(form: ReturnType<Page["getByRole"]>) {
  await form.getByRole("button", { name: /^Save/ }).click();
  await expect(form.getByRole("status").filter({ hasText: /^Saved/ })).toBeVisible();
}

test("the owner edits the Terms and /terms shows the new text within seconds, markup as text", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const admin = await ownerOnContent(browser);
  const form = admin.getByRole("form", { name: "Terms of Service" });
  const text = form.getByLabel("Text");
  const original = await text.inputValue();
  const marker = `Gift cards ${randomUUID().slice(0, 8)}`;

  await text.fill(`${original}\n\n## ${marker}\n\nWe do not sell **gift cards** yet. <b>Not bold</b> [A link](javascript:alert(1))`);
  await savePolicy(form);
  const savedAt = Date.now();
  await expect(form.getByText("Reviewed", { exact: true })).toBeVisible();
  const took = await liveWithin(page, savedAt, { "/terms": (html) => expect(html).toContain(marker) });
  console.log(`[measure] the new Terms were on /terms ${took} ms after the save`);

  // As a visitor sees it: a heading of the text, bold made bold, markup shown as written, no script link.
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: marker })).toBeVisible();
  await expect(page.locator("article strong", { hasText: "gift cards" })).toBeVisible();
  await expect(page.getByText("<b>Not bold</b>", { exact: false })).toBeVisible();
  await expect(page.locator("article b")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "A link" })).toHaveCount(0);
  await expect(page.getByText(/^Last updated \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
  // The change is in the change log.
  await expect(admin.getByRole("region", { name: "Change log" }).getByText(/Edited the Terms of Service page \(body\)/).first()).toBeVisible();

  // Put back the text as it was.
  await text.fill(original);
  await savePolicy(form);
  await liveWithin(page, Date.now(), { "/terms": (html) => expect(html).not.toContain(marker) });
});

test("a new delivery promise shows on /shipping, the checkout, the success page and the home page", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const admin = await ownerOnContent(browser);
  const delivery = admin.getByRole("region", { name: "Delivery promise" });
  const set = async (values: [string, string][]) => {
    for (const [label, value] of values) await delivery.getByLabel(label).fill(value);
    await delivery.getByRole("button", { name: "Save" }).click();
    await expect(delivery.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  };
  await set([
    ["Processing: at most (business days)", "3"],
    ["Delivery: at least (business days)", "4"],
    ["Delivery: at most (business days)", "7"],
  ]);
  try {
    await liveWithin(page, Date.now(), {
      "/shipping": (html) => expect(html).toMatch(/Processing<\/dt><dd[^>]*>1-3 business days<\/dd>.*Delivery<\/dt><dd[^>]*>4-7 business days/),
      "/success": (html) => expect(html).toContain("4-7 business days with free shipping"),
      "/": (html) => {
        expect(html).toContain("Orders ship in 1-3 business days and arrive in 4-7 business days.");
        // The FAQ's shipping answer, through its {processing} and {delivery}.
        expect(html).toContain("Orders ship within 1-3 business days and arrive in 4-7 business days. Orders over $25");
      },
    });
    await page.goto("/checkout");
    await expect(page.getByRole("list", { name: "Why shop with us" }).getByText("4-7 business days")).toBeVisible();
  } finally {
    await set([
      ["Processing: at most (business days)", "2"],
      ["Delivery: at least (business days)", "3"],
      ["Delivery: at most (business days)", "5"],
    ]);
  }
  // Every page shows the shipped promise again (and is kept so in the page cache).
  await liveWithin(page, Date.now(), {
    "/shipping": (html) => expect(html).toMatch(/Processing<\/dt><dd[^>]*>1-2 business days<\/dd>.*Delivery<\/dt><dd[^>]*>3-5 business days/),
    "/success": (html) => expect(html).toContain("3-5 business days with free shipping"),
    "/": (html) => expect(html).toContain("Orders ship in 1-2 business days and arrive in 3-5 business days."),
  });
});

test("the footer's Support links reach the contact page, the FAQ and each policy, from any page", async ({ page }) => {
  const pages = [
    ["Contact Us", "/contact", "Contact Us"],
    ["Shipping Policy", "/shipping", "Shipping Policy"],
    ["Returns", "/returns", "Returns & Refunds"],
    ["Privacy Policy", "/privacy", "Privacy Policy"],
    ["Terms of Service", "/terms", "Terms of Service"],
  ] as const;
  for (const [link, path, title] of pages) {
    await page.goto("/tattoo-heal-fast");
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^Last updated /)).toBeVisible();
  }
  // Every public page has the footer with these links: the community, tools and customer pages too.
  for (const path of ["/forum", "/forum/new", "/track", "/orders", "/healing-calculator", "/tutorials", "/wholesale", "/wholesale/signup", "/privacy/request", "/account", "/unsubscribe?token=x"]) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    for (const [link, href] of [["Contact Us", "/contact"], ["Returns", "/returns"], ["Privacy Policy", "/privacy"], ["Terms of Service", "/terms"], ["Shipping Policy", "/shipping"]]) {
      await expect(footer.getByRole("link", { name: link, exact: true }), `${link} on ${path}`).toHaveAttribute("href", href);
    }
  }

  // /contact names the business with its phone and postal address.
  await page.goto("/contact");
  await expect(page.getByTestId("postal-address")).toContainText("123 Sample Street");
  await expect(page.getByRole("link", { name: "(512) 555-0100" })).toHaveAttribute("href", "tel:+15125550100");

  // From a policy page, FAQ leads to the home page's questions.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  await expect(page.locator("#faq")).toBeInViewport();
});

test("the checkout states the agreement above the pay button, with links to the Terms and the Returns policy", async ({ page, context }) => {
  await page.goto("/checkout");
  const pay = page.getByRole("button", { name: /^Complete Payment/ });
  await expect(pay).toBeEnabled();
  const agreement = page.getByTestId("order-agreement");
  await expect(agreement).toHaveText("By placing your order you agree to the Terms (opens in a new tab) and the Returns policy (opens in a new tab).");
  // Just above the button.
  const [line, button] = [await agreement.boundingBox(), await pay.boundingBox()];
  expect(line!.y + line!.height).toBeLessThanOrEqual(button!.y);
  expect(button!.y - (line!.y + line!.height)).toBeLessThan(48);

  for (const [name, title] of [
    ["Terms", "Terms of Service"],
    ["Returns policy", "Returns & Refunds"],
  ] as const) {
    const opened = context.waitForEvent("page");
    await agreement.getByRole("link", { name: new RegExp(`^${name} `) }).click();
    const policy = await opened;
    await expect(policy.getByRole("heading", { level: 1 })).toHaveText(title);
    await policy.close();
  }
  // The checkout kept its place.
  await expect(pay).toBeEnabled();
});
