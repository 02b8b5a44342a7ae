// The `state` of the Business Profile authorization: bound to the admin who
// started it and to a nonce kept in an HttpOnly cookie of their browser, signed,
// and valid for ten minutes. A callback with any other state is refused.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const STATE_COOKIE = "gmb_oauth_state";
export const STATE_TTL_SECONDS = 10 * 60;
export const STATE_COOKIE_PATH = "/api/google-my-business";

function sign(payload: string, secret: string): string {
  return createHmac("sha256", secret).update(`google-oauth-state:${payload}`).digest("base64url");
}

export function createOAuthState(adminId: string, secret: string, now = Date.now()): { state: string; nonce: string } {
  const nonce = randomBytes(16).toString("base64url");
  const payload = Buffer.from(JSON.stringify({ a: adminId, n: nonce, e: Math.floor(now / 1000) + STATE_TTL_SECONDS })).toString("base64url");
  return { state: `${payload}.${sign(payload, secret)}`, nonce };
}

export type StateCheck = { ok: true } | { ok: false; reason: "malformed" | "signature" | "expired" | "nonce" | "admin" };

export function verifyOAuthState(
  state: string | null,
  expected: { adminId: string; nonce: string | undefined; secret: string; now?: number },
): StateCheck {
  const [payload, signature, extra] = (state ?? "").split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const wanted = Buffer.from(sign(payload, expected.secret));
  const given = Buffer.from(signature);
  if (wanted.length !== given.length || !timingSafeEqual(wanted, given)) return { ok: false, reason: "signature" };
  let data: { a?: unknown; n?: unknown; e?: unknown };
  try {
    data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof data.e !== "number" || data.e * 1000 < (expected.now ?? Date.now())) return { ok: false, reason: "expired" };
  if (!expected.nonce || data.n !== expected.nonce) return { ok: false, reason: "nonce" };
  if (data.a !== expected.adminId) return { ok: false, reason: "admin" };
  return { ok: true };
}
