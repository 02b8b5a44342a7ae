// Changes shared data: runs in its own Playwright project after every other
// end-to-end test (playwright.config.ts), so no other page sees the empty table.
import { expect, test } from "@playwright/test";
import pg from "pg";

const SEASONS = ["spring", "summer", "fall", "winter"] as const;

test("with no tutorials published, every tab shows the spec's empty state", async ({ page }) => {
  const db = new pg.Client({ connectionString: `postgresql://postgres:postgres@localhost:${process.env.E2E_DB_PORT ?? "54398"}/postgres?sslmode=disable` });
  await db.connect();
  const { rows } = await db.query('SELECT * FROM "Tutorial"');
  try {
    await db.query('DELETE FROM "Tutorial"');
    await page.goto("/tutorials");
    await expect(page.getByRole("heading", { name: "No tutorials available" })).toBeVisible();
    await expect(page.getByText("No video tutorials have been published yet.")).toBeVisible();
    for (const season of SEASONS) {
      await page.goto(`/tutorials?season=${season}`);
      await expect(page.getByRole("heading", { name: "No tutorials available" })).toBeVisible();
      await expect(page.getByText(`No ${season} tutorials available yet.`)).toBeVisible();
    }
  } finally {
    await db.query('INSERT INTO "Tutorial" SELECT * FROM json_populate_recordset(NULL::"Tutorial", $1)', [JSON.stringify(rows)]);
    await db.end();
  }
  await page.goto("/tutorials");
  await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article")).toHaveCount(12);
});
