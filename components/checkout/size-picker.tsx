import Image from "next/image";
import clsx from "clsx";
import { formatPrice } from "@/lib/catalog/money";
import { productImage } from "@/lib/catalog/product-images";
import type { CheckoutProduct } from "@/components/checkout/types";

/**
 * The sizes as cards. The chosen card is the cart's first line: with one
 * line, choosing another card changes its size (the spec's one-size
 * checkout); the summary adds the other size as a second line.
 */
export function SizePicker({
  products,
  selectedId,
  inCart = [],
  onSelect,
  disabled,
}: {
  products: CheckoutProduct[];
  selectedId: string;
  inCart?: readonly string[];
  onSelect: (id: string) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm">
      <legend className="sr-only">Choose your size</legend>
      <h2 aria-hidden="true" className="text-lg font-semibold text-neutral-900">Choose your size</h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {products.map((product) => {
          const selected = product.id === selectedId;
          const soldOut = product.stock === 0;
          const image = productImage(product.id);
          return (
            <label
              key={product.id}
              className={clsx(
                "relative flex cursor-pointer flex-col rounded-xl border-2 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700",
                selected ? "border-brand-700 bg-brand-50" : "border-neutral-200 hover:border-brand-500",
                (disabled || soldOut) && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name="size"
                value={product.id}
                checked={selected}
                disabled={disabled || soldOut}
                onChange={() => onSelect(product.id)}
                className="sr-only"
              />
              {image && (
                // Decorative: the size next to it names the tin.
                <Image src={image.src} alt="" width={64} height={64} className="-ml-1 mb-2 h-16 w-16" />
              )}
              <span className="font-semibold text-neutral-900">{product.size}</span>
              <span className="mt-1 text-2xl font-bold text-brand-700">{formatPrice(product.priceCents)}</span>
              <span className="mt-1 text-sm text-neutral-600">{product.description}</span>
              {soldOut && <span className="mt-2 text-sm font-semibold uppercase tracking-wide text-red-700">Sold out</span>}
              {!soldOut && inCart.length > 1 && inCart.includes(product.id) && <span className="mt-2 text-sm font-semibold text-brand-700">In your cart</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
