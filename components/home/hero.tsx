// The hero: the promise, the main order button and See Results, then the trust badges.
import { Icon } from "@/components/ui/icon";
import { CLAIMS, TRUST_BADGES } from "@/lib/content";
import { formatPrice } from "@/lib/catalog/money";
import type { IconName } from "@/lib/ui/icons";
import { OintmentTin } from "./ointment-tin";

export function Hero({ fromCents, productName }: { fromCents: number; productName: string }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-24 sm:pt-28">
      <div className="wrap grid items-center gap-10 pb-14 lg:grid-cols-2 lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-900">
            <Icon name="star" className="h-4 w-4 fill-current" /> {CLAIMS.artistApproved}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl lg:text-6xl">
            Heal your tattoo <span className="text-brand-600">15% faster</span>, naturally
          </h1>
          <p className="mt-5 max-w-xl text-lg text-neutral-700">
            {productName}: a 100% natural balm of shea butter, calendula and vitamin E that calms, protects and keeps your
            colors crisp. Free shipping to all 50 states, no minimum.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="/checkout" className="btn-order btn-lg">
              Order Now - Starting from {formatPrice(fromCents)}
            </a>
            <a href="#testimonials" className="btn-line btn-lg">
              See Results
            </a>
          </div>
          <p className="mt-4 text-sm text-neutral-600">
            {CLAIMS.averageRating} · {CLAIMS.satisfaction} · {CLAIMS.guarantee}
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-[16rem] sm:max-w-md">
          <div aria-hidden="true" className="absolute inset-6 rounded-full bg-brand-100 blur-2xl" />
          <OintmentTin label="1 oz · 4 oz" className="relative h-auto w-full" title={`${productName} tin`} />
        </div>
      </div>
    </section>
  );
}

const BADGE_ICONS: IconName[] = ["truck", "rotate-ccw", "shield-check", "leaf"];

export function TrustBadges() {
  return (
    <section aria-label="Why shop with us" className="border-y border-brand-100 bg-white">
      <ul className="wrap grid grid-cols-2 gap-4 py-6 md:grid-cols-4">
        {TRUST_BADGES.map((badge, index) => (
          <li key={badge.title} className="flex items-center gap-3 text-xs text-neutral-600">
            <span className="badge-icon">
              <Icon name={BADGE_ICONS[index % BADGE_ICONS.length]!} />
            </span>
            <span>
              <b className="block text-sm font-semibold text-brand-900">{badge.title}</b>
              {badge.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
