// The closing call to action, with the wholesale block (styled by .cta and
// .trade in storefront.css).
import { Icon } from "@/components/ui/icon";
import { formatPrice } from "@/lib/catalog/money";
import { mailtoHref } from "@/lib/fixed-content";
import type { Claims } from "@/lib/editable-content/schema";

export function CtaSection({ fromCents, supportEmail, claims }: { fromCents: number; supportEmail: string; claims: Claims }) {
  return (
    <section id="cta" aria-labelledby="cta-title" className="section cta">
      <div className="wrap">
        <div className="head head-light">
          <h2 id="cta-title">Give your new tattoo the healing it deserves</h2>
          <p>{`${claims.healsFaster}. ${claims.freeShipping}. ${claims.guarantee}.`}</p>
          <div className="actions">
            <a href="/checkout" className="btn-order btn-lg">
              {`Order Now - Starting from ${formatPrice(fromCents)}`}
            </a>
            <a href="/healing-calculator" className="btn-line-light btn-lg">
              <Icon name="calculator" /> Healing Calculator
            </a>
          </div>
        </div>
        <div data-scroll-fade className="trade">
          <span>
            <Icon name="building-2" />
          </span>
          <div>
            <h3>Tattoo studio or retailer?</h3>
            <p>Save up to 44% with wholesale pricing, priority support and marketing materials.</p>
          </div>
          <a href={mailtoHref(supportEmail, "Wholesale Inquiry")}>Contact for Wholesale</a>
        </div>
      </div>
    </section>
  );
}
