// Accessibility of every page, public and admin: axe (WCAG 2.0-2.2 A and AA
// and best practices) on each page once its data is shown, with reduced motion
// (so nothing is caught half-faded in), and on the states a visitor reaches on
// it without changing anything: a calculated result, a form with its field
// errors, the admin dashboard's tabs and dialogs.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "./support/admin";
import { expectNoViolations } from "./support/axe";

const LANDING_PAGES = ["/tattoo-heal-fast", "/how-to-care-for-new-tattoos", "/buy-tattoo-aftercare-usa"];
const POLICY_PAGES = ["/privacy", "/terms", "/returns", "/shipping", "/contact"];
const LOCKED_POST = "d48ff8a5-85fb-4258-af7f-e670ee5f0064"; // the pinned, locked welcome post
const TRACKING_NUMBER = "9400111899223854190637"; // a delivered sample order
// The admin pages sign in from an address of their own (the shop trusts one
// proxy hop), so their logins do not count against other tests' clients.
const ADMIN_CLIENT = { "X-Forwarded-For": "198.51.100.61" };
const APPLICANT = {
  businessName: "Axe Check Tattoo Collective",
  contactName: "Robin Axe",
  email: "robin@axe-check.example.com",
  phone: "555-014-2200",
  businessType: "tattoo_shop",
  businessAddress: { street: "12 Contrast Way", city: "Tacoma", state: "WA", zipCode: "98402", country: "United States" },
  estimatedMonthlyVolume: 40,
  packageTier: "starter",
};

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function openForumPost(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const posts: { id: string; title: string; isLocked: boolean; repliesCount: number }[] = await (
    await request.get("/api/forum/posts?limit=50")
  ).json();
  const post = posts.find((p) => !p.isLocked && p.repliesCount >= 1);
  expect(post, "a sample post that is open for replies").toBeTruthy();
  return post!;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test.describe("public pages", () => {
  test("/", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#tutorials").getByRole("link", { name: /^Watch Tutorial/ })).toHaveCount(3);
    await expectNoViolations(page);
  });

  for (const path of LANDING_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  // A phone's width and a laptop's: the policy pages' text, lists and contact
  // details at both, a test each (a scan takes seconds on a busy machine).
  for (const width of [390, 1280]) {
    for (const path of POLICY_PAGES) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page.getByText(/^Last updated /)).toBeVisible();
        await expectNoViolations(page, `${path} at ${width} px`);
      });
    }
  }

  test("/forum, recent and popular", async ({ page }) => {
    await page.goto("/forum");
    await expect(page.getByRole("list", { name: "Recent posts" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Community Stats" })).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/forum?tab=popular");
    await expect(page.getByRole("list", { name: "Popular posts" }).getByRole("article").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("/forum/post/{id}, open, locked and missing", async ({ page, request }) => {
    const post = await openForumPost(request);
    await page.goto(`/forum/post/${post.id}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("list", { name: "Replies" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Add a Reply" })).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/forum/post/${LOCKED_POST}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome!");
    await expectNoViolations(page);

    await page.goto("/forum/post/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "Post Not Found" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("/forum/new, /forum/sign-in, a category and a search", async ({ page }) => {
    await page.goto("/forum/new");
    await expect(page.getByLabel("E-mail address")).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/forum/sign-in?error=Verification");
    await expect(page.getByRole("alert").filter({ hasText: "expired or was already used" })).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/forum/category/aftercare-tips");
    await expect(page.getByRole("heading", { level: 1, name: "Aftercare Tips" })).toBeVisible();
    await expectNoViolations(page);
    await page.goto("/forum/search?q=healing");
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("/tutorials, a season and a video", async ({ page, request }) => {
    await page.goto("/tutorials");
    await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article").first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto("/tutorials?season=winter");
    await expect(page.getByRole("list", { name: "Tutorials" }).getByRole("article").first()).toBeVisible();
    await expectNoViolations(page);

    const [video]: { id: string; title: string }[] = await (await request.get("/api/tutorials?season=winter")).json();
    await page.goto(`/tutorials?season=winter&video=${video!.id}`);
    await expect(page.getByRole("heading", { level: 2, name: video!.title })).toBeVisible();
    await expect(page.locator("video")).toHaveAttribute("poster", /^\/media\/tutorials\//);
    await expectNoViolations(page);
  });

  test("/healing-calculator, before and after calculating", async ({ page }) => {
    await page.goto("/healing-calculator");
    const calculate = page.getByRole("button", { name: "Calculate Healing Time" });
    await expect(calculate).toBeVisible();
    await expectNoViolations(page, "/healing-calculator (empty)");

    await page.getByLabel("When did you get your tattoo?").fill(daysAgo(10));
    await page.getByLabel("Tattoo size").selectOption("small");
    await page.getByLabel("Placement").selectOption("arm");
    await calculate.click();
    await expect(page.getByTestId("total-days")).toBeVisible();
    await expect(page.getByRole("list", { name: "Healing phases" })).toBeVisible();
    await expectNoViolations(page, "/healing-calculator (result)");
  });

  test("/wholesale", async ({ page }) => {
    await page.goto("/wholesale");
    await expect(page.getByTestId("package-professional").getByText("Most Popular")).toBeVisible();
    await expectNoViolations(page);
  });

  test("/wholesale/signup, empty and with field errors", async ({ page }) => {
    await page.route("**/api/wholesale/applications", (route) => route.abort());
    await page.goto("/wholesale/signup");
    const submit = page.getByRole("button", { name: "Submit Application" });
    await expect(submit).toBeEnabled();
    await expectNoViolations(page, "/wholesale/signup (empty)");

    // Invalid: the form shows its messages and sends nothing.
    await submit.click();
    await expect(page.getByText("Please select a business type")).toBeVisible();
    await expect(page.getByLabel("Street Address *")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "/wholesale/signup (field errors)");
  });

  test("/track, empty and with a shipment", async ({ page }) => {
    await page.goto("/track");
    await expect(page.getByRole("button", { name: "Track Order" })).toBeEnabled();
    await expectNoViolations(page);

    await page.goto(`/track?number=${TRACKING_NUMBER}`);
    await expect(page.getByTestId("tracking-status")).toHaveText("delivered");
    await expect(page.getByTestId("tracking-event").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("/checkout", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "SECURE CHECKOUT" })).toBeVisible();
    await expect(page.getByLabel("Card number")).toBeVisible();
    const pay = page.getByRole("button", { name: /^Complete Payment/ });
    await expect(pay).toBeEnabled();
    await expectNoViolations(page);

    // Paying with the form empty: nothing is sent, an error notification says what is missing.
    await pay.click();
    await expect(page.getByRole("region", { name: /notifications/i }).getByText("Missing Information")).toBeVisible();
    await expectNoViolations(page, "/checkout (Missing Information)");
  });

  test("/success", async ({ page }) => {
    await page.goto("/success");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test("a missing page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("admin pages, signed out", () => {
  for (const path of ["/admin", "/admin/dashboard"]) {
    test(`${path} (login form)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test.describe("admin pages, signed in", () => {
  test.use({ extraHTTPHeaders: ADMIN_CLIENT });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await expectAdminSignedIn(page);
  });

  test("/admin/dashboard, its three tabs", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Top Carriers" })).toBeVisible();
    await expectNoViolations(page, "/admin/dashboard (Overview)");

    await page.getByRole("tab", { name: "Orders & Shipping" }).click();
    await expect(page.getByRole("button", { name: "View Details" }).first()).toBeVisible();
    await expectNoViolations(page, "/admin/dashboard (Orders & Shipping)");

    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    await expectNoViolations(page, "/admin/dashboard (Analytics)");
  });

  test("/admin/dashboard, the order details and Create Label dialogs", async ({ page }) => {
    await page.getByRole("tab", { name: "Orders & Shipping" }).click();
    const rows = page.getByRole("row").filter({ has: page.getByRole("button", { name: "View Details" }) });
    await expect(rows.first()).toBeVisible();

    await rows.first().getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: /^Order #/ });
    await expect(details).toBeVisible();
    await expectNoViolations(page, "/admin/dashboard (order details)");
    await details.getByRole("button", { name: "Close" }).click();
    await expect(details).toBeHidden();

    // Other tests may have labelled every paid order by now: then the
    // dashboard's next look for changed orders (every 30 s, the clock is moved
    // on; GET /api/admin/orders?changedSince=…) is answered with the newest
    // order shown as paid, and nothing is changed.
    const createLabel = page.getByRole("button", { name: "Create Label" });
    if ((await createLabel.count()) === 0) {
      const newest = ((await (await page.request.get("/api/admin/orders")).json()) as { orders: { status: string }[] }).orders[0]!;
      await page.route(/\/api\/admin\/orders\?changedSince=/, async (route) => {
        const response = await route.fetch();
        const changes: { orders: { status: string }[] } = await response.json();
        await route.fulfill({ response, json: { ...changes, orders: [...changes.orders, { ...newest, status: "paid" }] } });
      });
      await page.clock.install();
      await page.reload();
      await page.getByRole("tab", { name: "Orders & Shipping" }).click();
      await expect(rows.first()).toBeVisible();
      await page.clock.fastForward(31_000);
    }
    await expect(createLabel.first()).toBeVisible();
    await createLabel.first().click();
    const labelDialog = page.getByRole("dialog", { name: /Create Label/ });
    await expect(labelDialog.getByLabel("Carrier")).toBeVisible();
    await expectNoViolations(page, "/admin/dashboard (Create Label)");
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("/admin (the legacy page)", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByTestId("legacy-order").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("/admin/google-integrations", async ({ page }) => {
    await page.goto("/admin/google-integrations");
    await expect(page.getByRole("heading", { name: "Setup guide" })).toBeVisible();
    await expect(page.getByTestId("gmb-accounts")).toBeVisible();
    await expectNoViolations(page);
  });

  test("/admin/community", async ({ page }) => {
    await page.goto("/admin/community");
    await expect(page.getByRole("heading", { level: 1, name: "Community moderation" })).toBeVisible();
    await expect(page.locator("[data-post-id]").first()).toBeVisible();
    await expectNoViolations(page);
  });

  test("/admin/products", async ({ page }) => {
    await page.goto("/admin/products");
    await expect(page.getByRole("heading", { level: 1, name: "Products & Prices" })).toBeVisible();
    await expect(page.getByRole("region", { name: "1 oz / 30ml" }).getByLabel("Price (USD)")).toBeVisible();
    await expectNoViolations(page);
  });

  test("/admin/content", async ({ page }) => {
    await page.goto("/admin/content");
    await expect(page.getByRole("form", { name: "Can I use it on older tattoos?" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("/admin/tutorials and its form", async ({ page }) => {
    await page.goto("/admin/tutorials");
    await expect(page.getByRole("heading", { level: 1, name: "Tutorials" })).toBeVisible();
    await expectNoViolations(page, "/admin/tutorials");
    await page.getByRole("button", { name: "New tutorial" }).click();
    await expect(page.getByRole("region", { name: "New tutorial" }).getByLabel("Title")).toBeVisible();
    await expectNoViolations(page, "/admin/tutorials (New tutorial)");
  });

  test("/admin/security", async ({ page }) => {
    await page.goto("/admin/security");
    await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("/admin/wholesale and an application", async ({ page }) => {
    // A pending application to look at: the same one each run (sending it
    // again changes nothing), from the admin pages' own address.
    const sent = await page.request.post("/api/wholesale/applications", { data: APPLICANT });
    expect([200, 201], await sent.text()).toContain(sent.status());
    const { id } = (await sent.json()) as { id: string };

    await page.goto("/admin/wholesale");
    await expect(page.getByTestId("application-row").first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/admin/wholesale/${id}`);
    await expect(page.getByRole("heading", { name: APPLICANT.businessName })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Decision" })).toBeVisible();
    await expectNoViolations(page, "/admin/wholesale/{id}");
  });
});
