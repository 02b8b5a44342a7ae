// Security headers sent with every response (next.config.ts). The CSP allows
// inline scripts because prerendered pages hydrate with inline scripts and a
// nonce would force every page to render dynamically; everything else is strict.
// Stripe (payments) and Google Analytics are the only third parties, besides
// YouTube (no-cookie) and Vimeo frames for tutorial videos hosted there.

export function contentSecurityPolicy(options: { dev: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      "'unsafe-inline'",
      ...(options.dev ? ["'unsafe-eval'"] : []),
      "https://js.stripe.com",
      "https://www.googletagmanager.com",
    ],
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
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(options: { dev: boolean }): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self \"https://js.stripe.com\")" },
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
