// What every public page carries besides its own content: the cart's floating
// link (shown on pages without the storefront header's) and the Analytics tag
// behind the consent banner. Used by the layouts of the home page and of the
// other public pages, which add the site footer.
import { CartBadge } from "@/components/cart/cart-badge";
import { GoogleAnalytics } from "@/components/site/google-analytics";
import { getConfig } from "@/lib/config";

export function PublicChrome() {
  return (
    <>
      <CartBadge floating />
      <GoogleAnalytics measurementId={getConfig().google.gaMeasurementId} />
    </>
  );
}
