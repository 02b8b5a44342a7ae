// The community forum read from the database: categories, post lists and one
// post with its replies. Every read is a fixed number of
// queries, however many posts or replies there are.
import "server-only";
import { db } from "@/lib/db";
import { defaultAvatarUrl } from "@/lib/forum/avatar";
import { POSTS_PER_TAB, type ForumTab } from "@/lib/forum/format";
import { forumPostIdSchema } from "@/lib/forum/schema";
import { isoOrNull } from "@/lib/format/dates";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface ForumAuthorJson {
  username: string;
  profileImageUrl: string;
  isArtist: boolean;
  bio: string | null;
  createdAt: string;
}

export interface ForumCategoryJson {
  id: string;
  name: string;
  description: string;
  color: string;
  postCount: number;
}

export interface ForumReplyJson {
  id: string;
  content: string;
  createdAt: string;
  author: ForumAuthorJson;
}

export interface ForumPostJson {
  id: string;
  title: string;
  content: string;
  author: ForumAuthorJson;
  category: { name: string; color: string };
  isPinned: boolean;
  isLocked: boolean;
  likesCount: number;
  repliesCount: number;
  views: number;
  createdAt: string;
  lastReplyAt: string | null;
}

export interface ForumPostWithRepliesJson extends ForumPostJson {
  replies: ForumReplyJson[];
}

const authorSelect = { username: true, profileImageUrl: true, isArtist: true, bio: true, createdAt: true } as const;
const postInclude = {
  author: { select: authorSelect },
  category: { select: { name: true, color: true } },
} as const;

type AuthorRow = Prisma.ForumAuthorGetPayload<{ select: typeof authorSelect }>;
type PostRow = Prisma.ForumPostGetPayload<{ include: typeof postInclude }>;

function toAuthorJson(author: AuthorRow): ForumAuthorJson {
  return {
    username: author.username,
    profileImageUrl: author.profileImageUrl ?? defaultAvatarUrl(author.username),
    isArtist: author.isArtist,
    bio: author.bio,
    createdAt: author.createdAt.toISOString(),
  };
}

function toPostJson(post: PostRow): ForumPostJson {
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    author: toAuthorJson(post.author),
    category: post.category,
    isPinned: post.isPinned,
    isLocked: post.isLocked,
    likesCount: post.likesCount,
    repliesCount: post.repliesCount,
    views: post.views,
    createdAt: post.createdAt.toISOString(),
    lastReplyAt: isoOrNull(post.lastReplyAt),
  };
}

/** Categories in display order, each with its number of posts. */
export async function listForumCategories(): Promise<ForumCategoryJson[]> {
  const rows = await db.forumCategory.findMany({
    orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
    include: { _count: { select: { posts: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    postCount: row._count.posts,
  }));
}

const orderByTab: Record<ForumTab, Prisma.ForumPostOrderByWithRelationInput[]> = {
  recent: [{ isPinned: "desc" }, { createdAt: "desc" }, { id: "asc" }],
  popular: [{ likesCount: "desc" }, { createdAt: "desc" }, { id: "asc" }],
};

/** Recent posts (pinned first, then newest) or popular posts (most liked first). */
export async function listForumPosts(options: { sort?: ForumTab; limit?: number } = {}): Promise<ForumPostJson[]> {
  const rows = await db.forumPost.findMany({
    orderBy: orderByTab[options.sort ?? "recent"],
    take: options.limit ?? POSTS_PER_TAB,
    include: postInclude,
  });
  return rows.map(toPostJson);
}

export interface ForumOverview {
  categories: ForumCategoryJson[];
  totalPosts: number;
  recent: ForumPostJson[];
  popular: ForumPostJson[];
}

/** Everything the /forum page shows, in four queries. */
export async function getForumOverview(): Promise<ForumOverview> {
  const [categories, totalPosts, recent, popular] = await Promise.all([
    listForumCategories(),
    db.forumPost.count(),
    listForumPosts({ sort: "recent" }),
    listForumPosts({ sort: "popular" }),
  ]);
  return { categories, totalPosts, recent, popular };
}

const postWithRepliesInclude = {
  ...postInclude,
  replies: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: { select: authorSelect } } },
} satisfies Prisma.ForumPostInclude;

/** One post with its replies (oldest first), or null when no post has this id. */
export async function getForumPost(id: string): Promise<ForumPostWithRepliesJson | null> {
  if (!forumPostIdSchema.safeParse(id).success) return null;
  const post = await db.forumPost.findUnique({ where: { id }, include: postWithRepliesInclude });
  if (!post) return null;
  return {
    ...toPostJson(post),
    replies: post.replies.map((reply) => ({
      id: reply.id,
      content: reply.content,
      createdAt: reply.createdAt.toISOString(),
      author: toAuthorJson(reply.author),
    })),
  };
}

/**
 * Counts one visit of a post, in one statement, and returns its views so far;
 * null when no post has this id. The post page is prerendered, so the browser
 * reports the visit once the page is shown.
 */
export async function countForumPostView(id: string): Promise<number | null> {
  if (!forumPostIdSchema.safeParse(id).success) return null;
  const post = await db.forumPost
    .update({ where: { id }, data: { views: { increment: 1 } }, select: { views: true } })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2025") return null;
      throw error;
    });
  return post?.views ?? null;
}
