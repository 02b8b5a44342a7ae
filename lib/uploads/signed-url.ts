// Signed, expiring upload addresses: /api/objects/uploads/<key>?expires=<ms>&signature=<hmac>.
// The signature covers the key and the expiry, so neither can be changed.
import { createHmac, timingSafeEqual } from "node:crypto";

export const UPLOAD_PATH_PREFIX = "/api/objects/uploads/";

export function signUpload(secret: string, key: string, expiresAtMs: number): string {
  return createHmac("sha256", secret).update(`upload:${key}:${expiresAtMs}`).digest("base64url");
}

export function uploadUrl(secret: string, key: string, expiresAtMs: number): string {
  const params = new URLSearchParams({ expires: String(expiresAtMs), signature: signUpload(secret, key, expiresAtMs) });
  return `${UPLOAD_PATH_PREFIX}${key}?${params}`;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

export function checkUploadSignature(
  secret: string,
  key: string,
  expires: string | null,
  signature: string | null,
  now = Date.now(),
): SignatureCheck {
  if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return "invalid";
  const expected = Buffer.from(signUpload(secret, key, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return Number(expires) < now ? "expired" : "valid";
}
