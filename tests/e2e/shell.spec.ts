import { expect, test } from "@playwright/test";

test("an unknown address shows Page Not Found with status 404", async ({ page }) => {
  const response = await page.goto("/nope/not-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("the health check reports the database up", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", database: { status: "up" } });
});

test("the home page shows both sizes with prices from the database", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const sizes = page.getByRole("list", { name: "Sizes" });
  await expect(sizes.locator("p", { hasText: /^1 oz \/ 30ml$/ })).toBeVisible();
  await expect(sizes.getByText("$9", { exact: true })).toBeVisible();
  await expect(sizes.locator("p", { hasText: /^4 oz \/ 120ml$/ })).toBeVisible();
  await expect(sizes.getByText("$15.99", { exact: true })).toBeVisible();
});

test("pages carry the security headers, the build's files only nosniff", async ({ request }) => {
  for (const path of ["/", "/nope"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-powered-by"]).toBeUndefined();
  }
  // Kept apart from other sites' windows: every document but the storefront's information pages.
  for (const path of ["/nope", "/checkout", "/orders", "/privacy/request"]) expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBe("same-origin");
  for (const path of ["/", "/buy-tattoo-aftercare-usa", "/privacy"]) expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBeUndefined();
  // The build's scripts and styles: nosniff, without the headers that only act on documents.
  const html = await (await request.get("/")).text();
  // Their addresses carry the build's deployment id (?dpl=…), which Next.js adds from deploymentId.
  for (const asset of [/src="(\/_next\/static\/[^"?]+\.js(?:\?[^"]*)?)"/, /href="(\/_next\/static\/[^"?]+\.css(?:\?[^"]*)?)"/].map((pattern) => pattern.exec(html)![1]!.replaceAll("&amp;", "&"))) {
    const headers = (await request.get(asset)).headers();
    expect(headers["x-content-type-options"], asset).toBe("nosniff");
    expect(headers["content-security-policy"], asset).toBeUndefined();
    expect(headers["x-frame-options"], asset).toBeUndefined();
  }
});

test("a storefront page opens the next page as a new document, which brings its own opener policy", async ({ page }) => {
  // A client-side navigation would keep the storefront document, which is sent
  // without Cross-Origin-Opener-Policy: the checkout must be a page load.
  await page.goto("/");
  await page.getByRole("link", { name: /^Order Now - Starting from/ }).first().click();
  await page.waitForURL("**/checkout");
  const navigation = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name);
  expect(new URL(navigation!).pathname).toBe("/checkout");
});

test("the build's scripts and stylesheets come brotli-compressed to a browser that takes br, the same files as with gzip", async ({ page, request }) => {
  const encodings = new Map<string, string | undefined>();
  page.on("response", (response) => {
    if (/\/_next\/static\/.+\.(js|css)(\?|$)/.test(response.url())) encodings.set(response.url(), response.headers()["content-encoding"]);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(encodings.size).toBeGreaterThan(3);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe("br");
  for (const url of encodings.keys()) {
    const brotli = await request.get(url, { headers: { "accept-encoding": "br" } });
    const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
    expect(brotli.headers()["content-encoding"], url).toBe("br");
    // Next.js leaves a file under a kilobyte uncompressed.
    expect([undefined, "gzip"], url).toContain(gzip.headers()["content-encoding"]);
    expect(brotli.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    expect((await brotli.body()).equals(await gzip.body()), url).toBe(true);
  }
});

test("placeholder images are SVGs of the requested size", async ({ request }) => {
  const response = await request.get("/api/placeholder/120/80");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(await response.text()).toContain('width="120"');
  expect((await request.get("/api/placeholder/0/80")).status()).toBe(400);
});
