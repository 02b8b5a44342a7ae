// A product shot as a plain <img> with the optimiser's WebP at 1x and 2x of
// its displayed size: drawn on the server (next/image's getImageProps), so the
// storefront ships no image component to the browser. Width and height
// reserve its space before it loads.
import { getImageProps } from "next/image";
import type { ProductImage } from "@/lib/catalog/product-images";

export function ProductPicture({
  image,
  width,
  className,
  priority = false,
}: {
  image: ProductImage;
  /** The displayed width in CSS pixels (the height follows the image's shape). */
  width: number;
  className?: string;
  /** Above the fold: loaded at once, ahead of other images. */
  priority?: boolean;
}) {
  const height = Math.round((width * image.height) / image.width);
  const { props } = getImageProps({ src: image.src, alt: image.alt, width, height, priority, className });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives next/image's attributes, alt included
  return <img {...props} />;
}
