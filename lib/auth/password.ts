// Password hashing with scrypt (lib/security/scrypt.ts: OWASP's floor, N=2^17,
// r=8, p=1, 128 MiB per hash). Stored form: scrypt$N$r$p$salt$hash, so
// parameters can be raised later; a hash made with weaker parameters is
// replaced at the next successful login (needsRehash).
import { randomBytes, timingSafeEqual } from "node:crypto";
import { scrypt, scryptParams, type ScryptParams } from "@/lib/security/scrypt";

const KEY_LENGTH = 64;
/** The parameters new hashes are made with. */
const today = scryptParams();

/** A new hash of the password, with today's parameters (or those given). */
export async function hashPassword(password: string, params: ScryptParams = today): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, params);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Parameters of a stored hash, or null when it is not one of ours. */
function parse(stored: string) {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  const N = Number(n);
  const params = { N, r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !saltText || !keyText || !Number.isInteger(N) || N < 2 || N > 2 ** 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return null;
  return { params, salt: Buffer.from(saltText, "base64url"), key: Buffer.from(keyText, "base64url") };
}

/**
 * A stored hash with today's parameters that no password is known to match
 * (random salt and key, fixed once). Login verifies against it when the e-mail
 * is unknown: that costs a full hash, as a known e-mail does, and nothing has
 * to be hashed first.
 */
export const UNMATCHABLE_HASH = [
  "scrypt",
  today.N,
  today.r,
  today.p,
  "086ADGobBEBm-xhhF3DKuw",
  "WgM9wrUqLg7I6encnl9qTi0As_ZUSfrZ57b-C16lVsIlOajCQhlUNSDJ_UT0g1aQNzVUfkhnbf6nQkboXj7Ong",
].join("$");

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { params, salt, key: expected } = parsed;
  const key = await scrypt(password.normalize("NFKC"), salt, expected.length, params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < today.N || r < today.r || p < today.p;
}
