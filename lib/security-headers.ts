// Security headers. Prerendered pages get a CSP that allows inline scripts,
// because they hydrate with inline scripts and a nonce would force every page
// to render per request; everything else in it is strict. Dynamic pages that
// handle money or customer data (admin, checkout, the review form of an
// order, the page a privacy request's link opens, the customer's account, the
// page a delay notice's cancel link opens, the page a marketing e-mail's
// unsubscribe link opens)
// get a per-request nonce from the proxy instead, with 'strict-dynamic' and
// no 'unsafe-inline' (NONCE_PAGES). Stripe (payments) and Google Analytics are the only third
// parties, besides YouTube (no-cookie) and Vimeo frames for tutorial videos.
// Every document but the storefront's information pages is also kept apart
// from other sites' windows (OPENER_POLICY).

import { STOREFRONT_PAGES } from "./site/storefront-pages";

/** Pages whose CSP carries a per-request nonce (proxy.ts); the static CSP is not sent to them. */
export const NONCE_PAGES = ["/admin", "/checkout", "/reviews", "/privacy/request/manage", "/account", "/orders/cancel", "/unsubscribe", "/sign-in/confirm"] as const;

export function isNoncePage(pathname: string): boolean {
  return NONCE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

export function contentSecurityPolicy(options: { dev: boolean; nonce?: string }): string {
  const scripts = options.nonce
    ? [`'nonce-${options.nonce}'`, "'strict-dynamic'"]
    : ["'unsafe-inline'", "https://www.googletagmanager.com"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, ...(options.dev ? ["'unsafe-eval'"] : []), "https://js.stripe.com"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://*.stripe.com", "https://*.public.blob.vercel-storage.com", "https://www.googletagmanager.com", "https://*.google-analytics.com"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:", "https://*.public.blob.vercel-storage.com"],
    "connect-src": [
      "'self'",
      "https://api.stripe.com",
      "https://*.public.blob.vercel-storage.com",
      "https://vercel.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
      ...(options.dev ? ["ws:"] : []),
    ],
    "frame-src": ["'self'", "https://js.stripe.com", "https://hooks.stripe.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** Headers of every response; the CSP is separate (contentSecurityPolicy). */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self \"https://js.stripe.com\")" },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  ];
}

/**
 * Cross-Origin-Opener-Policy: a page that carries it is opened in a browsing
 * context group of its own, so a window of another site that opened it (or
 * that it opened) holds no reference to it: it can neither navigate it nor
 * count its frames. Sent with every document except the storefront's
 * information pages (STOREFRONT_PAGES: the home, landing and policy pages),
 * which are the same prerendered document for everyone, hold nothing
 * personal, and are where visitors arrive from search results and apps. On
 * such an arrival (from a page without the header, or a new tab) the header
 * makes the browser set the page up in a new browsing context group, which
 * costs main-thread time before the first paint: in Lighthouse's mobile runs
 * here the window's set-up for a copy of `/` took 7-24 ms with it against
 * 3 ms without, and `/` itself had 133 ms of blocking time against 82 ms
 * (median of 4 runs each).
 * A visitor's next step that matters (the checkout, their orders or account,
 * the forum, the wholesale form, a privacy request, the admin) carries it, and
 * the browser cuts any other window's reference to the tab at that
 * navigation. That needs a page load: the storefront pages link with plain
 * anchors, never a client-side navigation, which would keep their document
 * and so its missing header (tests/e2e/shell.spec.ts).
 */
export const OPENER_POLICY = { key: "Cross-Origin-Opener-Policy", value: "same-origin" } as const;

/**
 * Headers of the build's own files (/_next/static: scripts, styles, fonts,
 * never a document): nosniff only. The others act on documents, and a page
 * loads a dozen of these files, each of which would carry about a kilobyte of
 * headers that do nothing. Also sent with their brotli copies
 * (server/precompressed.ts).
 */
export function staticFileHeaders(): { key: string; value: string }[] {
  return securityHeaders().filter((header) => header.key === "X-Content-Type-Options");
}

/**
 * Answers that set their own, stricter CSP (`default-src 'none'; sandbox`):
 * uploaded files (lib/uploads/serve.ts) and the placeholder drawing. The
 * site's CSP must not be sent with them: Next.js keeps a header a rule set
 * before the route's own, so theirs would be lost, and a browser given both
 * would not sandbox the file.
 */
export const OWN_CSP_PATHS = ["/api/objects/uploads/", "/api/placeholder/"] as const;

/**
 * The rules of next.config.ts's headers(): the headers above on every
 * response, the opener policy on every one but the storefront's information
 * pages, and the static CSP everywhere but the nonce pages, which get theirs
 * from the proxy, and the answers with their own (OWN_CSP_PATHS). The build's
 * own files carry only staticFileHeaders().
 */
export function headerRules(options: { dev: boolean }) {
  const nonceAlternatives = NONCE_PAGES.map((page) => `${page.slice(1)}(?:/|$)`);
  const ownCspAlternatives = OWN_CSP_PATHS.map((prefix) => prefix.slice(1));
  const withoutSiteCsp = [...nonceAlternatives, ...ownCspAlternatives, "_next/static/"].join("|");
  // Exact paths only: /privacy is one of them, /privacy/request is not.
  const storefrontAlternatives = STOREFRONT_PAGES.filter((page) => page !== "/").map((page) => `${page.slice(1)}$`);
  const withoutOpenerPolicy = [...storefrontAlternatives, "_next/static/"].join("|");
  const csp = { key: "Content-Security-Policy", value: contentSecurityPolicy(options) };
  return [
    { source: "/_next/static/:path*", headers: staticFileHeaders() },
    { source: "/", headers: [...securityHeaders(), csp] },
    { source: "/:path((?!_next/static/).+)", headers: securityHeaders() },
    { source: `/:path((?!${withoutOpenerPolicy}).+)`, headers: [OPENER_POLICY] },
    { source: `/:path((?!${withoutSiteCsp}).+)`, headers: [csp] },
  ];
}
