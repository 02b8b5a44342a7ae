// The key that signs admin sessions and bearer tokens: AUTH_SECRET, read
// through the shop's configuration. `npm start` provides it (AUTH_SECRET, or
// one generated into DATA_DIR for a single machine); tests set it themselves.
import "server-only";
import { getConfig } from "@/lib/config";

export function authSecret(): string {
  const secret = getConfig().auth.secret;
  if (!secret || secret.length < 32) {
    throw new Error("AUTH_SECRET is missing or shorter than 32 characters; start the shop with `npm start`.");
  }
  return secret;
}
