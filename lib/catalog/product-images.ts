// Product shots of the Verdant Ink tins, served from public/media/products.
// Width and height are the files' own, so an image given them takes its space
// before it loads. Safe for the browser: plain data, no server code.

export interface ProductImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const PRODUCT_IMAGES: ReadonlyMap<string, ProductImage> = new Map([
  [
    "1oz",
    {
      src: "/media/products/verdant-ink-1oz.webp",
      width: 800,
      height: 800,
      alt: "Verdant Ink 1 oz tin of tattoo healing ointment: a small round tin with a dark green lid printed Verdant Ink and a silver base marked 1 oz, 30 ml",
    },
  ],
  [
    "4oz",
    {
      src: "/media/products/verdant-ink-4oz.webp",
      width: 800,
      height: 800,
      alt: "Verdant Ink 4 oz tin of tattoo healing ointment: a large round tin with a dark green lid printed Verdant Ink and a silver base marked 4 oz, 120 ml",
    },
  ],
]);

/** Both sizes side by side, for the shop as a whole. */
export const SHOP_PRODUCTS_IMAGE: ProductImage = {
  src: "/media/products/verdant-ink-tins.webp",
  width: 1200,
  height: 800,
  alt: "Verdant Ink tattoo healing ointment in both sizes: the large 4 oz tin beside the small 1 oz tin, each with a dark green lid and a silver base",
};

/** The product shot of a size by product id ("1oz", "4oz"), or undefined for a product without one. */
export function productImage(productId: string): ProductImage | undefined {
  return PRODUCT_IMAGES.get(productId);
}

