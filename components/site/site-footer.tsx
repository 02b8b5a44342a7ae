// The site footer: product sections, community pages, support, social links,
// the copyright and the 50 states the shop ships to (styled by .foot in
// storefront.css).
import { BRAND_NAME, getSite } from "@/lib/site";
import { mailtoHref } from "@/lib/fixed-content/navigation";
import { CookieChoicesItem } from "./analytics-consent";
import { BrandMark } from "./brand-mark";
import { SocialLinks } from "./social-links";
import { StateList } from "./state-list";

export function SiteFooter({ onHome = false }: { onHome?: boolean }) {
  const { supportEmail } = getSite();
  const section = (id: string) => `${onHome ? "" : "/"}#${id}`;

  return (
    // On the home page the sticky order bar may cover the bottom: .foot-home leaves room for it.
    <footer className={onHome ? "foot foot-home" : "foot"}>
      <div className="wrap">
        <div>
          <p>
            <BrandMark />
            {` ${BRAND_NAME}`}
          </p>
          <p>Natural tattoo aftercare that heals 15% faster. Made for tattoo clients and trusted by artists across the USA.</p>
          <SocialLinks />
        </div>
        <FooterColumn title="Product">
          <li><a href={section("product")}>Healing Ointment</a></li>
          <li><a href={section("ingredients")}>Ingredients</a></li>
          <li><a href={section("instructions")}>How to Use</a></li>
          <li><a href={section("testimonials")}>Reviews</a></li>
        </FooterColumn>
        <FooterColumn title="Community">
          <li><a href="/forum">Artist Community</a></li>
          <li><a href="/healing-calculator">Healing Calculator</a></li>
          <li><a href="/tutorials">Video Tutorials</a></li>
          <li><a href={mailtoHref(supportEmail, "Wholesale Inquiry")}>Wholesale</a></li>
        </FooterColumn>
        <FooterColumn title="Support">
          <li><a href={mailtoHref(supportEmail)}>Contact Us</a></li>
          <li><a href={section("shipping")}>Nationwide Shipping</a></li>
          {/* FAQ and Returns have no page yet (spec: no action). */}
          <li><button type="button">FAQ</button></li>
          <li><button type="button">Returns</button></li>
          <CookieChoicesItem />
        </FooterColumn>
      </div>
      <div>
        <div className="wrap">
          <p>Free shipping to all 50 states</p>
          <StateList label="All 50 states" />
          <p>{`© 2024 ${BRAND_NAME}. All rights reserved.`}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </div>
  );
}
