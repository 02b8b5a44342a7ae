// Landing page: buy tattoo aftercare in the USA. Prerendered; the owner's price and text changes refresh it at once (the tags of the data it reads, lib/cache/data-tags.ts), and it is read again every five minutes.
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/lib/ui/icons";
import { getClaims, getReviews } from "@/lib/editable-content/content";
import { getDeliveryPromise } from "@/lib/editable-content/policies";
import { deliverySentence, deliveryTexts } from "@/lib/editable-content/policy-schema";
import { getVerifiedReviews } from "@/lib/reviews/public";
import { getSite } from "@/lib/site";
import type { Claims } from "@/lib/editable-content/schema";
import { pageMetadata } from "@/lib/seo/metadata";
import { LandingLayout, LandingSection } from "@/components/landing/landing-layout";
import { ReviewsSection } from "@/components/home/reviews-section";
import { ShippingSection } from "@/components/home/shipping-section";

export const revalidate = 300;

// The delivery time is the owner's delivery promise, the same everywhere.
export async function generateMetadata() {
  const { delivery } = deliveryTexts(await getDeliveryPromise());
  return pageMetadata({
    title: "Buy Tattoo Aftercare in the USA: Free Shipping to All 50 States",
    description: `Buy natural tattoo aftercare ointment online with free shipping to all 50 US states, no minimum, delivery in ${delivery} and a 30-day money-back guarantee.`,
    path: "/buy-tattoo-aftercare-usa",
  });
}

const promises = (claims: Claims, { processing, delivery }: { processing: string; delivery: string }): { icon: IconName; title: string; text: string }[] => [
  { icon: "truck", title: "Free shipping, no minimum", text: `To all 50 states. Processing in ${processing}, delivery in ${delivery}.` },
  { icon: "rotate-ccw", title: claims.guarantee, text: "Not happy? Tell us within 30 days and get your money back." },
  { icon: "shield-check", title: claims.securePayment, text: "Your card details are encrypted and never stored by us." },
];

export default async function BuyInUsaPage() {
  const [claims, reviews, promise, verified] = await Promise.all([getClaims(), getReviews(), getDeliveryPromise(), getVerifiedReviews()]);
  const texts = deliveryTexts(promise);
  return (
    <LandingLayout
      eyebrow="Made for the USA"
      title="Buy tattoo aftercare with free shipping to all 50 states"
      lead="Natural, artist-approved healing ointment delivered to your door anywhere in the United States, with no minimum order and a 30-day money-back guarantee."
      ctaTitle={`Order today, delivered in ${texts.delivery}`}
    >
      <LandingSection id="promises-title" title="Shipping and guarantee">
        <ul className="grid gap-6 md:grid-cols-3">
          {promises(claims, texts).map(({ icon, title, text }) => (
            <li key={title} data-scroll-fade className="card">
              <Icon name={icon} className="h-7 w-7 text-brand-600" />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </LandingSection>
      <ShippingSection id="states" lead={`No minimum order. ${deliverySentence(promise)}`} />
      <ReviewsSection id="usa-reviews" reviews={reviews.slice(0, 6)} verified={verified} claims={claims} shopName={getSite().name} />
    </LandingLayout>
  );
}
