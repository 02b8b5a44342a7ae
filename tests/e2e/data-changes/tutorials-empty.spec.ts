// Changes shared data: runs in its own Playwright project after every other
// end-to-end test (playwright.config.ts), so no other page sees the empty table.
// The tutorials pages are prerendered and rendered again at most every 10 s:
// a change to the table shows after that, so each check reloads until it does.
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";

const SEASONS = ["spring", "summer", "fall", "winter"] as const;
const REFRESHED = { timeout: 30_000, intervals: [1_000, 2_000] };

/** Visits `path` until `check` passes on it. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass(REFRESHED);
}

test("with no tutorials published, every tab shows the empty state", async ({ page }) => {
  test.setTimeout(180_000);
  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@localhost:${process.env.E2E_DB_PORT ?? "54398"}/postgres?sslmode=disable` });
  await db.connect();
  const { rows } = await db.query('SELECT * FROM "Tutorial"');
  const heading = page.getByRole("heading", { name: "No tutorials available" });
  try {
    await db.query('DELETE FROM "Tutorial"');
    await eventually(page, "/tutorials", async () => {
      await expect(heading).toBeVisible({ timeout: 1_000 });
      await expect(page.getByText("No video tutorials have been published yet.")).toBeVisible({ timeout: 1_000 });
    });
    for (const season of SEASONS) {
      await eventually(page, `/tutorials?season=${season}`, async () => {
        await expect(heading).toBeVisible({ timeout: 1_000 });
        await expect(page.getByText(`No ${season} tutorials available yet.`)).toBeVisible({ timeout: 1_000 });
      });
    }
  } finally {
    await db.query('INSERT INTO "Tutorial" SELECT * FROM json_populate_recordset(NULL::"Tutorial", $1)', [JSON.stringify(rows)]);
    await db.end();
  }
  const cards = page.getByRole("list", { name: "Tutorials" }).getByRole("article");
  await eventually(page, "/tutorials", () => expect(cards).toHaveCount(12, { timeout: 1_000 }));
  for (const season of SEASONS) {
    await eventually(page, `/tutorials?season=${season}`, () => expect(cards).toHaveCount(3, { timeout: 1_000 }));
  }
});
