"use server";
// Server actions of /admin/security. Each checks the session itself; they are
// open to an admin who still has to set up two-factor authentication. Each
// reads its input through a schema; a refusal of the shop's (too many
// attempts, two-factor authentication already on) comes back as the message.
import { headers } from "next/headers";
import { z } from "zod";
import { signOut } from "@/auth";
import { DomainError } from "@/lib/errors";
import { clientKey } from "@/lib/http/client-address";
import { CODE_MAX_LENGTH, PASSWORD_MAX_LENGTH } from "@/lib/auth/login-schema";
import { getAdminPageSession, type PageAdmin } from "@/lib/auth/session";
import {
  changeAdminPassword,
  confirmTwoFactorEnrolment,
  renewRecoveryCodes,
  startTwoFactorEnrolment,
  turnOffTwoFactor,
  type Enrolment,
  type PasswordChangeResult,
} from "@/lib/auth/account-security";

const SIGNED_OUT = "Your session has ended. Please sign in again.";
const WRONG_CODE = "That code is not right.";
const TOO_LONG = `Enter a password of at most ${PASSWORD_MAX_LENGTH} characters.`;

type Failure = { ok: false; error: string };

/** A code from the authenticator app, as typed (spaces allowed). */
const codeInput = z.string().trim().min(1).max(CODE_MAX_LENGTH);

const passwordChangeInput = z.object({
  currentPassword: z.string().min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH, TOO_LONG),
  newPassword: z.string().min(1, "Enter a new password.").max(PASSWORD_MAX_LENGTH, TOO_LONG),
});

export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** Runs `work` for the signed-in admin; a DomainError becomes the message shown. */
async function asAdmin<T>(work: (admin: PageAdmin) => Promise<T | Failure>): Promise<T | Failure> {
  const admin = await getAdminPageSession();
  if (!admin) return { ok: false, error: SIGNED_OUT };
  try {
    return await work(admin);
  } catch (error) {
    if (error instanceof DomainError) return { ok: false, error: error.message };
    throw error;
  }
}

export async function beginTwoFactorAction(): Promise<({ ok: true } & Enrolment) | Failure> {
  return asAdmin(async (admin) => ({ ok: true as const, ...(await startTwoFactorEnrolment(admin)) }));
}

export async function confirmTwoFactorAction(code: string): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
  return asAdmin(async (admin) => {
    const parsed = codeInput.safeParse(code);
    const codes = parsed.success ? await confirmTwoFactorEnrolment(admin, parsed.data) : null;
    if (!codes) return { ok: false, error: `${WRONG_CODE} Check the time on your phone and enter the current code.` };
    return { ok: true, recoveryCodes: codes };
  });
}

export async function renewRecoveryCodesAction(code: string): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
  return asAdmin(async (admin) => {
    const parsed = codeInput.safeParse(code);
    const codes = parsed.success ? await renewRecoveryCodes(admin.id, parsed.data) : null;
    return codes ? { ok: true, recoveryCodes: codes } : { ok: false, error: WRONG_CODE };
  });
}

export async function turnOffTwoFactorAction(code: string): Promise<{ ok: true } | Failure> {
  return asAdmin(async (admin) => {
    const parsed = codeInput.safeParse(code);
    if (!parsed.success) return { ok: false, error: WRONG_CODE };
    const result = await turnOffTwoFactor(admin.id, parsed.data);
    return result === "off" ? { ok: true } : { ok: false, error: WRONG_CODE };
  });
}

export async function changePasswordAction(input: PasswordChangeInput): Promise<PasswordChangeResult | Failure> {
  return asAdmin(async (admin) => {
    const parsed = passwordChangeInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0];
      if (field === "currentPassword" || field === "newPassword") return { ok: false, field, message: issue.message };
      return { ok: false, error: "Enter your current password and a new one." };
    }
    const { currentPassword, newPassword } = parsed.data;
    const result = await changeAdminPassword(admin, currentPassword, newPassword, clientKey(await headers()));
    // Every session ended, this one too: the cookie goes as well.
    if (result.ok) await signOut({ redirect: false });
    return result;
  });
}
