// Search Console verification: Google's meta tag in the head of the home page,
// from GOOGLE_SITE_VERIFICATION. The tag is rendered into the prerendered home
// page, so `/` is served as a static file with no per-request work; an
// instance that starts with another setting than the page was rendered with
// regenerates the page before it listens (server/home-page.ts). The code
// is checked with the rest of the configuration.
import { getConfig, type Config } from "@/lib/config";

/** The configured verification code, or undefined when unset. */
export function siteVerificationCode(config: Config = getConfig()): string | undefined {
  return config.google.siteVerification;
}
