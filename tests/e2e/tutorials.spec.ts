import { expect, request as requestContext, test } from "@playwright/test";

const SEASONS = ["spring", "summer", "fall", "winter"] as const;
const label = (season: string) => season[0].toUpperCase() + season.slice(1);

// The tutorials pages are prerendered, by a build that may have read another
// database than this run's (whose tutorials have other ids), and rendered again
// at most every 10 s. Wait until each list shows this database's tutorials.
test.beforeAll(async () => {
  test.setTimeout(60_000);
  const api = await requestContext.newContext({ baseURL: test.info().project.use.baseURL });
  for (const season of ["all", ...SEASONS]) {
    const query = season === "all" ? "" : `?season=${season}`;
    const tutorials: { id: string }[] = await (await api.get(`/api/tutorials${query}`)).json();
    await expect(async () => {
      const html = await (await api.get(`/tutorials${query}`)).text();
      for (const { id } of tutorials) expect(html).toContain(id);
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
  }
  await api.dispose();
});

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

test("every query address shows its view, and each page names its query address as canonical", async ({ page, request }) => {
  const winter: { id: string; title: string }[] = await (await request.get("/api/tutorials?season=winter")).json();
  const video = winter[0]!;
  const cards = page.getByRole("list", { name: "Tutorials" }).getByRole("article");
  const tabs = page.getByRole("navigation", { name: "Seasons" });
  const canonicalPath = async () => {
    const href = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
    const url = new URL(href);
    return url.pathname + url.search;
  };
  const showsList = async (season: string, count: number) => {
    await expect(tabs.getByRole("link", { name: season })).toHaveAttribute("aria-current", "page");
    await expect(cards).toHaveCount(count);
    await expect(page.getByRole("link", { name: "Back to List" })).toHaveCount(0);
  };
  const showsPlayer = async (backHref: string) => {
    await expect(page.getByRole("heading", { level: 2, name: video.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to List" })).toHaveAttribute("href", backHref);
    await expect(tabs).toHaveCount(0);
  };

  await page.goto("/tutorials");
  await showsList("All Seasons", 12);
  expect(await canonicalPath()).toBe("/tutorials");

  await page.goto("/tutorials?season=winter");
  await showsList("Winter", 3);
  expect(await canonicalPath()).toBe("/tutorials?season=winter");

  // Not a season (the case counts): every season.
  for (const season of ["autumn", "Winter", ""]) {
    await page.goto(`/tutorials?season=${season}`);
    await showsList("All Seasons", 12);
    expect(await canonicalPath()).toBe("/tutorials");
  }

  await page.goto(`/tutorials?video=${video.id}`);
  await showsPlayer("/tutorials");
  expect(await canonicalPath()).toBe(`/tutorials?video=${video.id}`);

  for (const address of [`/tutorials?season=winter&video=${video.id}`, `/tutorials?video=${video.id}&season=winter`]) {
    await page.goto(address);
    await showsPlayer("/tutorials?season=winter");
    expect(await canonicalPath()).toBe(`/tutorials?season=winter&video=${video.id}`);
  }

  // With a season that is not one, the video plays from the list of every season.
  await page.goto(`/tutorials?season=autumn&video=${video.id}`);
  await showsPlayer("/tutorials");

  // A video that is not in the chosen season's list, or no tutorial at all: the list.
  await page.goto(`/tutorials?season=summer&video=${video.id}`);
  await showsList("Summer", 3);
  expect(await canonicalPath()).toBe("/tutorials?season=summer");
  for (const unknown of ["00000000-0000-4000-8000-000000000000", "not-a-tutorial", video.id.toUpperCase()]) {
    await page.goto(`/tutorials?video=${unknown}`);
    await showsList("All Seasons", 12);
    expect(await canonicalPath()).toBe("/tutorials");
  }
});

test("the pages behind the query addresses point search engines to the query address", async ({ page, request }) => {
  const [video]: { id: string }[] = await (await request.get("/api/tutorials?season=fall")).json();
  for (const [path, canonical] of [
    ["/tutorials/season/all", "/tutorials"],
    ["/tutorials/season/fall", "/tutorials?season=fall"],
    [`/tutorials/watch/fall/${video!.id}`, `/tutorials?season=fall&video=${video!.id}`],
    [`/tutorials/watch/all/${video!.id}`, `/tutorials?video=${video!.id}`],
  ]) {
    await page.goto(path);
    const href = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!);
    expect(href.pathname + href.search, path).toBe(canonical);
  }
  expect((await request.get("/tutorials/season/autumn")).status()).toBe(404);
  expect((await request.get(`/tutorials/watch/autumn/${video!.id}`)).status()).toBe(404);
});
