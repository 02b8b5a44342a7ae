// The public pages: everything but the admin area, with the Analytics tag.
import { GoogleAnalytics } from "@/components/site/google-analytics";

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <GoogleAnalytics />
    </>
  );
}
