import { expect, test } from "@playwright/test";

const SEASONS = ["spring", "summer", "fall", "winter"] as const;
const label = (season: string) => season[0].toUpperCase() + season.slice(1);

test("the tutorials page lists every season with a featured row, and each season tab filters", async ({ page }) => {
  const response = await page.goto("/tutorials");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Seasonal Tattoo Care" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Tutorials" })).toBeVisible();
  const all = page.getByRole("list", { name: "Tutorials" }).getByRole("article");
  await expect(all).toHaveCount(12);
  const summerSun = all.filter({ hasText: "Summer Sun Protection for Fresh Tattoos" });
  await expect(summerSun).toContainText("6:52"); // 412 seconds
  await expect(summerSun).toContainText("Jun 10, 2025");

  for (const season of SEASONS) {
    const tab = page.getByRole("navigation", { name: "Seasons" }).getByRole("link", { name: label(season) });
    await tab.click();
    await expect(page).toHaveURL(`/tutorials?season=${season}`);
    const cards = page.getByRole("list", { name: "Tutorials" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card).toContainText(label(season));
    await expect(tab).toHaveAttribute("aria-current", "page");
  }
  await page.getByRole("link", { name: "All Seasons" }).click();
  await expect(page).toHaveURL("/tutorials");
  await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article")).toHaveCount(12);
});

test("choosing a tutorial opens the inline player, a missing video file says so, and Back to List returns", async ({ page }) => {
  await page.goto("/tutorials?season=winter");
  const card = page.getByRole("list", { name: "Tutorials" }).getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/tutorials\?season=winter&video=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  // No video files ship with the shop: the player shows a clear notice instead of a broken player.
  await expect(page.getByRole("status").filter({ hasText: "Video unavailable" })).toBeVisible();
  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page).toHaveURL("/tutorials?season=winter");
  await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article")).toHaveCount(3);
});
