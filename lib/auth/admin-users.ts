// Admin accounts: rows in the database with a hashed password.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";

export const ADMIN_PASSWORD_MIN_LENGTH = 10;

/** Creates the admin, or sets a new password for an existing one. */
export async function upsertAdminUser(
  db: PrismaClient,
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; email: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error("Enter a valid e-mail address for the admin.");
  if (input.password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Error(`The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(input.password);
  const existing = await db.adminUser.findUnique({ where: { email }, select: { id: true } });
  const user = await db.adminUser.upsert({
    where: { email },
    create: { email, passwordHash, name: input.name },
    update: { passwordHash, ...(input.name ? { name: input.name } : {}) },
    select: { id: true, email: true },
  });
  return { ...user, created: !existing };
}
