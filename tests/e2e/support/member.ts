// A forum member in Chromium: signed in through the form on the page and the
// link the shop wrote to the outbox.
import { expect, type Page } from "@playwright/test";
import { OUTBOX_DIR } from "./checkout";
import { latestSignInLink } from "../../support/eml";

/** Asks for a sign-in link in the form on the page and opens the link from the outbox. */
export async function signInByLink(page: Page, email: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send me a sign-in link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toBeVisible();
  let link: string | undefined;
  await expect.poll(() => (link = latestSignInLink(OUTBOX_DIR, email))).toBeTruthy();
  // The link names the shop's configured address (NEXT_PUBLIC_SITE_URL); the
  // shop under test listens on another port, so its path is opened here.
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
}
