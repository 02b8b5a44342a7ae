// Signed, expiring bearer tokens for the admin APIs (POST /api/admin/auth):
// tokens of the purpose "admin-api" (lib/security/signed-token.ts), keyed with
// AUTH_SECRET (and accepted with AUTH_SECRET_PREVIOUS during a rotation). Nothing secret is inside; the signature makes it unforgeable
// and `exp` makes it short-lived; `sid` names the session row that must still
// exist (lib/auth/sessions.ts), so logout ends the token too.
import { API_TOKEN_SECONDS } from "@/lib/auth/lifetimes";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import type { SigningSecrets } from "@/lib/security/signing-secrets";

export interface AdminTokenClaims {
  sub: string;
  sid: string;
  email: string;
  iat: number;
  exp: number;
}

export async function createAdminToken(
  admin: { id: string; email: string },
  sessionId: string,
  secrets: SigningSecrets,
  options: { now?: number; ttlSeconds?: number } = {},
): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const exp = iat + (options.ttlSeconds ?? API_TOKEN_SECONDS);
  return signToken("admin-api", secrets, { sub: admin.id, sid: sessionId, email: admin.email }, { issuedAt: iat * 1000, expiresAt: exp * 1000 });
}

/** The token's claims, or null when it is malformed, forged or expired. */
export async function verifyAdminToken(token: string, secrets: SigningSecrets, now = Date.now()): Promise<AdminTokenClaims | null> {
  const check = await verifyToken("admin-api", secrets, token, { now });
  if (!check.ok) return null;
  const { sub, sid, email, iat, exp } = check.claims;
  if (typeof sub !== "string" || typeof sid !== "string" || typeof exp !== "number") return null;
  return { sub, sid, email: String(email), iat: Number(iat), exp };
}
