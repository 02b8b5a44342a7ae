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

export type AdminLoginError = "invalid_credentials" | "rate_limited" | "code_required" | "invalid_code";
export type AdminLoginResult = { ok: true } | { ok: false; error: AdminLoginError };

const KNOWN_ERRORS = new Set<string>(["rate_limited", "code_required", "invalid_code"]);

export async function loginAdmin(input: AdminLoginInput): Promise<AdminLoginResult> {
  const parsed = adminLoginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid_credentials" };
  try {
    await signIn("credentials", { ...parsed.data, code: parsed.data.code ?? "", redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return { ok: false, error: KNOWN_ERRORS.has(error.code) ? (error.code as AdminLoginError) : "invalid_credentials" };
    }
    throw error;
  }
  return { ok: true };
}

export async function logoutAdmin(): Promise<void> {
  const admin = await getAdminPageSession();
  if (admin) await endAdminSession(admin.sessionId, admin.id);
  await signOut({ redirect: false });
}
