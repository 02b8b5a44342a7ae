// The break-glass for an admin who lost their authenticator and their
// recovery codes (`npm run admin:reset-2fa -- --email X`), run by whoever
// operates the shop's server: that admin's two-factor authentication is
// turned off (secret, set-up in progress and recovery codes removed) and every
// session and bearer token of theirs ends, in one transaction that also writes
// the audit log (ContentChange, "command line"). They sign in again with
// their password and, where the shop requires it, set up two-factor
// authentication again at /admin/security before anything else.
import "server-only";
import { db } from "@/lib/db";
import { recordCommandChange } from "@/lib/editing/changes";

export type TwoFactorReset =
  | { status: "reset"; email: string; sessionsEnded: number; recoveryCodesRemoved: number }
  | { status: "already_off"; email: string }
  | { status: "unknown"; admins: string[] };

export async function resetAdminTwoFactor(email: string): Promise<TwoFactorReset> {
  const wanted = email.trim().toLowerCase();
  return db.$transaction(async (tx) => {
    // Locked, so a sign-in or a set-up racing with the reset waits for it.
    const [admin] = await tx.$queryRaw<{ id: string; email: string; enabled: boolean; pending: boolean; codes: number }[]>`
      SELECT id::text AS id, email, "totpEnabledAt" IS NOT NULL AS enabled, "totpPendingEncrypted" IS NOT NULL AS pending,
             cardinality("recoveryCodeHashes")::int AS codes
      FROM "AdminUser" WHERE email = ${wanted} FOR UPDATE`;
    if (!admin) {
      const admins = await tx.adminUser.findMany({ orderBy: { email: "asc" }, select: { email: true }, take: 50 });
      return { status: "unknown", admins: admins.map((row) => row.email) };
    }
    if (!admin.enabled && !admin.pending && admin.codes === 0) return { status: "already_off", email: admin.email };
    await tx.adminUser.update({
      where: { id: admin.id },
      data: { totpSecretEncrypted: null, totpPendingEncrypted: null, totpEnabledAt: null, totpLastStep: null, recoveryCodeHashes: [] },
    });
    const { count: sessionsEnded } = await tx.adminSession.deleteMany({ where: { adminId: admin.id } });
    await recordCommandChange(tx, {
      entity: "admin",
      entityId: admin.id,
      action: "update",
      summary: `Two-factor authentication of ${admin.email} turned off and ${sessionsEnded} session${sessionsEnded === 1 ? "" : "s"} ended (npm run admin:reset-2fa: lost authenticator).`,
      before: { twoFactor: admin.enabled, setupPending: admin.pending, recoveryCodes: admin.codes, sessions: sessionsEnded },
      after: { twoFactor: false, setupPending: false, recoveryCodes: 0, sessions: 0 },
    });
    return { status: "reset", email: admin.email, sessionsEnded, recoveryCodesRemoved: admin.codes };
  });
}
