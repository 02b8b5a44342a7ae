// Checkout journeys in the local test payment mode (Stripe.js cannot load offline).
import { expect, test, type Page, type Response } from "@playwright/test";
import { fillCard, fillShipping, sentEmailsMentioning } from "./support/checkout";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

// This file's many payment sessions count as a client of their own, not as the
// browser default address the other specs share (the shop trusts one proxy hop).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.21" } });

const toasts = (page: Page) => page.getByRole("region", { name: /notifications/i });

/**
 * The order the page saved (201), read back by posting the same payment intent
 * again: the repeat must answer 200 with the very same order, never a second
 * one. The customer's details come back only with the payment's client secret,
 * which the page sent with its order.
 */
async function savedOrder(page: Page, response: Response) {
  expect(response.status()).toBe(201);
  const { paymentIntentId, clientSecret } = response.request().postDataJSON() as { paymentIntentId: string; clientSecret: string };
  expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
  const again = await page.request.post("/api/orders", { data: { paymentIntentId, amount: 1, status: "paid" } });
  // A wrong amount from the client is refused, not stored.
  expect(again.status()).toBe(400);
  const anonymous = await page.request.post("/api/orders", { data: { paymentIntentId } });
  expect(anonymous.status()).toBe(200);
  const withoutSecret = await anonymous.json();
  for (const key of ["customerEmail", "customerName", "shippingAddress", "photoUrl"]) expect(withoutSecret).not.toHaveProperty(key);
  const repeat = await page.request.post("/api/orders", { data: { paymentIntentId, clientSecret } });
  expect(repeat.status()).toBe(200);
  const order = await repeat.json();
  expect(order.id).toBe(withoutSecret.id);
  return order;
}

const emailsMentioning = (orderId: string) => sentEmailsMentioning(orderId).length;

test("checkout starts with the 4 oz size, the summary, trust badges and the test-mode card form", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "SECURE CHECKOUT" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /4 oz \/ 120ml/ })).toBeChecked();
  await expect(page.getByTestId("summary-size")).toHaveText("4 oz / 120ml");
  await expect(page.getByTestId("summary-total")).toHaveText("$15.99");
  await expect(page.getByText("FREE", { exact: true })).toBeVisible();
  for (const badge of ["Secure Payment", "Free Shipping", "Fast Delivery"]) await expect(page.getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode")).toBeVisible();
  await expect(page.getByLabel("Country (optional)")).toHaveValue("United States");
  await expect(page.getByRole("button", { name: "Complete Payment - $15.99" })).toBeEnabled();
});

test("a 4 oz purchase with a photo creates one paid order, one e-mail, and lands on /success", async ({ page }) => {
  await page.goto("/checkout");
  await fillShipping(page);
  await page.locator('input[type="file"]').setInputFiles({ name: "tattoo.png", mimeType: "image/png", buffer: PNG });
  await expect(toasts(page).getByText("Your photo has been uploaded successfully!")).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo uploaded" })).toBeVisible();
  await fillCard(page, "4242 4242 4242 4242");

  const orderResponse = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $15.99" }).click();
  const order = await savedOrder(page, await orderResponse);
  await expect(page).toHaveURL(/\/success$/);

  // Money in JSON answers is in dollars.
  expect(order).toMatchObject({
    amount: 15.99,
    status: "paid",
    customerEmail: "ada@example.com",
    customerName: "Ada Lovelace",
    shippingAddress: { address: "12 Analytical Way", city: "Austin", state: "TX", zipCode: "73301", country: "United States" },
    productDetails: { size: "4 oz / 120ml", quantity: 1 },
  });
  expect(order.photoUrl).toMatch(/^\/api\/objects\/uploads\/[a-f0-9-]{36}$/);
  const photo = await page.request.get(order.photoUrl);
  expect(photo.headers()["content-type"]).toBe("image/png");

  await expect.poll(() => emailsMentioning(order.id)).toBe(1);
});

test("a 1 oz purchase without a photo costs $9 and stores no photo", async ({ page }) => {
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$9.00");
  await fillShipping(page, { Email: "grace@example.com" });
  await fillCard(page, "4242424242424242");
  const orderResponse = page.waitForResponse((r) => r.url().endsWith("/api/orders"));
  await page.getByRole("button", { name: "Complete Payment - $9" }).click();
  const order = await savedOrder(page, await orderResponse);
  await expect(page).toHaveURL(/\/success$/);
  expect(order).toMatchObject({ amount: 9, status: "paid", photoUrl: null, productDetails: { size: "1 oz / 30ml", price: 9 } });
  await expect.poll(() => emailsMentioning(order.id)).toBe(1);
});

test("a declined card shows Payment Failed and creates no order", async ({ page }) => {
  await page.goto("/checkout");
  await fillShipping(page);
  await fillCard(page, "4000 0000 0000 0002");
  const confirm = page.waitForResponse((r) => r.url().endsWith("/api/payment-intents/confirm"));
  await page.getByRole("button", { name: "Complete Payment - $15.99" }).click();
  const { paymentIntent } = await (await confirm).json();
  await expect(toasts(page).getByText("Payment Failed")).toBeVisible();
  await expect(toasts(page).getByText("Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Complete Payment - $15.99" })).toBeEnabled();

  const order = await page.request.post("/api/orders", { data: { paymentIntentId: paymentIntent.id } });
  expect(order.status()).toBe(402);
});

test("each missing field and a bad e-mail show their messages", async ({ page }) => {
  await page.goto("/checkout");
  const submit = page.getByRole("button", { name: "Complete Payment - $15.99" });
  await submit.click();
  await expect(toasts(page).getByText("Missing Information")).toBeVisible();
  await expect(toasts(page).getByText("Please fill in your email")).toBeVisible();

  const fields: [string, string, string][] = [
    ["email", "Email", "Please fill in your email"],
    ["fullName", "Full Name", "Please fill in your full name"],
    ["address", "Address", "Please fill in your address"],
    ["city", "City", "Please fill in your city"],
    ["state", "State", "Please fill in your state"],
    ["zipCode", "ZIP Code", "Please fill in your zip code"],
  ];
  for (const [name, , message] of fields) await expect(page.getByTestId(`${name}-error`)).toHaveText(message);

  // Filling the fields one by one moves the toast to the next missing one.
  await fillShipping(page);
  for (const [, label, message] of fields.slice(1)) {
    await page.getByLabel(label, { exact: true }).fill("");
    await page.getByLabel(label, { exact: true }).press("Enter");
    await expect(toasts(page).getByText(message)).toBeVisible();
    await page.getByLabel(label, { exact: true }).fill("filled in");
  }

  await page.getByLabel("Email", { exact: true }).fill("ada.example.com");
  await page.getByLabel("Email", { exact: true }).press("Enter");
  await expect(toasts(page).getByText("Invalid Email")).toBeVisible();
  await expect(toasts(page).getByText("Please enter a valid email address")).toBeVisible();
});

test("a non-image and an 11 MB file are refused with their messages", async ({ page }) => {
  await page.goto("/checkout");
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(toasts(page).getByText("Invalid File Type")).toBeVisible();
  await expect(toasts(page).getByText("Please select an image file (JPG, PNG, etc.).")).toBeVisible();

  const big = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
  await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: big });
  await expect(toasts(page).getByText("File Too Large")).toBeVisible();
  await expect(toasts(page).getByText("Please select an image smaller than 10MB.")).toBeVisible();

  // A text file renamed to .png reaches the server, which checks the bytes.
  await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("just text, honestly") });
  await expect(toasts(page).getByText("Invalid File Type")).toBeVisible();
  await expect(page.getByRole("img", { name: "Photo uploaded" })).toHaveCount(0);
});

test("a payment session that cannot be created shows the Payment Setup Error", async ({ page }) => {
  await page.route("**/api/create-payment-intent", (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Payment Setup Error" })).toBeVisible();
  await expect(page.getByText("Unable to initialize payment. Please try again or contact support.")).toBeVisible();
  await page.getByRole("link", { name: "Return Home" }).click();
  await expect(page).toHaveURL("/");
});

// Stripe sends the shopper back to /success after a payment that needed a
// redirect (a bank's own page). Only a paid return shows the confirmation;
// one that failed or is still processing goes back to the checkout, which
// says what happened, with the cart as it was, and Stripe's parameters (the
// payment's client secret) are in neither address.
const stripeReturn = (status: string) => `/success?payment_intent=pi_3Ret&payment_intent_client_secret=pi_3Ret_secret_abc&redirect_status=${status}`;

async function chooseOneOunce(page: Page) {
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-size")).toHaveText("1 oz / 30ml");
}

test("a return from a payment's redirect that failed shows the checkout again, saying no money was taken", async ({ page }) => {
  await chooseOneOunce(page);
  const response = await page.goto(stripeReturn("failed"));
  expect(response?.request().redirectedFrom()?.url()).toContain("/success?");
  expect(response?.url()).toMatch(/\/checkout\?payment=failed$/);
  await expect(page.getByText("Your payment was not completed, and no money was taken.", { exact: false })).toBeVisible();
  await expect(page.getByText("ORDER CONFIRMED!")).toHaveCount(0);
  await expect(page.getByTestId("summary-size")).toHaveText("1 oz / 30ml");
  // Said once: the address loses the parameter, and a reload says nothing.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.reload();
  await expect(page.getByTestId("summary-size")).toHaveText("1 oz / 30ml");
  await expect(page.getByText("no money was taken", { exact: false })).toHaveCount(0);
});

test("a return from a payment's redirect that is still processing says so and confirms nothing", async ({ page }) => {
  const response = await page.goto(stripeReturn("processing"));
  expect(response?.url()).toMatch(/\/checkout\?payment=processing$/);
  await expect(page.getByText("Your payment is still processing. We will e-mail you once it is confirmed, so there is no need to pay again.")).toBeVisible();
  await expect(page.getByText("ORDER CONFIRMED!")).toHaveCount(0);
  // Any other status counts as not completed.
  const unknown = await page.goto(stripeReturn("requires_payment_method"));
  expect(unknown?.url()).toMatch(/\/checkout\?payment=failed$/);
});

test("a paid return from a payment's redirect confirms the order and empties the cart it was made from", async ({ page }) => {
  await chooseOneOunce(page);
  expect(await page.evaluate(() => window.localStorage.length)).toBeGreaterThan(0);
  await page.goto(stripeReturn("succeeded"));
  await expect(page.getByRole("heading", { level: 1, name: "ORDER CONFIRMED!" })).toBeVisible();
  await expect(page).toHaveURL(/\/success$/);
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.includes("cart")))).toEqual([]);
  await page.goto("/checkout");
  await expect(page.getByTestId("summary-size")).toHaveText("4 oz / 120ml");
});
