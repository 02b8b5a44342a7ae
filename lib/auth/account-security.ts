// What an admin changes about their own sign-in on /admin/security: setting
// up, renewing and turning off two-factor authentication, and the password.
import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/db";
import { getConfig } from "@/lib/config";
import { authSecret } from "@/lib/auth/secret";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";
import { endAllAdminSessions } from "@/lib/auth/sessions";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri, verifyTotp } from "@/lib/auth/two-factor";

export interface Enrolment {
  /** The secret for typing into an app by hand. */
  secret: string;
  /** A QR code of the otpauth:// address, as an SVG data URL. */
  qrCode: string;
}

/** Starts setting up two-factor authentication: a new secret, kept aside until a code confirms it. */
export async function startTwoFactorEnrolment(admin: { id: string; email: string }): Promise<Enrolment> {
  const secret = newTotpSecret();
  await db.adminUser.update({ where: { id: admin.id }, data: { totpPendingEncrypted: sealTotpSecret(secret, authSecret()) } });
  const svg = await QRCode.toString(totpUri(admin.email, secret), { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * Confirms the set-up with a code from the app: two-factor authentication is
 * on, and the admin's other sessions end. Returns the recovery codes, shown
 * once; null when the code is wrong or no set-up was started.
 */
export async function confirmTwoFactorEnrolment(admin: { id: string; sessionId: string }, code: string): Promise<string[] | null> {
  const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id }, select: { totpPendingEncrypted: true } });
  const secret = row.totpPendingEncrypted ? openTotpSecret(row.totpPendingEncrypted, authSecret()) : null;
  if (!secret) return null;
  const step = await verifyTotp(secret, code);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await db.$transaction([
    db.adminUser.update({
      where: { id: admin.id },
      data: {
        totpSecretEncrypted: row.totpPendingEncrypted,
        totpPendingEncrypted: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
        recoveryCodeHashes: codes.map((c) => hashRecoveryCode(c, authSecret())),
      },
    }),
    db.adminSession.deleteMany({ where: { adminId: admin.id, id: { not: admin.sessionId } } }),
  ]);
  return codes;
}

/** Whether `code` is the admin's current authenticator code (each code once). */
async function currentCode(adminId: string, code: string): Promise<boolean> {
  const row = await db.adminUser.findUniqueOrThrow({ where: { id: adminId }, select: { totpSecretEncrypted: true, totpLastStep: true } });
  const secret = row.totpSecretEncrypted ? openTotpSecret(row.totpSecretEncrypted, authSecret()) : null;
  if (!secret) return false;
  const step = await verifyTotp(secret, code, { afterStep: row.totpLastStep });
  if (step === null) return false;
  const { count } = await db.adminUser.updateMany({
    where: { id: adminId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return count === 1;
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function renewRecoveryCodes(adminId: string, code: string): Promise<string[] | null> {
  if (!(await currentCode(adminId, code))) return null;
  const codes = newRecoveryCodes();
  await db.adminUser.update({ where: { id: adminId }, data: { recoveryCodeHashes: codes.map((c) => hashRecoveryCode(c, authSecret())) } });
  return codes;
}

export type TurnOffResult = "off" | "invalid_code" | "required";

/** Turns two-factor authentication off, after a current code; not while the shop requires it. */
export async function turnOffTwoFactor(adminId: string, code: string): Promise<TurnOffResult> {
  if (getConfig().auth.requireTwoFactor) return "required";
  if (!(await currentCode(adminId, code))) return "invalid_code";
  await db.adminUser.update({
    where: { id: adminId },
    data: { totpSecretEncrypted: null, totpPendingEncrypted: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] },
  });
  return "off";
}

export type PasswordChangeResult = { ok: true } | { ok: false; field: "currentPassword" | "newPassword"; message: string };

/** A new password, after the current one; every session and token of the admin ends. */
export async function changeAdminPassword(admin: { id: string; email: string }, currentPassword: string, newPassword: string): Promise<PasswordChangeResult> {
  const row = await db.adminUser.findUniqueOrThrow({ where: { id: admin.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(currentPassword, row.passwordHash))) return { ok: false, field: "currentPassword", message: "The current password is not right." };
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, field: "newPassword", message: problem };
  if (newPassword === currentPassword) return { ok: false, field: "newPassword", message: "Choose a password you have not used here." };
  await db.adminUser.update({ where: { id: admin.id }, data: { passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date() } });
  await endAllAdminSessions(admin.id);
  return { ok: true };
}
