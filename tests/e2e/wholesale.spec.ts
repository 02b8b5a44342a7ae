import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./support/admin";

test("the wholesale page lists the three packages and choosing one preselects it", async ({ page }) => {
  await page.goto("/wholesale");
  await expect(page.getByRole("heading", { level: 1, name: "Wholesale Program" })).toBeVisible();
  const professional = page.getByTestId("package-professional");
  await expect(professional.getByText("Most Popular")).toBeVisible();
  await expect(professional.getByText("$10.99", { exact: true })).toBeVisible();
  await expect(professional.getByText("31% OFF")).toBeVisible();
  await expect(page.getByTestId("package-premium").getByText("Maximum unlimited")).toBeVisible();
  await expect(page.getByTestId("package-starter").getByText("Maximum 99 units")).toBeVisible();

  await page.getByRole("link", { name: "Choose Premium", exact: true }).click();
  await expect(page).toHaveURL("/wholesale/signup?package=premium");
  await expect(page.getByLabel("Package *")).toHaveValue("premium");
  await expect(page.getByRole("heading", { name: "Why Go Wholesale?" })).toBeVisible();
});

test("the form shows its inline messages and sends nothing while invalid", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().includes("/api/wholesale/applications")) posted += 1;
  });
  await page.goto("/wholesale/signup");
  await page.getByLabel("Business Name *").fill("A");
  await page.getByLabel("Email *").fill("not-an-email");
  await page.getByLabel("Phone *").fill("555");
  await page.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByText("Business name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Contact name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByText("Please select a business type")).toBeVisible();
  await expect(page.getByText("Please enter estimated monthly volume")).toBeVisible();
  // Address and package are validated but not explained inline.
  await expect(page.getByText("Street address is required")).toHaveCount(0);
  await expect(page.getByText("Please select a package")).toHaveCount(0);
  await expect(page.getByLabel("Street Address *")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);
});

test("a valid application shows the confirmation, reaches the admin list and can be approved", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/wholesale/signup?package=professional");
  await page.getByLabel("Business Name *").fill("Harbor Light Tattoo");
  await page.getByLabel("Business Type *").selectOption("tattoo_shop");
  await page.getByLabel("Years in Business").fill("6");
  await page.getByLabel("Contact Name *").fill("Marisol Vega");
  await page.getByLabel("Phone *").fill("(207) 555-0188");
  await page.getByLabel("Email *").fill("marisol@harborlight.example.com");
  await page.getByLabel("Street Address *").fill("41 Commercial St");
  await page.getByLabel("City *").fill("Portland");
  await page.getByLabel("State *").fill("ME");
  await page.getByLabel("ZIP Code *").fill("04101");
  await page.getByLabel("Estimated Monthly Volume (units) *").fill("150");
  const notes = page.getByLabel("Additional Notes");
  expect((await notes.boundingBox())!.height).toBeGreaterThanOrEqual(100);

  const answer = page.waitForResponse("**/api/wholesale/applications");
  await page.getByRole("button", { name: "Submit Application" }).click();
  expect((await answer).status()).toBe(201);

  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  await expect(page.getByText("We'll review your application and get back to you within 24-48 hours.", { exact: true })).toBeVisible();
  await expect(page.getByText("Introduce you to your dedicated account manager", { exact: false })).toBeVisible();
  await expect(page.getByRole("form", { name: "Wholesale application" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Wholesale" }).last().click();
  await expect(page).toHaveURL("/wholesale");

  // The owner finds the application in the admin list and approves it.
  await page.goto("/admin/wholesale");
  await expect(page).toHaveURL(/\/admin\/dashboard\?callbackUrl=/);
  await signInAsAdmin(page, { open: false });
  // Signing in returns to the page that was asked for.
  await expect(page).toHaveURL("/admin/wholesale");
  await expect(page.getByRole("heading", { name: "Wholesale Applications" })).toBeVisible();
  const row = page.getByTestId("application-row").filter({ hasText: "Harbor Light Tattoo" });
  await expect(row).toContainText("Professional Package");
  await expect(row).toContainText("150 units");
  await expect(row).toContainText("Tattoo Shop/Studio");
  await expect(row.getByTestId("application-status")).toHaveText("pending");
  await row.getByRole("link", { name: "Harbor Light Tattoo" }).click();
  await expect(page.getByText("marisol@harborlight.example.com")).toBeVisible();
  await page.getByLabel("Note (optional, kept with the decision)").fill("Studio verified by phone");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("application-status")).toHaveText("approved");
  await expect(page.getByText("Note: Studio verified by phone")).toBeVisible();
  await page.getByRole("link", { name: "All applications" }).click();
  await expect(page.getByTestId("application-row").filter({ hasText: "Harbor Light Tattoo" }).getByTestId("application-status")).toHaveText("approved");
  // The dashboard header links to the applications.
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Wholesale Applications" }).click();
  await expect(page).toHaveURL("/admin/wholesale");
});

test("a failed submission keeps the form and says how to reach us", async ({ page }) => {
  await page.route("**/api/wholesale/applications", (route) => route.fulfill({ status: 503, body: "down" }));
  await page.goto("/wholesale/signup?package=starter");
  await page.getByLabel("Business Name *").fill("Quiet Needle");
  await page.getByLabel("Business Type *").selectOption("piercing_studio");
  await page.getByLabel("Contact Name *").fill("Ana Li");
  await page.getByLabel("Phone *").fill("4155550100");
  await page.getByLabel("Email *").fill("ana@quietneedle.example.com");
  await page.getByLabel("Street Address *").fill("9 Valencia St");
  await page.getByLabel("City *").fill("San Francisco");
  await page.getByLabel("State *").fill("CA");
  await page.getByLabel("ZIP Code *").fill("94103");
  await page.getByLabel("Estimated Monthly Volume (units) *").fill("30");
  await page.getByRole("button", { name: "Submit Application" }).click();

  await expect(page.getByText("Submission Failed", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Please try again or contact us at \S+@\S+$/)).toBeVisible();
  await expect(page.getByLabel("Business Name *")).toHaveValue("Quiet Needle");
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
});
