// Where a tutorial's thumbnail (also the player's poster) comes from. The
// shop's own media files (/media/…) are resized and converted by the image
// optimiser; an uploaded thumbnail (/api/objects/uploads/…) and an image
// elsewhere (an https address the owner set) are shown as they are, since
// the optimiser fetches /media/ only (images.localPatterns in
// next.config.ts); the old placeholder drawing, or no address at all, shows
// no image.

export type ThumbnailSource = { src: string; optimized: boolean };

const PLACEHOLDER_PREFIX = "/api/placeholder/";
/** The files the optimiser may fetch (images.localPatterns in next.config.ts). */
const OPTIMIZED_PREFIX = "/media/";

export function thumbnailSource(url: string | null | undefined): ThumbnailSource | null {
  const address = url?.trim();
  if (!address || address.startsWith(PLACEHOLDER_PREFIX)) return null;
  if (address.startsWith("/") && !address.startsWith("//") && !address.startsWith("/\\")) return { src: address, optimized: address.startsWith(OPTIMIZED_PREFIX) && !address.includes("?") };
  if (/^https:\/\/[^/\\]/i.test(address)) return { src: address, optimized: false };
  return null;
}
