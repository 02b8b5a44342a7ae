// The storefront's information pages: the home page, the landing pages and the
// policy pages. Each is one prerendered document, the same for every visitor,
// with no form and nothing personal in it. `npm run lighthouse` measures them
// against its budget, and they are the pages sent without
// Cross-Origin-Opener-Policy (lib/security-headers.ts says why). No imports:
// next.config.ts reads this list through the header rules.

/** The marketing landing pages (app/(site)/<path>). */
export const LANDING_PAGES = ["/tattoo-heal-fast", "/how-to-care-for-new-tattoos", "/buy-tattoo-aftercare-usa"] as const;

/** The owner's policy texts (lib/editable-content/policy-schema.ts), each shown at /<key>. */
export const POLICY_KEYS = ["privacy", "terms", "returns", "shipping", "contact"] as const;

export const STOREFRONT_PAGES = ["/", ...LANDING_PAGES, ...POLICY_KEYS.map((key) => `/${key}` as const)];
