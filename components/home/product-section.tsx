// The product: both sizes with prices from the database.
import { Icon } from "@/components/ui/icon";
import { formatPrice } from "@/lib/catalog/money";
import type { ProductOption } from "@/lib/catalog/products";
import { CLAIMS } from "@/lib/content";
import { ProductPicture } from "@/components/site/product-picture";
import { productImage } from "@/lib/catalog/product-images";
import { SectionHeading } from "./section-heading";

export function ProductSection({ products }: { products: ProductOption[] }) {
  return (
    <section id="product" aria-labelledby="product-title" className="section bg-gradient-to-b from-white to-brand-50">
      <div className="wrap">
        <SectionHeading
          id="product-title"
          eyebrow="The ointment"
          title="Choose your size"
          lead="One natural formula in two tins. Free shipping on both, with a 30-day money-back guarantee."
        />
        <ul aria-label="Sizes" className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {products.map((product, index) => (
            <li key={product.id} data-scroll-fade className="relative flex flex-col rounded-3xl border border-brand-100 bg-white p-8 shadow-sm">
              {index === products.length - 1 && products.length > 1 && (
                <p className="absolute -top-3 right-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Best value</p>
              )}
              <ProductTin id={product.id} />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{product.name}</h3>
              <p className="text-sm font-medium text-neutral-600">{product.size}</p>
              <p className="mt-3 text-4xl font-extrabold text-brand-700">{formatPrice(product.priceCents)}</p>
              <p className="mt-3 text-neutral-700">{product.description}</p>
              <ul className="ticks mt-5 space-y-2 text-sm text-neutral-700">
                {[CLAIMS.natural, CLAIMS.freeShipping, CLAIMS.guarantee].map((claim) => (
                  <li key={claim}>
                    <Icon name="check" /> {claim}
                  </li>
                ))}
              </ul>
              <a href="/checkout" className="btn-order mt-8 h-12">
                Order {product.size.split(" / ")[0]} - {formatPrice(product.priceCents)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductTin({ id }: { id: string }) {
  const image = productImage(id);
  return image ? <ProductPicture image={image} width={144} className="mx-auto h-36 w-36" /> : <div aria-hidden="true" className="h-36" />;
}
