// Black-box checks of the production shop as an attacker meets it: the admin
// and checkout pages' CSP (a fresh nonce, no inline scripts otherwise), and a
// cross-site "simple" POST to an admin write with the admin's own cookie.
import { expect, test, type Page } from "@playwright/test";
import { expectAdminSignedIn, signInAsAdmin } from "./support/admin";

function scriptSrc(csp: string): string {
  return csp.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src ")) ?? "";
}

test("admin and checkout pages carry a per-request nonce and no 'unsafe-inline' for scripts", async ({ request }) => {
  for (const path of ["/admin/dashboard", "/admin", "/checkout"]) {
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
