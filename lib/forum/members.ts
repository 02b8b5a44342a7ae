// Forum members as the routes see them: who a request's member session names
// (auth-community.ts), whether they may write, and the username they write
// under. A member's session cookie is only a claim: the Member row and the
// session row it names (lib/forum/member-sessions.ts) are read on every
// request, in one query, so a suspension or a sign-out takes effect at once.
import "server-only";
import type { Session } from "next-auth";
import { auth } from "@/auth-community";
import { sessionOfRequest } from "@/lib/auth/request-session";
import { db } from "@/lib/db";
import { DomainError, unauthenticated } from "@/lib/errors";
import { defaultAvatarUrl } from "@/lib/forum/avatar";
import { SUSPENDED_MESSAGE } from "@/lib/forum/schema";
import { isUuid } from "@/lib/http/ids";

export interface MemberPrincipal {
  readonly id: string;
  readonly email: string;
  readonly suspended: boolean;
  /** The forum author this member writes as, once they have chosen a username. */
  readonly author: { readonly id: string; readonly username: string; readonly isArtist: boolean } | null;
  /** The live session (MemberSession row) the request's cookie names, and when that cookie expires (seconds since 1970). */
  readonly session: { readonly id: string; readonly cookieExpires: number | null };
}

/** What the member's own browser is told about them (GET /api/community/me). */
export interface MemberJson {
  email: string;
  username: string | null;
  profileImageUrl: string | null;
  isArtist: boolean;
  suspended: boolean;
}

export const SIGN_IN_TO_POST = "Sign in to take part in the community.";
export const USERNAME_FIRST = "Choose a username before you post.";

/**
 * The member a request's session cookie names, or null: the cookie must name
 * a member and a live session of theirs (not signed out, not expired).
 */
export async function memberOfRequest(request: Request): Promise<MemberPrincipal | null> {
  return memberOfSession(await sessionOfRequest(auth, request));
}

/**
 * The member of the page being rendered (server components read the
 * request's cookies through Auth.js), checked as memberOfRequest does.
 */
export async function memberOfPage(): Promise<MemberPrincipal | null> {
  return memberOfSession(await auth());
}

async function memberOfSession(session: Session | null): Promise<MemberPrincipal | null> {
  const id = session?.user?.id;
  const sessionId = session?.sid;
  if (!isUuid(id) || !isUuid(sessionId)) return null;
  const member = await db.member.findFirst({
    where: { id, sessions: { some: { id: sessionId, expiresAt: { gt: new Date() } } } },
    select: { id: true, email: true, suspendedAt: true, author: { select: { id: true, username: true, isArtist: true } } },
  });
  if (!member) return null;
  return {
    id: member.id,
    email: member.email,
    suspended: member.suspendedAt !== null,
    author: member.author,
    session: { id: sessionId, cookieExpires: session?.cookieExpires ?? null },
  };
}

export function memberJson(member: MemberPrincipal): MemberJson {
  return {
    email: member.email,
    username: member.author?.username ?? null,
    profileImageUrl: member.author ? defaultAvatarUrl(member.author.username) : null,
    isArtist: member.author?.isArtist ?? false,
    suspended: member.suspended,
  };
}

/** A member who may write: signed in, not suspended, with a username. */
export type WritingMember = MemberPrincipal & { readonly author: NonNullable<MemberPrincipal["author"]> };

/** Throws 401 without a member, 403 for a suspended one, 409 before a username is chosen. */
export function assertMayWrite(member: MemberPrincipal | null): asserts member is WritingMember {
  if (!member) throw unauthenticated(SIGN_IN_TO_POST);
  if (member.suspended) throw new DomainError("forbidden", "member_suspended", SUSPENDED_MESSAGE);
  if (!member.author) throw new DomainError("conflict", "username_required", USERNAME_FIRST);
}

/** Names that would pass for the shop speaking: nobody signs up with them, whatever their case or underscores. */
const RESERVED_USERNAMES = ["admin", "administrator", "moderator", "mod", "owner", "staff", "support", "official", "verdantink", "verdant"];

function isReservedUsername(username: string): boolean {
  const plain = username.toLowerCase().replace(/_/g, "");
  return RESERVED_USERNAMES.some((name) => plain === name || plain.startsWith(`${name}team`) || plain.startsWith("verdantink"));
}

export const usernameTaken = () => new DomainError("conflict", "username_taken", "That username is taken.", { fields: { username: "That username is taken." } });

/**
 * Gives the member the forum author `username` (3-20 letters, digits or _,
 * checked by the route's schema), unique whatever its case. A member chooses
 * once; their posts keep their name.
 */
export async function chooseUsername(member: MemberPrincipal, username: string): Promise<MemberPrincipal> {
  if (member.author) throw new DomainError("conflict", "username_chosen", "You have already chosen your username.");
  if (isReservedUsername(username)) throw usernameTaken();
  const clash = await db.forumAuthor.findFirst({ where: { username: { equals: username, mode: "insensitive" } }, select: { id: true } });
  if (clash) throw usernameTaken();
  try {
    const author = await db.forumAuthor.create({ data: { username, memberId: member.id }, select: { id: true, username: true, isArtist: true } });
    return { ...member, author };
  } catch (error) {
    // Another request took the name (or gave this member one) a moment ago.
    if ((error as { code?: string }).code === "P2002") {
      const again = await db.forumAuthor.findUnique({ where: { memberId: member.id }, select: { id: true } });
      if (again) throw new DomainError("conflict", "username_chosen", "You have already chosen your username.");
      throw usernameTaken();
    }
    throw error;
  }
}
