"use server";
// Server actions of the admin login forms: the password is checked on the
// server (NextAuth credentials), which sets the session cookie and hands the
// browser a short-lived bearer token for the admin APIs.
import { CredentialsSignin } from "next-auth";
import { signIn, signOut } from "@/auth";
import { db } from "@/lib/db";
import { adminLoginSchema, type AdminLoginInput } from "@/lib/auth/login-schema";
import { createAdminToken } from "@/lib/auth/token";
import { authSecret } from "@/lib/auth/secret";

export type AdminLoginResult = { ok: true; token: string } | { ok: false; error: "invalid_credentials" | "rate_limited" };

export async function loginAdmin(input: AdminLoginInput): Promise<AdminLoginResult> {
  const parsed = adminLoginSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "invalid_credentials" };
  try {
    await signIn("credentials", { ...parsed.data, redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return { ok: false, error: error.code === "rate_limited" ? "rate_limited" : "invalid_credentials" };
    }
    throw error;
  }
  const admin = await db.adminUser.findUniqueOrThrow({ where: { email: parsed.data.email }, select: { id: true, email: true } });
  return { ok: true, token: createAdminToken(admin, authSecret()) };
}

export async function logoutAdmin(): Promise<void> {
  await signOut({ redirect: false });
}
