// The home page: prerendered, with the sizes, prices, stock and the owner's
// texts (FAQ, reviews, claims, figures) read from the database; a save in the
// admin's editors refreshes it at once (the tags of its reads), and it is
// read again every five minutes, every minute while a live figure comes from
// the shop's data (that read is kept for a minute). Interactivity lives in
// small client islands; one reports the visit for "people viewing now", one
// renders the sections below the hero after the page opens. React hydrates
// those sections one at a time after the hero, and the footer with the first
// (components/ui/hydrate-in-turn.tsx).
import type { Metadata } from "next";
import { listProducts, lowestPriceCents } from "@/lib/catalog/products";
import { getClaims, getFaqItems, getReviews } from "@/lib/editable-content/content";
import { artistApprovedPhrase, titleCase } from "@/lib/editable-content/claims";
import { getDeliveryPromise } from "@/lib/editable-content/policies";
import { deliverySentence, withDeliveryTexts } from "@/lib/editable-content/policy-schema";
import { homeSocialProof } from "@/lib/social-proof/live-data";
import { getVerifiedReviews } from "@/lib/reviews/public";
import { formatPrice } from "@/lib/catalog/money";
import { getSite } from "@/lib/site";
import { POPUP_SAMPLES, POPUP_TIMING } from "@/lib/fixed-content";
import { organizationJsonLd, productJsonLd } from "@/lib/seo/structured-data";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteVerificationCode } from "@/lib/google/site-verification";
import { SiteHeader } from "@/components/site/site-header";
import { SiteFooter } from "@/components/site/site-footer";
import { JsonLd } from "@/components/site/json-ld";
import { Hero, TrustBadges } from "@/components/home/hero";
import { LiveIndicators } from "@/components/home/live-indicators";
import { Credibility } from "@/components/home/credibility";
import { ProductSection } from "@/components/home/product-section";
import { IngredientsSection } from "@/components/home/ingredients-section";
import { UsageStepsSection } from "@/components/home/usage-steps-section";
import { ReviewsSection } from "@/components/home/reviews-section";
import { ShippingSection } from "@/components/home/shipping-section";
import { FeaturedTutorials } from "@/components/home/featured-tutorials";
import { FaqSection } from "@/components/home/faq-section";
import { CtaSection } from "@/components/home/cta-section";
import { StickyPurchaseBar } from "@/components/home/sticky-purchase-bar";
import { SocialProofPopup } from "@/components/home/social-proof-popup";
import { ScrollFade } from "@/components/home/scroll-fade";
import { DeferredSections } from "@/components/home/deferred-sections";
import { VisitBeacon } from "@/components/home/visit-beacon";
import { HydrateInTurn } from "@/components/ui/hydrate-in-turn";

export const revalidate = 300;

// Rendered with the page, so a prerendered home page carries Google's
// site-verification tag when GOOGLE_SITE_VERIFICATION is set.
export async function generateMetadata(): Promise<Metadata> {
  const code = siteVerificationCode();
  const [products, claims] = await Promise.all([listProducts(), getClaims()]);
  const fromPrice = formatPrice(lowestPriceCents(products));
  return {
    ...pageMetadata({
      title: `Verdant Ink | Natural Tattoo Aftercare Ointment That Heals ${titleCase(claims.fasterHealing)}`,
      absoluteTitle: true,
      description: `Natural tattoo healing ointment, ${artistApprovedPhrase(claims)}. ${claims.healsFaster}. From ${fromPrice} with free shipping to all 50 US states and a 30-day money-back guarantee.`,
      path: "/",
    }),
    ...(code ? { verification: { google: code } } : {}),
  };
}

export default async function HomePage() {
  const site = getSite();
  const [products, claims, proof, reviews, faq, delivery, verified] = await Promise.all([
    listProducts(),
    getClaims(),
    homeSocialProof(),
    getReviews(),
    getFaqItems(),
    getDeliveryPromise(),
    getVerifiedReviews(),
  ]);
  const fromCents = lowestPriceCents(products);

  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      <JsonLd data={productJsonLd({ ...site, productClaim: claims.healsFaster }, products, verified)} />
      <SiteHeader onHome />
      <main id="main" tabIndex={-1} className="deferred-sections focus:outline-none">
        <Hero fromCents={fromCents} productName={site.productName} claims={claims} />
        <TrustBadges />
        <LiveIndicators figures={proof} />
        <HydrateInTurn>
          <Credibility claims={claims} />
          <ProductSection products={products} claims={claims} />
          <IngredientsSection />
          <UsageStepsSection />
          <ReviewsSection reviews={reviews} verified={verified} claims={claims} shopName={site.name} />
          <ShippingSection lead={`No minimum order. ${deliverySentence(delivery)}`} />
          <FeaturedTutorials />
          <FaqSection supportEmail={site.supportEmail} items={faq.map((item) => ({ ...item, answer: withDeliveryTexts(item.answer, delivery) }))} />
          <CtaSection fromCents={fromCents} supportEmail={site.supportEmail} claims={claims} />
        </HydrateInTurn>
      </main>
      <HydrateInTurn>
        <SiteFooter onHome />
      </HydrateInTurn>
      <StickyPurchaseBar fromPrice={formatPrice(fromCents)} />
      {proof.popup && (
        <SocialProofPopup purchases={proof.popup.kind === "samples" ? { kind: "samples", samples: POPUP_SAMPLES } : proof.popup} timing={POPUP_TIMING} />
      )}
      <DeferredSections />
      <ScrollFade />
      <VisitBeacon />
    </>
  );
}
