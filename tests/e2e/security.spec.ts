// Black-box checks of the production shop as an attacker meets it: the admin
// and checkout pages' CSP (a fresh nonce, no inline scripts otherwise), and a
// cross-site "simple" POST to an admin write with the admin's own cookie.
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "./support/admin";

function scriptSrc(csp: string): string {
  return csp.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src ")) ?? "";
}

test("admin and checkout pages carry a per-request nonce and no 'unsafe-inline' for scripts", async ({ request }) => {
  for (const path of ["/admin/dashboard", "/admin", "/checkout", "/privacy/request/manage?token=unknown"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    const csp = first.headers()["content-security-policy"]!;
    const src = scriptSrc(csp);
    const nonce = /'nonce-([^']+)'/.exec(src)?.[1];
    expect(nonce, `${path}: ${csp}`).toBeTruthy();
    expect(src).not.toContain("'unsafe-inline'");
    expect(csp).toContain("base-uri 'none'");
    expect(scriptSrc(second.headers()["content-security-policy"]!)).not.toContain(`'nonce-${nonce}'`);
    // Every script of the page carries this request's nonce.
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  const home = (await request.get("/")).headers()["content-security-policy"]!;
  expect(home).toContain("base-uri 'none'");
});

async function signIn(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signInAsAdmin(page);
  await expectAdminSignedIn(page);
  return violations;
}

test("the dashboard works under its strict CSP, and refuses a cross-site text/plain write made with its cookie", async ({ page }) => {
  const violations = await signIn(page);
  await page.getByRole("tab", { name: "Orders & Shipping" }).click();
  await expect(page.getByTestId("order-row").first()).toBeVisible();
  expect(violations).toEqual([]);

  const orderId = await page.getByTestId("order-row").first().getAttribute("data-order-id");
  const body = JSON.stringify({ orderId, carrier: "USPS", service: "Priority Mail" });
  // What a form on another site can send without a preflight, with the admin's cookie attached.
  const crossSite = await page.request.post("/api/shipping/labels", {
    headers: { "Content-Type": "text/plain; x=application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    data: body,
  });
  expect([403, 415]).toContain(crossSite.status());
  const sameSiteButPlain = await page.request.post("/api/shipping/labels", {
    headers: { "Content-Type": "text/plain; x=application/json", Origin: new URL(page.url()).origin },
    data: body,
  });
  expect(sameSiteButPlain.status()).toBe(415);
  const foreignJson = await page.request.post("/api/shipping/labels", {
    headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    data: body,
  });
  expect(foreignJson.status()).toBe(403);
  expect((await foreignJson.json()).error.code).toBe("cross_site_request");
});

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

test("an uploaded photo is never served by the image optimiser, and carries only its own sandboxing CSP", async ({ request }) => {
  // A customer's photo, through the two-step upload (as its own client).
  const client = { "X-Forwarded-For": "203.0.113.81" };
  const { uploadURL } = await (await request.post("/api/objects/upload", { headers: client })).json();
  const stored = await request.put(uploadURL, { headers: { ...client, "Content-Type": "image/png" }, data: PNG });
  expect(stored.status()).toBe(200);
  const { url } = await stored.json();
  expect(url).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);

  // Served itself: private, sandboxed, with exactly one CSP (the site's would lift the sandbox).
  const photo = await request.get(url);
  expect(photo.status()).toBe(200);
  expect(photo.headers()["cache-control"]).toBe("private, max-age=86400, immutable");
  const cspOf = (headers: { name: string; value: string }[]) => headers.filter((header) => header.name.toLowerCase() === "content-security-policy").map((header) => header.value);
  expect(cspOf(photo.headersArray())).toEqual(["default-src 'none'; sandbox"]);
  // So is the placeholder drawing.
  expect(cspOf((await request.get("/api/placeholder/120/80")).headersArray())).toEqual(["default-src 'none'; sandbox"]);

  // The optimiser refuses it (it would serve it as a public image, kept after the photo's purge) …
  const optimized = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, { headers: { Accept: "image/webp,image/*" } });
  expect(optimized.status()).toBe(400);
  // … and still resizes the product shots the home page shows.
  const home = await (await request.get("/")).text();
  const productImage = /\/_next\/image\?url=%2Fmedia%2Fproducts%2F[^"\s,]+/.exec(home)?.[0]?.replaceAll("&amp;", "&");
  expect(productImage).toBeTruthy();
  const resized = await request.get(productImage!, { headers: { Accept: "image/webp,image/*" } });
  expect(resized.status()).toBe(200);
  expect(resized.headers()["content-type"]).toBe("image/webp");
});
