// Credentials for admin API tests: a bearer token and a NextAuth session
// cookie for a real admin row, signed with the test AUTH_SECRET.
import { encode } from "@auth/core/jwt";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { upsertAdminUser } from "@/lib/auth/admin-users";
import { createAdminToken } from "@/lib/auth/token";

export const TEST_AUTH_SECRET = "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
process.env.AUTH_SECRET ??= TEST_AUTH_SECRET;

export async function createTestAdmin(db: PrismaClient, email = "api-admin@example.com", password = "api-admin-password") {
  const admin = await upsertAdminUser(db, { email, password });
  const token = createAdminToken(admin, process.env.AUTH_SECRET!);
  const sessionToken = await encode({
    token: { sub: admin.id, email: admin.email },
    secret: process.env.AUTH_SECRET!,
    salt: "authjs.session-token",
  });
  return { admin, password, token, cookie: `authjs.session-token=${sessionToken}` };
}

export function adminRequest(url: string, auth: { bearer?: string; cookie?: string }, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (auth.bearer) headers.set("Authorization", `Bearer ${auth.bearer}`);
  if (auth.cookie) headers.set("Cookie", auth.cookie);
  if (init.body) headers.set("Content-Type", "application/json");
  return new Request(`http://localhost${url}`, { ...init, headers });
}
