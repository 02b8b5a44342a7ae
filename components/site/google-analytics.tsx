// The Google Analytics 4 tag of the public pages, when a GA4 measurement ID is
// configured (NEXT_PUBLIC_GA_MEASUREMENT_ID, read through lib/config by the
// layout that renders this), behind the visitor's consent
// (components/site/analytics-consent.tsx): the banner and one inline script
// that loads gtag.js only after "Accept". Without an ID, no banner and no tag:
// the browser console says so once per page. Plain markup and script tags,
// rendered into the prerendered pages: no client component or script loader
// is shipped for them. Admin, checkout and privacy-link pages never include this.
import { validMeasurementId, ConsentBanner, consentScript } from "./analytics-consent";
import { serializeJsonLd } from "./json-ld";

export const ANALYTICS_MISSING_WARNING =
  "Google Analytics is off: NEXT_PUBLIC_GA_MEASUREMENT_ID (the GA4 measurement ID) is not set.";

export function GoogleAnalytics({ measurementId }: { measurementId: string | undefined }) {
  const id = validMeasurementId(measurementId);
  if (!id) {
    return <script dangerouslySetInnerHTML={{ __html: `console.warn(${serializeJsonLd(ANALYTICS_MISSING_WARNING)})` }} />;
  }
  return (
    <>
      <ConsentBanner />
      <script dangerouslySetInnerHTML={{ __html: consentScript(id) }} />
    </>
  );
}
