// A production shop whose database goes away and comes back while it runs:
// pages that read the database on every request show the friendly error page,
// whose "Try again" works once the database is back; prerendered pages (the
// home page, the forum, tutorials) and the read APIs already answered keep
// being served from their last render; other API routes answer 503 JSON; no
// restart is needed.
// The shop's database (embedded PostgreSQL, started here) is reached through a
// TCP proxy that this test stops and starts.
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../../scripts/lib/embedded-db";
import { databaseAddress, startDatabaseProxy, type DatabaseProxy } from "../../support/database-proxy";
import { startSecondShop, type SecondShop } from "../support/second-shop";

test.describe.configure({ mode: "serial" });

const SEEDED_TRACKING = "9400111899223854190637";

let database: EmbeddedDatabase;
let proxy: DatabaseProxy;
let shop: SecondShop;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await startEmbeddedDatabase({ dataDir: null, port: 0 });
  proxy = await startDatabaseProxy(databaseAddress(database.url));
  shop = await startSecondShop({
    offset: 2,
    env: {
      DATABASE_URL: proxy.urlFor(database.url),
      // The embedded database serves one connection's statements at a time.
      DATABASE_POOL_MAX: "1",
      SEED_SAMPLE_DATA: "1",
      PAYMENTS_MODE: "test",
    },
  });
});

test.afterAll(async () => {
  await shop?.stop();
  await proxy?.close();
  await database?.stop();
});

test("while the database is down pages show the friendly error page and the API answers 503; Try again works once it is back", async ({ page, request }) => {
  test.setTimeout(90_000);
  const trackingPage = `${shop.url}/track?number=${SEEDED_TRACKING}`;
  const trackingStatus = page.getByTestId("tracking-status");
  const errorHeading = page.getByRole("heading", { name: "We'll be right back" });

  await page.goto(trackingPage);
  await expect(trackingStatus).toHaveText("delivered");

  // This shop shares the build, and so the cache directory, with the main
  // test shop, whose forum reads are cached under the same names: its own
  // database's rows are what it answers.
  const own = new pg.Client({ connectionString: database.url });
  await own.connect();
  await own.query(`UPDATE "ForumPost" SET title = 'Only in the second shop''s database' WHERE id = (SELECT id FROM "ForumPost" ORDER BY "isPinned" DESC, "createdAt" DESC, id LIMIT 1)`);
  await own.end();
  const cachedReads = ["/api/forum/posts", "/api/tutorials"];
  const answered = new Map<string, string>();
  for (const path of cachedReads) {
    const res = await request.get(`${shop.url}${path}`);
    expect(res.status(), path).toBe(200);
    answered.set(path, await res.text());
  }
  expect(JSON.parse(answered.get("/api/forum/posts")!)[0].title).toBe("Only in the second shop's database");

  await proxy.stop();

  // Read APIs answered before keep answering from the cache, also once due
  // for a refresh (below); the others answer in the error format, at once.
  for (const path of cachedReads) {
    const res = await request.get(`${shop.url}${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toBe(answered.get(path));
  }
  for (const path of ["/api/forum/categories", "/api/track/NOSUCH123"]) {
    const res = await request.get(`${shop.url}${path}`);
    expect(res.status(), path).toBe(503);
    expect(res.headers()["content-type"], path).toContain("application/json");
    expect(await res.json(), path).toEqual({ error: { code: "database_unavailable", message: expect.any(String) } });
  }
  expect((await request.get(`${shop.url}/api/health`)).status()).toBe(503);
  // Prerendered pages keep being served, also once they are due for a refresh
  // (the forum's every 10 seconds): a refresh that fails keeps the last render.
  const prerendered = ["/", "/forum", "/forum?tab=popular", "/tutorials", "/tutorials?season=winter"];
  for (const path of prerendered) expect((await request.get(`${shop.url}${path}`)).status(), path).toBe(200);
  // The time passing is what is tested (the server's clock cannot be set): past
  // the forum's 10-second revalidation, a refresh is due and fails.
  await page.waitForTimeout(11_000);
  for (const path of [...prerendered, ...prerendered]) {
    const res = await request.get(`${shop.url}${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).not.toContain("be right back");
  }
  for (const path of [...cachedReads, ...cachedReads]) {
    const res = await request.get(`${shop.url}${path}`);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toBe(answered.get(path));
  }

  // Pages: the friendly error page, with no technical detail.
  await page.goto(trackingPage);
  await expect(errorHeading).toBeVisible();
  await expect(page.getByText("This page can't be shown right now. Please try again in a moment.")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(/ECONNREFUSED|prisma|database server/i);
  const tryAgain = page.getByRole("button", { name: "Try again" });
  await expect(tryAgain).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  // Trying again while it is still down keeps the friendly page. Its request
  // is awaited: one still under way when the database comes back would show
  // the page by itself, before the Try again below.
  const retried = page.waitForResponse((response) => new URL(response.url()).pathname === "/track");
  await tryAgain.click();
  await retried;
  await expect(errorHeading).toBeVisible();
  await expect(trackingStatus).toHaveCount(0);

  // The database comes back: Try again shows the page, in place, without a reload.
  await proxy.start();
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await tryAgain.click();
  await expect(trackingStatus).toHaveText("delivered");
  await expect(errorHeading).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The same server serves everything again.
  for (const path of ["/api/forum/posts", "/api/tutorials", "/api/health"]) {
    expect((await request.get(`${shop.url}${path}`)).status(), path).toBe(200);
  }
  await page.goto(`${shop.url}/tutorials`);
  await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article").first()).toBeVisible();
});

test("the shop recovers from a second outage: the error page, then the page again after Try again", async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.goto(`${shop.url}/tutorials`);
  await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article").first()).toBeVisible();
  await proxy.stop();
  await page.goto(`${shop.url}/track?number=${SEEDED_TRACKING}`);
  await expect(page.getByRole("heading", { name: "We'll be right back" })).toBeVisible();
  await proxy.start();
  const res = await request.get(`${shop.url}/api/forum/posts`);
  expect(res.status()).toBe(200);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("tracking-status")).toHaveText("delivered");
});
