// The secret that signs admin sessions, member sessions, bearer tokens,
// upload addresses and e-mail links: AUTH_SECRET, read through the shop's
// configuration. `npm start` provides it (AUTH_SECRET, or one generated into
// DATA_DIR for a single machine); tests set it themselves.
//
// During a rotation AUTH_SECRET_PREVIOUS holds the secret it replaces: it is
// accepted, never used to sign (lib/security/signing-secrets.ts). Stored
// secrets (two-factor secrets, Google's tokens) do not depend on either: they
// are sealed with the data key ring (lib/security/data-keys.ts).
import "server-only";
import { getConfig } from "@/lib/config";

/** The current secret: what signs. */
export function authSecret(): string {
  const secret = getConfig().auth.secret;
  if (!secret || secret.length < 32) {
    throw new Error("AUTH_SECRET is missing or shorter than 32 characters; start the shop with `npm start`.");
  }
  return secret;
}

/** Every secret a signature is accepted with: the current one first, then AUTH_SECRET_PREVIOUS while it is set. */
export function authSecrets(): readonly [string, ...string[]] {
  const previous = getConfig().auth.previousSecret;
  return previous ? [authSecret(), previous] : [authSecret()];
}
