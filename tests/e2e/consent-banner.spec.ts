// The Analytics consent banner in Chromium. The shop under test is built
// without a measurement ID (NEXT_PUBLIC_GA_MEASUREMENT_ID is built into the
// prerendered pages, and a second production build with one would take
// minutes and replace the build this run serves), so:
// - its pages as they are: no banner, no "Cookie choices", nothing requested
//   from Google;
// - a shop with an ID: the same page as this shop serves it, with the tag's
//   part and the footer's "Cookie choices" entry rendered by the shop's own
//   components with an ID (put in the footer's Support list), and
//   the app's own scripts left out (React would drop markup its payload does
//   not have; the banner needs none of them). On it: nothing is requested
//   from googletagmanager.com before "Accept", Global Privacy Control and Do
//   Not Track suppress banner and tag, the choice is kept and changed from
//   the footer by keyboard with the focus visible, the banner moves nothing on
//   the page, and axe finds nothing at 390 and 1280 px.
import { expect, test, type Page } from "@playwright/test";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GoogleAnalytics } from "@/components/site/google-analytics";
import { CookieChoicesItem } from "@/components/site/analytics-consent";
import { expectNoViolations } from "./support/axe";
import { layoutShiftSoFar } from "./support/layout-shift";

const ID = "G-E2ECONSENT1";

/**
 * The tag's part and the footer's "Cookie choices" entry as the shop's
 * components render them with the ID. The ID is in this process's environment only while they render:
 * a shop started later from this process (tests/e2e/support/second-shop.ts)
 * must not see it, or it would make a build of its own over this run's.
 */
function markupWithMeasurementId(): { tag: string; cookieChoices: string } {
  const before = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = ID;
  try {
    const markup = { tag: renderToStaticMarkup(createElement(GoogleAnalytics, { measurementId: ID })), cookieChoices: renderToStaticMarkup(createElement(CookieChoicesItem)) };
    expect(markup.cookieChoices, "the entry was rendered with the ID (the configuration is read once per process)").toContain("Cookie choices");
    return markup;
  } finally {
    if (before === undefined) delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
    else process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = before;
  }
}

const PAGE = "/tattoo-heal-fast";
const GTM = /^https:\/\/www\.googletagmanager\.com\//;

/** Requests to Google's tag server, answered here with a stand-in for gtag.js. */
async function watchGoogle(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GTM, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;" });
  });
  return requested;
}

/** Serves PAGE as a shop with a measurement ID would (see the top of the file). */
async function asShopWithMeasurementId(page: Page) {
  const markup = markupWithMeasurementId();
  await page.route(
    (url) => url.pathname === PAGE,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const warning = /<script>console\.warn\("Google Analytics is off[^<]*<\/script>/;
      expect(html, "the page this shop serves has the tag's place").toMatch(warning);
      const served = html
        .replace(warning, "<!--tag-->")
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
        .replace(/(<h2>Support<\/h2><ul>[\s\S]*?)(<\/ul>)/, (_, list: string, end: string) => `${list}${markup.cookieChoices}${end}`)
        .replace("<!--tag-->", markup.tag);
      await route.fulfill({ response, body: served, headers: { ...response.headers(), "content-length": String(Buffer.byteLength(served)) } });
    },
  );
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies for visitor statistics?" });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("this shop, without a measurement ID: no banner, no Cookie choices, nothing requested from Google", async ({ page }) => {
  const requested = await watchGoogle(page);
  for (const path of ["/", PAGE, "/privacy/request"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#analytics-consent")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cookie choices" })).toHaveCount(0);
  }
  expect(requested).toEqual([]);
});

test.describe("a shop with a measurement ID", () => {
  test("requests nothing from Google before Accept, loads gtag.js once after it, and remembers the choice", async ({ page }) => {
    const requested = await watchGoogle(page);
    await asShopWithMeasurementId(page);
    await page.goto(PAGE);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Decline" })).toBeVisible();
    // Consent Mode's defaults are in place, nothing else.
    expect(await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => Array.from(args)))).toEqual([
      ["consent", "default", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }],
    ]);
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);

    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1);

    // The next page: no question, the tag at once.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested.length).toBe(2);
  });

  test("Decline loads nothing, now or on the next page; Cookie choices reopens the banner by keyboard, with the focus visible and returned", async ({ page }) => {
    const requested = await watchGoogle(page);
    await asShopWithMeasurementId(page);
    await page.goto(PAGE);
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    const choices = page.getByRole("button", { name: "Cookie choices" });
    await choices.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    // Through the banner in reading order: the privacy policy link in its text, then the two choices.
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    const accept = banner(page).getByRole("button", { name: "Accept" });
    await expect(accept).toBeFocused();
    expect(await accept.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Tab");
    const decline = banner(page).getByRole("button", { name: "Decline" });
    await expect(decline).toBeFocused();
    expect(await decline.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(choices).toBeFocused();
    await expect.poll(() => requested.length).toBe(1);
  });

  for (const [signal, script] of [
    ["Global Privacy Control", () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true })],
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1", configurable: true })],
  ] as const) {
    test(`a browser sending ${signal} sees no banner and no Cookie choices, and nothing is requested from Google`, async ({ page }) => {
      await page.addInitScript(script);
      const requested = await watchGoogle(page);
      await asShopWithMeasurementId(page);
      await page.goto(PAGE);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#analytics-consent")).toBeHidden();
      await expect(page.getByRole("button", { name: "Cookie choices" })).toBeHidden();
      await page.waitForTimeout(500);
      expect(requested).toEqual([]);
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the banner sits over the page without moving it, and axe finds nothing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await watchGoogle(page);
      await asShopWithMeasurementId(page);
      await page.goto(PAGE);
      await expect(banner(page)).toBeVisible();
      expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      // The heading is where it is without the banner (the banner takes no room in the page).
      const shifts = await layoutShiftSoFar(page);
      expect(shifts).toBeLessThan(0.01);
      const box = await banner(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(viewport.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      await expectNoViolations(page, `${PAGE} with the banner at ${viewport.width} px`);
    });
  }
});
