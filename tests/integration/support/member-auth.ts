// Forum members for API tests: a Member row (with a username unless asked
// otherwise), a live MemberSession row, and the session cookie naming both
// that the members' Auth.js (auth-community.ts) sets after an e-mail sign-in,
// signed with the test AUTH_SECRET.
import { encode } from "next-auth/jwt";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export const MEMBER_COOKIE = "forum.session-token";

const SESSION_SECONDS = 14 * 24 * 60 * 60;

export async function memberCookie(memberId: string, sessionId: string, secret = process.env.AUTH_SECRET!) {
  const token = await encode({ token: { sub: memberId, sid: sessionId }, secret, salt: MEMBER_COOKIE, maxAge: SESSION_SECONDS });
  return `${MEMBER_COOKIE}=${token}`;
}

/** A new signed-in browser of this member: its session row and cookie. */
export async function signInTestMember(db: PrismaClient, memberId: string): Promise<{ sessionId: string; cookie: string }> {
  const session = await db.memberSession.create({ data: { memberId, expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000) } });
  return { sessionId: session.id, cookie: await memberCookie(memberId, session.id) };
}

export interface TestMember {
  id: string;
  sessionId: string;
  authorId: string | null;
  username: string | null;
  cookie: string;
}

/** A member signed in by e-mail; `username: null` for one who has not chosen a name yet. */
export async function createTestMember(db: PrismaClient, email: string, username: string | null = email.split("@")[0]!.replace(/[^A-Za-z0-9_]/g, "_").slice(0, 20)): Promise<TestMember> {
  const member = await db.member.upsert({ where: { email }, create: { email, emailVerified: new Date() }, update: {} });
  const author = username ? await db.forumAuthor.upsert({ where: { memberId: member.id }, create: { username, memberId: member.id }, update: {} }) : null;
  const { sessionId, cookie } = await signInTestMember(db, member.id);
  return { id: member.id, sessionId, authorId: author?.id ?? null, username: author?.username ?? null, cookie };
}

/** A member's request as the forum's pages send it: the session cookie, same-origin. */
export function memberRequest(url: string, member: { cookie: string } | null, init: RequestInit & { json?: unknown } = {}): Request {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (member) headers.set("Cookie", member.cookie);
  if (!headers.has("Origin")) headers.set("Origin", "http://localhost");
  if (!headers.has("Sec-Fetch-Site")) headers.set("Sec-Fetch-Site", "same-origin");
  if (json !== undefined) headers.set("Content-Type", "application/json");
  return new Request(url.startsWith("http") ? url : `http://localhost${url}`, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
}
