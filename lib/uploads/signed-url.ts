// Signed, expiring upload addresses: /api/objects/uploads/<key>?expires=<ms>&signature=<signature>.
// The signature is the detached signature of a token of the purpose
// "upload-url" (lib/security/signed-token.ts) whose subject is the key and
// whose expiry is `expires`, so neither can be changed. Signed with the
// current secret, accepted with any secret still accepted (a rotation).
import { detachedSignature, verifyDetachedSignature } from "@/lib/security/signed-token";
import type { SigningSecrets } from "@/lib/security/signing-secrets";

export const UPLOAD_PATH_PREFIX = "/api/objects/uploads/";

export async function signUpload(secrets: SigningSecrets, key: string, expiresAtMs: number): Promise<string> {
  return detachedSignature("upload-url", secrets, { sub: key }, { expiresAt: expiresAtMs });
}

export async function uploadUrl(secrets: SigningSecrets, key: string, expiresAtMs: number): Promise<string> {
  const params = new URLSearchParams({ expires: String(expiresAtMs), signature: await signUpload(secrets, key, expiresAtMs) });
  return `${UPLOAD_PATH_PREFIX}${key}?${params}`;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

/** Whether the address's expiry and signature were made for this key; "expired" only for a genuine one. */
export async function checkUploadSignature(
  secrets: SigningSecrets,
  key: string,
  expires: string | null,
  signature: string | null,
  now = Date.now(),
): Promise<SignatureCheck> {
  if (!expires || !signature || !/^\d{1,16}$/.test(expires)) return "invalid";
  const check = await verifyDetachedSignature("upload-url", secrets, { sub: key }, signature, { expiresAt: Number(expires), now });
  if (check.ok) return "valid";
  return check.reason === "expired" ? "expired" : "invalid";
}
