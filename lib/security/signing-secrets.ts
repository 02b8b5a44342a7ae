// The one way a signature survives a change of its secret: sign with the
// current secret, verify with each secret still accepted. During a rotation
// of AUTH_SECRET the shop accepts the secret it replaces (AUTH_SECRET_PREVIOUS)
// as well, so sessions, tokens and addresses signed before the change keep
// working until that secret is removed; from then on they are refused.
//
// A single string is a list of one.
export type SigningSecrets = string | readonly string[];

const listOf = (secrets: SigningSecrets): readonly string[] => (typeof secrets === "string" ? [secrets] : secrets);

/** The secret that signs: the first. */
export function currentSecret(secrets: SigningSecrets): string {
  const current = listOf(secrets)[0];
  if (!current) throw new TypeError("A signing secret is required.");
  return current;
}

/**
 * Checks a signed value with each secret, the current one first, and answers
 * the check of the secret it was made with (`madeWith` tells that from a
 * result: accepted, or genuine but too late); when none made it, the current
 * secret's answer.
 */
export async function verifyWithAny<T>(
  secrets: SigningSecrets,
  check: (secret: string) => T | Promise<T>,
  madeWith: (result: T) => boolean,
): Promise<T> {
  const [current, ...others] = listOf(secrets);
  if (!current) throw new TypeError("A signing secret is required.");
  const first = await check(current);
  if (madeWith(first)) return first;
  for (const secret of others) {
    const result = await check(secret);
    if (madeWith(result)) return result;
  }
  return first;
}
