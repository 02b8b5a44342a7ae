// The data key ring of this shop: the keys of DATA_ENCRYPTION_KEYS (on one
// machine `npm start` keeps one in DATA_DIR/data-keys and sets it), which seal
// every stored secret: admins' two-factor secrets and recovery codes, and
// Google's tokens. The first key seals; every key opens what it sealed. They
// are apart from AUTH_SECRET, so rotating that secret never touches stored
// secrets, and rotating a data key is adding one in front, running
// `npm run secrets:reencrypt` and removing the old one (README, Rotating secrets).
//
// Values sealed before the key ring (v1) open with the keys they were sealed
// with: derived from AUTH_SECRET or AUTH_SECRET_PREVIOUS (and, for Google's
// tokens, GOOGLE_TOKEN_KEY), until secrets:reencrypt has moved them.
import "server-only";
import { getConfig } from "@/lib/config";
import { legacyKey, open, seal, type Opened, type SealKeys, type SealPurpose } from "@/lib/security/seal";
import { logger } from "@/lib/log";

const log = logger("secrets");

export const MISSING_DATA_KEYS =
  "DATA_ENCRYPTION_KEYS is not set: start the shop with `npm start` (it keeps a key in DATA_DIR/data-keys), or set it to id:base64key (see the README, Rotating secrets).";

/** The HKDF labels of the v1 keys, per purpose (recovery codes were never sealed before the ring). */
const LEGACY_LABELS: Partial<Record<SealPurpose, string>> = {
  "admin-totp-secret": "admin-totp-secret",
  "google-token": "google-token-encryption",
};

/** What each purpose is called in messages. */
const NAMES: Record<SealPurpose, string> = {
  "admin-totp-secret": "two-factor secret",
  "admin-recovery-code": "recovery code",
  "google-token": "Google token",
};

function keysFor(purpose: SealPurpose): SealKeys {
  const config = getConfig();
  const label = LEGACY_LABELS[purpose];
  const secrets = [purpose === "google-token" ? config.google.tokenKey : undefined, config.auth.secret, config.auth.previousSecret];
  return {
    ring: config.dataKeys ?? [],
    legacy: label ? secrets.filter((secret): secret is string => Boolean(secret)).map((secret) => legacyKey(secret, label)) : [],
  };
}

/** Seals a secret for storage with the ring's first key. Throws when no key is configured. */
export function sealSecret(purpose: SealPurpose, plain: string): string {
  const ring = getConfig().dataKeys;
  if (!ring?.length) throw new Error(MISSING_DATA_KEYS);
  return seal(purpose, plain, ring);
}

/** Why a stored value does not open, in words for the log and the commands. */
export function unopenedReason(result: Extract<Opened, { ok: false }>): string {
  if (result.reason === "malformed") return "it is not a sealed value";
  if (result.reason === "unknown_key") {
    return result.keyId
      ? `it was sealed with the data key "${result.keyId}", which DATA_ENCRYPTION_KEYS no longer holds`
      : "it was sealed with AUTH_SECRET (or GOOGLE_TOKEN_KEY) before the key ring, and none of those is set";
  }
  return result.keyId
    ? `the data key "${result.keyId}" does not open it (the key under that id changed, or the value was altered)`
    : "none of AUTH_SECRET, AUTH_SECRET_PREVIOUS (or GOOGLE_TOKEN_KEY) opens it: it was sealed before the key ring with another secret";
}

/** Opens a stored value: its result, with whether it is sealed with the current key. */
export function openStored(purpose: SealPurpose, sealed: string): Opened {
  return open(purpose, sealed, keysFor(purpose));
}

/** The plain secret, or null (logged with the reason) when it cannot be opened. */
export function openSecret(purpose: SealPurpose, sealed: string): string | null {
  const result = openStored(purpose, sealed);
  if (result.ok) return result.value;
  log.error(`a stored ${NAMES[purpose]} cannot be opened`, { reason: unopenedReason(result) });
  return null;
}

export type Resealed = { status: "current" } | { status: "resealed"; value: string } | { status: "unopened"; reason: string };

/** The value sealed again with the ring's first key, unless it already is (or cannot be opened). */
export function resealSecret(purpose: SealPurpose, sealed: string): Resealed {
  const result = openStored(purpose, sealed);
  if (!result.ok) return { status: "unopened", reason: unopenedReason(result) };
  if (result.current) return { status: "current" };
  return { status: "resealed", value: sealSecret(purpose, result.value) };
}
