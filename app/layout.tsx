import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getSite } from "@/lib/site";
import { getClaims } from "@/lib/editable-content/content";
import "./globals.css";
import "@/components/site/storefront.css";

// Self-hosted: Inter cut to the weights and features the shop sets (29 kB
// instead of the package's 48 kB; scripts/fonts/subset-inter.py makes it).
// Preloaded, so that it is usually there for the first paint. Until it is,
// text is set in "Inter fallback" (app/globals.css): a local sans-serif
// scaled to Inter's metrics, so that a late swap moves nothing. Next.js's own
// adjusted fallback names Arial only, which Android and Linux do not have:
// there, with the font late, the hero's text moved by 0.24 of layout shift
// (measured here, the font not preloaded); with this fallback by 0.001.
const inter = localFont({
  src: "./fonts/inter-latin-400-800.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "400 800",
  adjustFontFallback: false,
});

// The pages' default description carries the owner's claim (the claims
// block); when the claims cannot be read (the database is down and nothing is
// cached), it makes no claim.
export async function generateMetadata(): Promise<Metadata> {
  const site = getSite();
  const claims = await getClaims().catch(() => null);
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | Natural Tattoo Aftercare Ointment`, template: `%s | ${site.name}` },
    description: `Natural tattoo aftercare ointment${claims ? ` that heals tattoos ${claims.fasterHealing}` : ""}. Free shipping to all 50 US states and a 30-day money-back guarantee.`,
    applicationName: site.name,
  };
}

export const viewport: Viewport = {
  themeColor: "#1d5535",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-US" className={inter.variable}>
      <body className="min-h-screen font-sans">
        {children}
      </body>
    </html>
  );
}
