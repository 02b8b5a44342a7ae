// The fixed top navigation of the public pages. On the home page the section
// links scroll in place; elsewhere they lead back to the home page's sections.
// Plain links: the storefront's pages are prerendered documents, so a link is
// a page load as fast as a client-side one, without the router's code.
// One list of links serves every screen: a row from lg up, the menu button's
// panel below (styled by .top and .menu in storefront.css).
import { BRAND_NAME } from "@/lib/site";
import { HOME_SECTION_LINKS, PAGE_LINKS, SHOP_NOW_SECTION_ID } from "@/lib/fixed-content/navigation";
import { MobileMenu } from "./mobile-menu";
import { BrandMark } from "./brand-mark";
import { CartBadge } from "@/components/cart/cart-badge";

export function SiteHeader({ onHome = false }: { onHome?: boolean }) {
  const prefix = onHome ? "" : "/";
  const shopNow = `${prefix}#${SHOP_NOW_SECTION_ID}`;

  return (
    <header className="top">
      <a href="#main">Skip to main content</a>
      <nav aria-label="Main" className="wrap">
        <a href="/" className="brand">
          <BrandMark />
          <span>{BRAND_NAME}</span>
        </a>
        <CartBadge />
        <MobileMenu>
          <ul aria-label="Sections">
            {HOME_SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <a href={`${prefix}#${link.id}`}>{link.label}</a>
              </li>
            ))}
            {/* Small screens list Shop Now with the sections; wide ones show it as a button after the pages. */}
            <li className="lg:hidden">
              <a href={shopNow}>Shop Now</a>
            </li>
          </ul>
          <ul aria-label="Pages">
            {PAGE_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
          <a href={shopNow} className="btn-order">
            Shop Now
          </a>
        </MobileMenu>
      </nav>
    </header>
  );
}
