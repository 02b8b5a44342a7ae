// Per-page metadata: title, description, canonical URL, Open Graph and Twitter cards.
import type { Metadata } from "next";
import { BRAND_NAME } from "@/lib/site";

/** The card image the app draws (app/opengraph-image.tsx). */
const OG_IMAGE = { url: "/opengraph-image", width: 1200, height: 630, alt: `${BRAND_NAME}: natural tattoo aftercare ointment` };

export function pageMetadata(options: {
  title: string;
  description: string;
  path: string;
  /** Use the title as is, without the " | brand" suffix. */
  absoluteTitle?: boolean;
  noIndex?: boolean;
}): Metadata {
  const { title, description, path } = options;
  const fullTitle = options.absoluteTitle ? title : `${title} | ${BRAND_NAME}`;
  return {
    title: options.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      siteName: BRAND_NAME,
      locale: "en_US",
      url: path,
      title: fullTitle,
      description,
      images: [OG_IMAGE],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images: [OG_IMAGE] },
    ...(options.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The public pages listed in the sitemap, with how often they change. */
export const PUBLIC_PAGES: readonly { path: string; changeFrequency: "daily" | "weekly" | "monthly"; priority: number }[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/tattoo-heal-fast", changeFrequency: "monthly", priority: 0.8 },
  { path: "/how-to-care-for-new-tattoos", changeFrequency: "monthly", priority: 0.8 },
  { path: "/buy-tattoo-aftercare-usa", changeFrequency: "monthly", priority: 0.8 },
  { path: "/forum", changeFrequency: "daily", priority: 0.6 },
  { path: "/tutorials", changeFrequency: "weekly", priority: 0.6 },
  { path: "/healing-calculator", changeFrequency: "monthly", priority: 0.6 },
  { path: "/wholesale", changeFrequency: "monthly", priority: 0.6 },
  { path: "/wholesale/signup", changeFrequency: "monthly", priority: 0.4 },
  { path: "/track", changeFrequency: "monthly", priority: 0.3 },
  { path: "/contact", changeFrequency: "monthly", priority: 0.4 },
  { path: "/shipping", changeFrequency: "monthly", priority: 0.4 },
  { path: "/returns", changeFrequency: "monthly", priority: 0.4 },
  { path: "/privacy", changeFrequency: "monthly", priority: 0.3 },
  { path: "/terms", changeFrequency: "monthly", priority: 0.3 },
];
