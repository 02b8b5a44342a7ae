// The live figures and the purchase popup in a production build taking test
// payments: by default the home page's HTML carries the spec's fixed texts
// (127 / 78% / 237) and the sample buyers, and a visit is reported by a
// beacon that sets no cookie; once the owner picks "From the shop's data" in
// the content editor, the home page shows the shop's own figures (those the
// editor reports) and the popup shows real orders, anonymised. Each test puts
// back what it changed.
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "../support/admin";
import { createAdmin } from "../support/shop-db";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.81" } });

const FIGURES = ["People viewing now", "Percent sold", "Orders this week", "Purchase popup"] as const;

let owner: { email: string; password: string };
test.beforeAll(() => {
  owner = createAdmin(`proof-${randomUUID().slice(0, 8)}@example.com`, "proof-pass-1234");
});

/** The home page's HTML as the shop serves it (React's empty separators between texts taken out). */
async function home(page: Page): Promise<string> {
  const res = await page.request.get("/", { headers: { "Cache-Control": "no-cache" } });
  expect(res.status()).toBe(200);
  return (await res.text()).replaceAll("<!-- -->", "");
}

async function ownerOnContent(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "192.0.2.82" } })).newPage();
  await signInAsAdmin(page, { admin: owner });
  await expectAdminSignedIn(page);
  await page.getByRole("link", { name: "Storefront Content" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page;
}

/** The minimums the shop ships with. */
const SHIPPED_MINIMUMS: Record<(typeof FIGURES)[number], number> = { "People viewing now": 3, "Percent sold": 10, "Orders this week": 5, "Purchase popup": 3 };

/** Sets every figure's source and minimum, saves, and waits for "Saved.". */
async function chooseSources(page: Page, source: "From the shop's data" | "Not chosen yet", minimum: (figure: (typeof FIGURES)[number]) => number) {
  const section = page.getByRole("region", { name: "Social-proof figures" });
  for (const name of FIGURES) {
    const figure = section.getByRole("group", { name });
    await figure.getByLabel("Source").selectOption({ label: source });
    await figure.getByLabel("Hide data below").fill(String(minimum(name)));
  }
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
}

test("a shop taking test payments shows the fixed texts and the sample buyers, and counts a visit without a cookie", async ({ page }) => {
  const html = await home(page);
  expect(html).toContain("<strong>127</strong> people viewing now");
  expect(html).toContain("<strong>78%</strong> sold");
  expect(html).toContain("<strong>237</strong> orders this week");
  // The popup's sample buyers travel with the page; no real order does.
  expect(html).toContain("Jessica M.");
  expect(html).not.toContain("Someone in");

  const reported = page.waitForResponse((res) => res.url().endsWith("/api/visits") && res.request().method() === "POST");
  await page.goto("/");
  const beacon = await reported;
  expect(beacon.status()).toBe(204);
  expect(await beacon.headerValue("set-cookie")).toBeNull();
  expect(await page.context().cookies()).toEqual([]);
});

test("the owner's choice of the shop's data shows its own figures on the home page and real orders, anonymised, in the popup", async ({ browser, page }) => {
  // Two saves in the editor, the page's refresh and the popup's first 5 s.
  test.setTimeout(90_000);
  const admin = await ownerOnContent(browser);
  const section = admin.getByRole("region", { name: "Social-proof figures" });
  await expect(section).toContainText("This shop takes test payments: a figure you have not chosen a source for shows its fixed text.");
  try {
    await chooseSources(admin, "From the shop's data", () => 0);
    await admin.reload();
    const now = (await admin.getByTestId("figures-data").innerText()).match(/(\d[\d,]*) orders? this week/);
    expect(now).not.toBeNull();
    const orders = now![1]!;

    await expect(async () => {
      const html = await home(page);
      expect(html).not.toContain("<strong>237</strong>");
      expect(html).toContain(`<strong>${orders}</strong> ${orders === "1" ? "order" : "orders"} this week`);
      expect(html).not.toContain("Jessica M.");
    }).toPass({ timeout: 10_000 });

    await page.goto("/");
    const popup = page.getByTestId("social-proof-popup");
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toContainText(/^Someone in [^]+ bought (the|a) [^]+ (tin|tins) ?(just now|\d+ (minute|hour|day)s? ago|yesterday)$/);
    // Never a customer's name (the seeded orders' buyers among them).
    await expect(popup).not.toContainText(/Grace|Whitfield|Daniel|Reyes|Jessica/);
  } finally {
    await chooseSources(admin, "Not chosen yet", (figure) => SHIPPED_MINIMUMS[figure]);
    await admin.context().close();
  }
  await expect(async () => expect(await home(page)).toContain("<strong>237</strong> orders this week")).toPass({ timeout: 10_000 });
});
