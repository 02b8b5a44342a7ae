// The frame of a marketing landing page: header, hero with the order button,
// the page's sections and a closing call to action. The lowest price, the
// sizes sold out and the claims are read from the database with the page.
// The page reports its visits (it sells the ointment: "people viewing now").
import { Icon } from "@/components/ui/icon";
import { SiteHeader } from "@/components/site/site-header";
import { ScrollFade } from "@/components/home/scroll-fade";
import { OintmentTin } from "@/components/home/ointment-tin";
import { VisitBeacon } from "@/components/home/visit-beacon";
import { formatPrice } from "@/lib/catalog/money";
import { isSoldOut, listProducts, lowestPriceCents } from "@/lib/catalog/products";
import { getClaims } from "@/lib/editable-content/content";
import { getDeliveryPromise } from "@/lib/editable-content/policies";
import { deliveryTexts } from "@/lib/editable-content/policy-schema";

export async function LandingLayout({
  eyebrow,
  title,
  lead,
  children,
  ctaTitle,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: React.ReactNode;
  ctaTitle: string;
}) {
  const [products, claims, promise] = await Promise.all([listProducts(), getClaims(), getDeliveryPromise()]);
  const { processing, delivery } = deliveryTexts(promise);
  const fromPrice = formatPrice(lowestPriceCents(products));
  const soldOut = products.filter(isSoldOut);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-50 to-white pt-24 sm:pt-28">
          <div className="wrap grid items-center gap-10 pb-14 lg:grid-cols-[3fr_2fr]">
            <div>
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">{eyebrow}</p>
              <h1 id="landing-title" className="mt-3 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
                {title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg text-neutral-700">{lead}</p>
              <OrderLink className="mt-8" fromPrice={fromPrice} />
              <p className="mt-4 text-sm text-neutral-600">
                {claims.natural} · {claims.freeShipping} · {claims.guarantee}
              </p>
              {soldOut.length > 0 && (
                <p className="mt-2 text-sm font-semibold text-red-700">{soldOut.map((product) => `${product.size}: Sold out`).join(" · ")}</p>
              )}
            </div>
            <OintmentTin alt="Verdant Ink Tattoo Healing Ointment tin" className="mx-auto h-auto w-full max-w-xs" />
          </div>
        </section>
        {children}
        <section aria-labelledby="landing-cta-title" className="bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-center text-white">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <h2 id="landing-cta-title" className="text-3xl font-bold tracking-tight">
              {ctaTitle}
            </h2>
            <p className="mt-4 text-lg text-brand-50">
              {claims.healsFaster}. Ships in {processing} and arrives in {delivery}, free.
            </p>
            <OrderLink className="mt-8" fromPrice={fromPrice} />
          </div>
        </section>
      </main>
      <ScrollFade />
      <VisitBeacon />
    </>
  );
}

function OrderLink({ className, fromPrice }: { className?: string; fromPrice: string }) {
  return (
    <a href="/checkout" className={`btn-order btn-lg ${className ?? ""}`}>
      Order Now - Starting from {fromPrice} <Icon name="arrow-right" />
    </a>
  );
}

/** A plain content section of a landing page. */
export function LandingSection({
  id,
  title,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={tinted ? "bg-brand-50 py-14 sm:py-16" : "bg-white py-14 sm:py-16"}>
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-brand-900">
          {title}
        </h2>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}

/** Numbered phases as cards (a healing timeline or a care guide). */
export function PhaseList({ phases }: { phases: readonly { label: string; title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-none lg:grid-flow-col lg:auto-cols-fr">
      {phases.map((phase) => (
        <li key={phase.label} data-scroll-fade className="card border-brand-100 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{phase.label}</p>
          <h3 className="mt-2 text-xl font-semibold text-brand-900">{phase.title}</h3>
          <p className="mt-2 text-neutral-700">{phase.text}</p>
        </li>
      ))}
    </ol>
  );
}
