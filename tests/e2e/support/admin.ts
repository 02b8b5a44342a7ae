// The admin sign-in of the browser tests: the dashboard's form (the legacy
// /admin page has the same fields), filled in as the owner would, with the
// admin every test shop creates from ADMIN_EMAIL/ADMIN_PASSWORD.
import { expect, type Page } from "@playwright/test";
import { SHOP_ADMIN } from "../../support/shop-server";

export const ADMIN = SHOP_ADMIN;

export interface AdminSignIn {
  /** The page to open first, a path or a full URL; false: the form is already shown. Default /admin/dashboard. */
  open?: string | false;
  /** Another admin than the shop's own (one a test created for itself). */
  admin?: { email: string; password: string };
  /** Default: the admin's own password. */
  password?: string;
  /** When given, the two-factor code (or a recovery code) asked for after the password. */
  code?: string;
}

/**
 * Fills in the sign-in form and submits it (and the code step, with `code`).
 * It does not wait for the outcome: a test expects the error or the signed-in
 * dashboard itself (expectAdminSignedIn).
 */
export async function signInAsAdmin(page: Page, options: AdminSignIn = {}): Promise<void> {
  const { open = "/admin/dashboard", admin = ADMIN, password = admin.password, code } = options;
  if (open !== false) await page.goto(open);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  if (code === undefined) return;
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The signed-in dashboard: the login form is titled "Admin Dashboard" too, so this waits for a link only the signed-in dashboard has. */
export async function expectAdminSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Security" })).toBeVisible();
}
