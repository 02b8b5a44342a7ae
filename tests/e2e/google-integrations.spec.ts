// Google integrations in Chromium: the admin page on the defaults (Not
// Connected, not verified, a clear failure to authorize), the Analytics
// warning, the guards; then a second shop with GOOGLE_SITE_VERIFICATION and an
// OAuth client set at run time: the tag in the head of a still-prerendered `/`,
// Verified, and Authorize opening Google's consent URL, through to connected
// accounts (Google's endpoints answered by a local stand-in).
import { expect, test, type Page } from "@playwright/test";
import { startFakeGoogle, GOOD_CODE } from "../support/fake-google";
import { signInAsAdmin } from "./support/admin";
import { ADMIN, startSecondShop, type SecondShop } from "./support/second-shop";

const CODE = "e2eVerificationCode_0123456789-abcdefghijk";
const CLIENT_ID = "1234-e2e.apps.googleusercontent.com";

async function signIn(page: Page, base = "") {
  await signInAsAdmin(page, { open: `${base}/admin/dashboard` });
  await expect(page.getByText(`Signed in as ${ADMIN.email}`)).toBeVisible();
}

test("on the defaults: Not Connected, not verified, and Authorize fails with a clear message", async ({ page }) => {
  await page.goto("/");
  expect(await page.locator('head meta[name="google-site-verification"]').count()).toBe(0);

  await signIn(page);
  await page.getByRole("link", { name: "Google Integrations" }).click();
  await expect(page).toHaveURL(/\/admin\/google-integrations$/);
  await expect(page.getByRole("heading", { name: "Google Integrations" })).toBeVisible();

  await expect(page.getByTestId("card-analytics")).toContainText("Not Connected");
  await expect(page.getByTestId("card-analytics")).toContainText("NEXT_PUBLIC_GA_MEASUREMENT_ID");
  await expect(page.getByTestId("card-search-console")).toContainText("Not Verified");
  const business = page.getByTestId("card-my-business");
  await expect(business).toContainText("Not Configured");
  await expect(page.getByTestId("gmb-accounts")).toContainText("Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET");
  await expect(page.getByRole("heading", { name: "Setup guide" })).toBeVisible();
  for (const name of ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_SITE_VERIFICATION", "DATA_ENCRYPTION_KEYS"]) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  }
  // No Analytics tag in the admin area.
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);

  await business.getByRole("button", { name: "Authorize" }).click();
  await expect(page.getByText("Failed to start Google My Business authorization", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("public pages warn in the console that the Analytics measurement ID is missing", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto("/tattoo-heal-fast");
  await expect.poll(() => warnings.some((text) => text.includes("NEXT_PUBLIC_GA_MEASUREMENT_ID"))).toBe(true);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
});

test("signed-out visitors get the login form and the Google APIs answer 401", async ({ page, request }) => {
  await page.goto("/admin/google-integrations");
  await expect(page).toHaveURL(/\/admin\/dashboard\?callbackUrl=%2Fadmin%2Fgoogle-integrations/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  for (const path of ["/api/google-my-business/auth", "/api/google-my-business/accounts", "/api/google-my-business/callback?code=x&state=y"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(401);
    expect((await res.json()).error.code).toBe("unauthorized");
  }
});

test.describe("with Search Console and an OAuth client configured at run time", () => {
  test.describe.configure({ mode: "serial" });
  let shop: SecondShop;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    google = await startFakeGoogle();
    shop = await startSecondShop({
      offset: 1,
      env: {
        GOOGLE_SITE_VERIFICATION: CODE,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: "GOCSPX-e2e-secret",
        GOOGLE_API_BASE: google.url,
      },
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    await google?.close();
  });

  test("the verification tag is in the head of a still-prerendered home page", async ({ page, request }) => {
    // The shop was built without the setting: it regenerated the page before it listened.
    const tag = `<meta name="google-site-verification" content="${CODE}"/>`;
    const first = await request.get(`${shop.url}/`);
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(tag);
    const second = await request.get(`${shop.url}/`);
    expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(await second.text()).toContain(tag);

    await page.goto(`${shop.url}/`);
    await expect(page.locator('head meta[name="google-site-verification"]')).toHaveAttribute("content", CODE);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Other pages carry no tag.
    await page.goto(`${shop.url}/tutorials`);
    expect(await page.locator('head meta[name="google-site-verification"]').count()).toBe(0);
  });

  test("Verified, and Authorize opens Google's consent page through to connected accounts", async ({ page, context }) => {
    test.setTimeout(90_000);
    // Google's consent page itself is out of reach here: answer it locally.
    await context.route("https://accounts.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Sign in - Google Accounts</title><h1>Choose an account</h1>" }),
    );
    await signIn(page, shop.url);
    await page.goto(`${shop.url}/admin/google-integrations`);
    await expect(page.getByTestId("card-search-console")).toContainText("Verified");
    await expect(page.getByTestId("card-search-console")).not.toContainText("Not Verified");
    const business = page.getByTestId("card-my-business");
    await expect(business).toContainText("Not Connected");
    await expect(page.getByTestId("gmb-accounts")).toContainText("not connected yet");

    const popupOpened = page.waitForEvent("popup");
    await business.getByRole("button", { name: "Authorize" }).click();
    const popup = await popupOpened;
    await expect(page.getByText("Authorization Started", { exact: true })).toBeVisible();
    await popup.waitForURL(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?/);
    const consent = new URL(popup.url());
    expect(consent.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(consent.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/business.manage");
    expect(consent.searchParams.get("access_type")).toBe("offline");
    expect(consent.searchParams.get("redirect_uri")).toMatch(/\/api\/google-my-business\/callback$/);
    const state = consent.searchParams.get("state")!;
    expect(state).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    // Google sends the browser back with a code; the shop exchanges it.
    await popup.goto(`${shop.url}/api/google-my-business/callback?code=${encodeURIComponent(GOOD_CODE)}&state=${encodeURIComponent(state)}`);
    await expect(popup).toHaveURL(/\/admin\/google-integrations\?google=connected$/);
    await expect(popup.getByText("Google My Business is connected.")).toBeVisible();
    await expect(popup.getByTestId("gmb-accounts")).toContainText("Verdant Ink Studio");
    await popup.close();

    await page.getByRole("button", { name: "Refresh Accounts" }).click();
    await expect(page.getByTestId("gmb-accounts")).toContainText("Connected: 2 accounts.");
    await expect(business).toContainText("Verdant Ink (Austin)");
  });
});
