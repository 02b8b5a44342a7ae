// Admin sessions in the database. Every signed-in browser and every bearer
// token of POST /api/admin/auth is a row; its id travels inside the signed
// cookie or token. A session ends when its row is gone (logout deletes its own
// row; "Sign out everywhere" and a password change delete all of the admin's
// rows), when it expires, or when it has not been used for IDLE_TIMEOUT_SECONDS.
import "server-only";
import { db } from "@/lib/db";
import { API_TOKEN_SECONDS, BROWSER_SESSION_SECONDS, IDLE_TIMEOUT_SECONDS } from "@/lib/auth/lifetimes";

// Last use is written at most this often per session (one UPDATE a minute, not one per request).
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionKind = "browser" | "api";

export async function startAdminSession(adminId: string, kind: SessionKind, now = new Date()): Promise<{ id: string; expiresAt: Date }> {
  const seconds = kind === "browser" ? BROWSER_SESSION_SECONDS : API_TOKEN_SECONDS;
  return db.adminSession.create({
    data: { adminId, kind, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + seconds * 1000) },
    select: { id: true, expiresAt: true },
  });
}

export interface LiveSession {
  id: string;
  admin: { id: string; email: string; totpEnabledAt: Date | null };
}

/**
 * The admin of a live session, or null. `touch: false` reads without counting
 * as use (the dashboard's background polling does not keep a session alive).
 */
export async function liveAdminSession(
  sessionId: string,
  adminId: string,
  options: { touch?: boolean; now?: Date } = {},
): Promise<LiveSession | null> {
  const now = options.now ?? new Date();
  const session = await db.adminSession.findUnique({
    where: { id: sessionId },
    select: { id: true, adminId: true, expiresAt: true, lastSeenAt: true, admin: { select: { id: true, email: true, totpEnabledAt: true } } },
  });
  if (!session || session.adminId !== adminId) return null;
  const idleSince = now.getTime() - session.lastSeenAt.getTime();
  if (session.expiresAt <= now || idleSince > IDLE_TIMEOUT_SECONDS * 1000) {
    await db.adminSession.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (options.touch !== false && idleSince > TOUCH_INTERVAL_MS) {
    await db.adminSession.updateMany({ where: { id: session.id }, data: { lastSeenAt: now } });
  }
  return { id: session.id, admin: session.admin };
}

/** Ends one session of this admin (logout in this browser); the others stay signed in. */
export async function endAdminSession(sessionId: string, adminId: string): Promise<void> {
  await db.adminSession.deleteMany({ where: { id: sessionId, adminId } });
}

/** Ends every session and bearer token of this admin ("Sign out everywhere"). */
export async function endAllAdminSessions(adminId: string): Promise<number> {
  const { count } = await db.adminSession.deleteMany({ where: { adminId } });
  return count;
}

/** Deletes sessions that expired or went idle (the retention schedule). */
export async function purgeEndedSessions(now = new Date()): Promise<number> {
  const { count } = await db.adminSession.deleteMany({
    where: { OR: [{ expiresAt: { lt: now } }, { lastSeenAt: { lt: new Date(now.getTime() - IDLE_TIMEOUT_SECONDS * 1000) } }] },
  });
  return count;
}
