// The home page's timed and scroll-driven parts: sticky bar, social-proof
// popup (on Playwright's clock), scroll-fade, and the structured data
// (JSON-LD, and the FAQ's microdata).
import { expect, test } from "@playwright/test";
import { DEFAULT_FAQ as FAQ_ITEMS } from "../../lib/editable-content/defaults";
import { DEFAULT_DELIVERY } from "../../lib/editable-content/policy-defaults";
import { withDeliveryTexts } from "../../lib/editable-content/policy-schema";

test("the sticky bar shows past 500 px, minimises, restores and hides near the top", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const bar = page.getByRole("region", { name: "Order bar" });
  await expect(bar).toBeHidden();
  // At 400 px, once the page has handled the scroll there (two frames after its event), the bar is still hidden.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const handled = () => {
          if (window.scrollY < 400) return;
          window.removeEventListener("scroll", handled);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        window.addEventListener("scroll", handled);
        window.scrollTo(0, 400);
      }),
  );
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(bar).toBeVisible();
  await expect(bar.getByText("Premium Tattoo Healing - Starting from $9")).toBeVisible();
  await expect(bar.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/checkout");

  await bar.getByRole("button", { name: "Minimise the order bar" }).click();
  await expect(bar).toBeHidden();
  const round = page.getByRole("button", { name: "Show the order bar" });
  await expect(round).toBeVisible();
  const box = await round.boundingBox();
  expect(Math.round(box!.width)).toBe(Math.round(box!.height));
  await round.click();
  await expect(bar).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
  await expect(round).toBeHidden();
});

test("a visit that opens below 500 px (a link to the FAQ) shows the sticky bar without a scroll", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/#faq");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await expect(page.getByRole("region", { name: "Order bar" })).toBeVisible();
});

test("the popup appears after 5 s for 4 s, then every 15 s with the next buyer", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  // The page marks when it started its timers; time is then driven from there.
  const startedAt = Number(await page.locator("[aria-live=polite][data-scheduled]").getAttribute("data-scheduled"));
  const popup = page.getByTestId("social-proof-popup");
  await page.clock.pauseAt(startedAt + 4_900);
  await expect(popup).toBeHidden();
  await page.clock.runFor(200);
  await expect(popup).toBeVisible();
  const first = await popup.innerText();
  expect(first).toMatch(/from .+ purchased/);
  await expect(popup.locator("xpath=..")).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(3_700);
  await expect(popup).toBeVisible();
  await page.clock.runFor(400);
  await expect(popup).toBeHidden();
  await page.clock.runFor(10_800); // 20 s after load
  await expect(popup).toBeVisible();
  expect(await popup.innerText()).not.toBe(first);
});

test("closing the popup turns it off for good, by mouse or keyboard", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const startedAt = Number(await page.locator("[aria-live=polite][data-scheduled]").getAttribute("data-scheduled"));
  await page.clock.pauseAt(startedAt + 5_100);
  const close = page.getByRole("button", { name: "Close purchase notifications" });
  await close.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("social-proof-popup")).toBeHidden();
  await page.clock.runFor(120_000);
  await expect(page.getByTestId("social-proof-popup")).toBeHidden();
});

test("the popup never shows to visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open menu" }).or(page.getByRole("link", { name: "Community" }).first())).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(page.getByTestId("social-proof-popup")).toHaveCount(0);
  await expect(page.locator("[aria-live=polite][data-scheduled]")).toHaveCount(0);
});

test("scroll-fade elements appear as they enter the viewport", async ({ page }) => {
  await page.goto("/");
  const step = page.locator("#instructions [data-scroll-fade]").first();
  // ScrollFade has started (it marks the page ready), and its own timed checks
  // 100 ms and 500 ms later must leave the step below the fold hidden: an
  // absence, so the test lets them run out rather than waiting for a state.
  await expect(page.locator("html")).toHaveClass(/(^|\s)scroll-fade-ready(\s|$)/);
  await page.waitForTimeout(600);
  await expect(step).not.toHaveAttribute("data-visible");
  await expect(step).toHaveCSS("opacity", "0");
  // Hidden at once, not faded out: only the reveal is animated.
  await expect(step).toHaveCSS("transition-duration", "0s");
  await step.scrollIntoViewIfNeeded();
  await expect(step).toHaveAttribute("data-visible", "");
  await expect(step).toHaveCSS("transition-duration", "0.6s, 0.6s");
  await expect(step).toHaveCSS("opacity", "1");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("scroll-fade elements are visible", async ({ page }) => {
    await page.goto("/");
    const step = page.locator("#instructions [data-scroll-fade]").first();
    await step.scrollIntoViewIfNeeded();
    await expect(step).toHaveCSS("opacity", "1");
    await expect(step).toBeVisible();
  });
});

test("the home page embeds Organization and Product structured data, and its FAQ as FAQPage microdata", async ({ page }) => {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const byType = <T,>(type: string) => data.find((item) => item["@type"] === type) as T | undefined;
  type Offer = { sku: string; price: string; priceCurrency: string };

  const organization = byType<{ email: string }>("Organization");
  expect(organization).toMatchObject({ "@context": "https://schema.org", name: "Verdant Ink" });
  expect(organization!.email).toMatch(/@/);

  const product = byType<{ offers: Offer[] }>("Product");
  expect(product).toBeDefined();
  expect(product!.offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency])).toEqual([
    ["1oz", "9.00", "USD"],
    ["4oz", "15.99", "USD"],
  ]);
  expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"Review"/);

  // The FAQ is described once, on the visible questions: every question of the
  // FAQPage with its name and its accepted answer's text.
  const faq = page.locator('#faq[itemscope][itemtype="https://schema.org/FAQPage"]');
  await expect(faq).toHaveCount(1);
  const entries = faq.locator('[itemscope][itemprop="mainEntity"][itemtype="https://schema.org/Question"]');
  const questions = (await page.locator("#faq").getByRole("button").allTextContents()).map((text) => text.trim());
  expect(questions).toEqual(FAQ_ITEMS.map((item) => item.question));
  await expect(entries).toHaveCount(FAQ_ITEMS.length);
  for (const [index, item] of FAQ_ITEMS.entries()) {
    const entry = entries.nth(index);
    await expect(entry.locator('[itemprop="name"]')).toHaveText(item.question);
    const answer = entry.locator('[itemscope][itemprop="acceptedAnswer"][itemtype="https://schema.org/Answer"] > [itemprop="text"]');
    await expect(answer).toHaveCount(1);
    // The shipping answer says the delivery promise where it has {processing} and {delivery}.
    expect(await answer.textContent()).toBe(withDeliveryTexts(item.answer, DEFAULT_DELIVERY));
  }
});
