// Forum members' sessions in the database. Each sign-in by e-mail link starts
// a MemberSession row whose id travels inside the member's signed session
// cookie (auth-community.ts); the cookie alone is not enough. A session lasts
// MEMBER_SESSION_SECONDS from its last renewal (the member's browser renews
// it, at most once a day, when a forum page asks who is signed in), and ends
// at once when its row is deleted: sign-out deletes this browser's row, "Sign
// out everywhere" every row of the member.
import "server-only";
import { db } from "@/lib/db";

/** How long a member stays signed in without coming back. */
export const MEMBER_SESSION_SECONDS = 14 * 24 * 60 * 60;
/** A session is renewed once less than this much of its lifetime is left (so at most once a day). */
const RENEW_WHEN_LEFT_SECONDS = MEMBER_SESSION_SECONDS - 24 * 60 * 60;

const expiryFrom = (now: Date) => new Date(now.getTime() + MEMBER_SESSION_SECONDS * 1000);

/** A new session of this member (at sign-in); its id goes into the session cookie. */
export async function startMemberSession(memberId: string, now = new Date()): Promise<string> {
  const session = await db.memberSession.create({ data: { memberId, createdAt: now, expiresAt: expiryFrom(now) }, select: { id: true } });
  return session.id;
}

/** Ends one session of this member (this browser's sign-out). */
export async function endMemberSession(sessionId: string, memberId: string): Promise<void> {
  await db.memberSession.deleteMany({ where: { id: sessionId, memberId } });
}

/** Ends every session of this member, in every browser. Returns how many there were. */
export async function endAllMemberSessions(memberId: string): Promise<number> {
  const { count } = await db.memberSession.deleteMany({ where: { memberId } });
  return count;
}

/** Whether a session cookie that expires at `cookieExpires` (seconds since 1970) is due for renewal. */
export function isDueForRenewal(cookieExpires: number, now = new Date()): boolean {
  return cookieExpires * 1000 - now.getTime() < RENEW_WHEN_LEFT_SECONDS * 1000;
}

/**
 * Gives a live session its full lifetime again, from now. Returns the new
 * expiry, or null when the session has ended meanwhile (nothing to renew).
 */
export async function renewMemberSession(sessionId: string, memberId: string, now = new Date()): Promise<Date | null> {
  const expiresAt = expiryFrom(now);
  const { count } = await db.memberSession.updateMany({ where: { id: sessionId, memberId, expiresAt: { gt: now } }, data: { expiresAt } });
  return count === 1 ? expiresAt : null;
}

/** Deletes sessions that expired (the retention schedule). */
export async function purgeEndedMemberSessions(now = new Date()): Promise<number> {
  const { count } = await db.memberSession.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
