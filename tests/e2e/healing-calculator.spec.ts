import { expect, test, type Page } from "@playwright/test";

/** The local calendar date `days` ago as YYYY-MM-DD (the browser runs on this machine's clock). */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function choose(page: Page, choices: Record<string, string>) {
  for (const [label, value] of Object.entries(choices)) await page.getByLabel(label).selectOption(value);
}

test("Calculate stays disabled until date, size and placement are chosen", async ({ page }) => {
  await page.goto("/healing-calculator");
  const calculate = page.getByRole("button", { name: "Calculate Healing Time" });
  await expect(calculate).toBeDisabled();
  await page.getByLabel("When did you get your tattoo?").fill(daysAgo(5));
  await expect(calculate).toBeDisabled();
  await choose(page, { "Tattoo size": "small" });
  await expect(calculate).toBeDisabled();
  await choose(page, { Placement: "arm" });
  await expect(calculate).toBeEnabled();
  // The form's labels.
  await expect(page.getByLabel("Placement").locator("option", { hasText: "Face/Neck" })).toHaveCount(1);
  await expect(page.getByLabel("Tattoo style").locator("option", { hasText: "Realistic/Portrait" })).toHaveCount(1);
  await expect(page.getByLabel("Aftercare product").locator("option", { hasText: "(Recommended)" })).toHaveCount(1);
});

test("a small arm tattoo with the shop's ointment heals in 18 days (21 × 0.85)", async ({ page }) => {
  await page.goto("/healing-calculator");
  await page.getByLabel("When did you get your tattoo?").fill(daysAgo(10));
  await choose(page, { "Tattoo size": "small", Placement: "arm", "Aftercare product": "verdant-ink", "Skin type": "dry" });
  await page.getByRole("button", { name: "Calculate Healing Time" }).click();
  await expect(page.getByTestId("total-days")).toHaveText("18 days");
  // Day 10 of 18 is over 40% (7.2) and not over 70% (12.6).
  await expect(page.getByTestId("current-phase")).toHaveText("Peeling Stage");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "56");
  const phases = page.getByRole("list", { name: "Healing phases" }).getByRole("listitem").filter({ has: page.locator("h3") });
  await expect(phases).toHaveCount(5);
  await expect(phases.nth(1)).toContainText("Days 4-7");
  await expect(phases.nth(4)).toContainText("Day 18+");
  await expect(page.getByRole("list", { name: "Recommendations" })).toContainText("15% faster");
});

test("every factor multiplies: an extra-large realistic foot tattoo without aftercare takes 105 days", async ({ page }) => {
  await page.goto("/healing-calculator");
  await page.getByLabel("When did you get your tattoo?").fill(daysAgo(2));
  await choose(page, {
    "Tattoo size": "extra-large",
    Placement: "foot",
    "Tattoo style": "realistic",
    "Aftercare product": "none",
    "Age range": "55+",
    Lifestyle: "active",
  });
  await page.getByRole("button", { name: "Calculate Healing Time" }).click();
  // 21 × 1.6 × 1.4 × 1.2 × 1.3 × 1.3 × 1.1 = 104.94
  await expect(page.getByTestId("total-days")).toHaveText("105 days");
  await expect(page.getByTestId("current-phase")).toHaveText("Initial Healing");
  const recommendations = page.getByRole("list", { name: "Recommendations" }).getByRole("listitem");
  await expect(recommendations).toHaveCount(3);
  await expect(recommendations.filter({ hasText: "high-movement" })).toHaveCount(1);
  await expect(recommendations.filter({ hasText: "don't skip" })).toHaveCount(1);
  await expect(recommendations.filter({ hasText: "intense workouts in the first week" })).toHaveCount(1);
  await page.getByRole("button", { name: "Calculate Again" }).click();
  await expect(page.getByRole("button", { name: "Calculate Healing Time" })).toBeVisible();
});

test("a tattoo 100 days old is Fully Healed at 100%", async ({ page }) => {
  await page.goto("/healing-calculator");
  await page.getByLabel("When did you get your tattoo?").fill(daysAgo(100));
  await choose(page, { "Tattoo size": "medium", Placement: "back" });
  await page.getByRole("button", { name: "Calculate Healing Time" }).click();
  await expect(page.getByTestId("total-days")).toHaveText("30 days"); // 21 × 1.2 × 1.2 = 30.24
  await expect(page.getByTestId("current-phase")).toHaveText("Fully Healed");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
});
