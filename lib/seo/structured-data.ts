// Structured data (schema.org JSON-LD) for search engines. Only facts go here:
// no invented ratings or reviews. The Product's aggregateRating and review
// come from verified buyers' published reviews only (lib/reviews/public.ts),
// and are left out while there are none; the owner's testimonials never go here. The FAQ is marked
// up as FAQPage microdata on the visible questions (components/home/faq-*.tsx),
// so its text is sent once.
import { centsToDollars } from "@/lib/catalog/money";

export interface SiteFacts {
  name: string;
  productName: string;
  url: string;
  supportEmail: string;
  /** The owner's claim the product's description ends with (the claims block's "Heals faster"), if any. */
  productClaim?: string;
}

export interface OfferFacts {
  id: string;
  name: string;
  size: string;
  priceCents: number;
  description: string;
  /** Tins left (null when not counted): a size at 0 is offered as out of stock. */
  stock?: number | null;
}

/** Published reviews of verified buyers: their count and average ("4.6"), and the newest of them. */
export interface RatingFacts {
  summary: { count: number; average: string | null };
  reviews: readonly { name: string; rating: number; headline: string; text: string; publishedAt: string }[];
}

const absolute = (base: string, path: string) => new URL(path, base).toString();

/** aggregateRating and review, when there are verified reviews; nothing otherwise. */
function ratingsJsonLd(ratings: RatingFacts | undefined) {
  const { count, average } = ratings?.summary ?? { count: 0, average: null };
  if (!ratings || !average || count === 0) return {};
  const scale = { bestRating: 5, worstRating: 1 };
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: Number(average), reviewCount: count, ...scale },
    review: ratings.reviews.map((review) => ({
      "@type": "Review",
      name: review.headline,
      reviewBody: review.text,
      datePublished: review.publishedAt.slice(0, 10),
      author: { "@type": "Person", name: review.name },
      reviewRating: { "@type": "Rating", ratingValue: review.rating, ...scale },
    })),
  };
}

export function organizationJsonLd(site: SiteFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absolute(site.url, "/"),
    logo: absolute(site.url, "/icon.svg"),
    email: site.supportEmail,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: site.supportEmail,
      areaServed: "US",
      availableLanguage: "English",
    },
  };
}

export function productJsonLd(site: SiteFacts, offers: readonly OfferFacts[], ratings?: RatingFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.productName,
    description: `Natural tattoo aftercare ointment with shea butter, calendula and vitamin E.${site.productClaim ? ` ${site.productClaim}.` : ""}`,
    brand: { "@type": "Brand", name: site.name },
    image: absolute(site.url, "/opengraph-image"),
    url: absolute(site.url, "/"),
    offers: offers.map((offer) => ({
      "@type": "Offer",
      sku: offer.id,
      name: `${offer.name} ${offer.size}`,
      description: offer.description,
      price: centsToDollars(offer.priceCents).toFixed(2),
      priceCurrency: "USD",
      availability: offer.stock === 0 ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
      url: absolute(site.url, "/checkout"),
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: "0", currency: "USD" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
      },
    })),
    ...ratingsJsonLd(ratings),
  };
}
