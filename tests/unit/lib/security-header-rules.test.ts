// Which answers get which headers (next.config.ts headers(), built by
// headerRules): the site's CSP everywhere but the nonce pages and the answers
// that send their own strict one (uploaded files, the placeholder drawing),
// the opener policy everywhere but the storefront's information pages,
// matched by the regular expressions `next build` makes of each rule's source.
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { headerRules } from "@/lib/security-headers";
import { LANDING_PAGES, STOREFRONT_PAGES } from "@/lib/site/storefront-pages";
import { POLICY_PATHS } from "@/lib/editable-content/policy-schema";
import { PUBLIC_PAGES } from "@/lib/seo/metadata";

/** The header values the rules give a path, in the order Next.js applies them. */
function headersFor(path: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const rule of headerRules({ dev: false })) {
    const { regex } = buildCustomRoute("header", rule);
    if (!new RegExp(regex, "i").test(path)) continue;
    for (const { key, value } of rule.headers) (found[key] ??= []).push(value);
  }
  return found;
}

const siteCsp = (path: string) => headersFor(path)["Content-Security-Policy"] ?? [];

it("sends the site's CSP once to pages and APIs, and none to the nonce pages", () => {
  for (const path of ["/", "/tutorials", "/api/tutorials", "/api/objects/upload", "/media/products/verdant-ink-1oz.webp", "/_next/image"]) {
    expect(siteCsp(path)).toHaveLength(1);
  }
  for (const path of ["/admin", "/admin/dashboard", "/checkout", "/reviews/write", "/privacy/request/manage", "/account", "/account/orders/x", "/orders/cancel", "/unsubscribe"]) expect(siteCsp(path)).toEqual([]);
  expect(siteCsp("/privacy/request")).toHaveLength(1);
  expect(siteCsp("/orders")).toHaveLength(1);
});

it("leaves uploaded files and the placeholder drawing their own CSP, but not the other security headers", () => {
  // Only these two: their neighbours get the site's CSP.
  for (const path of ["/api/objects/upload", "/api/objects/uploadsx/1", "/api/placeholders/640/360", "/api/forum/posts", "/media/placeholder/x"]) {
    expect(siteCsp(path)).toHaveLength(1);
  }
  for (const path of ["/api/objects/uploads/0b7c2f5e-2d2a-4c55-9d61-6a4a3c1b9e10", "/api/placeholder/640/360", "/API/objects/uploads/x"]) {
    expect(siteCsp(path)).toEqual([]);
    expect(headersFor(path)["X-Frame-Options"]).toEqual(["DENY"]);
    expect(headersFor(path)["X-Content-Type-Options"]).toEqual(["nosniff"]);
  }
});

describe("the opener policy", () => {
  const openerPolicy = (path: string) => headersFor(path)["Cross-Origin-Opener-Policy"] ?? [];

  it("is sent once with every document but the storefront's information pages", () => {
    for (const path of ["/checkout", "/success", "/orders", "/track", "/account", "/account/orders/x", "/forum", "/forum/new", "/wholesale", "/wholesale/signup", "/healing-calculator", "/tutorials", "/admin", "/reviews/write", "/privacy/request", "/privacy/request/manage", "/unsubscribe", "/nope", "/api/tutorials"]) {
      expect(openerPolicy(path)).toEqual(["same-origin"]);
    }
  });

  it("is left off the home, landing and policy pages only, matched exactly", () => {
    expect(STOREFRONT_PAGES).toEqual(["/", "/tattoo-heal-fast", "/how-to-care-for-new-tattoos", "/buy-tattoo-aftercare-usa", "/privacy", "/terms", "/returns", "/shipping", "/contact"]);
    for (const path of STOREFRONT_PAGES) {
      expect(openerPolicy(path)).toEqual([]);
      // The other security headers stay.
      expect(headersFor(path)["X-Frame-Options"]).toEqual(["DENY"]);
      expect(siteCsp(path)).toHaveLength(1);
    }
    for (const path of ["/privacyx", "/privacy/request", "/contact/x", "/terms-old", "/shipping/labels"]) expect(openerPolicy(path)).toEqual(["same-origin"]);
  });

  it("is not sent with the build's own files", () => {
    expect(openerPolicy("/_next/static/chunks/x.js")).toEqual([]);
  });
});

it("lists every policy page and landing page of the sitemap among the storefront pages", () => {
  for (const path of Object.values(POLICY_PATHS)) expect(STOREFRONT_PAGES).toContain(path);
  for (const path of LANDING_PAGES) expect(PUBLIC_PAGES.map((page) => page.path)).toContain(path);
});
