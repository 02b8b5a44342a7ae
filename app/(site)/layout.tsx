// The public pages but the home page (app/(home)): each with the site footer,
// whose links reach the policy pages, the contact page and the cookie choices
// from every page; the Analytics tag and the cart's link on pages without the
// storefront header.
import { PublicChrome } from "@/components/site/public-chrome";
import { SiteFooter } from "@/components/site/site-footer";

export default function SiteLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <>
      {children}
      <SiteFooter />
      <PublicChrome />
    </>
  );
}
