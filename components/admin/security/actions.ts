"use server";
// Server actions of /admin/security. Each checks the session itself; they are
// open to an admin who still has to set up two-factor authentication. Each
// reads its input through a schema; a refusal of the shop's (too many
// attempts, two-factor authentication already on) comes back as the message.
import { headers } from "next/headers";
import { signOut } from "@/auth";
import { DomainError } from "@/lib/errors";
import { clientKey } from "@/lib/http/client-address";
import { passwordChangeSchema, secondFactorCodeSchema as codeInput, type PasswordChangeInput } from "@/lib/auth/login-schema";
import { refused, type ActionFailure, type ActionResult } from "@/lib/http/action-result";
import { getAdminPageSession, type PageAdmin } from "@/lib/auth/session";
import {
  changeAdminPassword,
  confirmTwoFactorEnrolment,
  renewRecoveryCodes,
  startTwoFactorEnrolment,
  turnOffTwoFactor,
  type Enrolment,
} from "@/lib/auth/account-security";

const SIGNED_OUT = "Your session has ended. Please sign in again.";
const WRONG_CODE = "That code is not right.";
/** Runs `work` for the signed-in admin; a DomainError becomes the message shown. */
async function asAdmin<T extends ActionResult>(work: (admin: PageAdmin) => Promise<T | ActionFailure>): Promise<T | ActionFailure> {
  const admin = await getAdminPageSession();
  if (!admin) return refused(SIGNED_OUT);
  try {
    return await work(admin);
  } catch (error) {
    if (error instanceof DomainError) return refused(error.message);
    throw error;
  }
}

export async function beginTwoFactorAction(): Promise<ActionResult<Enrolment>> {
  return asAdmin(async (admin) => ({ ok: true as const, ...(await startTwoFactorEnrolment(admin)) }));
}

export async function confirmTwoFactorAction(code: string): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  return asAdmin(async (admin) => {
    const parsed = codeInput.safeParse(code);
    const codes = parsed.success ? await confirmTwoFactorEnrolment(admin, parsed.data) : null;
    if (!codes) return refused(`${WRONG_CODE} Check the time on your phone and enter the current code.`);
    return { ok: true as const, recoveryCodes: codes };
  });
}

export async function renewRecoveryCodesAction(code: string): Promise<ActionResult<{ recoveryCodes: string[] }>> {
  return asAdmin(async (admin) => {
    const parsed = codeInput.safeParse(code);
    const codes = parsed.success ? await renewRecoveryCodes(admin.id, parsed.data) : null;
    return codes ? { ok: true as const, recoveryCodes: codes } : refused(WRONG_CODE);
  });
}

export async function turnOffTwoFactorAction(code: string): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const parsed = codeInput.safeParse(code);
    if (!parsed.success) return refused(WRONG_CODE);
    const result = await turnOffTwoFactor(admin.id, parsed.data);
    return result === "off" ? { ok: true as const } : refused(WRONG_CODE);
  });
}

export async function changePasswordAction(input: PasswordChangeInput): Promise<ActionResult> {
  return asAdmin(async (admin) => {
    const parsed = passwordChangeSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0];
      if (field === "currentPassword" || field === "newPassword") return refused(issue.message, { fields: { [field]: issue.message } });
      return refused("Enter your current password and a new one.");
    }
    const { currentPassword, newPassword } = parsed.data;
    const result = await changeAdminPassword(admin, currentPassword, newPassword, clientKey(await headers()));
    if (!result.ok) return refused(result.message, { fields: { [result.field]: result.message } });
    // Every session ended, this one too: the cookie goes as well.
    await signOut({ redirect: false });
    return { ok: true as const };
  });
}
