// Login rate limits, kept in the LoginAttempt table so that they hold across
// several instances of the shop. Failed attempts count per client address and
// per e-mail within a window; a success for an e-mail resets its count.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export class LoginRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many failed logins. Please try again later.");
    this.name = "LoginRateLimitedError";
  }
}

async function failuresSince(db: PrismaClient, where: { ip?: string; email?: string }, since: Date) {
  // Failures after the most recent success of this address or e-mail.
  const lastSuccess = await db.loginAttempt.findFirst({
    where: { ...where, succeeded: true, createdAt: { gte: since } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const from = lastSuccess && lastSuccess.createdAt > since ? lastSuccess.createdAt : since;
  return db.loginAttempt.findMany({
    where: { ...where, succeeded: false, createdAt: { gt: from } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
}

/** Throws LoginRateLimitedError when this address or e-mail failed too often. */
export async function assertLoginAllowed(db: PrismaClient, ip: string, email: string, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byEmail, byAddress] = await Promise.all([
    failuresSince(db, { email }, since),
    failuresSince(db, { ip }, since),
  ]);
  const blocked = [
    byEmail.length >= MAX_FAILURES_PER_EMAIL ? byEmail[byEmail.length - MAX_FAILURES_PER_EMAIL] : null,
    byAddress.length >= MAX_FAILURES_PER_ADDRESS ? byAddress[byAddress.length - MAX_FAILURES_PER_ADDRESS] : null,
  ].filter((row): row is { createdAt: Date } => row !== null);
  if (blocked.length === 0) return;
  const until = Math.max(...blocked.map((row) => row.createdAt.getTime() + LOGIN_WINDOW_MS));
  throw new LoginRateLimitedError(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
}

export async function recordLoginAttempt(db: PrismaClient, ip: string, email: string, succeeded: boolean) {
  await db.loginAttempt.create({ data: { ip, email, succeeded } });
}

/** The client's address as the proxy in front of the shop reports it. */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return (forwarded || headers.get("x-real-ip") || "unknown").slice(0, 64);
}
