// The two-step upload: POST /api/objects/upload hands out a signed address
// that expires (for a customer's photo; POST /api/admin/tutorials/media for
// the owner's tutorial videos and thumbnails); the browser PUTs the file
// there. The server checks the signature, the size (UPLOAD_MAX_BYTES for
// images, TUTORIAL_VIDEO_MAX_BYTES for videos) and that the bytes are what
// the address was given for: an image, encoded again without its metadata,
// or an MP4 or WebM video, stored as it came. Each is stored under a random
// name; its address is the upload address without its query string, served
// back with its content type.
//
// Abuse limits (lib/security/limits.ts): a client gets a limited number of
// upload addresses per hour, and a daily quota of bytes, counted when a photo
// arrives against the client that asked for its address.
import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { authSecrets } from "@/lib/auth/secret";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { readBodyBytes } from "@/lib/http/body";
import { conflict, DomainError, notFound, rateLimited } from "@/lib/errors";
import { isUuid } from "@/lib/http/ids";
import { detectImageType, detectVideoType, uploadFileName, type MediaType } from "@/lib/uploads/image-type";
import { clientKey as clientKeyOf } from "@/lib/http/client-address";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit, peekLimit } from "@/lib/security/rate-limit";
import type { SigningSecrets } from "@/lib/security/signing-secrets";
import { checkUploadSignature, UPLOAD_PATH_PREFIX, uploadUrl } from "@/lib/uploads/signed-url";
import { getUploadStore, isSafeUploadName, type StoredFile } from "@/lib/uploads/storage";
import { reencodeWithoutMetadata } from "@/lib/uploads/strip-metadata";

/** How long an upload address stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;


let fileSecret: string | undefined;

/**
 * The signing secrets: AUTH_SECRET (and AUTH_SECRET_PREVIOUS during a
 * rotation), or without it one generated once under DATA_DIR.
 */
function signingSecrets(): SigningSecrets {
  const config = getConfig();
  if (config.auth.secret) return authSecrets();
  if (fileSecret) return fileSecret;
  const file = path.join(config.dataDir, "upload-secret");
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  }
  return (fileSecret = readFileSync(file, "utf8").trim());
}

export const UPLOAD_QUOTA_MESSAGE = "You have uploaded too much today. Please try again tomorrow.";

/** What an upload address is for: a customer's photo, or an admin's tutorial video or thumbnail. */
export type UploadPurpose = "photo" | "tutorial-video" | "tutorial-image";

/**
 * Opens an upload for the client with this rate-limit key: a pending row and
 * its signed address. A customer whose daily bytes are used up gets none
 * (429); the owner's tutorial media (addresses only admins are given) is not
 * counted.
 */
export async function createUploadUrl(clientKey: string, now = Date.now(), purpose: UploadPurpose = "photo"): Promise<{ uploadURL: string }> {
  if (purpose === "photo") {
    const quota = await peekLimit(LIMITS.uploadBytes, clientKey, new Date(now));
    if (!quota.allowed) throw rateLimited(quota.retryAfterSeconds, UPLOAD_QUOTA_MESSAGE);
  }
  const id = randomUUID();
  const expiresAt = now + UPLOAD_URL_TTL_MS;
  await db.storedUpload.create({ data: { key: id, clientKey, purpose, expiresAt: new Date(expiresAt) } });
  return { uploadURL: await uploadUrl(signingSecrets(), id, expiresAt) };
}

export const invalidFileType = () =>
  new DomainError("unsupported_type", "invalid_file_type", "Invalid File Type: Please select an image file (JPG, PNG, etc.).");
export const fileTooLarge = () =>
  new DomainError("too_large", "file_too_large", "File Too Large: Please select an image smaller than 10MB.");
export const invalidVideoType = () =>
  new DomainError("unsupported_type", "invalid_file_type", "Invalid File Type: Please select an MP4 or WebM video.");
const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))}MB`;
export const videoTooLarge = () =>
  new DomainError("too_large", "file_too_large", `File Too Large: Please select a video smaller than ${megabytes(getConfig().uploads.videoMaxBytes)}.`);

/** Receives the PUT of a photo, a tutorial video or a thumbnail to its signed address. */
export async function receiveUpload(id: string, request: Request, now = Date.now()): Promise<{ url: string; contentType: MediaType; size: number }> {
  const query = new URL(request.url).searchParams;
  if (!isUuid(id)) throw notFound("Unknown upload.");
  const check = await checkUploadSignature(signingSecrets(), id, query.get("expires"), query.get("signature"), now);
  if (check === "invalid") throw new DomainError("forbidden", "invalid_signature", "This upload address is not valid.");
  if (check === "expired") throw new DomainError("forbidden", "upload_url_expired", "This upload address has expired. Please try again.");

  const upload = await db.storedUpload.findUnique({ where: { key: id } });
  if (!upload) throw notFound("Unknown upload.");
  if (upload.status !== "pending") throw conflict("A file was already uploaded to this address.", "already_uploaded");

  const declaredType = (request.headers.get("content-type") ?? "").toLowerCase();
  if (upload.purpose === "tutorial-video") {
    if (!declaredType.startsWith("video/")) throw invalidVideoType();
    const video = Buffer.from(await readBodyBytes(request, getConfig().uploads.videoMaxBytes, videoTooLarge));
    const videoType = detectVideoType(video);
    if (!videoType) throw invalidVideoType();
    return storeReceived(id, video, videoType, now);
  }
  if (!declaredType.startsWith("image/")) throw invalidFileType();
  const received = Buffer.from(await readBodyBytes(request, getConfig().uploads.maxBytes, fileTooLarge));
  const receivedType = detectImageType(received);
  if (!receivedType) throw invalidFileType();

  // A customer's bytes count against the daily quota of the client that
  // asked for the address (before the costly re-encoding); past it nothing is
  // stored.
  if (upload.purpose === "photo") {
    const quota = await consumeLimit(LIMITS.uploadBytes, upload.clientKey ?? clientKeyOf(request.headers), received.length, new Date(now));
    if (!quota.allowed) throw rateLimited(quota.retryAfterSeconds, UPLOAD_QUOTA_MESSAGE);
  }

  // What is stored, and described by the row, is the re-encoded image.
  const image = await reencodeWithoutMetadata(received, receivedType);
  if (!image) throw invalidFileType();
  return storeReceived(id, image.bytes, image.contentType, now);
}

/** Stores the checked bytes of an upload under its name, once per address. */
async function storeReceived(id: string, bytes: Buffer, contentType: MediaType, now: number): Promise<{ url: string; contentType: MediaType; size: number }> {
  const name = uploadFileName(id, contentType)!;
  // Claim the address first, so two PUTs cannot both store a file.
  const claimed = await db.storedUpload.updateMany({
    where: { key: id, status: "pending" },
    data: { status: "stored", contentType, size: bytes.length, storedAt: new Date(now) },
  });
  if (claimed.count !== 1) throw conflict("A file was already uploaded to this address.", "already_uploaded");
  const store = getUploadStore();
  try {
    await store.save(name, bytes, contentType);
  } catch (error) {
    await db.storedUpload.update({ where: { key: id }, data: { status: "pending", contentType: null, size: null, storedAt: null } });
    throw error;
  }
  return { url: `${UPLOAD_PATH_PREFIX}${id}`, contentType, size: bytes.length };
}

/**
 * The statuses of an upload row with a file: "stored" once the photo arrived,
 * "attached" once a payment's checkout details name it (an order may still be
 * made from that payment; the purge keeps it longer).
 */
const WITH_FILE = ["stored", "attached"];

/** A stored upload by the id in its address, opened for reading (or, in Blob storage, its public address). */
export async function readUpload(id: string): Promise<({ contentType: string; purpose: UploadPurpose } & StoredFile) | null> {
  if (!isUuid(id)) return null;
  const upload = await db.storedUpload.findUnique({ where: { key: id } });
  if (!upload || !WITH_FILE.includes(upload.status)) return null;
  const name = uploadFileName(id, upload.contentType);
  if (!name || !isSafeUploadName(name)) return null;
  const file = await getUploadStore().open(name);
  return file ? { contentType: upload.contentType!, purpose: upload.purpose as UploadPurpose, ...file } : null;
}

/**
 * Marks the photo of checkout details (its address on this shop) attached to
 * a payment: the order made from that payment, maybe days later (a webhook
 * redelivered, the reconcile command), still finds it. Any other address,
 * or a photo that never arrived, is left as it is.
 */
export async function markPhotoAttached(photoUrl: string | null): Promise<void> {
  if (!photoUrl?.startsWith(UPLOAD_PATH_PREFIX)) return;
  const id = photoUrl.slice(UPLOAD_PATH_PREFIX.length);
  if (!isUuid(id)) return;
  await db.storedUpload.updateMany({ where: { key: id, status: { in: WITH_FILE } }, data: { status: "attached" } });
}
