// Which answers get which headers (next.config.ts headers(), built by
// headerRules): the site's CSP everywhere but the nonce pages and the answers
// that send their own strict one (uploaded files, the placeholder drawing),
// matched by the regular expressions `next build` makes of each rule's source.
import { buildCustomRoute } from "next/dist/lib/build-custom-route";
import { headerRules } from "@/lib/security-headers";

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
