// The secret that signs admin sessions: AUTH_SECRET, or for one machine a
// secret generated once into DATA_DIR/auth-secret (kept across starts).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../lib/config";

/** The secret DATA_DIR/auth-secret holds, or undefined when there is none (never made here). */
export function existingOneMachineAuthSecret(config: Config): string | undefined {
  const file = path.join(config.dataDir, "auth-secret");
  return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
}

export function oneMachineAuthSecret(config: Config, log: (line: string) => void): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, "auth-secret");
  const existing = existingOneMachineAuthSecret(config);
  if (existing) return existing;
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`generated AUTH_SECRET in ${path.relative(process.cwd(), file)}`);
  return secret;
}
