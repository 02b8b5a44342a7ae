// The data key ring (DATA_ENCRYPTION_KEYS) on one machine: a key generated
// once into DATA_DIR/data-keys (kept across starts, mode 0600), in the format
// of the variable: `id:base64key`, one entry a line. Backups keep this file
// with DATA_DIR/auth-secret.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseConfig, parseDataKeys, type Config } from "../../lib/config";
import { existingOneMachineAuthSecret } from "./auth-secret";

const FILE = "data-keys";

/** A new key entry: an id from the date (e.g. `k20261128`) and 32 random bytes. */
export function newDataKeyEntry(now = new Date()): string {
  return `k${now.toISOString().slice(0, 10).replaceAll("-", "")}:${randomBytes(32).toString("base64")}`;
}

/** The DATA_DIR/data-keys of this machine as a DATA_ENCRYPTION_KEYS value, or undefined when there is none. */
export function existingOneMachineDataKeys(config: Config): string | undefined {
  const file = path.join(config.dataDir, FILE);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, "utf8");
  try {
    return parseDataKeys(text).length ? text.split(/[\s,]+/).filter(Boolean).join(",") : undefined;
  } catch (error) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
}

/** DATA_ENCRYPTION_KEYS, or for one machine the keys of DATA_DIR/data-keys, made once when missing. */
export function oneMachineDataKeys(config: Config, env: Record<string, string | undefined>, log: (line: string) => void): string {
  if (env.DATA_ENCRYPTION_KEYS?.trim()) return env.DATA_ENCRYPTION_KEYS.trim();
  const existing = existingOneMachineDataKeys(config);
  if (existing) return existing;
  const file = path.join(config.dataDir, FILE);
  writeFileSync(file, `${newDataKeyEntry()}\n`, { mode: 0o600, flag: "wx" });
  log(`generated a data encryption key in ${path.relative(process.cwd(), file)}`);
  return existingOneMachineDataKeys(config)!;
}

/**
 * For a command run beside (or instead of) `npm start` on one machine, on the
 * embedded database: AUTH_SECRET and DATA_ENCRYPTION_KEYS from DATA_DIR when
 * they are not set, as `npm start` gives them to the shop (read only, never
 * made here). With DATABASE_URL nothing is read from files: the command must
 * be given the instances' values. Call before anything reads the configuration.
 */
export function fillOneMachineSecrets(env: Record<string, string | undefined> = process.env): void {
  let config: Config;
  try {
    config = parseConfig(env);
  } catch {
    return; // The command's own configuration check names the bad variable.
  }
  if (!config.database.embedded) return;
  if (!config.auth.secret) {
    const secret = existingOneMachineAuthSecret(config);
    if (secret) env.AUTH_SECRET = secret;
  }
  if (!config.dataKeys) {
    const keys = existingOneMachineDataKeys(config);
    if (keys) env.DATA_ENCRYPTION_KEYS = keys;
  }
}
