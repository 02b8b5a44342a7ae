// Sealing a secret that is stored: AES-256-GCM with a 32-byte key, written as
// "v1.<iv>.<tag>.<data>" (base64url); opening it with another key or after a
// change gives null. Used for Google's OAuth tokens (lib/google, key from
// GOOGLE_TOKEN_KEY or derived from the admin session secret) and admins' TOTP
// secrets (lib/auth/two-factor.ts, with a key of their own).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";

/** The key that seals Google's tokens, derived from a secret (its HKDF labels are fixed: stored tokens depend on them). */
export function tokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "verdant-ink", "google-token-encryption", 32));
}

export function encryptToken(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

/** The plain token, or null when the value was sealed with another key or tampered with. */
export function decryptToken(sealed: string, key: Buffer): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
