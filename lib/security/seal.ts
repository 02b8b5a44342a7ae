// Sealing a secret that is stored: AES-256-GCM with a key of the data key
// ring (DATA_ENCRYPTION_KEYS), written as "v2.<key id>.<iv>.<tag>.<data>"
// (base64url). Each sealed value names its key, so the ring can hold old keys
// to open what they sealed while the first key seals everything new; the
// purpose (a two-factor secret, a recovery code, a Google token) is
// authenticated with it, so a value sealed for one use never opens as
// another. Opening with a ring that lacks the key, or after any change,
// fails with the reason, never with a crash.
//
// "v1.<iv>.<tag>.<data>" is the format from before the key ring: a key
// derived from AUTH_SECRET (or GOOGLE_TOKEN_KEY), with no key id. Such values
// still open with the legacy keys the caller derives (`legacyKey`), until
// `npm run secrets:reencrypt` has sealed them again with the ring.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { DataKey } from "@/lib/config";

export type SealPurpose = "admin-totp-secret" | "admin-recovery-code" | "google-token";

/** The keys a value may be opened with: the ring (the first seals), and the legacy keys of v1 values. */
export interface SealKeys {
  ring: readonly DataKey[];
  legacy: readonly Buffer[];
}

export type Opened =
  | { ok: true; value: string; /** Sealed with the ring's first key (nothing to re-seal). */ current: boolean }
  | { ok: false; reason: "malformed" | "unknown_key" | "refused"; /** The key the value names (null for v1). */ keyId: string | null };

const V2 = "v2";
const V1 = "v1";
const b64 = (buffer: Buffer) => buffer.toString("base64url");
const aad = (purpose: SealPurpose) => Buffer.from(`verdant-ink:${purpose}`);

/** A v1 key: derived from a secret with its fixed HKDF label (stored values depend on the label). */
export function legacyKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "verdant-ink", label, 32));
}

/** Seals `plain` for `purpose` with the ring's first key. */
export function seal(purpose: SealPurpose, plain: string, ring: readonly DataKey[]): string {
  const key = ring[0];
  if (!key) throw new Error("No data encryption key to seal with: set DATA_ENCRYPTION_KEYS.");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key.key, iv);
  cipher.setAAD(aad(purpose));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [V2, key.id, b64(iv), b64(cipher.getAuthTag()), b64(data)].join(".");
}

function decrypt(key: Buffer, iv: string, tag: string, data: string, purpose: SealPurpose | null): string | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    if (purpose) decipher.setAAD(aad(purpose));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** Opens a sealed value of `purpose`: its text, or why it does not open. */
export function open(purpose: SealPurpose, sealed: string, keys: SealKeys): Opened {
  const parts = sealed.split(".");
  if (parts[0] === V2 && parts.length === 5) {
    const [, keyId, iv, tag, data] = parts;
    const key = keys.ring.find((candidate) => candidate.id === keyId);
    if (!key) return { ok: false, reason: "unknown_key", keyId };
    const value = decrypt(key.key, iv, tag, data, purpose);
    return value === null ? { ok: false, reason: "refused", keyId } : { ok: true, value, current: keys.ring[0]?.id === keyId };
  }
  if (parts[0] === V1 && parts.length === 4) {
    const [, iv, tag, data] = parts;
    for (const key of keys.legacy) {
      const value = decrypt(key, iv, tag, data, null);
      if (value !== null) return { ok: true, value, current: false };
    }
    return { ok: false, reason: keys.legacy.length ? "refused" : "unknown_key", keyId: null };
  }
  return { ok: false, reason: "malformed", keyId: null };
}

/** Whether a stored value is sealed at all (v1 or v2), as opposed to an older plain form. */
export function isSealed(value: string): boolean {
  return value.startsWith(`${V2}.`) || value.startsWith(`${V1}.`);
}
