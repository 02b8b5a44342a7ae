// The secret that signs admin sessions: AUTH_SECRET, or for one machine a
// secret generated once into DATA_DIR/auth-secret (kept across starts).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../lib/config";

export function oneMachineAuthSecret(config: Config, log: (line: string) => void): string {
  if (config.auth.secret) return config.auth.secret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(`generated AUTH_SECRET in ${path.relative(process.cwd(), file)}`);
  return secret;
}
