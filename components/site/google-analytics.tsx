// The Google Analytics 4 tag of the public pages, when a GA4 measurement ID is
// configured (NEXT_PUBLIC_GA_MEASUREMENT_ID, read through lib/config by the
// layout that renders this). Without it, the browser console says so once.
// Admin pages never include this.
import Script from "next/script";
import { AnalyticsMissingWarning } from "./analytics-missing-warning";

const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

export function GoogleAnalytics({ measurementId }: { measurementId: string | undefined }) {
  if (!measurementId || !MEASUREMENT_ID.test(measurementId)) return <AnalyticsMissingWarning />;
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${measurementId}`} strategy="afterInteractive" />
      <Script id="google-analytics" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${measurementId}');`}
      </Script>
    </>
  );
}
