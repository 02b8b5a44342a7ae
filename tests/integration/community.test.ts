// The community's writes against a real database: signing in by an e-mail
// link, choosing a username, new posts and replies (with every validation
// rule), a new member's first contributions held for review, locked posts,
// the rate limits, likes under concurrency, reports, and the owner's
// moderation with its log.
import "../support/checkout-env";
import { randomUUID } from "node:crypto";
import { revalidatePath, revalidateTag } from "next/cache";
import { NextRequest } from "next/server";
import { getConfig } from "@/lib/config";
import { db } from "@/lib/db";
import { GET as communityAuthGet } from "@/app/api/community/auth/[...nextauth]/route";
import { GET as getMe, PATCH as patchMe } from "@/app/api/community/me/route";
import { POST as signIn } from "@/app/api/community/sign-in/route";
import { POST as signOut } from "@/app/api/community/sign-out/route";
import { GET as listPosts, POST as createPost } from "@/app/api/forum/posts/route";
import { GET as showPost } from "@/app/api/forum/posts/[id]/route";
import { DELETE as unlike, GET as likeState, PUT as like } from "@/app/api/forum/posts/[id]/like/route";
import { POST as reply } from "@/app/api/forum/posts/[id]/replies/route";
import { POST as report } from "@/app/api/forum/reports/route";
import { GET as queue } from "@/app/api/admin/community/route";
import { POST as moderate } from "@/app/api/admin/community/actions/route";
import { adminRequest, createTestAdmin } from "./support/admin-auth";
import { createTestMember, memberRequest, type TestMember } from "./support/member-auth";
import { latestSignInLink, outboxMessages } from "../support/eml";
import { expectTooMany } from "../support/requests";
import { consoleOutput, logEntries, refusingMailServer, withSmtp } from "./support/mail";

const WELCOME_POST = "d48ff8a5-85fb-4258-af7f-e670ee5f0064"; // seeded: pinned and locked
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });
const none = { params: Promise.resolve({}) };

let admin: Awaited<ReturnType<typeof createTestAdmin>>;
let categoryId: string;

beforeAll(async () => {
  admin = await createTestAdmin(db, "community-admin@example.com", "community-admin-password");
  categoryId = (await db.forumCategory.findFirstOrThrow({ where: { name: "Aftercare Tips" } })).id;
});

// The other test files read the seeded forum: what this file wrote goes (members'
// posts with their replies, likes and reports; the members and their authors).
afterAll(async () => {
  await db.forumPost.deleteMany({ where: { author: { memberId: { not: null } } } });
  await db.forumReply.deleteMany({ where: { author: { memberId: { not: null } } } });
  await db.member.deleteMany({ where: { email: { endsWith: ".example.com" }, NOT: { email: "fuzz-member@example.com" } } });
  await db.forumModerationLog.deleteMany({ where: { adminEmail: "community-admin@example.com" } });
  await db.$disconnect();
});

const unique = () => randomUUID().replace(/-/g, "").slice(0, 10);
const newMember = (username: string | null = `m_${unique()}`) => createTestMember(db, `${unique()}@members.example.com`, username);

function postBody(overrides: Record<string, unknown> = {}) {
  return { title: `Healing question ${unique()}`, categoryId, content: "My forearm piece is peeling on day five; is that normal?", ...overrides };
}

async function writePost(member: TestMember, overrides: Record<string, unknown> = {}) {
  return createPost(memberRequest("/api/forum/posts", member, { method: "POST", json: postBody(overrides) }), none);
}

async function act(targetType: string, targetId: string, action: string, reason?: string) {
  const res = await moderate(adminRequest("http://localhost/api/admin/community/actions", { bearer: admin.token }, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ targetType, targetId, action, reason }) }), none);
  expect(res.status).toBe(200);
}

/** A member whose posts and replies are published at once (two approved contributions). */
async function trustedMember(): Promise<TestMember> {
  const member = await newMember();
  for (let i = 0; i < 2; i++) {
    const res = await writePost(member);
    await act("post", ((await res.json()) as { id: string }).id, "approve");
  }
  return member;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe("signing in by an e-mail link", () => {
  it("sends a link to the outbox that signs the member in once, and the new member chooses a username", async () => {
    const email = `${unique()}@Sign-In.example.com`;
    const sent = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email, callbackUrl: "/forum/post/abc" } }), none);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ sent: true, message: expect.stringContaining("Check your e-mail") });

    // The e-mail carries the confirmation page (opening it uses nothing up), never Auth.js's link itself.
    const mail = outboxMessages(getConfig().mail.outboxDir).filter((text) => text.includes(`To: ${email.toLowerCase()}`)).at(-1)!;
    expect(mail).toContain("/sign-in/confirm?");
    expect(mail).not.toContain("/api/community/auth/callback");
    const link = latestSignInLink(getConfig().mail.outboxDir, email.toLowerCase());
    expect(link).toBeDefined();
    // The link is the shop's configured address, whatever Host the request named.
    expect(new URL(link!).origin).toBe(new URL(process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000").origin);
    const callback = await communityAuthGet(new NextRequest(link!));
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toMatch(/\/forum\/post\/abc$/);
    const cookie = callback.headers.getSetCookie().find((line) => line.startsWith("forum.session-token="));
    expect(cookie).toBeDefined();
    const session = { cookie: cookie!.split(";")[0]! };

    const me = await getMe(memberRequest("/api/community/me", session), none);
    expect(me.headers.get("cache-control")).toBe("private, no-store");
    expect(await me.json()).toEqual({ member: { email: email.toLowerCase(), username: null, profileImageUrl: null, isArtist: false, suspended: false } });

    // Before a username there is no posting.
    const early = await createPost(memberRequest("/api/forum/posts", session, { method: "POST", json: postBody() }), none);
    expect(early.status).toBe(409);
    expect((await errorOf(early)).code).toBe("username_required");

    const invalid = await patchMe(memberRequest("/api/community/me", session, { method: "PATCH", json: { username: "no spaces!" } }), none);
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid)).fields).toEqual({ username: "A username has 3-20 letters, digits or underscores." });
    for (const username of ["ab", "a".repeat(21)]) {
      expect((await patchMe(memberRequest("/api/community/me", session, { method: "PATCH", json: { username } }), none)).status).toBe(400);
    }
    // Seeded authors' names are taken whatever their case.
    const seeded = (await db.forumAuthor.findFirstOrThrow({ where: { memberId: null } })).username;
    const taken = await patchMe(memberRequest("/api/community/me", session, { method: "PATCH", json: { username: seeded.toUpperCase() } }), none);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).fields).toEqual({ username: "That username is taken." });

    // Names that would pass for the shop are taken.
    for (const reserved of ["Admin", "verdant_ink", "Mod_Team", "VerdantInkHelp"]) {
      const refused = await patchMe(memberRequest("/api/community/me", session, { method: "PATCH", json: { username: reserved } }), none);
      expect(refused.status).toBe(409);
    }

    const username = `Ink_${unique()}`;
    const chosen = await patchMe(memberRequest("/api/community/me", session, { method: "PATCH", json: { username } }), none);
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).member).toMatchObject({ username, profileImageUrl: expect.stringMatching(/^data:image\/svg\+xml/) });
    const again = await patchMe(memberRequest("/api/community/me", session, { method: "PATCH", json: { username: `${username}x` } }), none);
    expect((await errorOf(again)).code).toBe("username_chosen");

    // The link works once.
    const reused = await communityAuthGet(new NextRequest(link!));
    expect(reused.status).toBe(302);
    expect(reused.headers.get("location")).toContain("/forum/sign-in?error=Verification");
    expect(reused.headers.getSetCookie().some((line) => line.startsWith("forum.session-token=ey"))).toBe(false);

    const out = await signOut(memberRequest("/api/community/sign-out", session, { method: "POST" }), none);
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^forum\.session-token=; Path=\/; Max-Age=0/);
  });

  it("leaves the admins' sessions readable once the members' Auth.js has run", async () => {
    // Auth.js keeps what it learnt of one configuration for the whole process.
    const email = `${unique()}@order.example.com`;
    expect((await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none)).status).toBe(202);
    const link = latestSignInLink(getConfig().mail.outboxDir, email)!;
    expect((await communityAuthGet(new NextRequest(link))).status).toBe(302);
    const res = await queue(adminRequest("http://localhost/api/admin/community", { cookie: admin.cookie }), none);
    expect(res.status).toBe(200);
  });

  it("answers 503 in the error format when the mail server refuses the link", async () => {
    const server = await refusingMailServer();
    const email = `${unique()}@refused.example.com`;
    const res = await withSmtp(server.url, async () => {
      const { POST: signInWithSmtp } = await import("@/app/api/community/sign-in/route");
      return consoleOutput(() => signInWithSmtp(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none));
    }).finally(() => server.close());
    expect(res.result.status).toBe(503);
    expect(await res.result.json()).toEqual({ error: { code: "sign_in_mail_failed", message: "The sign-in e-mail could not be sent just now. Please try again in a few minutes." } });
  });

  it("prints the link on a development start without SMTP, and only there", async () => {
    const link = "http://localhost:3000/api/community/auth/callback/nodemailer?token=dev-token&email=dev%40example.com";
    for (const env of ["development", "production"]) {
      await jest.isolateModulesAsync(async () => {
        const before = process.env.NODE_ENV;
        Object.assign(process.env, { NODE_ENV: env });
        try {
          const { sendSignInLink } = await import("@/lib/forum/sign-in-mail");
          const { lines } = await consoleOutput(() => sendSignInLink("dev@example.com", link));
          expect(logEntries(lines).filter((entry) => entry.area === "community")).toEqual(
            env === "development"
              ? [expect.objectContaining({ level: "info", msg: "sign-in link (development only)", url: "http://localhost:3000/sign-in/confirm?token=dev-token&email=dev%40example.com" })]
              : [],
          );
          // The mail log names the message, never the address.
          expect(lines.some((line) => line.includes("dev@example.com"))).toBe(false);
        } finally {
          Object.assign(process.env, { NODE_ENV: before });
        }
      });
    }
  });

  it("refuses a bad address, a cross-site request, and more than five links an hour to one address", async () => {
    const bad = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email: "not-an-address" } }), none);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ email: "Enter a valid e-mail address." });
    const offsite = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email: "a@example.com", callbackUrl: "//evil.example" } }), none);
    expect(offsite.status).toBe(400);
    const crossSite = await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email: "a@example.com" }, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }), none);
    expect(crossSite.status).toBe(403);

    const email = `${unique()}@flood.example.com`;
    for (let i = 0; i < 5; i++) expect((await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none)).status).toBe(202);
    await expectTooMany(await signIn(memberRequest("/api/community/sign-in", null, { method: "POST", json: { email } }), none));
  });
});

describe("new posts", () => {
  it("checks every rule with a field message", async () => {
    const member = await newMember();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "Hey" }, "title", "The title needs at least 5 characters."],
      [{ title: "x".repeat(121) }, "title", "The title can have at most 120 characters."],
      [{ title: "Two\nlines" }, "title", "The title must be one line."],
      [{ content: "Too short to post." }, "content", "Write at least 20 characters."],
      [{ content: `${" ".repeat(30)}short` }, "content", "Write at least 20 characters."],
      [{ content: "x".repeat(10_001) }, "content", "A post can have at most 10,000 characters."],
      [{ categoryId: "aftercare" }, "categoryId", "Choose a category."],
      [{ categoryId: randomUUID() }, "categoryId", "Choose one of the forum's categories."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await writePost(member, overrides);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect(await db.forumPost.count({ where: { authorId: member.authorId! } })).toBe(0);
    // 120 characters and 10,000 are allowed; the text is kept as written, HTML and all.
    const res = await writePost(member, { title: "t".repeat(120), content: `<b>bold</b>\r\nline two ${"x".repeat(9_970)}` });
    expect(res.status).toBe(201);
    const stored = await db.forumPost.findUniqueOrThrow({ where: { id: ((await res.json()) as { id: string }).id } });
    expect(stored.content.startsWith("<b>bold</b>\nline two")).toBe(true);
  });

  it("holds a new member's first two posts for review, and publishes at once after", async () => {
    const member = await newMember();
    const first = await writePost(member, { title: "My first healing question" });
    expect(first.status).toBe(201);
    const held = (await first.json()) as { id: string; status: string };
    expect(held.status).toBe("pending");

    // Readers do not see it: not in the list, not at its address.
    const recent = (await (await listPosts(new Request("http://localhost/api/forum/posts?limit=50"), none)).json()) as { id: string }[];
    expect(recent.map((post) => post.id)).not.toContain(held.id);
    expect((await showPost(new Request(`http://localhost/api/forum/posts/${held.id}`), idContext(held.id))).status).toBe(404);

    jest.mocked(revalidateTag).mockClear();
    await act("post", held.id, "approve");
    // The forum's data changed: its cached reads, and every page that read them, are refreshed (not made dynamic).
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([["forum", { expire: 0 }]]);
    expect(revalidatePath).not.toHaveBeenCalled();
    const listed = (await (await listPosts(new Request("http://localhost/api/forum/posts"), none)).json()) as { id: string }[];
    expect(listed[0]!.id === held.id || listed.some((post) => post.id === held.id)).toBe(true);

    const second = (await (await writePost(member)).json()) as { id: string; status: string };
    expect(second.status).toBe("pending");
    await act("post", second.id, "approve");
    const third = (await (await writePost(member)).json()) as { status: string };
    expect(third.status).toBe("published");
  });

  it("allows five new posts an hour per member", async () => {
    const member = await newMember();
    for (let i = 0; i < 5; i++) expect((await writePost(member)).status).toBe(201);
    await expectTooMany(await writePost(member), { message: "You can start 5 discussions an hour. Please try again later." });
  });

  it("refuses visitors, cross-site requests and suspended members", async () => {
    expect((await createPost(memberRequest("/api/forum/posts", null, { method: "POST", json: postBody() }), none)).status).toBe(401);
    const member = await newMember();
    const crossSite = await createPost(memberRequest("/api/forum/posts", member, { method: "POST", json: postBody(), headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } }), none);
    expect(crossSite.status).toBe(403);
    await act("member", member.id, "suspend", "Spam links");
    const suspended = await writePost(member);
    expect(suspended.status).toBe(403);
    expect((await errorOf(suspended)).code).toBe("member_suspended");
    await act("member", member.id, "unsuspend");
    expect((await writePost(member)).status).toBe(201);
  });
});

describe("replies", () => {
  const replyTo = (member: TestMember | null, postId: string, content: string) =>
    reply(memberRequest(`/api/forum/posts/${postId}/replies`, member, { method: "POST", json: { content } }), idContext(postId));

  it("saves a reply and moves repliesCount and lastReplyAt with it; a held one waits", async () => {
    const author = await trustedMember();
    const post = (await (await writePost(author)).json()) as { id: string };
    const published = await replyTo(author, post.id, "Peeling on day five is normal: keep it moisturised, never pick.");
    expect(published.status).toBe(201);
    const saved = (await published.json()) as { id: string; status: string };
    expect(saved.status).toBe("published");
    const row = await db.forumReply.findUniqueOrThrow({ where: { id: saved.id } });
    let stored = await db.forumPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.repliesCount).toBe(1);
    expect(stored.lastReplyAt).toEqual(row.createdAt);

    const newcomer = await newMember();
    const held = (await (await replyTo(newcomer, post.id, "Thanks, same here!")).json()) as { id: string; status: string };
    expect(held.status).toBe("pending");
    stored = await db.forumPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.repliesCount).toBe(1);
    const shown = (await (await showPost(new Request(`http://localhost/api/forum/posts/${post.id}`), idContext(post.id))).json()) as { replies: { id: string }[] };
    expect(shown.replies.map((r) => r.id)).toEqual([saved.id]);

    await act("reply", held.id, "approve");
    stored = await db.forumPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.repliesCount).toBe(2);
    await act("reply", held.id, "hide");
    await act("reply", saved.id, "delete");
    stored = await db.forumPost.findUniqueOrThrow({ where: { id: post.id } });
    expect(stored.repliesCount).toBe(0);
    expect(stored.lastReplyAt).toBeNull();
  });

  it("refuses a blank or too long reply, a locked post and an unknown one", async () => {
    const member = await newMember();
    expect((await replyTo(member, WELCOME_POST, "   ")).status).toBe(400);
    const long = await replyTo(member, WELCOME_POST, "x".repeat(1001));
    expect((await errorOf(long)).fields).toEqual({ content: "A reply can have at most 1000 characters." });
    const locked = await replyTo(member, WELCOME_POST, "Can I still reply?");
    expect(locked.status).toBe(409);
    expect(await errorOf(locked)).toEqual({ code: "post_locked", message: "This discussion is locked: it takes no new replies." });
    expect((await replyTo(member, randomUUID(), "Hello there")).status).toBe(404);
    expect((await replyTo(null, WELCOME_POST, "Hello there")).status).toBe(401);
  });

  it("allows three replies a minute per member", async () => {
    const member = await trustedMember();
    const post = (await (await writePost(member)).json()) as { id: string };
    for (let i = 0; i < 3; i++) expect((await replyTo(member, post.id, `Reply number ${i}`)).status).toBe(201);
    await expectTooMany(await replyTo(member, post.id, "One too many"), { maxRetryAfter: 60 });
  });
});

describe("likes", () => {
  const likeReq = (member: TestMember, postId: string, method: "PUT" | "DELETE") => memberRequest(`/api/forum/posts/${postId}/like`, member, { method });

  it("counts 50 members liking at once as 50, the same member twice at once as one", async () => {
    const author = await trustedMember();
    const post = (await (await writePost(author)).json()) as { id: string };
    const members = await Promise.all(Array.from({ length: 50 }, () => newMember()));
    const answers = await Promise.all(members.map((member) => like(likeReq(member, post.id, "PUT"), idContext(post.id))));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    expect((await db.forumPost.findUniqueOrThrow({ where: { id: post.id } })).likesCount).toBe(50);
    expect(await db.forumLike.count({ where: { postId: post.id } })).toBe(50);

    const twice = await Promise.all([like(likeReq(members[0]!, post.id, "PUT"), idContext(post.id)), like(likeReq(author, post.id, "PUT"), idContext(post.id)), like(likeReq(author, post.id, "PUT"), idContext(post.id))]);
    expect(twice.map((res) => res.status)).toEqual([200, 200, 200]);
    expect((await db.forumPost.findUniqueOrThrow({ where: { id: post.id } })).likesCount).toBe(51);

    const undone = await unlike(likeReq(author, post.id, "DELETE"), idContext(post.id));
    expect(await undone.json()).toEqual({ liked: false, likesCount: 50 });
    expect(await (await unlike(likeReq(author, post.id, "DELETE"), idContext(post.id))).json()).toEqual({ liked: false, likesCount: 50 });
    const state = await likeState(memberRequest(`/api/forum/posts/${post.id}/like`, members[1]!), idContext(post.id));
    expect(await state.json()).toEqual({ liked: true, likesCount: 50 });
    const visitor = await likeState(new Request(`http://localhost/api/forum/posts/${post.id}/like`), idContext(post.id));
    expect(await visitor.json()).toEqual({ liked: false, likesCount: 50 });
  });

  it("adds to a seeded post's figure and refuses a held post", async () => {
    const member = await newMember();
    const before = (await db.forumPost.findUniqueOrThrow({ where: { id: WELCOME_POST } })).likesCount;
    expect(await (await like(likeReq(member, WELCOME_POST, "PUT"), idContext(WELCOME_POST))).json()).toEqual({ liked: true, likesCount: before + 1 });
    await unlike(likeReq(member, WELCOME_POST, "DELETE"), idContext(WELCOME_POST));
    const held = (await (await writePost(member)).json()) as { id: string };
    expect((await like(likeReq(member, held.id, "PUT"), idContext(held.id))).status).toBe(404);
  });
});

describe("reports and moderation", () => {
  it("puts a report in the queue once, and hiding the post resolves it and removes it from every list", async () => {
    const author = await trustedMember();
    const post = (await (await writePost(author, { title: `Miracle cure ${unique()}` })).json()) as { id: string };
    const reporter = await newMember();
    const body = { postId: post.id, reason: "spam", note: "Selling something" };
    const first = await report(memberRequest("/api/forum/reports", reporter, { method: "POST", json: body }), none);
    expect(first.status).toBe(202);
    expect((await report(memberRequest("/api/forum/reports", reporter, { method: "POST", json: body }), none)).status).toBe(202);
    expect(await db.forumReport.count({ where: { postId: post.id } })).toBe(1);
    expect((await report(memberRequest("/api/forum/reports", reporter, { method: "POST", json: { ...body, reason: "boring" } }), none)).status).toBe(400);

    const open = (await (await queue(adminRequest("http://localhost/api/admin/community", { bearer: admin.token }), none)).json()) as { reports: { id: string; reason: string; note: string; target: { id: string } }[] };
    const item = open.reports.find((entry) => entry.target.id === post.id);
    expect(item).toMatchObject({ reason: "spam", note: "Selling something" });

    await act("post", post.id, "hide", "Advertising");
    const after = (await (await queue(adminRequest("http://localhost/api/admin/community", { bearer: admin.token }), none)).json()) as { reports: { target: { id: string } }[]; log: { action: string; targetId: string; adminEmail: string; detail: string; createdAt: string }[] };
    expect(after.reports.some((entry) => entry.target.id === post.id)).toBe(false);
    expect(after.log[0]).toMatchObject({ action: "hide", targetId: post.id, adminEmail: "community-admin@example.com", detail: expect.stringContaining("Advertising") });
    expect(Date.now() - Date.parse(after.log[0]!.createdAt)).toBeLessThan(60_000);
    const recent = (await (await listPosts(new Request("http://localhost/api/forum/posts?limit=50"), none)).json()) as { id: string }[];
    expect(recent.map((p) => p.id)).not.toContain(post.id);
    expect((await showPost(new Request(`http://localhost/api/forum/posts/${post.id}`), idContext(post.id))).status).toBe(404);
  });

  it("locks, pins, verifies an artist and deletes, each logged with who and when", async () => {
    const author = await trustedMember();
    const post = (await (await writePost(author)).json()) as { id: string };
    const before = await db.forumModerationLog.count();
    await act("post", post.id, "lock");
    await act("post", post.id, "pin");
    expect(await db.forumPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ isLocked: true, isPinned: true });
    const locked = await reply(memberRequest(`/api/forum/posts/${post.id}/replies`, author, { method: "POST", json: { content: "Still open?" } }), idContext(post.id));
    expect(locked.status).toBe(409);
    jest.mocked(revalidateTag).mockClear();
    await act("member", author.id, "verify_artist");
    // The Artist badge shows with every post of the author: the forum's data changed.
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([["forum", { expire: 0 }]]);
    expect((await db.forumAuthor.findUniqueOrThrow({ where: { id: author.authorId! } })).isArtist).toBe(true);
    await act("post", post.id, "delete");
    expect(await db.forumPost.findUnique({ where: { id: post.id } })).toBeNull();
    const log = await db.forumModerationLog.findMany({ orderBy: { createdAt: "desc" }, take: 4 });
    expect(await db.forumModerationLog.count()).toBe(before + 4);
    expect(log.map((entry) => entry.action)).toEqual(["delete", "verify_artist", "pin", "lock"]);
    expect(log.every((entry) => entry.adminEmail === "community-admin@example.com" && entry.adminId === admin.admin.id)).toBe(true);
  });

  it("is for admins only and answers unknown targets with 404", async () => {
    expect((await queue(new Request("http://localhost/api/admin/community"), none)).status).toBe(401);
    const member = await newMember();
    expect((await queue(memberRequest("/api/admin/community", member), none)).status).toBe(401);
    const res = await moderate(adminRequest("http://localhost/api/admin/community/actions", { bearer: admin.token }, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ targetType: "post", targetId: randomUUID(), action: "pin" }) }), none);
    expect(res.status).toBe(404);
    const wrong = await moderate(adminRequest("http://localhost/api/admin/community/actions", { bearer: admin.token }, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ targetType: "reply", targetId: randomUUID(), action: "pin" }) }), none);
    expect(wrong.status).toBe(400);
  });
});

describe("finding older posts", () => {
  it("pages through every published post by the Link header, by category, and finds posts by words", async () => {
    const author = await newMember();
    const word = `zebrawood${unique().replace(/[0-9]/g, "")}`;
    const category = await db.forumCategory.findFirstOrThrow({ where: { name: { not: "Aftercare Tips" } } });
    // Posts that share their time and their likes: the pages still split them exactly.
    const sameMoment = new Date();
    for (let i = 0; i < 12; i++) {
      await db.forumPost.create({
        data: {
          title: `Session ${i} notes`,
          content: `Healing notes ${i}: ${i % 3 === 0 ? `the ${word} oils helped` : "nothing special"}.`,
          categoryId: i % 2 ? category.id : categoryId,
          authorId: author.authorId!,
          likesCount: 3,
          createdAt: i < 6 ? sameMoment : new Date(sameMoment.getTime() - i * 1000),
        },
      });
    }
    await db.forumPost.create({ data: { title: `Held ${word}`, content: `A held post about ${word} oils.`, categoryId, authorId: author.authorId!, status: "pending" } });
    const total = await db.forumPost.count({ where: { status: "published" } });
    for (const sort of ["recent", "popular"]) {
      const seen: string[] = [];
      let address: string | null = `/api/forum/posts?sort=${sort}&limit=7`;
      while (address) {
        const res: Response = await listPosts(new Request(`http://localhost${address}`), none);
        expect(res.status).toBe(200);
        seen.push(...((await res.json()) as { id: string }[]).map((post) => post.id));
        address = res.headers.get("link")?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    }

    const slug = category.name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
    const inCategory = (await (await listPosts(new Request(`http://localhost/api/forum/posts?category=${slug}&limit=50`), none)).json()) as { category: { name: string } }[];
    expect(inCategory.length).toBe(await db.forumPost.count({ where: { status: "published", categoryId: category.id } }));
    expect(inCategory.every((post) => post.category.name === category.name)).toBe(true);
    expect((await listPosts(new Request("http://localhost/api/forum/posts?category=no-such-category"), none)).status).toBe(404);

    const found = (await (await listPosts(new Request(`http://localhost/api/forum/posts?q=${word}`), none)).json()) as { title: string }[];
    expect(found.map((post) => post.title).sort()).toEqual(["Session 0 notes", "Session 3 notes", "Session 6 notes", "Session 9 notes"]);
    // English stemming: "healed" finds "Healing"; hidden posts are never found.
    const stemmed = await listPosts(new Request(`http://localhost/api/forum/posts?q=${word}+healed`), none);
    expect(((await stemmed.json()) as unknown[]).length).toBe(4);

    expect((await listPosts(new Request("http://localhost/api/forum/posts?cursor=not-a-cursor"), none)).status).toBe(400);
    expect((await listPosts(new Request(`http://localhost/api/forum/posts?q=${"x".repeat(101)}`), none)).status).toBe(400);
  });
});
