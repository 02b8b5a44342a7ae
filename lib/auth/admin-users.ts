// Admin accounts: rows in the database with a hashed password.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword, needsRehash, verifyPassword } from "@/lib/auth/password";
import { passwordProblem } from "@/lib/auth/password-policy";

/**
 * Sets a new password for the admin and ends every session and bearer token
 * of theirs, in one transaction: no session outlives the old password.
 * (`password` must already have passed the password policy.)
 */
export async function setAdminPassword(db: PrismaClient, adminId: string, password: string, extra: { name?: string } = {}): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.$transaction([
    db.adminUser.update({ where: { id: adminId }, data: { passwordHash, passwordChangedAt: new Date(), ...(extra.name ? { name: extra.name } : {}) } }),
    db.adminSession.deleteMany({ where: { adminId } }),
  ]);
}

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
  const unchanged = { id: existing.id, email: existing.email, created: false, passwordChanged: false };
  if (await verifyPassword(input.password, existing.passwordHash)) {
    // The same password: at most a stronger hash of it; sessions and tokens stay.
    const rehash = needsRehash(existing.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {};
    const data = { ...rehash, ...(input.name ? { name: input.name } : {}) };
    if (Object.keys(data).length > 0) await db.adminUser.update({ where: { id: existing.id }, data });
    return unchanged;
  }
  await setAdminPassword(db, existing.id, input.password, { name: input.name });
  return { ...unchanged, passwordChanged: true };
}
