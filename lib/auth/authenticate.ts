// Checks an admin's e-mail and password on the server, with rate limits.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { verifyPassword } from "@/lib/auth/password";
import { assertLoginAllowed, recordLoginAttempt } from "@/lib/auth/rate-limit";

export interface AuthenticatedAdmin {
  id: string;
  email: string;
  name: string | null;
}

// Compared against when the e-mail is unknown, so both cases take as long.
const DUMMY_HASH =
  "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

/**
 * The admin for these credentials, or null when they are wrong.
 * Throws LoginRateLimitedError after too many failures.
 */
export async function authenticateAdmin(
  db: PrismaClient,
  input: { email: string; password: string; ip: string },
): Promise<AuthenticatedAdmin | null> {
  const email = input.email.trim().toLowerCase();
  await assertLoginAllowed(db, input.ip, email);
  const user = await db.adminUser.findUnique({ where: { email }, select: { id: true, email: true, name: true, passwordHash: true } });
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  const ok = Boolean(user && valid);
  await recordLoginAttempt(db, input.ip, email, ok);
  if (!user || !ok) return null;
  await db.adminUser.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return { id: user.id, email: user.email, name: user.name };
}
