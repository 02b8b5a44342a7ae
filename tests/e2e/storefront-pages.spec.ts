// Landing pages, the order confirmation, SEO files and metadata (the
// accessibility scan of every page is accessibility.spec.ts).
import { expect, test } from "@playwright/test";

const LANDING_PAGES = ["/tattoo-heal-fast", "/how-to-care-for-new-tattoos", "/buy-tattoo-aftercare-usa"];
const POLICY_PAGES = ["/privacy", "/terms", "/returns", "/shipping", "/contact"];

test("the fast-healing page claims 15% faster, a 7-day timeline and 3 times daily", async ({ page }) => {
  await page.goto("/tattoo-heal-fast");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("15% faster");
  for (const phase of ["Days 1-2", "Days 3-5", "Days 6-7"]) await expect(page.getByText(phase, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Apply a thin layer 3 times daily" })).toBeVisible();
});

test("the new-tattoo guide has four phases and do/don't lists", async ({ page }) => {
  await page.goto("/how-to-care-for-new-tattoos");
  for (const phase of ["First 24 hours", "Days 2-7", "Days 8-14", "Weeks 3-4"]) {
    await expect(page.getByText(phase, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Do", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Don't", exact: true })).toBeVisible();
});

test("the USA page lists all 50 states, testimonials and the shipping and guarantee claims", async ({ page }) => {
  await page.goto("/buy-tattoo-aftercare-usa");
  await expect(page.getByRole("list", { name: "States we ship to" }).getByRole("listitem")).toHaveCount(50);
  await expect(page.getByRole("list", { name: "Testimonials" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Free shipping, no minimum" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "30-day money-back guarantee" })).toBeVisible();
});

test("every landing page orders through /checkout and links home sections back to /", async ({ page }) => {
  for (const path of LANDING_PAGES) {
    await page.goto(path);
    const order = page.getByRole("link", { name: /^Order Now - Starting from \$9/ });
    await expect(order.first()).toHaveAttribute("href", "/checkout");
    expect(await order.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Product" })).toHaveAttribute("href", "/#product");
  }
});

test("the success page confirms the order with timings, tips, links and the support address", async ({ page }) => {
  await page.goto("/success");
  await expect(page.getByRole("heading", { level: 1, name: "ORDER CONFIRMED!" })).toBeVisible();
  await expect(page.getByText(/confirmation e-mail/)).toBeVisible();
  await expect(page.getByText("1-2 business days")).toBeVisible();
  await expect(page.getByText("3-5 business days with free shipping")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Before your ointment arrives" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Once it arrives" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Healing Calculator" })).toHaveAttribute("href", "/healing-calculator");
  await expect(main.getByRole("link", { name: "Artist Community" })).toHaveAttribute("href", "/forum");
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  const support = main.getByRole("link", { name: /@/ });
  const address = (await support.textContent())!.trim();
  await expect(support).toHaveAttribute("href", `mailto:${address}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the sitemap lists every public page and nothing private", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of ["/", ...LANDING_PAGES, "/forum", "/tutorials", "/healing-calculator", "/wholesale", "/track", ...POLICY_PAGES]) {
    expect(locs).toContain(path);
  }
  expect(locs.filter((path) => /^\/(admin|api|checkout)/.test(path))).toEqual([]);
  expect(baseURL).toBeTruthy();
});

test("robots.txt disallows admin, api and checkout and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*/i);
  for (const path of ["/admin", "/api", "/checkout"]) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("each storefront page has its own title, description, canonical URL and social cards", async ({ page, request }) => {
  const titles = new Set<string>();
  for (const path of ["/", ...LANDING_PAGES, ...POLICY_PAGES]) {
    await page.goto(path);
    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    titles.add(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(path);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute("content");
    expect(new URL(ogUrl!).pathname).toBe(path);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    const imageResponse = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()["content-type"]).toBe("image/png");
  }
  expect(titles.size).toBe(4 + POLICY_PAGES.length);
});

test("forms take input only once the page's script runs, and keep what is typed", async ({ page, browser, baseURL }) => {
  // Before the script runs (here it never arrives): every control of the
  // privacy request, healing calculator and wholesale forms is disabled, so
  // nothing typed is replaced at hydration and the browser never sends a form
  // itself, its fields in the page's address.
  const withoutScript = await browser.newContext({ baseURL });
  await withoutScript.route(/\/_next\/static\/chunks\/.*\.js(\?|$)/, (route) => route.abort());
  const raw = await withoutScript.newPage();
  for (const path of ["/privacy/request", "/healing-calculator", "/wholesale/signup"]) {
    await raw.goto(path);
    const controls = raw.locator("main form").locator("input, select, textarea, button");
    await expect(controls.first()).toBeAttached();
    const states = await controls.evaluateAll((elements) => elements.map((element) => element.matches(":disabled")));
    expect(states.length, path).toBeGreaterThan(1);
    expect(states.every(Boolean), path).toBe(true);
  }
  await withoutScript.close();

  // With it, the privacy request's field takes the address and keeps it.
  const email = page.getByRole("form", { name: "Ask for a link to your data" }).getByLabel("E-mail address");
  await page.goto("/privacy/request");
  await expect(email).toBeEnabled();
  await email.fill("reader@example.com");
  await expect(page.getByRole("button", { name: "E-mail me a link" })).toBeEnabled();
  await expect(email).toHaveValue("reader@example.com");
});
