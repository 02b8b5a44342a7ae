// Checks an admin's e-mail, password and (when enrolled) second factor on the
// server, throttled before any hash is computed (lib/auth/login-throttle.ts).
import "server-only";
import { db } from "@/lib/db";
import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from "@/lib/auth/password";
import { claimLoginAttempt, clearLoginFailures, recordLoginAttempt } from "@/lib/auth/login-throttle";
import { matchRecoveryCode, openTotpSecret, verifyTotp } from "@/lib/auth/two-factor";

export interface AuthenticatedAdmin {
  id: string;
  email: string;
  name: string | null;
  /** Whether the admin has two-factor authentication set up. */
  twoFactor: boolean;
}

export type LoginOutcome =
  | { status: "ok"; admin: AuthenticatedAdmin }
  | { status: "invalid_credentials" }
  | { status: "code_required" }
  | { status: "invalid_code" };

/**
 * Whether `code` is the admin's current authenticator code. Each code is
 * accepted once: its time step is kept, and a code of the same or an earlier
 * step is refused (also when the same code is raced twice).
 */
export async function acceptTotpCode(
  admin: { id: string; totpSecretEncrypted: string | null; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  const secret = admin.totpSecretEncrypted ? openTotpSecret(admin.totpSecretEncrypted) : null;
  if (!secret) return false;
  const step = await verifyTotp(secret, code, { afterStep: admin.totpLastStep });
  if (step === null) return false;
  const { count } = await db.adminUser.updateMany({
    where: { id: admin.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** A TOTP code or an unused recovery code of this admin; a recovery code is used up. */
export async function acceptSecondFactor(
  admin: { id: string; totpSecretEncrypted: string | null; totpLastStep: number | null; recoveryCodeHashes: string[] },
  code: string,
): Promise<boolean> {
  if (await acceptTotpCode(admin, code)) return true;
  const used = matchRecoveryCode(code, admin.recoveryCodeHashes);
  if (!used) return false;
  const { count } = await db.adminUser.updateMany({
    where: { id: admin.id, recoveryCodeHashes: { has: used } },
    data: { recoveryCodeHashes: admin.recoveryCodeHashes.filter((hash) => hash !== used) },
  });
  return count === 1;
}

/**
 * The outcome of a login. Throws LoginRateLimitedError when the client or the
 * e-mail must wait. `client` is the client's rate-limit key.
 */
export async function authenticateAdmin(
  input: { email: string; password: string; code?: string; client: string },
): Promise<LoginOutcome> {
  const email = input.email.trim().toLowerCase();
  await claimLoginAttempt(input.client, email);
  const user = await db.adminUser.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, passwordHash: true, totpSecretEncrypted: true, totpEnabledAt: true, totpLastStep: true, recoveryCodeHashes: true },
  });
  // An unknown e-mail costs the same full hash as a known one, so both take as long.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? UNMATCHABLE_HASH);
  if (!user || !valid) {
    await recordLoginAttempt(input.client, email, false);
    return { status: "invalid_credentials" };
  }
  const twoFactor = Boolean(user.totpEnabledAt);
  if (twoFactor) {
    // The password was right; the attempt stays counted until the code is right too.
    if (!input.code?.trim()) return { status: "code_required" };
    if (!(await acceptSecondFactor(user, input.code))) {
      await recordLoginAttempt(input.client, email, false);
      return { status: "invalid_code" };
    }
  }
  await clearLoginFailures(email);
  await recordLoginAttempt(input.client, email, true);
  // One write to the admin's row: the time of this login and, when the stored
  // hash was made with weaker parameters than today's, a new hash of the password.
  const rehash = needsRehash(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {};
  await db.adminUser.update({ where: { id: user.id }, data: { lastLoginAt: new Date(), ...rehash } });
  return { status: "ok", admin: { id: user.id, email: user.email, name: user.name, twoFactor } };
}
