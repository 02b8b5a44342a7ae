// Where a tutorial's thumbnail (also the player's poster) comes from. The
// shop's own files are resized and converted by the image optimiser; an
// image elsewhere (an https address the owner set) is shown as it is, since
// the optimiser only fetches the shop's own files; the old placeholder
// drawing, or no address at all, shows no image.

export type ThumbnailSource = { src: string; optimized: boolean };

const PLACEHOLDER_PREFIX = "/api/placeholder/";

export function thumbnailSource(url: string | null | undefined): ThumbnailSource | null {
  const address = url?.trim();
  if (!address || address.startsWith(PLACEHOLDER_PREFIX)) return null;
  if (address.startsWith("/") && !address.startsWith("//") && !address.startsWith("/\\")) return { src: address, optimized: true };
  if (/^https:\/\/[^/\\]/i.test(address)) return { src: address, optimized: false };
  return null;
}
