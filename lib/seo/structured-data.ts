// Structured data (schema.org JSON-LD) for search engines. Only facts go here:
// no invented ratings or reviews (see the content module). The FAQ is marked
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

const absolute = (base: string, path: string) => new URL(path, base).toString();

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

export function productJsonLd(site: SiteFacts, offers: readonly OfferFacts[]) {
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
  };
}
