// The Google Analytics 4 tag of the public pages, when a GA4 measurement ID is
// configured (NEXT_PUBLIC_GA_MEASUREMENT_ID, read through lib/config by the
// layout that renders this). Without it, the browser console says so once per
// page. Plain script tags, rendered into the prerendered pages: no client
// component or script loader is shipped for them. Admin pages never include this.
import { serializeJsonLd } from "./json-ld";

const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

export const ANALYTICS_MISSING_WARNING =
  "Google Analytics is off: NEXT_PUBLIC_GA_MEASUREMENT_ID (the GA4 measurement ID) is not set.";

export function GoogleAnalytics({ measurementId }: { measurementId: string | undefined }) {
  if (!measurementId || !MEASUREMENT_ID.test(measurementId)) {
    return <script dangerouslySetInnerHTML={{ __html: `console.warn(${serializeJsonLd(ANALYTICS_MISSING_WARNING)})` }} />;
  }
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${measurementId}`} />
      <script
        dangerouslySetInnerHTML={{
          __html: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${measurementId}');`,
        }}
      />
    </>
  );
}
