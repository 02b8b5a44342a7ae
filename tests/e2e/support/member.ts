// A forum member in Chromium: signed in through the form on the page and the
// link the shop wrote to the outbox.
import { expect, type Page } from "@playwright/test";
import { expectNoViolations } from "./axe";
import { OUTBOX_DIR } from "./checkout";
import { latestSignInPage } from "../../support/eml";

/**
 * Asks for a sign-in link in the form on the page, opens the link from the
 * outbox twice (a mail scanner opens links before their reader: that must
 * use nothing up), and signs in with the page's button; `checkPage` checks
 * the page with axe at both widths first.
 */
export async function signInByLink(page: Page, email: string, { checkPage = false }: { checkPage?: boolean } = {}) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();
  let link: string | undefined;
  await expect.poll(() => (link = latestSignInPage(OUTBOX_DIR, email))).toBeTruthy();
  // The link names the shop's configured address (NEXT_PUBLIC_SITE_URL); the
  // shop under test listens on another port, so its path is opened here.
  const url = new URL(link!);
  const scanned = await page.request.get(`${url.pathname}${url.search}`);
  expect(scanned.status()).toBe(200);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText(`Signing in as ${email.toLowerCase()}`)).toBeVisible();
  if (checkPage) {
    const viewport = page.viewportSize();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoViolations(page, `the sign-in link's page at ${width} px`);
    }
    if (viewport) await page.setViewportSize(viewport);
  }
  await page.getByRole("button", { name: /^Sign in/ }).click();
}
