// Search Console verification: Google's meta tag in the head of the home page,
// from GOOGLE_SITE_VERIFICATION, read at request time so that setting it needs
// no rebuild. The home page stays prerendered: when a code is set, the proxy
// serves `/` from a prerendered twin at /site-verification/{code} whose head
// carries the tag. Pure functions, safe to import from the proxy.

/** The content value of Google's `<meta name="google-site-verification">` tag. */
export const SITE_VERIFICATION_CODE = /^[A-Za-z0-9_-]{10,100}$/;

export const VERIFIED_HOME_PREFIX = "/site-verification";

/** The configured verification code, or undefined when unset or malformed. */
export function siteVerificationCode(env: Record<string, string | undefined> = process.env): string | undefined {
  const code = env.GOOGLE_SITE_VERIFICATION?.trim();
  return code && SITE_VERIFICATION_CODE.test(code) ? code : undefined;
}

/** Where the proxy serves the home page from when a code is set. */
export function verifiedHomePath(code: string): string {
  return `${VERIFIED_HOME_PREFIX}/${code}`;
}
