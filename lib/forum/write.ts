// What members write: new posts, replies, likes and reports. Each is checked
// on the server whatever the page showed (a locked post takes no reply, a
// hidden one takes nothing), counted against the member's rate limits in
// PostgreSQL, and a new member's first contributions wait for review (Discourse's
// model): until REVIEWED_CONTRIBUTIONS of theirs are published, what they
// write is held for the owner's queue at /admin/community.
import "server-only";
import { db } from "@/lib/db";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { REVIEWED_CONTRIBUTIONS } from "@/lib/forum/format";
import type { WritingMember } from "@/lib/forum/members";
import { refreshData } from "@/lib/cache/data-tags";
import type { NewPostInput, ReportInput } from "@/lib/forum/schema";
import type { ForumStatus, Prisma } from "@/lib/generated/prisma/client";
import { LIMITS } from "@/lib/security/limits";
import { enforceLimit } from "@/lib/security/rate-limit";

type Tx = Prisma.TransactionClient;

export const POST_NOT_FOUND = "Post Not Found";
export const POST_LOCKED = "This discussion is locked: it takes no new replies.";

export interface Written {
  id: string;
  status: ForumStatus;
}

/** Published at once once the author has REVIEWED_CONTRIBUTIONS published posts and replies; held before. */
async function statusFor(tx: Tx, authorId: string): Promise<ForumStatus> {
  // One after the other: a transaction has one connection, which answers one query at a time.
  const posts = await tx.forumPost.count({ where: { authorId, status: "published" } });
  const replies = await tx.forumReply.count({ where: { authorId, status: "published" } });
  return posts + replies >= REVIEWED_CONTRIBUTIONS ? "published" : "pending";
}

export async function createPost(member: WritingMember, input: NewPostInput): Promise<Written> {
  await enforceLimit(LIMITS.forumPosts, member.id, `You can start ${LIMITS.forumPosts.limit} discussions an hour. Please try again later.`);
  const written = await db.$transaction(async (tx) => {
    const category = await tx.forumCategory.findUnique({ where: { id: input.categoryId }, select: { id: true } });
    if (!category) throw invalidInput("Choose one of the forum's categories.", { categoryId: "Choose one of the forum's categories." });
    const status = await statusFor(tx, member.author.id);
    return tx.forumPost.create({
      data: { title: input.title, content: input.content, categoryId: category.id, authorId: member.author.id, status },
      select: { id: true, status: true },
    });
  });
  if (written.status === "published") refreshData("forum");
  return written;
}

/**
 * The post's row, locked until the transaction ends, when readers can see it:
 * replies and moderation of one post happen one after the other.
 */
export async function lockPost(tx: Tx, postId: string): Promise<{ isLocked: boolean; status: ForumStatus } | null> {
  const rows = await tx.$queryRaw<{ isLocked: boolean; status: ForumStatus }[]>`
    SELECT "isLocked", "status" FROM "ForumPost" WHERE "id" = ${postId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}

/** lockPost for a post readers can see; a NotFound error otherwise. */
async function lockPublishedPost(tx: Tx, postId: string) {
  const post = await lockPost(tx, postId);
  if (!post || post.status !== "published") throw notFound(POST_NOT_FOUND);
  return post;
}

/** The post's reply count and last reply time, from its published replies (under the post's lock). */
export async function recountReplies(tx: Tx, postId: string): Promise<void> {
  const [summary] = await tx.$queryRaw<{ count: number; last: Date | null }[]>`
    SELECT count(*)::int AS "count", max("createdAt") AS "last" FROM "ForumReply" WHERE "postId" = ${postId}::uuid AND "status" = 'published'`;
  await tx.forumPost.update({ where: { id: postId }, data: { repliesCount: summary?.count ?? 0, lastReplyAt: summary?.last ?? null } });
}

/**
 * A reply to a published, unlocked post. A published reply adds to the
 * post's repliesCount and sets its lastReplyAt in the same transaction.
 */
export async function createReply(member: WritingMember, postId: string, content: string): Promise<Written> {
  await enforceLimit(LIMITS.forumReplies, member.id, `You can post ${LIMITS.forumReplies.limit} replies a minute. Please wait a moment.`);
  const written = await db.$transaction(async (tx) => {
    const post = await lockPublishedPost(tx, postId);
    if (post.isLocked) throw conflict(POST_LOCKED, "post_locked");
    const status = await statusFor(tx, member.author.id);
    const reply = await tx.forumReply.create({ data: { postId, authorId: member.author.id, content, status }, select: { id: true, status: true, createdAt: true } });
    if (status === "published") {
      await tx.forumPost.update({ where: { id: postId }, data: { repliesCount: { increment: 1 }, lastReplyAt: reply.createdAt } });
    }
    return { id: reply.id, status: reply.status };
  });
  if (written.status === "published") refreshData("forum");
  return written;
}

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

/**
 * Likes (or unlikes) a published post for this member. One like per member
 * and post (the ForumLike key), and the count moves in the same transaction
 * as the like row, so likes at once from many members are all counted and
 * the same member liking twice at once counts once.
 */
export async function setLike(member: WritingMember, postId: string, liked: boolean): Promise<LikeState> {
  await enforceLimit(LIMITS.forumLikes, member.id);
  return db.$transaction(async (tx) => {
    const post = await tx.forumPost.findUnique({ where: { id: postId }, select: { status: true, likesCount: true } });
    if (!post || post.status !== "published") throw notFound(POST_NOT_FOUND);
    const changed = liked
      ? await tx.$executeRaw`INSERT INTO "ForumLike" ("postId", "memberId") VALUES (${postId}::uuid, ${member.id}::uuid) ON CONFLICT DO NOTHING`
      : await tx.$executeRaw`DELETE FROM "ForumLike" WHERE "postId" = ${postId}::uuid AND "memberId" = ${member.id}::uuid`;
    if (changed === 0) {
      const current = await tx.forumPost.findUniqueOrThrow({ where: { id: postId }, select: { likesCount: true } });
      return { liked, likesCount: current.likesCount };
    }
    const updated = await tx.$queryRaw<{ likesCount: number }[]>`
      UPDATE "ForumPost" SET "likesCount" = GREATEST(0, "likesCount" + ${liked ? 1 : -1}) WHERE "id" = ${postId}::uuid RETURNING "likesCount"`;
    return { liked, likesCount: updated[0]?.likesCount ?? post.likesCount };
  });
}

/** Whether the member likes the post, and its likes now (null when the post is not published). */
export async function likeState(memberId: string | null, postId: string): Promise<LikeState | null> {
  const post = await db.forumPost.findUnique({
    where: { id: postId },
    select: { status: true, likesCount: true, likes: memberId ? { where: { memberId }, select: { memberId: true } } : false },
  });
  if (!post || post.status !== "published") return null;
  return { liked: Boolean(memberId && post.likes?.length), likesCount: post.likesCount };
}

/**
 * A member's report of a published post or of one of its published replies,
 * for the owner's queue. A second report of the same thing by the same
 * member changes nothing.
 */
export async function reportContent(member: WritingMember, input: ReportInput): Promise<void> {
  await enforceLimit(LIMITS.forumReports, member.id, `You can send ${LIMITS.forumReports.limit} reports an hour. Please try again later.`);
  const post = await db.forumPost.findUnique({ where: { id: input.postId }, select: { status: true } });
  if (!post || post.status !== "published") throw notFound(POST_NOT_FOUND);
  if (input.replyId) {
    const reply = await db.forumReply.findUnique({ where: { id: input.replyId }, select: { postId: true, status: true } });
    if (!reply || reply.postId !== input.postId || reply.status !== "published") throw notFound("Reply not found.");
  }
  const targetKey = input.replyId ? `reply:${input.replyId}` : `post:${input.postId}`;
  await db.forumReport.createMany({
    data: [{ targetKey, postId: input.postId, replyId: input.replyId ?? null, reporterId: member.id, reason: input.reason, note: input.note || null }],
    skipDuplicates: true,
  });
}
