// A review from a verified buyer, end to end in Chromium: a test order is
// paid, the owner sets the review e-mail to go at delivery (0 days) and the
// average rating claim to follow the reviews, then marks the order
// delivered; the customer opens the link of the review e-mail from the
// outbox and writes a 2-star review; the owner approves it from the queue
// and answers it; within seconds it shows on `/` (two stars, "Verified
// buyer", the answer) with the new average, the hero's claim follows, and
// the Product JSON-LD carries the new aggregateRating. The link works once.
// axe checks the review form, the owner's queue and the reviews on `/`.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { fillCard, fillShipping, sentEmailsMentioning } from "../support/checkout";
import { createAdmin } from "../support/shop-db";
import { expectNoViolations } from "../support/axe";

// This file's payment sessions and reviews count as a client of their own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.57" } });

/** Buys a 1 oz tin as `email` in the test payment mode; the new order's id. */
async function buyOneOunce(page: Page, email: string, name: string): Promise<string> {
  await page.goto("/checkout");
  await page.getByText("1 oz / 30ml").click();
  await expect(page.getByTestId("summary-total")).toHaveText("$9.00");
  await fillShipping(page, { Email: email, "Full Name": name });
  await fillCard(page, "4242424242424242");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/orders") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Complete Payment - $9" }).click();
  const response = await saved;
  expect(response.status()).toBe(201);
  const { paymentIntentId } = response.request().postDataJSON() as { paymentIntentId: string };
  await expect(page).toHaveURL(/\/success$/);
  const again = await page.request.post("/api/orders", { data: { paymentIntentId } });
  return ((await again.json()) as { id: string }).id;
}

interface Rating {
  ratingValue: number;
  reviewCount: number;
}

/** The Product JSON-LD of `/`: its aggregateRating and reviews, if any. */
async function productJsonLd(page: Page): Promise<{ aggregateRating?: Rating; review?: { name: string; reviewRating: { ratingValue: number }; author: { name: string } }[] }> {
  await page.goto("/");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "Product") as never;
}

/** "4.6 from 23 reviews" → { average: 4.6, count: 23 }; none while no verified review is published. */
async function shownAverage(page: Page): Promise<{ average: number; count: number } | null> {
  const summary = page.getByTestId("review-average");
  if ((await summary.count()) === 0) return null;
  const match = /^(\d\.\d) from (\d+) reviews?$/.exec(((await summary.locator("span").last().textContent()) ?? "").trim());
  expect(match, "the average reads like 4.6 from 23 reviews").not.toBeNull();
  return { average: Number(match![1]), count: Number(match![2]) };
}

// Was flaky in the full suite only: on a busy machine the settings were
// filled in before /admin/content was hydrated, and hydration put the stored
// values back into the fields ("7" and "0" made "70"); the form refused to
// save, and "Saved." matched "Not saved. …" as a substring. The admin area's
// controls now stay disabled until hydration (components/admin/admin-fields.tsx),
// and the notice is matched whole. The retry stays until full runs have shown
// the journey steady.
test.describe.configure({ retries: 1 });

test("a delivered order's 2-star review, approved by the owner, shows on / with the new average and in the Product JSON-LD", async ({ page, browser }) => {
  test.setTimeout(360_000);
  const tag = randomUUID().slice(0, 8);
  const email = `reviewer-${tag}@example.com`;
  const headline = `Too greasy for me ${tag}`;
  const owner = createAdmin(`reviews-${tag}@example.com`, "reviews-owner-pass-123");

  // Before: the storefront's figures, whatever earlier tests left.
  const before = await productJsonLd(page);
  const shownBefore = await shownAverage(page);
  expect(shownBefore?.count ?? 0).toBe(before.aggregateRating?.reviewCount ?? 0);

  const orderId = await buyOneOunce(page, email, "Robin Quill");

  // The owner sends the review e-mail at delivery, and lets the average rating claim follow the reviews.
  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  await page.goto("/admin/content");
  const settings = page.getByRole("form", { name: "Review e-mails and the average rating" });
  await settings.getByLabel("Days after delivery").fill("0");
  await settings.getByLabel("The “Average rating” claim follows the verified reviews").check();
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings.getByText("Saved.", { exact: true })).toBeVisible();

  // The owner marks the order delivered.
  await page.goto("/admin/dashboard");
  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  await page.getByLabel("Search orders").fill(email);
  await expect(page.getByTestId("order-list")).toHaveAttribute("data-shown-for", new URLSearchParams({ q: email }).toString());
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await page.getByLabel("Select all orders").check();
  await page.getByRole("button", { name: /Bulk Actions/ }).click();
  const bulk = page.getByRole("dialog", { name: "Bulk Actions" });
  await bulk.getByLabel("New status").selectOption("delivered");
  await bulk.getByRole("button", { name: "Update Status" }).click();
  await expect(page.getByText("Order statuses updated successfully", { exact: true })).toBeVisible();

  // The review e-mail, from the outbox: one, with the order's link. It is
  // sent within the status change's short budget, or else by the mail
  // schedule (every 2 minutes) on a machine too busy for that budget.
  const subject = "How is your tattoo healing? Review your Verdant Ink order";
  const mine = () => sentEmailsMentioning(`To: ${email}`).filter((mail) => mail.includes(subject));
  await expect.poll(() => mine().length, { timeout: 150_000 }).toBe(1);
  expect(mine()[0]).toContain(`Your order ${orderId.slice(0, 8)} (`);
  const address = mine()[0]!.match(/https?:\/\/\S+?\/reviews\/write\?token=[\w.-]+/)?.[0];
  expect(address).toBeDefined();
  const link = new URL(address!);
  const reviewPath = `${link.pathname}${link.search}`;

  // The customer, in a browser of their own, writes a 2-star review.
  const customerContext = await browser.newContext({ baseURL: new URL(page.url()).origin, extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.58" } });
  const customer = await customerContext.newPage();
  await customer.emulateMedia({ reducedMotion: "reduce" });
  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.goto(reviewPath);
  await expect(customer.getByRole("heading", { level: 1, name: "Write a review" })).toBeVisible();
  await expect(customer.getByText("Your order: 1 × 1 oz / 30ml, delivered")).toBeVisible();
  await expect(customer.getByLabel("Name to show")).toHaveValue("Robin Q.");
  await expectNoViolations(customer, "/reviews/write at 390 px");
  // Nothing is chosen for the customer: sending at once asks for a rating.
  await customer.getByRole("button", { name: "Send review" }).click();
  await expect(customer.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expectNoViolations(customer, "/reviews/write with its field messages");
  await customer.setViewportSize({ width: 1280, height: 900 });
  await expectNoViolations(customer, "/reviews/write at 1280 px");
  await customer.locator("label").filter({ has: customer.getByRole("radio", { name: "2 stars" }) }).click();
  await expect(customer.getByRole("radio", { name: "2 stars" })).toBeChecked();
  await customer.getByLabel("Title").fill(headline);
  await customer.getByLabel("Your review", { exact: true }).fill("It healed fine, but the balm felt heavy <b>on my arm</b>.\nI prefer something lighter.");
  await customer.getByRole("button", { name: "Send review" }).click();
  await expect(customer.getByText("Thank you! Your review will appear once we have checked it.")).toBeVisible();
  // The link works once.
  await customer.goto(reviewPath);
  await expect(customer.getByText("This review link has already been used: we have your review. Thank you!")).toBeVisible();
  await expect(customer.getByRole("button", { name: "Send review" })).toHaveCount(0);
  await expectNoViolations(customer, "/reviews/write with a used link");

  // Not shown before the owner approves it.
  await customer.goto("/");
  await expect(customer.getByText(headline)).toHaveCount(0);

  // The owner approves it from the queue and answers it publicly.
  await page.goto("/admin/content");
  const pending = page.getByRole("region", { name: "Waiting for approval" }).locator("[data-customer-review-id]").filter({ hasText: headline });
  await expect(pending).toBeVisible();
  await expect(pending.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
  await expect(pending).toContainText(`Order #${orderId.slice(0, 8)}`);
  await expectNoViolations(page, "/admin/content with a review waiting");
  await pending.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved the review by Robin Q.: it shows on the storefront.")).toBeVisible();
  const published = page.getByRole("region", { name: "Published" }).locator("[data-customer-review-id]").filter({ hasText: headline });
  await published.getByRole("button", { name: "Answer publicly" }).click();
  await published.getByLabel("Your public answer").fill(`Thanks for telling us, Robin ${tag}. Try a thinner layer.`);
  await published.getByRole("button", { name: "Save answer" }).click();
  await expect(page.getByText("Saved the answer to Robin Q.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Change log" })).toContainText("Approved the review by Robin Q. (2 stars)");

  // Within seconds on `/`: two stars, "Verified buyer", the text as typed, the answer, the new average.
  const countAfter = (shownBefore?.count ?? 0) + 1;
  await expect
    .poll(
      async () => {
        await customer.goto("/");
        return (await shownAverage(customer))?.count ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBe(countAfter);
  const card = customer.getByRole("list", { name: "Reviews from verified buyers" }).getByRole("listitem").filter({ hasText: headline });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
  await expect(card).toContainText("Verified buyer");
  await expect(card).toContainText("Robin Q.");
  await expect(card.locator("blockquote")).toHaveText("It healed fine, but the balm felt heavy <b>on my arm</b>.\nI prefer something lighter.");
  await expect(card).toContainText(`Answer from Verdant Ink`);
  await expect(card).toContainText(`Thanks for telling us, Robin ${tag}. Try a thinner layer.`);
  const after = (await shownAverage(customer))!;
  if (!shownBefore) expect(after).toEqual({ average: 2, count: 1 });
  else expect(after.average).toBeLessThanOrEqual(shownBefore.average);
  // The owner's testimonials stay apart: no stars, never "Verified buyer".
  const testimonials = customer.getByRole("list", { name: "Testimonials" });
  await expect(testimonials.getByText("Verified buyer")).toHaveCount(0);
  await expect(testimonials.getByRole("img")).toHaveCount(0);
  await expect(testimonials).toContainText("Customer testimonial");
  // The hero's claim follows the reviews.
  const claim = `${after.average.toFixed(1)}/5 average rating (${after.count} ${after.count === 1 ? "review" : "reviews"})`;
  await expect(customer.locator(".hero")).toContainText(claim);
  await expectNoViolations(customer, "/ with verified reviews at 1280 px");
  await customer.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(customer, "/ with verified reviews at 390 px");

  // The Product JSON-LD carries the new aggregateRating and the review.
  const data = await productJsonLd(customer);
  expect(data.aggregateRating).toMatchObject({ ratingValue: after.average, reviewCount: countAfter });
  expect(data.review?.find((review) => review.name === headline)).toMatchObject({ reviewRating: { ratingValue: 2 }, author: { name: "Robin Q." } });

  // And on the USA landing page.
  await customer.goto("/buy-tattoo-aftercare-usa");
  await expect(customer.getByRole("list", { name: "Reviews from verified buyers" }).getByRole("listitem").filter({ hasText: headline })).toBeVisible();
  await customerContext.close();

  // The settings as shipped, for the tests after this one.
  await page.goto("/admin/content");
  await settings.getByLabel("Days after delivery").fill("7");
  await settings.getByLabel("The “Average rating” claim follows the verified reviews").uncheck();
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings.getByText("Saved.", { exact: true })).toBeVisible();
});
