// The proxy does four things:
// - Addresses whose percent-encoding cannot be decoded (`/api/track/%E0%A4%A`)
//   are answered with a JSON 400 here, before routing tries to decode them.
// - The pages of lib/security-headers.ts NONCE_PAGES (admin, checkout, the
//   review form, the pages that the links of e-mails open, the customer's
//   account): a Content-Security-Policy with a fresh nonce for each request
//   (Next.js puts it on its own scripts), so no inline script runs there
//   unless the page rendered it.
// - Stripe's return to /success after a payment that needed a redirect and
//   did not succeed (a `redirect_status` other than succeeded) goes on to the
//   checkout, which says what happened (lib/payments/redirect-params.ts):
//   the confirmation page is for paid orders only.
// - Admin pages: an optimistic guard that sends a visitor without a session
//   cookie to the dashboard's login form. This is a convenience only; every
//   admin page, route handler and server action checks the session itself.
import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/config";
import { contentSecurityPolicy, isNoncePage } from "@/lib/security-headers";
import { CHECKOUT_PAYMENT_PARAM, paymentRedirectOutcome } from "@/lib/payments/redirect-params";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];
// These two pages show their own login form to signed-out visitors.
const PUBLIC_ADMIN_PAGES = new Set(["/admin", "/admin/dashboard"]);

const ADMIN_MATCH = /^\/admin\/.+/;

function isDecodable(path: string): boolean {
  if (!path.includes("%")) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Continues with a per-request nonce in the request's and the response's CSP. */
function withNonce(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const csp = contentSecurityPolicy({ dev: getConfig().env === "development", nonce });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

/**
 * The checkout, told the payment's outcome, for a return from Stripe that is
 * not a paid one; null when the confirmation page may show. Stripe's
 * parameters (the payment's client secret among them) are not passed on.
 */
function unpaidPaymentReturn(request: NextRequest): NextResponse | null {
  const outcome = paymentRedirectOutcome(request.nextUrl.searchParams);
  if (outcome === null || outcome === "succeeded") return null;
  const checkout = new URL("/checkout", request.url);
  checkout.searchParams.set(CHECKOUT_PAYMENT_PARAM, outcome);
  const response = NextResponse.redirect(checkout, 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isDecodable(pathname)) {
    // The API error format, written out: the proxy stays free of server-side modules.
    const error = { code: "invalid_request", message: "The address is not correctly encoded." };
    return Response.json({ error }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }

  if (pathname === "/success") return unpaidPaymentReturn(request) ?? NextResponse.next();
  if (!ADMIN_MATCH.test(pathname) || PUBLIC_ADMIN_PAGES.has(pathname)) return isNoncePage(pathname) ? withNonce(request) : NextResponse.next();
  const hasSession = SESSION_COOKIES.some((name) => request.cookies.has(name));
  if (hasSession) return withNonce(request);
  const login = new URL("/admin/dashboard", request.url);
  login.searchParams.set("callbackUrl", `${pathname}${search}`);
  return NextResponse.redirect(login);
}

// Only the addresses it has work for: the proxy costs time on every request
// it runs for, and the storefront (`/` above all) must stay as fast as a static file. Any address with a
// `%` in it is checked, so a broken one never reaches routing; /success only when Stripe sends a shopper back to it.
export const config = { matcher: ["/admin", "/admin/:path+", "/checkout", "/checkout/:path+", "/reviews/:path+", "/privacy/request/manage", "/account", "/account/:path+", "/orders/cancel", "/unsubscribe", "/sign-in/confirm", { source: "/success", has: [{ type: "query", key: "redirect_status" }] }, "/:path(.*%.*)"] };
