// The owner's moderation of the community (/admin/community): the queue of
// held posts and replies, open reports, recent posts and members, and the
// actions on them (approve, hide, delete, lock, pin, suspend, verify an
// artist, dismiss a report). Every action is written to ForumModerationLog
// with the admin and the time, in the same transaction as the change.
import "server-only";
import { z } from "zod";
import { assertAdmin, type AdminPrincipal } from "@/lib/auth/principal";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { refreshData } from "@/lib/cache/data-tags";
import { moderationReasonSchema } from "@/lib/forum/schema";
import { lockPost, recountReplies } from "@/lib/forum/write";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

const POST_ACTIONS = ["approve", "hide", "delete", "lock", "unlock", "pin", "unpin"] as const;
const REPLY_ACTIONS = ["approve", "hide", "delete"] as const;
const MEMBER_ACTIONS = ["suspend", "unsuspend", "verify_artist", "unverify_artist"] as const;
const REPORT_ACTIONS = ["dismiss"] as const;

const reason = moderationReasonSchema;

export const moderationActionSchema = z.discriminatedUnion(
  "targetType",
  [
    z.object({ targetType: z.literal("post"), targetId: z.uuid("Unknown post."), action: z.enum(POST_ACTIONS, "This action does not apply to a post."), reason }),
    z.object({ targetType: z.literal("reply"), targetId: z.uuid("Unknown reply."), action: z.enum(REPLY_ACTIONS, "This action does not apply to a reply."), reason }),
    z.object({ targetType: z.literal("member"), targetId: z.uuid("Unknown member."), action: z.enum(MEMBER_ACTIONS, "This action does not apply to a member."), reason }),
    z.object({ targetType: z.literal("report"), targetId: z.uuid("Unknown report."), action: z.enum(REPORT_ACTIONS, "This action does not apply to a report."), reason }),
  ],
  "Say what to act on: a post, reply, member or report.",
);
export type ModerationAction = z.infer<typeof moderationActionSchema>;

export interface ModerationOutcome {
  action: string;
  targetType: string;
  targetId: string;
}

async function log(tx: Tx, admin: AdminPrincipal, entry: ModerationAction, detail: string | null) {
  const text = [detail, entry.reason].filter(Boolean).join(" · ") || null;
  await tx.forumModerationLog.create({
    data: { adminId: admin.id, adminEmail: admin.email, action: entry.action, targetType: entry.targetType, targetId: entry.targetId, detail: text },
  });
}

/** Closes the open reports of a post and its replies, or of one reply, with what was done. */
async function resolveReports(tx: Tx, where: Prisma.ForumReportWhereInput, resolution: string) {
  await tx.forumReport.updateMany({ where: { ...where, resolvedAt: null }, data: { resolvedAt: new Date(), resolution } });
}

/** Locks the post for the action (replies and moderation of one post happen one after the other). */
async function lockExistingPost(tx: Tx, postId: string) {
  if (!(await lockPost(tx, postId))) throw notFound("Post not found.");
}

const POST_FLAGS = {
  lock: { isLocked: true },
  unlock: { isLocked: false },
  pin: { isPinned: true },
  unpin: { isPinned: false },
} as const;

async function moderatePost(tx: Tx, admin: AdminPrincipal, entry: Extract<ModerationAction, { targetType: "post" }>): Promise<boolean> {
  await lockExistingPost(tx, entry.targetId);
  const post = await tx.forumPost.findUniqueOrThrow({ where: { id: entry.targetId }, select: { title: true } });
  if (entry.action === "delete") {
    await tx.forumPost.delete({ where: { id: entry.targetId } });
  } else if (entry.action === "approve" || entry.action === "hide") {
    await tx.forumPost.update({ where: { id: entry.targetId }, data: { status: entry.action === "approve" ? "published" : "hidden" } });
    if (entry.action === "hide") await resolveReports(tx, { postId: entry.targetId }, "hidden");
  } else {
    await tx.forumPost.update({ where: { id: entry.targetId }, data: POST_FLAGS[entry.action] });
  }
  await log(tx, admin, entry, post.title);
  return true;
}

async function moderateReply(tx: Tx, admin: AdminPrincipal, entry: Extract<ModerationAction, { targetType: "reply" }>): Promise<boolean> {
  const found = await tx.forumReply.findUnique({ where: { id: entry.targetId }, select: { postId: true } });
  if (!found) throw notFound("Reply not found.");
  await lockExistingPost(tx, found.postId);
  const reply = await tx.forumReply.findUniqueOrThrow({ where: { id: entry.targetId }, select: { content: true } });
  if (entry.action === "delete") await tx.forumReply.delete({ where: { id: entry.targetId } });
  else await tx.forumReply.update({ where: { id: entry.targetId }, data: { status: entry.action === "approve" ? "published" : "hidden" } });
  if (entry.action === "hide") await resolveReports(tx, { replyId: entry.targetId }, "hidden");
  await recountReplies(tx, found.postId);
  await log(tx, admin, entry, reply.content.slice(0, 80));
  return true;
}

async function moderateMember(tx: Tx, admin: AdminPrincipal, entry: Extract<ModerationAction, { targetType: "member" }>): Promise<boolean> {
  const member = await tx.member.findUnique({ where: { id: entry.targetId }, select: { email: true, author: { select: { id: true, username: true } } } });
  if (!member) throw notFound("Member not found.");
  const name = member.author?.username ?? member.email;
  let touchesPosts = false;
  if (entry.action === "suspend") await tx.member.update({ where: { id: entry.targetId }, data: { suspendedAt: new Date(), suspendedReason: entry.reason || null } });
  else if (entry.action === "unsuspend") await tx.member.update({ where: { id: entry.targetId }, data: { suspendedAt: null, suspendedReason: null } });
  else {
    if (!member.author) throw conflict("This member has not chosen a username yet.", "username_required");
    await tx.forumAuthor.update({ where: { id: member.author.id }, data: { isArtist: entry.action === "verify_artist" } });
    touchesPosts = true;
  }
  await log(tx, admin, entry, name);
  // The Artist badge shows with every post and reply of theirs: readers see a change.
  return touchesPosts;
}

async function dismissReport(tx: Tx, admin: AdminPrincipal, entry: Extract<ModerationAction, { targetType: "report" }>): Promise<boolean> {
  const updated = await tx.forumReport.updateMany({ where: { id: entry.targetId, resolvedAt: null }, data: { resolvedAt: new Date(), resolution: "dismissed" } });
  if (updated.count === 0) {
    const exists = await tx.forumReport.findUnique({ where: { id: entry.targetId }, select: { id: true } });
    if (!exists) throw notFound("Report not found.");
  }
  await log(tx, admin, entry, null);
  return false;
}

/** Carries out one moderation action and logs it; refreshes the public pages it changes. */
export async function moderate(admin: AdminPrincipal, entry: ModerationAction): Promise<ModerationOutcome> {
  assertAdmin(admin);
  const readersSeeIt = await db.$transaction(async (tx) => {
    switch (entry.targetType) {
      case "post":
        return moderatePost(tx, admin, entry);
      case "reply":
        return moderateReply(tx, admin, entry);
      case "member":
        return moderateMember(tx, admin, entry);
      case "report":
        return dismissReport(tx, admin, entry);
    }
  });
  if (readersSeeIt) refreshData("forum");
  return { action: entry.action, targetType: entry.targetType, targetId: entry.targetId };
}

export interface QueueItem {
  id: string;
  type: "post" | "reply";
  /** The post's title; for a reply, the title of the post it answers. */
  title: string;
  postId: string;
  content: string;
  status: "published" | "pending" | "hidden";
  createdAt: string;
  author: { username: string; memberId: string | null };
}

export interface ReportItem {
  id: string;
  reason: string;
  note: string | null;
  createdAt: string;
  reporter: string;
  target: QueueItem;
  /** Other open reports of the same post or reply. */
  alsoReported: number;
}

export interface PostRow {
  id: string;
  title: string;
  status: "published" | "pending" | "hidden";
  isPinned: boolean;
  isLocked: boolean;
  repliesCount: number;
  likesCount: number;
  createdAt: string;
  author: string;
}

export interface MemberRow {
  id: string;
  email: string;
  username: string | null;
  isArtist: boolean;
  suspended: boolean;
  suspendedReason: string | null;
  joinedAt: string;
  published: number;
  held: number;
}

export interface LogRow {
  id: string;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  createdAt: string;
}

export interface ModerationQueue {
  held: QueueItem[];
  reports: ReportItem[];
  posts: PostRow[];
  members: MemberRow[];
  log: LogRow[];
}

const QUEUE_SIZE = 100;
const authorSelect = { select: { username: true, memberId: true } } as const;

function postItem(post: { id: string; title: string; content: string; status: QueueItem["status"]; createdAt: Date; author: QueueItem["author"] }): QueueItem {
  return { id: post.id, type: "post", title: post.title, postId: post.id, content: post.content, status: post.status, createdAt: post.createdAt.toISOString(), author: post.author };
}

function replyItem(reply: { id: string; content: string; status: QueueItem["status"]; createdAt: Date; author: QueueItem["author"]; post: { id: string; title: string } }): QueueItem {
  return { id: reply.id, type: "reply", title: reply.post.title, postId: reply.post.id, content: reply.content, status: reply.status, createdAt: reply.createdAt.toISOString(), author: reply.author };
}

/** What the moderation page shows: held contributions and open reports (oldest first), recent posts, members and actions. */
export async function moderationQueue(admin: AdminPrincipal): Promise<ModerationQueue> {
  assertAdmin(admin);
  const postFields = { id: true, title: true, content: true, status: true, createdAt: true, author: authorSelect } as const;
  const replyFields = { id: true, content: true, status: true, createdAt: true, author: authorSelect, post: { select: { id: true, title: true } } } as const;
  const [heldPosts, heldReplies, reports, posts, members, log] = await Promise.all([
    db.forumPost.findMany({ where: { status: "pending" }, orderBy: { createdAt: "asc" }, take: QUEUE_SIZE, select: postFields }),
    db.forumReply.findMany({ where: { status: "pending" }, orderBy: { createdAt: "asc" }, take: QUEUE_SIZE, select: replyFields }),
    db.forumReport.findMany({
      where: { resolvedAt: null },
      orderBy: { createdAt: "asc" },
      take: QUEUE_SIZE,
      select: { id: true, targetKey: true, reason: true, note: true, createdAt: true, reporter: { select: { email: true, author: { select: { username: true } } } }, post: { select: postFields }, reply: { select: replyFields } },
    }),
    db.forumPost.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 50,
      select: { id: true, title: true, status: true, isPinned: true, isLocked: true, repliesCount: true, likesCount: true, createdAt: true, author: { select: { username: true } } },
    }),
    db.member.findMany({
      orderBy: { createdAt: "desc" },
      take: 50,
      select: { id: true, email: true, suspendedAt: true, suspendedReason: true, createdAt: true, author: { select: { username: true, isArtist: true } } },
    }),
    db.forumModerationLog.findMany({ orderBy: { createdAt: "desc" }, take: 50 }),
  ]);
  const counts = members.length ? await contributionCounts(members.flatMap((m) => (m.author ? [m.author.username] : []))) : new Map<string, { published: number; held: number }>();
  const openByTarget = new Map<string, number>();
  for (const report of reports) openByTarget.set(report.targetKey, (openByTarget.get(report.targetKey) ?? 0) + 1);
  return {
    held: [...heldPosts.map(postItem), ...heldReplies.map(replyItem)].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    reports: reports.map((report) => ({
      id: report.id,
      reason: report.reason,
      note: report.note,
      createdAt: report.createdAt.toISOString(),
      reporter: report.reporter.author?.username ?? report.reporter.email,
      target: report.reply ? replyItem(report.reply) : postItem(report.post),
      alsoReported: (openByTarget.get(report.targetKey) ?? 1) - 1,
    })),
    posts: posts.map((post) => ({ ...post, createdAt: post.createdAt.toISOString(), author: post.author.username })),
    members: members.map((member) => ({
      id: member.id,
      email: member.email,
      username: member.author?.username ?? null,
      isArtist: member.author?.isArtist ?? false,
      suspended: member.suspendedAt !== null,
      suspendedReason: member.suspendedReason,
      joinedAt: member.createdAt.toISOString(),
      ...(member.author ? (counts.get(member.author.username) ?? { published: 0, held: 0 }) : { published: 0, held: 0 }),
    })),
    log: log.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

/** Published and held posts plus replies of each author, by username, in one query. */
async function contributionCounts(usernames: string[]): Promise<Map<string, { published: number; held: number }>> {
  const rows = await db.$queryRaw<{ username: string; published: number; held: number }[]>`
    SELECT a."username",
      (SELECT count(*)::int FROM "ForumPost" p WHERE p."authorId" = a."id" AND p."status" = 'published') +
      (SELECT count(*)::int FROM "ForumReply" r WHERE r."authorId" = a."id" AND r."status" = 'published') AS "published",
      (SELECT count(*)::int FROM "ForumPost" p WHERE p."authorId" = a."id" AND p."status" = 'pending') +
      (SELECT count(*)::int FROM "ForumReply" r WHERE r."authorId" = a."id" AND r."status" = 'pending') AS "held"
    FROM "ForumAuthor" a WHERE a."username" = ANY(${usernames})`;
  return new Map(rows.map((row) => [row.username, { published: row.published, held: row.held }]));
}
