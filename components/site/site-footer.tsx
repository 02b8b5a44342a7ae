// The site footer: product sections, community pages, support, social links,
// the copyright and the 50 states the shop ships to.
import { BRAND_NAME, getSite } from "@/lib/site";
import { US_STATES } from "@/lib/content/states";
import { mailtoHref } from "@/lib/content/navigation";
import { BrandMark } from "./brand-mark";
import { SocialLinks } from "./social-links";

export function SiteFooter({ onHome = false }: { onHome?: boolean }) {
  const { supportEmail } = getSite();
  const section = (id: string) => `${onHome ? "" : "/"}#${id}`;

  return (
    <footer className="bg-brand-900 text-white">
      <div className="wrap grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold">
            <BrandMark className="h-8 w-8" /> {BRAND_NAME}
          </p>
          <p className="mt-3 max-w-sm text-sm text-brand-100">
            Natural tattoo aftercare that heals 15% faster. Made for tattoo clients and trusted by artists across the USA.
          </p>
          <SocialLinks />
        </div>
        <FooterColumn title="Product">
          <li><a className="foot-link" href={section("product")}>Healing Ointment</a></li>
          <li><a className="foot-link" href={section("ingredients")}>Ingredients</a></li>
          <li><a className="foot-link" href={section("instructions")}>How to Use</a></li>
          <li><a className="foot-link" href={section("testimonials")}>Reviews</a></li>
        </FooterColumn>
        <FooterColumn title="Community">
          <li><a className="foot-link" href="/forum">Artist Community</a></li>
          <li><a className="foot-link" href="/healing-calculator">Healing Calculator</a></li>
          <li><a className="foot-link" href="/tutorials">Video Tutorials</a></li>
          <li><a className="foot-link" href={mailtoHref(supportEmail, "Wholesale Inquiry")}>Wholesale</a></li>
        </FooterColumn>
        <FooterColumn title="Support">
          <li><a className="foot-link" href={mailtoHref(supportEmail)}>Contact Us</a></li>
          <li><a className="foot-link" href={section("shipping")}>Nationwide Shipping</a></li>
          {/* FAQ and Returns have no page yet (spec: no action). */}
          <li><button type="button" className="foot-link">FAQ</button></li>
          <li><button type="button" className="foot-link">Returns</button></li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/15">
        {/* On the home page the sticky order bar may cover the bottom: leave room for it. */}
        <div className={`wrap pt-8 ${onHome ? "pb-28" : "pb-8"}`}>
          <p className="text-xs font-semibold uppercase tracking-wider text-brand-100">Free shipping to all 50 states</p>
          <ul aria-label="All 50 states" className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-brand-100">
            {US_STATES.map((state) => (
              <li key={state}>{state}</li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-brand-100">© 2024 {BRAND_NAME}. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}
