// Two-factor authentication for admins: TOTP codes (RFC 6238, what Google
// Authenticator, 1Password and the like show) and one-time recovery codes.
// The TOTP secret is stored encrypted (AES-256-GCM, key derived from
// AUTH_SECRET); recovery codes are stored as keyed hashes and each is
// accepted once. A TOTP code is accepted once as well (its time step is kept).
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { decryptToken, encryptToken } from "@/lib/security/seal";

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Verdant Ink";

function secretKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "verdant-ink", "admin-totp-secret", 32));
}

export const sealTotpSecret = (secret: string, authSecret: string) => encryptToken(secret, secretKey(authSecret));
export const openTotpSecret = (sealed: string, authSecret: string) => decryptToken(sealed, secretKey(authSecret));

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The time step of a valid code (one step of clock drift either way), or null. */
export async function verifyTotp(secret: string, code: string, options: { afterStep?: number | null; now?: Date } = {}): Promise<number | null> {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor((options.now ?? new Date()).getTime() / 1000),
      epochTolerance: 30,
      ...(options.afterStep != null ? { afterTimeStep: options.afterStep } : {}),
    });
    return result.valid && "timeStep" in result ? (result.timeStep as number) : null;
  } catch {
    return null;
  }
}

/** Ten codes like "k7qp-2xm9-4tcd": 60 random bits each, easy to type. */
export function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
}

const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[^a-z0-9]/g, "");

export function hashRecoveryCode(code: string, authSecret: string): string {
  return createHmac("sha256", `admin-recovery-code:${authSecret}`).update(normalizeRecoveryCode(code)).digest("base64url");
}

/** The stored hash this recovery code matches, or null. */
export function matchRecoveryCode(code: string, hashes: string[], authSecret: string): string | null {
  if (normalizeRecoveryCode(code).length !== 12) return null;
  const given = Buffer.from(hashRecoveryCode(code, authSecret));
  return hashes.find((hash) => hash.length === given.length && timingSafeEqual(Buffer.from(hash), given)) ?? null;
}
