// scrypt, the slow and memory-hard key derivation of the admins' passwords
// (lib/auth/password.ts) and of the backups' passphrase (lib/backup/secrets.ts):
// one promise wrapper and the parameters both make new keys with.
//
// The shop, its commands and the end-to-end tests' production shop run at
// OWASP's floor, N=2^17, r=8, p=1 (128 MiB, 0.3-0.7 s a key). Inside Jest
// (JEST_WORKER_ID, set in Jest's processes and inherited by the commands and
// servers its tests start) the same code runs at N=2^12: the integration tests
// make some two hundred keys, which at full cost took a quarter of their time.
// Each stored key names its parameters, so keys of either cost are read back
// with the parameters they were made with.
import { scrypt as scryptCallback, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's floor: the parameters of every key the shop makes. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const JEST_PARAMS: ScryptParams = { ...SCRYPT_PARAMS, N: 2 ** 12 };

/** The parameters new keys are made with: SCRYPT_PARAMS, except inside Jest. */
// eslint-disable-next-line no-restricted-properties -- not a setting: which program this process belongs to
export function scryptParams(env: Record<string, string | undefined> = process.env): ScryptParams {
  return env.JEST_WORKER_ID ? JEST_PARAMS : SCRYPT_PARAMS;
}

/** A key of `keyLength` bytes, with room above scrypt's 128·N·r bytes for its own bookkeeping. */
export function scrypt(secret: string, salt: Buffer, keyLength: number, { N, r, p }: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => scryptCallback(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}
