// The product: both sizes with prices from the database (styled by .sizes in
// storefront.css).
import { Icon } from "@/components/ui/icon";
import { formatPrice } from "@/lib/catalog/money";
import { isSoldOut, type ProductOption } from "@/lib/catalog/products";
import type { Claims } from "@/lib/editable-content/schema";
import { ProductPicture } from "@/components/site/product-picture";
import { productImage } from "@/lib/catalog/product-images";
import { SectionHeading } from "./section-heading";

export function ProductSection({ products, claims }: { products: ProductOption[]; claims: Claims }) {
  return (
    <section id="product" aria-labelledby="product-title" className="section bg-gradient-to-b from-white to-brand-50">
      <div className="wrap">
        <SectionHeading
          id="product-title"
          eyebrow="The ointment"
          title="Choose your size"
          lead="One natural formula in two tins. Free shipping on both, with a 30-day money-back guarantee."
        />
        <ul aria-label="Sizes" className="sizes">
          {products.map((product, index) => (
            <li key={product.id} data-scroll-fade>
              {index === products.length - 1 && products.length > 1 && (
                <p>Best value</p>
              )}
              <ProductTin id={product.id} />
              <h3>{product.name}</h3>
              <p>{product.size}</p>
              <p>{formatPrice(product.priceCents)}</p>
              <p>{product.description}</p>
              <ul className="ticks">
                {[claims.natural, claims.freeShipping, claims.guarantee].map((claim) => (
                  <li key={claim}>
                    <Icon name="check" />
                    {` ${claim}`}
                  </li>
                ))}
              </ul>
              {isSoldOut(product) ? (
                <p className="sold-out">Sold out</p>
              ) : (
                <a href={`/checkout?size=${encodeURIComponent(product.id)}`} className="btn-order">
                  {`Order ${product.size.split(" / ")[0]} - ${formatPrice(product.priceCents)}`}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ProductTin({ id }: { id: string }) {
  const image = productImage(id);
  return image ? <ProductPicture image={image} width={144} /> : <div aria-hidden="true" className="h-36" />;
}
