// Recognises an image or a video by its first bytes, never by its name or
// declared type.

export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type the bytes are, or null when they are not an image we accept. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export type VideoType = "video/mp4" | "video/webm";

export const VIDEO_EXTENSIONS: Record<VideoType, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
};

/**
 * The video type the bytes are, or null: an MP4 (an ISO media file whose
 * first box is `ftyp`, not a QuickTime movie) or a WebM (an EBML file whose
 * document type is `webm`, not any Matroska file).
 */
export function detectVideoType(bytes: Uint8Array): VideoType | null {
  if (startsWith(bytes, ascii("ftyp"), 4) && !startsWith(bytes, ascii("qt  "), 8)) return "video/mp4";
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const header = bytes.subarray(0, 64);
    for (let i = 4; i + 4 <= header.length; i++) if (startsWith(header, ascii("webm"), i)) return "video/webm";
  }
  return null;
}

export type MediaType = ImageType | VideoType;

const MEDIA_EXTENSIONS: Record<MediaType, string> = { ...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS };

/** The stored file's name of an upload: its key and its type's extension, or null for a type the shop does not store. */
export function uploadFileName(key: string, contentType: string | null): string | null {
  return contentType && Object.hasOwn(MEDIA_EXTENSIONS, contentType) ? `${key}.${MEDIA_EXTENSIONS[contentType as MediaType]}` : null;
}
