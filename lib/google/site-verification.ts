// Search Console verification: Google's meta tag in the head of the home page,
// from GOOGLE_SITE_VERIFICATION, read at request time so that setting it needs
// no rebuild. The home page stays prerendered: when a code is set, the proxy
// serves `/` from a prerendered twin at /site-verification/{code} whose head
// carries the tag. The code is checked with the rest of the configuration.
import { getConfig, type Config } from "@/lib/config";

export const VERIFIED_HOME_PREFIX = "/site-verification";

/** The configured verification code, or undefined when unset. */
export function siteVerificationCode(config: Config = getConfig()): string | undefined {
  return config.google.siteVerification;
}

/** Where the proxy serves the home page from when a code is set. */
export function verifiedHomePath(code: string): string {
  return `${VERIFIED_HOME_PREFIX}/${code}`;
}
