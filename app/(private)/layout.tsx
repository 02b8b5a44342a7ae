// Public pages that hold a secret in their address (the page a privacy
// request's link opens, /privacy/request/manage?token=…): like the pages of
// (site), but without the Analytics tag or any other third-party script, so
// that the link never leaves the shop (an analytics tag would report the page's
// address). Their Content-Security-Policy carries a per-request nonce
// (lib/security-headers.ts NONCE_PAGES). The site footer as on every public
// page (its cookie choices stay hidden: there is no Analytics here).
import { SiteFooter } from "@/components/site/site-footer";

export default function PrivateLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <SiteFooter />
    </>
  );
}
