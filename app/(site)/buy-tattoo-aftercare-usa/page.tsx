// Landing page: buy tattoo aftercare in the USA. Prerendered; the price refreshes every five minutes.
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/ui/icons";
import { formatPrice } from "@/lib/catalog/money";
import { listProducts, lowestPriceCents } from "@/lib/catalog/products";
import { CLAIMS, REVIEWS } from "@/lib/content";
import { pageMetadata } from "@/lib/seo/metadata";
import { LandingLayout, LandingSection } from "@/components/landing/landing-layout";
import { ReviewsSection } from "@/components/home/reviews-section";
import { ShippingSection } from "@/components/home/shipping-section";

export const revalidate = 300;

export const metadata = pageMetadata({
  title: "Buy Tattoo Aftercare in the USA: Free Shipping to All 50 States",
  description:
    "Buy natural tattoo aftercare ointment online with free shipping to all 50 US states, no minimum, delivery in 3-5 business days and a 30-day money-back guarantee.",
  path: "/buy-tattoo-aftercare-usa",
});

const PROMISES: { icon: IconName; title: string; text: string }[] = [
  { icon: "truck", title: "Free shipping, no minimum", text: "To all 50 states. Processing in 1-2 business days, delivery in 3-5 business days." },
  { icon: "rotate-ccw", title: CLAIMS.guarantee, text: "Not happy? Tell us within 30 days and get your money back." },
  { icon: "shield-check", title: CLAIMS.securePayment, text: "Your card details are encrypted and never stored by us." },
];

export default async function BuyInUsaPage() {
  const fromPrice = formatPrice(lowestPriceCents(await listProducts()));
  return (
    <LandingLayout
      fromPrice={fromPrice}
      eyebrow="Made for the USA"
      title="Buy tattoo aftercare with free shipping to all 50 states"
      lead="Natural, artist-approved healing ointment delivered to your door anywhere in the United States, with no minimum order and a 30-day money-back guarantee."
      ctaTitle="Order today, delivered in 3-5 business days"
    >
      <LandingSection id="promises-title" title="Shipping and guarantee">
        <ul className="grid gap-6 md:grid-cols-3">
          {PROMISES.map(({ icon, title, text }) => (
            <li key={title} data-scroll-fade className="card">
              <Icon name={icon} className="h-7 w-7 text-brand-600" />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>
      <ShippingSection id="states" lead="No minimum order. Orders ship in 1-2 business days and arrive in 3-5 business days." />
      <ReviewsSection id="usa-reviews" reviews={REVIEWS.slice(0, 6)} />
    </LandingLayout>
  );
}
