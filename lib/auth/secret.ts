// The key that signs admin sessions and bearer tokens. `npm start` provides it
// (AUTH_SECRET, or one generated into DATA_DIR); tests set it themselves.
import "server-only";

export function authSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    throw new Error("AUTH_SECRET is missing or shorter than 32 characters; start the shop with `npm start`.");
  }
  return secret;
}

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"] as const;
