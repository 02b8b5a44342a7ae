// What an admin changes about their own sign-in on /admin/security: setting
// up, renewing and turning off two-factor authentication, and the password.
// Whoever holds a session must prove more before changing these: the current
// password (throttled like a login), or a current authenticator code (a few
// tries per admin, LIMITS.adminCodeChecks). While two-factor authentication
// is on, a session alone cannot set up another authenticator.
import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/db";
import { conflict, rateLimited } from "@/lib/errors";
import { LIMITS } from "@/lib/security/limits";
import { consumeLimit } from "@/lib/security/rate-limit";
import { setAdminPassword } from "@/lib/auth/admin-users";
import { acceptSecondFactor } from "@/lib/auth/authenticate";
import { claimLoginAttempt, clearLoginFailures, LoginRateLimitedError, recordLoginAttempt } from "@/lib/auth/login-throttle";
import { verifyPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { newRecoveryCodes, newTotpSecret, openTotpSecret, sealRecoveryCodes, sealTotpSecret, totpUri, verifyTotp } from "@/lib/auth/two-factor";

export interface Enrolment {
  /** The secret for typing into an app by hand. */
  secret: string;
  /** A QR code of the otpauth:// address, as an SVG data URL. */
  qrCode: string;
}

const alreadyOn = () =>
  conflict(
    "Two-factor authentication is already on. To move it to another authenticator app, turn it off first with a current code from your app or a recovery code, then set it up again.",
    "two_factor_already_on",
  );

/** The refusal of a check tried too often, saying when to try again. */
function tooManyAttempts(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return rateLimited(seconds, `Too many attempts. Please try again in ${wait}.`);
}

/**
 * Starts setting up two-factor authentication: a new secret, kept aside until
 * a code confirms it. Throws a "conflict" DomainError while it is on.
 */
export async function startTwoFactorEnrolment(admin: { id: string; email: string }): Promise<Enrolment> {
  const secret = newTotpSecret();
  const { count } = await db.adminUser.updateMany({
    where: { id: admin.id, totpEnabledAt: null },
    data: { totpPendingEncrypted: sealTotpSecret(secret) },
  });
  if (count === 0) throw alreadyOn();
  const svg = await QRCode.toString(totpUri(admin.email, secret), { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Confirms the set-up with a code from the app: two-factor authentication is
 * on, and the admin's other sessions end. Returns the recovery codes, shown
 * once; null when the code is wrong or no set-up was started. Throws a
 * "conflict" DomainError while it is already on.
 */
export async function confirmTwoFactorEnrolment(admin: { id: string; sessionId: string }, code: string): Promise<string[] | null> {
  const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id }, select: { totpPendingEncrypted: true, totpEnabledAt: true } });
  if (row.totpEnabledAt) throw alreadyOn();
  const secret = row.totpPendingEncrypted ? openTotpSecret(row.totpPendingEncrypted) : null;
  if (!secret) return null;
  const step = await verifyTotp(secret, code);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  const turnedOn = await db.$transaction(async (tx) => {
    // Conditional: of two confirmations raced, one turns it on.
    const { count } = await tx.adminUser.updateMany({
      where: { id: admin.id, totpEnabledAt: null },
      data: {
        totpSecretEncrypted: row.totpPendingEncrypted,
        totpPendingEncrypted: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        recoveryCodeHashes: sealRecoveryCodes(codes),
      },
    });
    if (count === 0) return false;
    await tx.adminSession.deleteMany({ where: { adminId: admin.id, id: { not: admin.sessionId } } });
    return true;
  });
  if (!turnedOn) throw alreadyOn();
  return codes;
}

/**
 * Whether `code` is the admin's current authenticator code (each code once)
 * or one of their unused recovery codes (used up), so that an admin who lost
 * their phone can still move to a new one.
 * Counts against LIMITS.adminCodeChecks first; past it, throws a
 * "rate_limited" DomainError that says when to try again.
 */
async function currentCode(adminId: string, code: string): Promise<boolean> {
  const attempt = await consumeLimit(LIMITS.adminCodeChecks, adminId);
  if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterSeconds);
  const row = await db.adminUser.findUniqueOrThrow({
    where: { id: adminId },
    select: { id: true, totpSecretEncrypted: true, totpLastStep: true, recoveryCodeHashes: true },
  });
  return acceptSecondFactor(row, code);
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function renewRecoveryCodes(adminId: string, code: string): Promise<string[] | null> {
  if (!(await currentCode(adminId, code))) return null;
  const codes = newRecoveryCodes();
  await db.adminUser.update({ where: { id: adminId }, data: { recoveryCodeHashes: sealRecoveryCodes(codes) } });
  return codes;
}

export type TurnOffResult = "off" | "invalid_code";

/**
 * Turns two-factor authentication off, after a current code. Where the shop
 * requires it, this is how an admin moves to another authenticator app: until
 * they set it up again, their session reaches nothing but the security page.
 */
export async function turnOffTwoFactor(adminId: string, code: string): Promise<TurnOffResult> {
  if (!(await currentCode(adminId, code))) return "invalid_code";
  await db.adminUser.update({
    where: { id: adminId },
    data: { totpSecretEncrypted: null, totpPendingEncrypted: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] },
  });
  return "off";
}

export type PasswordChangeResult = { ok: true } | { ok: false; field: "currentPassword" | "newPassword"; message: string };

/**
 * A new password, after the current one; every session and token of the
 * admin ends. The current password is checked as a login is, under the same
 * throttle (per client, per e-mail and the cap on hashes): past it, throws a
 * "rate_limited" DomainError that says when to try again. `client` is the
 * client's rate-limit key.
 */
export async function changeAdminPassword(
  admin: { id: string; email: string },
  currentPassword: string,
  newPassword: string,
  client: string,
): Promise<PasswordChangeResult> {
  try {
    await claimLoginAttempt(client, admin.email);
  } catch (error) {
    if (error instanceof LoginRateLimitedError) throw tooManyAttempts(error.retryAfterSeconds);
    throw error;
  }
  const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(currentPassword, row.passwordHash))) {
    await recordLoginAttempt(client, admin.email, false);
    return { ok: false, field: "currentPassword", message: "The current password is not right." };
  }
  await clearLoginFailures(admin.email);
  await recordLoginAttempt(client, admin.email, true);
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, field: "newPassword", message: problem };
  if (newPassword === currentPassword) return { ok: false, field: "newPassword", message: "Choose a password you have not used here." };
  await setAdminPassword(db, admin.id, newPassword);
  return { ok: true };
}
