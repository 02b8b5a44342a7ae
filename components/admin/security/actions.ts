"use server";
// Server actions of /admin/security. Each checks the session itself; they are
// open to an admin who still has to set up two-factor authentication.
import { signOut } from "@/auth";
import { getAdminPageSession } from "@/lib/auth/session";
import {
  changeAdminPassword,
  confirmTwoFactorEnrolment,
  renewRecoveryCodes,
  startTwoFactorEnrolment,
  turnOffTwoFactor,
  type Enrolment,
  type PasswordChangeResult,
  type TurnOffResult,
} from "@/lib/auth/account-security";

const SIGNED_OUT = "Your session has ended. Please sign in again.";

type Failure = { ok: false; error: string };

export async function beginTwoFactorAction(): Promise<({ ok: true } & Enrolment) | Failure> {
  const admin = await getAdminPageSession();
  if (!admin) return { ok: false, error: SIGNED_OUT };
  return { ok: true, ...(await startTwoFactorEnrolment(admin)) };
}

export async function confirmTwoFactorAction(code: string): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
  const admin = await getAdminPageSession();
  if (!admin) return { ok: false, error: SIGNED_OUT };
  const codes = await confirmTwoFactorEnrolment(admin, String(code ?? ""));
  return codes ? { ok: true, recoveryCodes: codes } : { ok: false, error: "That code is not right. Check the time on your phone and enter the current code." };
}

export async function renewRecoveryCodesAction(code: string): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
  const admin = await getAdminPageSession();
  if (!admin) return { ok: false, error: SIGNED_OUT };
  const codes = await renewRecoveryCodes(admin.id, String(code ?? ""));
  return codes ? { ok: true, recoveryCodes: codes } : { ok: false, error: "That code is not right." };
}

export async function turnOffTwoFactorAction(code: string): Promise<{ ok: true } | Failure> {
  const admin = await getAdminPageSession();
  if (!admin) return { ok: false, error: SIGNED_OUT };
  const result: TurnOffResult = await turnOffTwoFactor(admin.id, String(code ?? ""));
  if (result === "required") return { ok: false, error: "This shop requires two-factor authentication for every admin." };
  return result === "off" ? { ok: true } : { ok: false, error: "That code is not right." };
}

export async function changePasswordAction(currentPassword: string, newPassword: string): Promise<PasswordChangeResult | Failure> {
  const admin = await getAdminPageSession();
  if (!admin) return { ok: false, error: SIGNED_OUT };
  if (typeof currentPassword !== "string" || typeof newPassword !== "string" || newPassword.length > 200) {
    return { ok: false, field: "newPassword", message: "Enter a password of at most 200 characters." };
  }
  const result = await changeAdminPassword(admin, currentPassword, newPassword);
  // Every session ended, this one too: the cookie goes as well.
  if (result.ok) await signOut({ redirect: false });
  return result;
}
