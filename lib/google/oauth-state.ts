// The `state` of the Business Profile authorization: a signed token of the
// purpose "google-oauth-state" (lib/security/signed-token.ts), bound to the
// admin who started it (`sub`) and to a nonce kept in an HttpOnly cookie of
// their browser, and valid for ten minutes. A callback with any other state is
// refused.
import { randomBytes } from "node:crypto";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import type { SigningSecrets } from "@/lib/security/signing-secrets";

export const STATE_COOKIE = "gmb_oauth_state";
export const STATE_TTL_SECONDS = 10 * 60;
export const STATE_COOKIE_PATH = "/api/google-my-business";

export async function createOAuthState(adminId: string, secrets: SigningSecrets, now = Date.now()): Promise<{ state: string; nonce: string }> {
  const nonce = randomBytes(16).toString("base64url");
  const expiresAt = (Math.floor(now / 1000) + STATE_TTL_SECONDS) * 1000;
  return { state: await signToken("google-oauth-state", secrets, { sub: adminId, nonce }, { expiresAt }), nonce };
}

export type StateCheck = { ok: true } | { ok: false; reason: "malformed" | "signature" | "expired" | "nonce" | "admin" };

export async function verifyOAuthState(
  state: string | null,
  expected: { adminId: string; nonce: string | undefined; secrets: SigningSecrets; now?: number },
): Promise<StateCheck> {
  if (!state) return { ok: false, reason: "malformed" };
  const check = await verifyToken("google-oauth-state", expected.secrets, state, { now: expected.now });
  if (!check.ok) return { ok: false, reason: check.reason === "forged" ? "signature" : check.reason };
  if (!expected.nonce || check.claims.nonce !== expected.nonce) return { ok: false, reason: "nonce" };
  if (check.claims.sub !== expected.adminId) return { ok: false, reason: "admin" };
  return { ok: true };
}
