// The hero: the promise, the main order button and See Results, then the trust
// badges (styled by .hero and .badges in storefront.css). Its claims are the
// owner's (the claims block in /admin/content).
import { Icon } from "@/components/ui/icon";
import { TRUST_BADGES } from "@/lib/fixed-content";
import type { Claims } from "@/lib/editable-content/schema";
import { formatPrice } from "@/lib/catalog/money";
import type { IconName } from "@/lib/ui/icons";
import { OintmentTin } from "./ointment-tin";

export function Hero({ fromCents, productName, claims }: { fromCents: number; productName: string; claims: Claims }) {
  return (
    <section aria-labelledby="hero-title" className="hero">
      <div className="wrap">
        <div>
          <p>
            <Icon name="star" />
            {` ${claims.artistApproved}`}
          </p>
          <h1 id="hero-title">
            Heal your tattoo <span>{claims.fasterHealing}</span>, naturally
          </h1>
          <p>
            {`${productName}: a 100% natural balm of shea butter, calendula and vitamin E that calms, protects and keeps your colors crisp. Free shipping to all 50 states, no minimum.`}
          </p>
          <div className="actions">
            <a href="/checkout" className="btn-order btn-lg">
              {`Order Now - Starting from ${formatPrice(fromCents)}`}
            </a>
            <a href="#testimonials" className="btn-line btn-lg">
              See Results
            </a>
          </div>
          {/* The average rating is empty while it follows the verified reviews and there are none. */}
          <p>{[claims.averageRating, claims.satisfaction, claims.guarantee].filter(Boolean).join(" · ")}</p>
        </div>
        <div className="tin">
          <OintmentTin alt={`${productName} tin`} />
        </div>
      </div>
    </section>
  );
}

const BADGE_ICONS: IconName[] = ["truck", "rotate-ccw", "shield-check", "leaf"];

export function TrustBadges() {
  return (
    <section aria-label="Why shop with us" className="badges">
      <ul className="wrap">
        {TRUST_BADGES.map((badge, index) => (
          <li key={badge.title}>
            <span>
              <Icon name={BADGE_ICONS[index % BADGE_ICONS.length]!} />
            </span>
            <span>
              <b>{badge.title}</b>
              {badge.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
