// The public pages: everything but the admin area, with the Analytics tag and
// the cart's link on pages without the storefront header.
import { CartBadge } from "@/components/cart/cart-badge";
import { GoogleAnalytics } from "@/components/site/google-analytics";
import { getConfig } from "@/lib/config";

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <CartBadge floating />
      <GoogleAnalytics measurementId={getConfig().google.gaMeasurementId} />
    </>
  );
}
