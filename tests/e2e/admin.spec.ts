// Admin journeys in Chromium: the new dashboard (login, search, filter, label,
// details, bulk status, a logout that ends the session on the server), the
// legacy page, the proxy redirect, the API guard, and a client bundle free of
// admin credentials.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ADMIN, signInAsAdmin } from "./support/admin";

test("the new dashboard: login, search, filter, label, details, bulk status and logout", async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("admin-dashboard")).toBeVisible();

  await signInAsAdmin(page, { open: false, password: "wrong-password-123" });
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
  await signInAsAdmin(page, { open: false });
  await expect(page.getByText("Logged in successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // Overview: figures, five latest orders, carriers.
  await expect(page.getByTestId("stat-total-orders")).toHaveText(/^\d+$/);
  await expect(page.getByRole("heading", { name: "Top Carriers" })).toBeVisible();
  await expect(page.getByText("USPS", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  const rows = page.getByTestId("order-row");
  const search = page.getByLabel("Search orders");
  await expect(rows.first()).toBeVisible();
  // The search runs on the server: wait until the list shows the answer for these filters.
  const shownFor = (filters: Record<string, string>) =>
    expect(page.getByTestId("order-list")).toHaveAttribute("data-shown-for", new URLSearchParams(filters).toString());

  await search.fill("emily.carter@example.com");
  await shownFor({ q: "emily.carter@example.com" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Emily Carter");
  await search.fill("Marcus Johnson");
  await shownFor({ q: "Marcus Johnson" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("marcus.johnson@example.com");
  await search.fill("1ZA73R910392187545");
  await shownFor({ q: "1ZA73R910392187545" });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("David Kim");
  const davidId = (await rows.first().getAttribute("data-order-id"))!;
  await search.fill(davidId.slice(0, 8));
  await shownFor({ q: davidId.slice(0, 8) });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`#${davidId.slice(0, 8)}`);
  await search.fill("");
  await shownFor({});

  await page.getByLabel("Status").selectOption("returned");
  await shownFor({ status: "returned" });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("returned");

  // Create Label only on paid orders; needs carrier and service.
  await page.getByLabel("Status").selectOption("paid");
  await shownFor({ status: "paid" });
  await expect(rows.first()).toBeVisible();
  const paidRow = rows.first();
  const orderId = (await paidRow.getAttribute("data-order-id"))!;
  await paidRow.getByRole("button", { name: "Create Label" }).click();
  const labelDialog = page.getByRole("dialog", { name: /Create Label/ });
  const createButton = labelDialog.getByRole("button", { name: "Create Label" });
  await expect(createButton).toBeDisabled();
  await labelDialog.getByLabel("Carrier").selectOption("USPS");
  await expect(createButton).toBeDisabled();
  await labelDialog.getByLabel("Service").selectOption("Priority Mail");
  await createButton.click();
  await expect(page.getByText("Shipping label created successfully", { exact: true })).toBeVisible();

  await page.getByLabel("Status").selectOption("all");
  await shownFor({});
  const labelled = page.locator(`[data-order-id="${orderId}"]`);
  const tracking = labelled.getByTestId("tracking-number");
  await expect(tracking).toHaveText(/^\d{22}$/);
  await expect(labelled).toContainText("processing");
  const number = (await tracking.textContent())!;
  const tracked = await request.get(`/api/track/${number}`);
  expect(tracked.status()).toBe(200);
  expect(await tracked.json()).toMatchObject({ carrier: "USPS", service: "Priority Mail", status: "processing" });

  // Details dialog, with the printable label.
  await labelled.getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: `Order #${orderId.slice(0, 8)}` });
  await expect(details).toContainText("Priority Mail");
  await expect(details).toContainText("label created");
  const labelHref = await details.getByRole("link", { name: "Print label" }).getAttribute("href");
  const labelPage = await page.request.get(labelHref!);
  expect(labelPage.status()).toBe(200);
  expect(await labelPage.text()).toContain("SHIP TO");
  await details.getByRole("button", { name: "Close" }).click();

  // Select all paid orders and bulk-set them to processing.
  await page.getByLabel("Status").selectOption("paid");
  await shownFor({ status: "paid" });
  await expect(rows.first()).toBeVisible();
  const paidIds = await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-order-id")));
  await page.getByLabel("Select all orders").check();
  await page.getByRole("button", { name: /Bulk Actions/ }).click();
  const bulk = page.getByRole("dialog", { name: "Bulk Actions" });
  await expect(bulk.getByRole("button", { name: "Update Status" })).toBeDisabled();
  await bulk.getByLabel("New status").selectOption("processing");
  await bulk.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Order statuses updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "No orders found." })).toBeVisible();
  await page.getByLabel("Status").selectOption("processing");
  await shownFor({ status: "processing" });
  for (const id of paidIds) await expect(page.locator(`[data-order-id="${id}"]`)).toContainText("processing");

  // Logging out ends the session on the server, not only the cookie in this
  // browser: the session cookie saved before it no longer opens an admin API.
  const sessionCookie = (await page.context().cookies())
    .filter((cookie) => cookie.name.includes("session-token"))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  expect(sessionCookie).not.toBe("");
  const origin = new URL(page.url()).origin;
  const withSavedCookie = () =>
    request.get("/api/admin/shipping/stats", { headers: { Cookie: sessionCookie, Origin: origin, "Sec-Fetch-Site": "same-origin" } });
  expect((await withSavedCookie()).status()).toBe(200);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect((await withSavedCookie()).status()).toBe(401);
  // The browser keeps no bearer token: the session cookie is the only credential.
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => /token/i.test(key)))).toEqual([]);
  expect((await page.request.get("/api/orders/tracking")).status()).toBe(401);
});

test("the legacy page logs in through the server and shows figures and recent orders", async ({ page }) => {
  await page.goto("/admin");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-value");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await signInAsAdmin(page, { open: false, password: "not-the-password" });
  await expect(page.getByText("Invalid credentials", { exact: true })).toBeVisible();
  await signInAsAdmin(page, { open: false });
  await expect(page.getByText("Logged in successfully", { exact: true })).toBeVisible();
  for (const figure of ["Total Orders", "Revenue", "Customers", "Today's Orders"]) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  const orders = page.getByTestId("legacy-order");
  await expect(orders.first()).toBeVisible();
  await expect(orders.first()).toContainText(/Order #[0-9a-f]{8}$|Order #[0-9a-f]{8}/);
  await expect(page.getByTestId("legacy-order").filter({ hasText: "Chloe Anderson" })).toContainText("pending");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("an editor takes input only once the page's script runs: the server's HTML keeps every control disabled", async ({ page, browser }) => {
  await signInAsAdmin(page);
  await expect(page.getByText("Logged in successfully", { exact: true })).toBeVisible();
  const field = (on: typeof page) => on.getByRole("form", { name: "Review e-mails and the average rating" }).getByLabel("Days after delivery");
  const disabled = (on: typeof page) => field(on).evaluate((input) => input.matches(":disabled"));

  // Before the page's script runs (here it never arrives): the server's fields are disabled, so nothing typed is lost at hydration.
  const withoutScript = await browser.newContext({ baseURL: new URL(page.url()).origin, storageState: await page.context().storageState() });
  await withoutScript.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, (route) => route.abort());
  const raw = await withoutScript.newPage();
  await raw.goto("/admin/content");
  await expect(field(raw)).toBeAttached();
  expect(await disabled(raw)).toBe(true);
  expect(await raw.getByRole("button", { name: "Save" }).evaluateAll((buttons) => buttons.every((button) => button.matches(":disabled")))).toBe(true);
  await withoutScript.close();

  // With it, the same field takes input; nothing is saved here.
  await page.goto("/admin/content");
  await expect.poll(() => disabled(page)).toBe(false);
  await expect(field(page)).toHaveValue("7");
  await field(page).fill("3");
  await expect(field(page)).toHaveValue("3");
});

test("other admin pages send signed-out visitors to the dashboard's login", async ({ page }) => {
  await page.goto("/admin/google-integrations");
  await expect(page).toHaveURL(/\/admin\/dashboard\?callbackUrl=%2Fadmin%2Fgoogle-integrations/);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("admin APIs need credentials; the token of POST /api/admin/auth opens them", async ({ request }) => {
  for (const url of ["/api/orders", "/api/orders/tracking", "/api/admin/shipping/stats"]) {
    expect((await request.get(url)).status()).toBe(401);
  }
  const denied = await request.post("/api/admin/auth", { data: { email: ADMIN.email, password: "nope-nope-nope" } });
  expect(denied.status()).toBe(401);
  expect(await denied.json()).toMatchObject({ success: false, error: { code: "invalid_credentials" } });
  const granted = await request.post("/api/admin/auth", { data: ADMIN });
  const { success, token } = await granted.json();
  expect(success).toBe(true);
  const stats = await request.get("/api/admin/shipping/stats", { headers: { Authorization: `Bearer ${token}` } });
  expect(stats.status()).toBe(200);
  expect(Object.keys(await stats.json()).sort()).toEqual(["delivered", "inTransit", "pendingShipment", "recentOrders", "topCarriers", "totalOrders"]);
});

test("no admin credential is in the client bundle", async () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.join(process.cwd(), ".next", "static"));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain(ADMIN.password);
    expect(text).not.toContain(ADMIN.email);
  }
});
