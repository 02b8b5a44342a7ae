// Two-factor authentication for admins: TOTP codes (RFC 6238, what Google
// Authenticator, 1Password and the like show) and one-time recovery codes.
// The TOTP secret is stored sealed with the data key ring
// (lib/security/data-keys.ts), so a change of AUTH_SECRET leaves it readable;
// each recovery code is stored as its SHA-256, sealed the same way, and is
// accepted once. A TOTP code is accepted once as well (its time step is kept).
//
// Recovery codes made before the key ring are keyed hashes (HMAC) with
// AUTH_SECRET: they are still accepted while AUTH_SECRET (or
// AUTH_SECRET_PREVIOUS) is the secret they were made with, and cannot be
// moved to the ring (the codes themselves are not kept); new codes replace them.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { authSecrets } from "@/lib/auth/secret";
import { openSecret, sealSecret } from "@/lib/security/data-keys";
import { isSealed } from "@/lib/security/seal";

export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Verdant Ink";

export const sealTotpSecret = (secret: string) => sealSecret("admin-totp-secret", secret);
export const openTotpSecret = (sealed: string) => openSecret("admin-totp-secret", sealed);

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

const digestOf = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("base64url");

/** The stored form of new recovery codes: each one's SHA-256, sealed with the data key ring. */
export function sealRecoveryCodes(codes: string[]): string[] {
  return codes.map((code) => sealSecret("admin-recovery-code", digestOf(code)));
}

/** A recovery code as stored before the key ring: an HMAC keyed with AUTH_SECRET. */
const legacyHash = (code: string, secret: string) => createHmac("sha256", `admin-recovery-code:${secret}`).update(normalizeRecoveryCode(code)).digest("base64url");

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The stored entry this recovery code matches, or null. */
export function matchRecoveryCode(code: string, stored: string[]): string | null {
  if (normalizeRecoveryCode(code).length !== 12) return null;
  const digest = digestOf(code);
  const legacy = stored.some((entry) => !isSealed(entry)) ? authSecrets().map((secret) => legacyHash(code, secret)) : [];
  return (
    stored.find((entry) => {
      if (!isSealed(entry)) return legacy.some((hash) => sameText(hash, entry));
      const opened = openSecret("admin-recovery-code", entry);
      return opened !== null && sameText(opened, digest);
    }) ?? null
  );
}
