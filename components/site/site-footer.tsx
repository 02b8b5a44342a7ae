// The site footer: product sections, community pages, support (the
// customer's orders, the contact page, the FAQ and the policy pages), social links, the copyright and the 50
// states the shop ships to (styled by .foot in storefront.css). Its line about
// the shop carries the owner's claim.
import { BRAND_NAME, getSite } from "@/lib/site";
import { mailtoHref } from "@/lib/fixed-content/navigation";
import { getClaims } from "@/lib/editable-content/content";
import { tagline } from "@/lib/editable-content/claims";
import { CookieChoicesItem } from "./analytics-consent";
import { BrandMark } from "./brand-mark";
import { SocialLinks } from "./social-links";
import { StateList } from "./state-list";

export async function SiteFooter({ onHome = false }: { onHome?: boolean }) {
  const { supportEmail } = getSite();
  const claims = await getClaims();
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
          <p>{`${tagline(claims)}. Made for tattoo clients and trusted by artists across the USA.`}</p>
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
          <li><a href="/orders">Your Orders</a></li>
          <li><a href="/contact">Contact Us</a></li>
          <li><a href={section("faq")}>FAQ</a></li>
          <li><a href={section("shipping")}>Nationwide Shipping</a></li>
          <li><a href="/shipping">Shipping Policy</a></li>
          <li><a href="/returns">Returns</a></li>
          <li><a href="/privacy">Privacy Policy</a></li>
          <li><a href="/terms">Terms of Service</a></li>
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
