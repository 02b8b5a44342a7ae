import Image from "next/image";
import { formatMoney } from "@/lib/catalog/money";
import { productImage } from "@/lib/catalog/product-images";
import type { CheckoutProduct } from "@/components/checkout/types";

export function OrderSummary({ product }: { product: CheckoutProduct }) {
  const price = formatMoney(product.priceCents);
  const image = productImage(product.id);
  return (
    <section aria-labelledby="order-summary-heading" className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
      <h2 id="order-summary-heading" className="text-lg font-semibold text-neutral-900">Order Summary</h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="flex items-center gap-3 font-medium text-neutral-900">
            {image && (
              // Decorative: the name and size beside it say what it shows.
              <Image src={image.src} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-lg bg-brand-50" />
            )}
            {product.name}
          </dt>
          <dd className="text-neutral-900">{price}</dd>
        </div>
        <div className="flex justify-between gap-4 text-neutral-600">
          <dt>Size</dt>
          <dd data-testid="summary-size">{product.size}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-neutral-600">
          <dt>Subtotal</dt>
          <dd>{price}</dd>
        </div>
        <div className="flex justify-between gap-4 text-neutral-600">
          <dt>Shipping</dt>
          <dd className="font-semibold text-brand-700">FREE</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base font-bold text-neutral-900">
          <dt>Total</dt>
          <dd data-testid="summary-total">{price}</dd>
        </div>
      </dl>
    </section>
  );
}
