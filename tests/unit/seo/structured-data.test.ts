import { organizationJsonLd, productJsonLd } from "@/lib/seo/structured-data";
import { serializeJsonLd } from "@/components/site/json-ld";
import { PUBLIC_PAGES, pageMetadata } from "@/lib/seo/metadata";

const site = { name: "Verdant Ink", productName: "Verdant Ink Ointment", url: "https://shop.test", supportEmail: "help@shop.test" };

describe("structured data", () => {
  it("describes the product with both offers in USD and no ratings or reviews", () => {
    const data = productJsonLd(site, [
      { id: "1oz", name: "Ointment", size: "1 oz / 30ml", priceCents: 900, description: "small" },
      { id: "4oz", name: "Ointment", size: "4 oz / 120ml", priceCents: 1599, description: "large" },
    ]);
    expect(data["@type"]).toBe("Product");
    expect(data.offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency])).toEqual([
      ["1oz", "9.00", "USD"],
      ["4oz", "15.99", "USD"],
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain("aggregateRating");
    expect(text).not.toContain("Review");
  });

  it("adds aggregateRating and reviews from verified buyers' published reviews, and only when there are some", () => {
    const offers = [{ id: "1oz", name: "Ointment", size: "1 oz / 30ml", priceCents: 900, description: "small" }];
    expect(JSON.stringify(productJsonLd(site, offers, { summary: { count: 0, average: null }, reviews: [] }))).not.toMatch(/aggregateRating|"review"/i);
    const data = productJsonLd(site, offers, {
      summary: { count: 23, average: "4.6" },
      reviews: [{ name: "Sarah C.", rating: 2, headline: "Too greasy", text: "Not for me.", publishedAt: "2026-11-20T15:00:00.000Z" }],
    });
    expect(data).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 23, bestRating: 5, worstRating: 1 },
      review: [
        {
          "@type": "Review",
          name: "Too greasy",
          reviewBody: "Not for me.",
          datePublished: "2026-11-20",
          author: { "@type": "Person", name: "Sarah C." },
          reviewRating: { "@type": "Rating", ratingValue: 2, bestRating: 5, worstRating: 1 },
        },
      ],
    });
  });

  it("names the organization with the configured support address", () => {
    const data = organizationJsonLd(site);
    expect(data).toMatchObject({ "@type": "Organization", name: "Verdant Ink", url: "https://shop.test/", email: "help@shop.test" });
  });

  it("escapes text that could close the script tag", () => {
    const json = serializeJsonLd({ text: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" });
  });
});

describe("page metadata", () => {
  it("sets canonical, Open Graph and Twitter from one call", () => {
    const metadata = pageMetadata({ title: "Care Guide", description: "How to", path: "/guide" });
    expect(metadata.alternates?.canonical).toBe("/guide");
    expect(metadata.openGraph).toMatchObject({ url: "/guide", title: "Care Guide | Verdant Ink", description: "How to" });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: "Care Guide | Verdant Ink" });
    expect(metadata.robots).toBeUndefined();
    expect(pageMetadata({ title: "X", description: "Y", path: "/x", noIndex: true }).robots).toEqual({ index: false, follow: true });
  });

  it("lists public pages only in the sitemap", () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/tattoo-heal-fast", "/how-to-care-for-new-tattoos", "/buy-tattoo-aftercare-usa"]));
    expect(paths.some((path) => /^\/(admin|api|checkout|success)/.test(path))).toBe(false);
  });
});
