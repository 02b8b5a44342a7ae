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

test("choosing a tutorial opens the inline player, which plays its video, and Back to List returns", async ({ page }) => {
  await page.goto("/tutorials?season=winter");
  const card = page.getByRole("list", { name: "Tutorials" }).getByRole("article").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  // The card shows the tutorial's own thumbnail, resized by the image optimiser.
  const thumbnail = card.locator("img");
  await expect(thumbnail).toHaveAttribute("src", /^\/_next\/image\?url=%2Fmedia%2Ftutorials%2F[a-z0-9-]+\.webp&/);
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/tutorials\?season=winter&video=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute("src", /^\/media\/tutorials\/[a-z0-9-]+\.mp4$/);
  await expect(video).toHaveAttribute("poster", /^\/media\/tutorials\/[a-z0-9-]+\.webp$/);
  await expect(video).toHaveAttribute("preload", "metadata");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("playsinline", "");

  // Muted, as a browser lets a page start a video without a click.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  await expect(page.getByText("Video unavailable")).toHaveCount(0);

  await page.getByRole("link", { name: "Back to List" }).click();
  await expect(page).toHaveURL("/tutorials?season=winter");
  await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article")).toHaveCount(3);
});

test("a video file that cannot be loaded shows Video unavailable instead of a broken player", async ({ page, request }) => {
  const [tutorial]: { id: string; title: string }[] = await (await request.get("/api/tutorials?season=winter")).json();
  await page.route("**/media/tutorials/*.mp4", (route) => route.abort("failed"));
  await page.goto(`/tutorials?season=winter&video=${tutorial!.id}`);
  await expect(page.getByRole("heading", { level: 2, name: tutorial!.title })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Video unavailable" })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to List" })).toHaveAttribute("href", "/tutorials?season=winter");
});

test("every tutorial's thumbnail and video are served, and a video answers range requests", async ({ request }) => {
  const tutorials: { title: string; videoUrl: string; thumbnailUrl: string | null }[] = await (await request.get("/api/tutorials")).json();
  expect(tutorials.length).toBeGreaterThan(0);
  for (const { title, videoUrl, thumbnailUrl } of tutorials) {
    expect(thumbnailUrl, title).toMatch(/^\/media\/tutorials\/[a-z0-9-]+\.webp$/);
    const thumbnail = await request.get(thumbnailUrl!);
    expect(thumbnail.status(), thumbnailUrl!).toBe(200);
    expect(thumbnail.headers()["content-type"], thumbnailUrl!).toBe("image/webp");

    expect(videoUrl, title).toMatch(/^\/media\/tutorials\/[a-z0-9-]+\.mp4$/);
    const video = await request.get(videoUrl);
    expect(video.status(), videoUrl).toBe(200);
    expect(video.headers()["content-type"], videoUrl).toBe("video/mp4");
    expect(video.headers()["accept-ranges"], videoUrl).toBe("bytes");
  }

  // A browser asks for parts of a video (to start playing, and to seek).
  const { videoUrl } = tutorials[0]!;
  const size = (await (await request.get(videoUrl)).body()).length;
  const part = await request.get(videoUrl, { headers: { Range: "bytes=0-99" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 0-99/${size}`);
  expect(part.headers()["accept-ranges"]).toBe("bytes");
  expect((await part.body()).length).toBe(100);
  const tail = await request.get(videoUrl, { headers: { Range: `bytes=${size - 10}-` } });
  expect(tail.status()).toBe(206);
  expect(tail.headers()["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

  // The optimiser serves the card's thumbnail as WebP at the width asked for.
  const resized = await request.get(`/_next/image?url=${encodeURIComponent(tutorials[0]!.thumbnailUrl!)}&w=384&q=75`, { headers: { Accept: "image/webp,image/*" } });
  expect(resized.status()).toBe(200);
  expect(resized.headers()["content-type"]).toBe("image/webp");
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

  // A published video that is not in the chosen season's list: the list.
  await page.goto(`/tutorials?season=summer&video=${video.id}`);
  await showsList("Summer", 3);
  expect(await canonicalPath()).toBe("/tutorials?season=summer");
  // A video parameter that is no tutorial id at all: the list of every season.
  for (const unknown of ["not-a-tutorial", video.id.toUpperCase()]) {
    await page.goto(`/tutorials?video=${unknown}`);
    await showsList("All Seasons", 12);
    expect(await canonicalPath()).toBe("/tutorials");
  }
  // A tutorial id that names no published tutorial: not found (and never kept in the page cache).
  for (const address of ["/tutorials?video=00000000-0000-4000-8000-000000000000", "/tutorials?season=winter&video=00000000-0000-4000-8000-000000000000"]) {
    const answer = await page.goto(address);
    expect(answer?.status(), address).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Tutorial Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Tutorials" })).toHaveAttribute("href", "/tutorials");
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
  // The player's own address of a video that is not published, or in another spelling: 404.
  expect((await request.get("/tutorials/watch/fall/00000000-0000-4000-8000-000000000000")).status()).toBe(404);
  expect((await request.get(`/tutorials/watch/fall/${video!.id.toUpperCase()}`)).status()).toBe(404);
});
