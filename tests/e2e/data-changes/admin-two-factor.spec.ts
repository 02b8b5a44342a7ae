// The owner sets up two-factor authentication with an authenticator app,
// signs in with a code and with a recovery code, and turns it off again.
// (Codes are computed here as the app would; each is accepted once.)
import { expect, test, type Page } from "@playwright/test";
import { totpCodeAt } from "../../support/totp";

const ADMIN = { email: "owner@example.com", password: "correct-horse-battery" };
// Only a signed-in admin sees the dashboard's own links (the login form is titled "Admin Dashboard" too).
const signedIn = (page: Page) => expect(page.getByRole("link", { name: "Security" })).toBeVisible();

async function signIn(page: Page, code?: string) {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (code === undefined) return;
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("two-factor authentication: set up, sign in with a code and a recovery code, turn off", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await signedIn(page);
  await page.getByRole("link", { name: "Security" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("Off");

  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  await page.getByLabel("Code from the app").fill(await totpCodeAt(secret, -30));
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  await expect(page.getByTestId("two-factor-status")).toContainText("On");

  // Signing in now asks for the code after the password.
  await page.context().clearCookies();
  await signIn(page, "000000");
  await expect(page.getByText("Invalid authentication code", { exact: true })).toBeVisible();
  await page.getByLabel("Authentication code").fill(await totpCodeAt(secret, 0));
  await page.getByRole("button", { name: "Sign In" }).click();
  await signedIn(page);

  await page.context().clearCookies();
  await signIn(page, recovery);
  await signedIn(page);

  await page.goto("/admin/security");
  await page.getByLabel("Current code from the app").fill(await totpCodeAt(secret, 30));
  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByTestId("two-factor-status")).toContainText("Off");
});
