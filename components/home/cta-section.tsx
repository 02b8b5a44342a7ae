// The closing call to action, with the wholesale block.
import Link from "next/link";
import { Building2, Calculator } from "lucide-react";
import { formatPrice } from "@/lib/catalog/money";
import { CLAIMS, mailtoHref } from "@/lib/content";
import { orderButtonClass } from "./section-heading";

export function CtaSection({ fromCents, supportEmail }: { fromCents: number; supportEmail: string }) {
  return (
    <section id="cta" aria-labelledby="cta-title" className="scroll-mt-20 bg-gradient-to-br from-brand-900 to-brand-700 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Give your new tattoo the healing it deserves
          </h2>
          <p className="mt-4 text-lg text-brand-50">
            {CLAIMS.healsFaster}. {CLAIMS.freeShipping}. {CLAIMS.guarantee}.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/checkout" prefetch={false} className={`${orderButtonClass} h-14 text-lg`}>
              Order Now - Starting from {formatPrice(fromCents)}
            </Link>
            <Link
              href="/healing-calculator"
              prefetch={false}
              className="inline-flex h-14 items-center justify-center gap-2 rounded-full border-2 border-white px-8 text-lg font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              <Calculator aria-hidden="true" className="h-5 w-5" /> Healing Calculator
            </Link>
          </div>
        </div>
        <div data-scroll-fade className="mx-auto mt-14 flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-white/10 p-8 text-center md:flex-row md:text-left">
          <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white text-brand-700">
            <Building2 aria-hidden="true" className="h-7 w-7" />
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
