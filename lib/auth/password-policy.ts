// Rules for a new admin password: long enough, and not one of the passwords
// that breaches show people use most (lib/auth/common-passwords.txt), nor
// such a word with digits or symbols added before or after it.
import { readFileSync } from "node:fs";
import path from "node:path";

export const ADMIN_PASSWORD_MIN_LENGTH = 10;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  if (!common) {
    const file = path.join(process.cwd(), "lib", "auth", "common-passwords.txt");
    common = new Set(
      readFileSync(file, "utf8")
        .split("\n")
        .filter((line) => line && !line.startsWith("#")),
    );
  }
  return common;
}

/** Whether the password is a commonly breached one, or one padded with digits and symbols. */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize("NFKC").toLowerCase();
  const list = commonPasswords();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[\d\W_]+/, "").replace(/[\d\W_]+$/, "");
  return core.length >= 4 && core !== lower && list.has(core);
}

/** The reason a new admin password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`;
  if (isCommonPassword(password)) return "This password is on the list of commonly breached passwords. Choose another one.";
  return null;
}
