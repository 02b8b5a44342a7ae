// Admin accounts: rows in the database with a hashed password.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";

/**
 * Creates the admin, or sets a new password for an existing one. A new
 * password ends every session and bearer token of that admin; the same
 * password again (e.g. ADMIN_PASSWORD at each start) changes nothing.
 */
export async function upsertAdminUser(
  db: PrismaClient,
  input: { email: string; password: string; name?: string },
): Promise<{ id: string; email: string; created: boolean; passwordChanged: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error("Enter a valid e-mail address for the admin.");
  const problem = passwordProblem(input.password);
  if (problem) throw new Error(problem);
  const existing = await db.adminUser.findUnique({ where: { email }, select: { id: true, email: true, passwordHash: true } });
  if (!existing) {
    const user = await db.adminUser.create({ data: { email, passwordHash: await hashPassword(input.password), name: input.name }, select: { id: true, email: true } });
    return { ...user, created: true, passwordChanged: true };
  }
  const same = await verifyPassword(input.password, existing.passwordHash);
  if (same && !needsRehash(existing.passwordHash)) {
    if (input.name) await db.adminUser.update({ where: { id: existing.id }, data: { name: input.name } });
    return { id: existing.id, email: existing.email, created: false, passwordChanged: false };
  }
  const passwordHash = await hashPassword(input.password);
  await db.$transaction([
    db.adminUser.update({
      where: { id: existing.id },
      data: { passwordHash, ...(same ? {} : { passwordChangedAt: new Date() }), ...(input.name ? { name: input.name } : {}) },
    }),
    // A changed password ends every session and token; a rehash of the same one does not.
    ...(same ? [] : [db.adminSession.deleteMany({ where: { adminId: existing.id } })]),
  ]);
  return { id: existing.id, email: existing.email, created: false, passwordChanged: !same };
}
