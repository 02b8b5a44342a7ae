import { expect, test } from "@playwright/test";

// A delivered sample order (see prisma/seed.ts).
const SEEDED = "9400111899223854190637";

test("a tracking lookup shows the order's history newest first", async ({ page }) => {
  await page.goto("/track");
  await page.getByLabel("Tracking number").fill(`  ${SEEDED.toLowerCase()}  `);
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page).toHaveURL(`/track?number=${SEEDED}`);

  await expect(page.getByTestId("tracking-status")).toHaveText("delivered");
  await expect(page.getByText("USPS", { exact: false }).first()).toBeVisible();
  const events = page.getByTestId("tracking-event");
  await expect(events.first()).toContainText("delivered");
  await expect(events.last()).toContainText("label created");
  const times = await events.locator("time").evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute("datetime")!)));
  expect(times.length).toBeGreaterThan(2);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  await expect(page.getByTestId("tracking-event").filter({ hasText: "out for delivery" })).toHaveCount(1);
  await expect(page.getByText("_")).toHaveCount(0);
});

test("a shared link looks the number up directly", async ({ page }) => {
  await page.goto(`/track?number=${SEEDED}`);
  await expect(page.getByTestId("tracking-status")).toHaveText("delivered");
  await expect(page.getByLabel("Tracking number")).toHaveValue(SEEDED);
});

test("an unknown number shows its message", async ({ page }) => {
  await page.goto("/track");
  await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page.getByText("Tracking number not found. Please check your tracking number and try again.")).toBeVisible();
});

test("an empty input sends nothing", async ({ page }) => {
  await page.goto("/track");
  const searched: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("number=")) searched.push(request.url());
  });
  await page.getByLabel("Tracking number").fill("   ");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page).toHaveURL("/track");
  await expect(page.getByRole("link", { name: "See our wholesale program" })).toHaveAttribute("href", "/wholesale");
  await expect(page.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  // A number sent next is the form's first search: the blank one sent none.
  await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await page.getByRole("button", { name: "Track Order" }).click();
  await expect(page).toHaveURL("/track?number=1Z999AA10123456784");
  expect(searched.length).toBeGreaterThan(0);
  expect(searched.filter((url) => !url.includes("number=1Z999AA10123456784"))).toEqual([]);
});
