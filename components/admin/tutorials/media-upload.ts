// The tutorials editor's two-step upload of a video or thumbnail: ask the
// admin API for a signed address, then PUT the file there (putUpload). A
// refused upload comes back with the API's own message (413 too large, 415
// not a type it takes).
import { apiFailureMessage, apiRequest, HttpError, putUpload } from "@/lib/http/client";

const MEDIA_URL = "/api/admin/tutorials/media";

export type MediaKind = "video" | "thumbnail";

export type UploadResult = { ok: true; url: string } | { ok: false; message: string };

const NOUN: Record<MediaKind, string> = { video: "video", thumbnail: "thumbnail image" };
const TYPES: Record<MediaKind, string> = { video: "an MP4 or WebM video", thumbnail: "a JPEG, PNG, WebP or GIF image" };

const UPLOAD_FAILED = "The file could not be uploaded. Please try again.";
const UPLOAD_OFFLINE = "The shop could not be reached, so the file was not uploaded. Check the connection and try again.";

/** 1536 → "1.5 KB", 104857600 → "100 MB". */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 10 || Number.isInteger(value) ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** Why a file is refused before it is sent: larger than the API takes. */
export function tooLargeMessage(kind: MediaKind, file: File, maxBytes: number): string {
  return `“${file.name}” is ${formatBytes(file.size)}; a ${NOUN[kind]} can be at most ${formatBytes(maxBytes)}. Choose a smaller file.`;
}

/** Why the upload address refused the file: its own message, or one of ours for its status. */
function refusal(error: HttpError, kind: MediaKind): string {
  const fallback =
    error.status === 413
      ? `The ${NOUN[kind]} is too large to upload. Choose a smaller file.`
      : error.status === 415
        ? `This file cannot be used: choose ${TYPES[kind]}.`
        : UPLOAD_FAILED;
  return apiFailureMessage(error, fallback);
}

/** Uploads a video or a thumbnail; its address is what the tutorial stores. */
export async function uploadMedia(kind: MediaKind, file: File): Promise<UploadResult> {
  let uploadURL: string;
  try {
    const res = await apiRequest("POST", MEDIA_URL, { kind });
    const answer = (await res.json()) as { uploadURL?: unknown };
    if (typeof answer.uploadURL !== "string" || !answer.uploadURL) return { ok: false, message: UPLOAD_FAILED };
    uploadURL = answer.uploadURL;
  } catch (error) {
    return { ok: false, message: error instanceof HttpError ? apiFailureMessage(error, UPLOAD_FAILED) : UPLOAD_OFFLINE };
  }
  let put: Response;
  try {
    put = await putUpload(uploadURL, file);
  } catch (error) {
    return { ok: false, message: error instanceof HttpError ? refusal(error, kind) : UPLOAD_OFFLINE };
  }
  try {
    const { url } = (await put.json()) as { url?: unknown };
    if (typeof url === "string" && url) return { ok: true, url };
  } catch {
    // An answer that is not the upload's JSON: treated as a failure below.
  }
  return { ok: false, message: UPLOAD_FAILED };
}
