// The owner's discount codes in Chromium: from the dashboard to Discount
// Codes, a code created with the form (its rules checked before sending),
// paused and resumed, edited, deleted while it never sold, and the artists
// report downloaded as CSV. The code is this file's own.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { createAdmin } from "../support/shop-db";
import { parseCsv } from "../../support/csv";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.81" } });

let owner: { email: string; password: string };
test.beforeAll(() => {
  owner = createAdmin(`codes-${randomUUID().slice(0, 8)}@example.com`, "codes-pass-12345");
});

test("the owner creates, pauses, resumes, edits and deletes a code, and exports the artists report", async ({ page }) => {
  test.setTimeout(90_000);
  const text = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  await page.getByRole("link", { name: "Discount Codes" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Discount Codes" })).toBeVisible();

  await page.getByRole("button", { name: "New code" }).click();
  const form = page.getByRole("region", { name: "New code" });
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form.getByText("The code needs 3 to 32 characters.")).toBeVisible();
  await form.getByLabel("Code", { exact: true }).fill(text.toLowerCase());
  await form.getByLabel("Amount off", { exact: true }).check();
  await form.getByLabel("Amount off (USD)").fill("5");
  await form.getByLabel("Total uses").fill("20");
  await form.getByLabel("Name", { exact: true }).fill("Ada Ink");
  await form.getByLabel("E-mail", { exact: true }).fill("ada-e2e@example.com");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(form).toHaveCount(0);

  const row = page.locator(`[data-testid="discount-code-row"][data-code="${text}"]`);
  await expect(row).toContainText("$5 off");
  await expect(row).toContainText("Active");
  await expect(row).toContainText("0 / 20");

  await row.getByRole("button", { name: `Pause ${text}` }).click();
  await expect(row).toContainText("Paused");
  await row.getByRole("button", { name: `Resume ${text}` }).click();
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: `Edit ${text}` }).click();
  const edit = page.getByRole("region", { name: `Edit ${text}` });
  await edit.getByLabel("Percentage off", { exact: true }).check();
  await edit.getByLabel("Percent (%)").fill("15");
  await edit.getByRole("button", { name: "Save code" }).click();
  await expect(edit).toHaveCount(0);
  await expect(row).toContainText("15% off");

  // The artists report names the code's artist; its CSV file is the same report.
  const report = page.getByTestId("artist-report");
  await expect(report).toContainText("ada-e2e@example.com");
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = parseCsv((await file.text()).replace(/^\uFEFF/, ""));
  expect(rows[0]).toEqual(["Artist", "Email", "Source", "Codes", "Orders", "Revenue", "Discount Given", "Tins Sold", "From", "To"]);
  expect(rows.find((cells) => cells[1] === "ada-e2e@example.com")).toEqual(["Ada Ink", "ada-e2e@example.com", "Other", text, "0", "0.00", "0.00", "0", "", ""]);

  await row.getByRole("button", { name: `Delete ${text}` }).click();
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(row).toHaveCount(0);
});
