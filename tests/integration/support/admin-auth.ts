// Credentials for admin API tests: a bearer token and a NextAuth session
// cookie for a real admin row, each naming a live session of its own, signed
// with the test AUTH_SECRET.
import { encode } from "next-auth/jwt";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { upsertAdminUser } from "@/lib/auth/admin-users";
import { createAdminToken } from "@/lib/auth/token";

export const TEST_AUTH_SECRET = "test-auth-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
process.env.AUTH_SECRET ??= TEST_AUTH_SECRET;

/** A session cookie as NextAuth sets it after a login, for this admin's session. */
export async function sessionCookie(admin: { id: string; email: string }, sessionId: string, secret = process.env.AUTH_SECRET!) {
  const token = await encode({ token: { sub: admin.id, sid: sessionId, email: admin.email }, secret, salt: "authjs.session-token" });
  return `authjs.session-token=${token}`;
}

export async function createTestAdmin(db: PrismaClient, email = "api-admin@example.com", password = "api-admin-password") {
  // Loaded here, not on import: the app's database client reads the
  // configuration, and tests importing this module may still be setting it.
  const { startAdminSession } = await import("@/lib/auth/sessions");
  const admin = await upsertAdminUser(db, { email, password });
  const api = await startAdminSession(admin.id, "api");
  const browser = await startAdminSession(admin.id, "browser");
  const token = await createAdminToken(admin, api.id, process.env.AUTH_SECRET!);
  return { admin, password, token, cookie: await sessionCookie(admin, browser.id), sessionIds: { api: api.id, browser: browser.id } };
}

/**
 * A request to an admin API. With a cookie it is sent as the shop's own pages
 * send it: a browser marks it same-origin (CSRF checks rely on that).
 */
export function adminRequest(url: string, auth: { bearer?: string; cookie?: string }, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (auth.bearer) headers.set("Authorization", `Bearer ${auth.bearer}`);
  if (auth.cookie) {
    headers.set("Cookie", auth.cookie);
    if (!headers.has("Origin")) headers.set("Origin", "http://localhost");
    if (!headers.has("Sec-Fetch-Site")) headers.set("Sec-Fetch-Site", "same-origin");
  }
  if (init.body) headers.set("Content-Type", "application/json");
  return new Request(`http://localhost${url}`, { ...init, headers });
}

/** The context a route handler without dynamic segments gets. */
export const noContext = { params: Promise.resolve({}) } as never;

/**
 * A POST /api/admin/auth request. X-Forwarded-For as the shop's own server
 * forwards it: whatever the client claimed, then the peer it saw (the client
 * the login limits count).
 */
export function loginRequest(body: unknown, forwardedFor = "203.0.113.10") {
  return new Request("http://localhost/api/admin/auth", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
    body: JSON.stringify(body),
  });
}
