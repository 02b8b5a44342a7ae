// The product: both sizes with prices from the database.
import Link from "next/link";
import { Check } from "lucide-react";
import { formatPrice } from "@/lib/catalog/money";
import type { ProductOption } from "@/lib/catalog/products";
import { CLAIMS } from "@/lib/content";
import { OintmentTin } from "./ointment-tin";
import { SectionHeading, orderButtonClass } from "./section-heading";

export function ProductSection({ products }: { products: ProductOption[] }) {
  return (
    <section id="product" aria-labelledby="product-title" className="scroll-mt-20 bg-gradient-to-b from-white to-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="product-title"
          eyebrow="The ointment"
          title="Choose your size"
          lead="One natural formula in two tins. Free shipping on both, with a 30-day money-back guarantee."
        />
        <ul aria-label="Sizes" className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {products.map((product, index) => (
            <li
              key={product.id}
              data-scroll-fade
              className="relative flex flex-col rounded-3xl border border-brand-100 bg-white p-8 shadow-sm"
            >
              {index === products.length - 1 && products.length > 1 && (
                <p className="absolute -top-3 right-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Best value</p>
              )}
              <OintmentTin label={product.size} className="mx-auto h-36 w-auto" />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{product.name}</h3>
              <p className="text-sm font-medium text-neutral-600">{product.size}</p>
              <p className="mt-3 text-4xl font-extrabold text-brand-700">{formatPrice(product.priceCents)}</p>
              <p className="mt-3 text-neutral-700">{product.description}</p>
              <ul className="mt-5 space-y-2 text-sm text-neutral-700">
                {[CLAIMS.natural, CLAIMS.freeShipping, CLAIMS.guarantee].map((claim) => (
                  <li key={claim} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" /> {claim}
                  </li>
                ))}
              </ul>
              <Link href="/checkout" prefetch={false} className={`${orderButtonClass} mt-8 h-12`}>
                Order {product.size.split(" / ")[0]} - {formatPrice(product.priceCents)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
