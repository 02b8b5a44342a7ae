// The fixed top navigation of the public pages. On the home page the section
// links scroll in place; elsewhere they lead back to the home page's sections.
// Plain links: the storefront's pages are prerendered documents, so a link is
// a page load as fast as a client-side one, without the router's code.
import { BRAND_NAME } from "@/lib/site";
import { HOME_SECTION_LINKS, PAGE_LINKS, SHOP_NOW_SECTION_ID } from "@/lib/content/navigation";
import { MobileMenu } from "./mobile-menu";
import { BrandMark } from "./brand-mark";

export function SiteHeader({ onHome = false }: { onHome?: boolean }) {
  const prefix = onHome ? "" : "/";
  const sectionLinks = HOME_SECTION_LINKS.map((link) => ({ label: link.label, href: `${prefix}#${link.id}` }));
  const shopNow = { label: "Shop Now", href: `${prefix}#${SHOP_NOW_SECTION_ID}` };

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to main content
      </a>
      <nav aria-label="Main" className="wrap flex h-16 items-center justify-between gap-4">
        <a href="/" className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-700">
          <BrandMark className="h-8 w-8" />
          <span className="text-lg font-bold tracking-tight text-brand-900">{BRAND_NAME}</span>
        </a>
        <div className="hidden items-center gap-1 lg:flex">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="nav-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <span aria-hidden="true" className="mx-2 h-5 w-px bg-neutral-200" />
          <ul className="flex items-center gap-1">
            {PAGE_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="nav-link">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <a href={shopNow.href} className="btn-order ml-2 px-5 py-2 text-sm shadow-none focus-visible:outline-brand-700">
            {shopNow.label}
          </a>
        </div>
        <MobileMenu sectionLinks={[...sectionLinks, shopNow]} pageLinks={[...PAGE_LINKS]} />
      </nav>
    </header>
  );
}
