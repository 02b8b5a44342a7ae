"use server";
// Server actions of the admin login forms and logout: the password (and the
// second factor) are checked on the server (NextAuth credentials), which sets
// the session cookie. Logout ends this browser's session only; the admin's
// other browsers and API tokens stay signed in ("Sign out everywhere" on
// /admin/security ends them all).
import { CredentialsSignin } from "next-auth";
import { signIn, signOut } from "@/auth";
import { adminLoginSchema, type AdminLoginInput } from "@/lib/auth/login-schema";
import { getAdminPageSession } from "@/lib/auth/session";
import { endAdminSession } from "@/lib/auth/sessions";
import { refused, type ActionResult } from "@/lib/http/action-result";

/** A refused login's code (the form asks for the second factor on code_required) and its message. */
const REFUSALS: Record<string, string> = {
  invalid_credentials: "Invalid credentials",
  rate_limited: "Too many attempts. Please try again later.",
  code_required: "Enter the code from your authenticator app.",
  invalid_code: "Invalid authentication code",
};

const refusal = (code: string) => (code in REFUSALS ? refused(REFUSALS[code]!, { code }) : refused(REFUSALS.invalid_credentials!, { code: "invalid_credentials" }));

export async function loginAdmin(input: AdminLoginInput): Promise<ActionResult> {
  const parsed = adminLoginSchema.safeParse(input);
  if (!parsed.success) return refusal("invalid_credentials");
  try {
    await signIn("credentials", { ...parsed.data, code: parsed.data.code ?? "", redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) return refusal(error.code);
    throw error;
  }
  return { ok: true };
}

export async function logoutAdmin(): Promise<void> {
  const admin = await getAdminPageSession();
  if (admin) await endAdminSession(admin.sessionId, admin.id);
  await signOut({ redirect: false });
}
