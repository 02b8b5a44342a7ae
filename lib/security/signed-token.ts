// The one way the shop signs a value it hands out and checks it when it comes
// back: a JWT signed with HS256 (jose). Each purpose has a key of its own,
// derived from the secret (HKDF-SHA256), and its name as the audience, so a
// token made for one purpose is never accepted for another. Every token
// expires (`exp`); nothing in it is secret, the signature only makes it
// unforgeable.
//
// Tokens are signed with the current secret and accepted with any secret
// still accepted (lib/security/signing-secrets.ts): during a rotation of
// AUTH_SECRET, tokens made with the previous one keep working.
//
// A detached signature is the third part of such a token alone: the receiver
// knows the claims (they travel beside it, e.g. in the address), rebuilds the
// token from them and checks it as a whole.
import { hkdfSync } from "node:crypto";
import { jwtVerify, SignJWT, type JWTPayload } from "jose";
import { currentSecret, verifyWithAny, type SigningSecrets } from "@/lib/security/signing-secrets";

export type TokenPurpose =
  | "admin-api" // bearer tokens of the admin APIs
  | "google-oauth-state" // the `state` of the Google Business Profile authorization
  | "upload-url"; // signed photo upload addresses

/** The claims a caller chooses; the audience and the times are set here. */
export type TokenClaims = Omit<JWTPayload, "aud" | "exp" | "iat">;

export interface SignOptions {
  /** When the token stops being valid (ms since the epoch). */
  expiresAt: number;
  /** When it was made (ms since the epoch); recorded as `iat` when given. */
  issuedAt?: number;
}

/** Why a token was refused: not a token at all, not signed with this key, or too late. */
export type TokenFailure = "malformed" | "forged" | "expired";

export type TokenCheck = { ok: true; claims: JWTPayload } | { ok: false; reason: TokenFailure };

const ALGORITHM = "HS256";

function keyFor(purpose: TokenPurpose, secret: string): Uint8Array {
  if (!secret) throw new TypeError("A signing secret is required.");
  return new Uint8Array(hkdfSync("sha256", secret, "verdant-ink", `signed-token:${purpose}`, 32));
}

/** A signed token for `purpose` carrying `claims`, valid until `expiresAt`, signed with the current secret. */
export async function signToken(purpose: TokenPurpose, secrets: SigningSecrets, claims: TokenClaims, options: SignOptions): Promise<string> {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM }).setAudience(purpose);
  if (options.issuedAt !== undefined) jwt.setIssuedAt(options.issuedAt / 1000);
  return jwt.setExpirationTime(options.expiresAt / 1000).sign(keyFor(purpose, currentSecret(secrets)));
}

function failure(error: unknown): TokenFailure {
  switch ((error as { code?: unknown })?.code) {
    case "ERR_JWT_EXPIRED":
      return "expired";
    // A wrong key, or (with the right key) claims this purpose never signs.
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
    case "ERR_JWT_CLAIM_VALIDATION_FAILED":
      return "forged";
    default:
      return "malformed";
  }
}

/** Signed by this secret: accepted, or genuine but too late. */
const madeWith = (check: TokenCheck) => check.ok || check.reason === "expired";

/**
 * The claims of a token made for `purpose` with one of these secrets, or why
 * it is refused. The signature is checked first: only a genuine token can be "expired".
 */
export async function verifyToken(purpose: TokenPurpose, secrets: SigningSecrets, token: string, options: { now?: number } = {}): Promise<TokenCheck> {
  return verifyWithAny(secrets, (secret) => verifyWithSecret(purpose, secret, token, options), madeWith);
}

async function verifyWithSecret(purpose: TokenPurpose, secret: string, token: string, options: { now?: number }): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyFor(purpose, secret), {
      algorithms: [ALGORITHM],
      audience: purpose,
      requiredClaims: ["exp"],
      currentDate: options.now === undefined ? undefined : new Date(options.now),
    });
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, reason: failure(error) };
  }
}

/** The signature alone of the token `signToken` makes from the same arguments. */
export async function detachedSignature(purpose: TokenPurpose, secrets: SigningSecrets, claims: TokenClaims, options: SignOptions): Promise<string> {
  return (await signToken(purpose, secrets, claims, options)).split(".")[2];
}

/**
 * Checks a detached signature against the claims and expiry it was made for:
 * any other claim, expiry, purpose or secret makes it "forged".
 */
export async function verifyDetachedSignature(
  purpose: TokenPurpose,
  secrets: SigningSecrets,
  claims: TokenClaims,
  signature: string,
  options: SignOptions & { now?: number },
): Promise<TokenCheck> {
  if (!/^[A-Za-z0-9_-]+$/.test(signature)) return { ok: false, reason: "malformed" };
  // The header and claims are rebuilt as signToken writes them (they do not depend on the secret).
  const [header, payload] = (await signToken(purpose, secrets, claims, options)).split(".");
  return verifyToken(purpose, secrets, `${header}.${payload}.${signature}`, { now: options.now });
}
