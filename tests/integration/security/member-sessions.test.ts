// Members' sessions end when people expect: a sign-out ends the session for
// good (the old cookie reads as signed out and cannot like), "Sign out
// everywhere" ends every browser's, Auth.js's own sign-out does the same as
// the shop's, and a session lasts 14 days from its last renewal.
import "../../support/checkout-env";
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { decode } from "next-auth/jwt";
import { GET as authGet, POST as authPost } from "@/app/api/community/auth/[...nextauth]/route";
import { GET as getMe, PATCH as patchMe } from "@/app/api/community/me/route";
import { POST as signIn } from "@/app/api/community/sign-in/route";
import { POST as signOut } from "@/app/api/community/sign-out/route";
import { POST as signOutEverywhere } from "@/app/api/community/sign-out/everywhere/route";
import { DELETE as unlike, PUT as like } from "@/app/api/forum/posts/[id]/like/route";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { purgeEndedMemberSessions } from "@/lib/forum/member-sessions";
import { latestSignInLink } from "../../support/eml";
import { createTestMember, MEMBER_COOKIE, memberRequest, signInTestMember } from "../support/member-auth";

const none = { params: Promise.resolve({}) };
const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

let postId: string;

beforeAll(async () => {
  postId = (await db.forumPost.findFirstOrThrow({ where: { status: "published", isLocked: false }, orderBy: { createdAt: "asc" } })).id;
});

afterAll(async () => {
  await db.member.deleteMany({ where: { email: { endsWith: "@sessions.example.com" } } });
  await db.$disconnect();
});

const me = async (session: { cookie: string }) => ((await (await getMe(memberRequest("/api/community/me", session), none)).json()) as { member: { email: string } | null }).member;
const likeWith = (session: { cookie: string }, put = true) =>
  (put ? like : unlike)(memberRequest(`/api/forum/posts/${postId}/like`, session, { method: put ? "PUT" : "DELETE" }), { params: Promise.resolve({ id: postId }) });

/** Signs in by the e-mail link, as a browser does: the session cookie the link's callback sets. */
async function signInByLink(email: string): Promise<{ cookie: string; setCookie: string }> {
  expect((await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none)).status).toBe(202);
  const callback = await authGet(new NextRequest(latestSignInLink(getConfig().mail.outboxDir, email)!));
  expect(callback.status).toBe(302);
  const setCookie = callback.headers.getSetCookie().find((line) => line.startsWith(`${MEMBER_COOKIE}=`))!;
  return { cookie: setCookie.split(";")[0]!, setCookie };
}

/** Auth.js's own sign-out (POST /api/community/auth/signout), with its CSRF token, as a browser would send it. */
async function authJsSignOut(session: { cookie: string }) {
  const csrf = await authGet(new NextRequest("http://localhost/api/community/auth/csrf"));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().find((line) => line.startsWith("forum.csrf-token="))!.split(";")[0]!;
  return authPost(
    new NextRequest("http://localhost/api/community/auth/signout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", cookie: `${session.cookie}; ${csrfCookie}`, Origin: "http://localhost" },
      body: new URLSearchParams({ csrfToken }),
    }),
  );
}

describe("signing out", () => {
  it("ends the session for good: the old cookie reads as signed out and cannot like; other browsers stay signed in", async () => {
    const email = `link-${unique()}@sessions.example.com`;
    const phone = await signInByLink(email);
    const laptop = await signInByLink(email);
    expect(await db.memberSession.count({ where: { member: { email } } })).toBe(2);
    const chosen = await patchMe(memberRequest("/api/community/me", phone, { method: "PATCH", json: { username: `s_${unique()}` } }), none);
    expect(chosen.status).toBe(200);
    expect((await likeWith(phone)).status).toBe(200);

    const out = await signOut(memberRequest("/api/community/sign-out", phone, { method: "POST" }), none);
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^forum\.session-token=; Path=\/; Max-Age=0/);

    // The old cookie, kept or copied, no longer works.
    expect(await me(phone)).toBeNull();
    const refused = await likeWith(phone, false);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    const session = await authGet(new NextRequest("http://localhost/api/community/auth/session", { headers: { cookie: phone.cookie } }));
    expect(await session.json()).toBeNull();

    // The other browser is still signed in, and takes the like back.
    expect(await me(laptop)).toMatchObject({ email });
    expect((await likeWith(laptop, false)).status).toBe(200);
    expect(await db.memberSession.count({ where: { member: { email } } })).toBe(1);
  });

  it("through Auth.js's own sign-out ends the session in the same way", async () => {
    const email = `authjs-${unique()}@sessions.example.com`;
    const browser = await signInByLink(email);
    const live = await authGet(new NextRequest("http://localhost/api/community/auth/session", { headers: { cookie: browser.cookie } }));
    expect(await live.json()).toMatchObject({ user: { id: expect.any(String) } });
    const out = await authJsSignOut(browser);
    expect(out.status).toBe(302);
    expect(await me(browser)).toBeNull();
    expect(await db.memberSession.count({ where: { member: { email } } })).toBe(0);
  });

  it("everywhere ends every session of the member, and only theirs", async () => {
    const member = await createTestMember(db, `everywhere-${unique()}@sessions.example.com`);
    const second = await signInTestMember(db, member.id);
    const other = await createTestMember(db, `bystander-${unique()}@sessions.example.com`);
    expect((await likeWith(second)).status).toBe(200);

    const out = await signOutEverywhere(memberRequest("/api/community/sign-out/everywhere", member, { method: "POST" }), none);
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^forum\.session-token=; Path=\/; Max-Age=0/);
    for (const browser of [member, second]) {
      expect(await me(browser)).toBeNull();
      expect((await likeWith(browser, false)).status).toBe(401);
    }
    expect(await me(other)).not.toBeNull();
    // The like stays until the member takes it back (signed in again).
    const again = await signInTestMember(db, member.id);
    expect((await likeWith(again, false)).status).toBe(200);

    // Signed out (or an ended session), there is nothing to end: 401, and a cross-site request 403.
    expect((await signOutEverywhere(memberRequest("/api/community/sign-out/everywhere", member, { method: "POST" }), none)).status).toBe(401);
    expect((await signOutEverywhere(memberRequest("/api/community/sign-out/everywhere", null, { method: "POST" }), none)).status).toBe(401);
    const crossSite = await signOutEverywhere(
      memberRequest("/api/community/sign-out/everywhere", again, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }),
      none,
    );
    expect(crossSite.status).toBe(403);
    expect(await me(again)).not.toBeNull();
  });

  it("a cross-site sign-out request ends nothing", async () => {
    const member = await createTestMember(db, `cross-${unique()}@sessions.example.com`);
    const res = await signOut(memberRequest("/api/community/sign-out", member, { method: "POST", headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }), none);
    expect(res.status).toBe(403);
    expect(await me(member)).not.toBeNull();
  });
});

describe("how long a session lasts", () => {
  it("14 days from sign-in, in the cookie and in its row", async () => {
    const email = `lifetime-${unique()}@sessions.example.com`;
    const before = Date.now();
    const browser = await signInByLink(email);
    const token = await decode({ token: browser.cookie.slice(MEMBER_COOKIE.length + 1), secret: process.env.AUTH_SECRET!, salt: MEMBER_COOKIE });
    expect(token!.exp! * 1000).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS);
    expect(token!.exp! * 1000).toBeGreaterThan(before + 14 * DAY_MS - 60_000);
    const row = await db.memberSession.findUniqueOrThrow({ where: { id: token!.sid as string } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(before + 14 * DAY_MS - 60_000);
    // A fresh cookie is not renewed again the same day.
    expect((await getMe(memberRequest("/api/community/me", browser), none)).headers.get("set-cookie")).toBeNull();
  });

  it("a session past its expiry has ended, whatever its cookie says", async () => {
    const member = await createTestMember(db, `expired-${unique()}@sessions.example.com`);
    await db.memberSession.update({ where: { id: member.sessionId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await me(member)).toBeNull();
    expect((await likeWith(member)).status).toBe(401);
    expect(await purgeEndedMemberSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.memberSession.findUnique({ where: { id: member.sessionId } })).toBeNull();
  });

  it("a member who comes back renews it for 14 days from then, at most once a day", async () => {
    const member = await createTestMember(db, `renew-${unique()}@sessions.example.com`);
    // Signed in 3 days ago: row and cookie expire in 11 days.
    const { sessionId } = member;
    await db.memberSession.update({ where: { id: sessionId }, data: { expiresAt: new Date(Date.now() + 11 * DAY_MS) } });
    const { encode } = await import("next-auth/jwt");
    const oldCookie = `${MEMBER_COOKIE}=${await encode({ token: { sub: member.id, sid: sessionId }, secret: process.env.AUTH_SECRET!, salt: MEMBER_COOKIE, maxAge: 11 * 24 * 60 * 60 })}`;

    const res = await getMe(memberRequest("/api/community/me", { cookie: oldCookie }), none);
    expect(((await res.json()) as { member: unknown }).member).not.toBeNull();
    const renewed = res.headers.get("set-cookie");
    expect(renewed).toMatch(new RegExp(`^${MEMBER_COOKIE}=ey[^;]+; Path=/; Max-Age=${14 * 24 * 60 * 60}; SameSite=Lax; HttpOnly`));
    const row = await db.memberSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * DAY_MS - 60_000);
    const newCookie = { cookie: renewed!.split(";")[0]! };
    expect(await me(newCookie)).not.toBeNull();

    // Renewing does not bring an ended session back.
    await signOut(memberRequest("/api/community/sign-out", newCookie, { method: "POST" }), none);
    const after = await getMe(memberRequest("/api/community/me", { cookie: oldCookie }), none);
    expect(await after.json()).toEqual({ member: null });
    expect(after.headers.get("set-cookie")).toBeNull();
  });

  it("a cookie from before sessions had rows (no session id) reads as signed out", async () => {
    const member = await createTestMember(db, `legacy-${unique()}@sessions.example.com`);
    const { encode } = await import("next-auth/jwt");
    const legacy = `${MEMBER_COOKIE}=${await encode({ token: { sub: member.id }, secret: process.env.AUTH_SECRET!, salt: MEMBER_COOKIE })}`;
    expect(await me({ cookie: legacy })).toBeNull();
    expect((await likeWith({ cookie: legacy })).status).toBe(401);
  });
});
