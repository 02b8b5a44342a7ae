// The closing call to action, with the wholesale block.
import { Icon } from "@/components/ui/icon";
import { formatPrice } from "@/lib/catalog/money";
import { CLAIMS, mailtoHref } from "@/lib/content";

export function CtaSection({ fromCents, supportEmail }: { fromCents: number; supportEmail: string }) {
  return (
    <section id="cta" aria-labelledby="cta-title" className="section bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="wrap">
        <div className="head head-light max-w-3xl">
          <h2 id="cta-title">Give your new tattoo the healing it deserves</h2>
          <p>
            {CLAIMS.healsFaster}. {CLAIMS.freeShipping}. {CLAIMS.guarantee}.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="/checkout" className="btn-order btn-lg">
              Order Now - Starting from {formatPrice(fromCents)}
            </a>
            <a href="/healing-calculator" className="btn-line-light btn-lg">
              <Icon name="calculator" /> Healing Calculator
            </a>
          </div>
        </div>
        <div data-scroll-fade className="mx-auto mt-14 flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-white/10 p-8 text-center md:flex-row md:text-left">
          <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <Icon name="building-2" className="h-7 w-7" />
          </span>
          <div className="flex-1">
            <h3 className="text-xl font-semibold">Tattoo studio or retailer?</h3>
            <p className="mt-1 text-brand-50">Save up to 44% with wholesale pricing, priority support and marketing materials.</p>
          </div>
          <a
            href={mailtoHref(supportEmail, "Wholesale Inquiry")}
            className="inline-flex h-12 items-center justify-center rounded-full bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Contact for Wholesale
          </a>
        </div>
      </div>
    </section>
  );
}
