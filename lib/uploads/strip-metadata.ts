// Photos are stored without the metadata cameras and phones write into them
// (EXIF with the GPS position, XMP, IPTC, ICC profiles, comments and text
// chunks): every upload is decoded and encoded again in its own format, after
// being turned upright by its EXIF orientation. Only the pixels survive.
import "server-only";
import sharp, { type Sharp } from "sharp";
import { detectImageType, type ImageType } from "@/lib/uploads/image-type";
import { logger } from "@/lib/log";

const log = logger("uploads");

/** Longest time one photo may take to re-encode (a huge animated GIF, for example). */
const REENCODE_TIMEOUT_SECONDS = 30;

/** sharp's name of each format. */
const SHARP_FORMAT: Record<ImageType, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

function encoder(image: Sharp, type: ImageType): Sharp {
  switch (type) {
    case "image/jpeg":
      return image.jpeg({ quality: 90 });
    case "image/png":
      return image.png();
    case "image/webp":
      return image.webp({ quality: 90 });
    case "image/gif":
      // Every frame stays, with its own delay.
      return image.gif({ keepDuplicateFrames: true });
  }
}

/**
 * The photo encoded again without any metadata, in the same format, or null
 * when the bytes cannot be decoded as an image of that type.
 */
export async function reencodeWithoutMetadata(bytes: Buffer, type: ImageType): Promise<{ bytes: Buffer; contentType: ImageType } | null> {
  // GIF and WebP may be animated: read every frame, not just the first.
  const animated = type === "image/gif" || type === "image/webp";
  let output: Buffer;
  try {
    // No withMetadata/keep*: sharp writes none of the input's metadata and converts colours to sRGB.
    // At most 100 megapixels: a small file that decodes to a huge image (a decompression bomb) is refused.
    const image = sharp(bytes, { animated, limitInputPixels: 100_000_000 });
    // Decoded as the type its first bytes claim, never as another format.
    if ((await image.metadata()).format !== SHARP_FORMAT[type]) return null;
    output = await encoder(image.rotate().timeout({ seconds: REENCODE_TIMEOUT_SECONDS }), type).toBuffer();
  } catch (error) {
    log.warn("photo could not be re-encoded", { error: (error as Error)?.message ?? String(error) });
    return null;
  }
  return detectImageType(output) === type ? { bytes: output, contentType: type } : null;
}
