// Signed, expiring bearer tokens for the admin APIs (POST /api/admin/auth).
// Form: base64url(JSON payload) "." base64url(HMAC-SHA256 of the payload),
// keyed with AUTH_SECRET. Nothing secret is inside; the signature makes it
// unforgeable and `exp` makes it short-lived; `sid` names the session row that
// must still exist (lib/auth/sessions.ts), so logout ends the token too.
import { createHmac, timingSafeEqual } from "node:crypto";

import { API_TOKEN_SECONDS } from "@/lib/auth/sessions";

export const ADMIN_TOKEN_TTL_SECONDS = API_TOKEN_SECONDS;
const PURPOSE = "admin-api";

export interface AdminTokenClaims {
  sub: string;
  sid: string;
  email: string;
  iat: number;
  exp: number;
}

function sign(payload: string, secret: string): string {
  return createHmac("sha256", `${PURPOSE}:${secret}`).update(payload).digest("base64url");
}

export function createAdminToken(
  admin: { id: string; email: string },
  sessionId: string,
  secret: string,
  options: { now?: number; ttlSeconds?: number } = {},
): string {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const claims = { sub: admin.id, sid: sessionId, email: admin.email, iat, exp: iat + (options.ttlSeconds ?? ADMIN_TOKEN_TTL_SECONDS), pur: PURPOSE };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(payload, secret)}`;
}

/** The token's claims, or null when it is malformed, forged or expired. */
export function verifyAdminToken(token: string, secret: string, now = Date.now()): AdminTokenClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (claims.pur !== PURPOSE || typeof claims.sub !== "string" || typeof claims.sid !== "string" || typeof claims.exp !== "number") return null;
    if (claims.exp * 1000 <= now) return null;
    return { sub: claims.sub, sid: claims.sid, email: String(claims.email), iat: Number(claims.iat), exp: claims.exp };
  } catch {
    return null;
  }
}
