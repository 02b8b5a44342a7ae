// The public pages: everything but the admin area, with the Analytics tag.
import { GoogleAnalytics } from "@/components/site/google-analytics";
import { getConfig } from "@/lib/config";

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <GoogleAnalytics measurementId={getConfig().google.gaMeasurementId} />
    </>
  );
}
