// The community forum read from the database: categories, post lists (a tab,
// a category, a search; further pages by cursor) and one post with its
// replies. Readers see published posts and replies only; held and hidden ones
// are the moderation queue's (lib/forum/moderation.ts). Every read is a fixed
// number of queries, however many posts or replies there are.
import "server-only";
import { cachedRead, READ_CACHE_SECONDS } from "@/lib/cache/reads";
import { db } from "@/lib/db";
import { defaultAvatarUrl } from "@/lib/forum/avatar";
import { invalidInput, notFound } from "@/lib/errors";
import { categorySlug, POSTS_PER_TAB, type ForumTab } from "@/lib/forum/format";
import { forumPostIdSchema } from "@/lib/forum/schema";
import { isoOrNull } from "@/lib/format/dates";
import { Prisma } from "@/lib/generated/prisma/client";

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
  /** Its list's address segment: /forum/category/{slug}. */
  slug: string;
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
    include: { _count: { select: { posts: { where: PUBLISHED } } } },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: categorySlug(row.name),
    description: row.description,
    color: row.color,
    postCount: row._count.posts,
  }));
}

const PUBLISHED = { status: "published" } as const;

// Newest (or most liked) first, ties broken by id, so that a page's last post
// says exactly where the next page starts (the indexes of ForumPost follow
// the same order).
const orderByTab: Record<ForumTab, Prisma.ForumPostOrderByWithRelationInput[]> = {
  recent: [{ isPinned: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  popular: [{ likesCount: "desc" }, { createdAt: "desc" }, { id: "desc" }],
};

/** Where a page ended: the last post's sort key, opaque to clients. */
type Cursor = [lead: number, createdAt: string, id: string];

function encodeCursor(sort: ForumTab, post: { isPinned: boolean; likesCount: number; createdAt: Date; id: string }): string {
  const cursor: Cursor = [sort === "recent" ? Number(post.isPinned) : post.likesCount, post.createdAt.toISOString(), post.id];
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

export const BAD_CURSOR = "This page address is not valid: start again from the first page.";

function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 3 && Number.isSafeInteger(value[0]) && typeof value[1] === "string" && !Number.isNaN(Date.parse(value[1])) && forumPostIdSchema.safeParse(value[2]).success) {
      return value as Cursor;
    }
  } catch {
    // Falls through to the error below.
  }
  throw invalidInput(BAD_CURSOR, { cursor: BAD_CURSOR });
}

/** The posts after the cursor in the tab's order. */
/**
 * The ids of the page after the cursor, in the tab's order: one row
 * comparison over the columns of the tab's index (status, then the sort key,
 * createdAt and id, all descending), so PostgreSQL starts the index scan at
 * the cursor however deep the page is.
 */
async function idsAfterCursor(sort: ForumTab, [lead, createdAtText, id]: Cursor, take: number, categoryId?: string): Promise<string[]> {
  const createdAt = new Date(createdAtText);
  const inCategory = categoryId ? Prisma.sql`AND "categoryId" = ${categoryId}::uuid` : Prisma.empty;
  const rows =
    sort === "popular"
      ? await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "ForumPost"
          WHERE "status" = 'published' ${inCategory} AND ("likesCount", "createdAt", "id") < (${lead}, ${createdAt}, ${id}::uuid)
          ORDER BY "likesCount" DESC, "createdAt" DESC, "id" DESC LIMIT ${take}`
      : await db.$queryRaw<{ id: string }[]>`
          SELECT "id" FROM "ForumPost"
          WHERE "status" = 'published' ${inCategory} AND ("isPinned", "createdAt", "id") < (${lead === 1}, ${createdAt}, ${id}::uuid)
          ORDER BY "isPinned" DESC, "createdAt" DESC, "id" DESC LIMIT ${take}`;
  return rows.map((row) => row.id);
}

/** The posts of these ids with their authors and categories, in the ids' order. */
async function postsInOrder(ids: string[]): Promise<PostRow[]> {
  const rows = await db.forumPost.findMany({ where: { id: { in: ids } }, include: postInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ForumPageOptions {
  sort?: ForumTab;
  limit?: number;
  /** Where the previous page ended (a page's `next`). */
  cursor?: string;
  /** Only this category's posts, by its slug. */
  category?: string;
}

export interface ForumPage {
  posts: ForumPostJson[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
}

export const CATEGORY_NOT_FOUND = "Category not found.";

/** A category's id by its slug; a NotFound error when the forum has none. */
export async function categoryIdOf(slug: string): Promise<string> {
  const categories = await db.forumCategory.findMany({ select: { id: true, name: true } });
  const category = categories.find((row) => categorySlug(row.name) === slug);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category.id;
}

/**
 * One page of recent posts (pinned first, then newest) or popular posts (most
 * liked first), of the whole forum or one category.
 */
export async function listForumPage(options: ForumPageOptions = {}): Promise<ForumPage> {
  return readForumPage(options, options.category ? await categoryIdOf(options.category) : undefined);
}

/** One page of a list, of the category with this id when one is given: one query. */
async function readForumPage(options: Omit<ForumPageOptions, "category">, categoryId?: string): Promise<ForumPage> {
  const sort = options.sort ?? "recent";
  const limit = options.limit ?? POSTS_PER_TAB;
  // The first page in one query; a further page starts at its cursor in the index.
  const rows = options.cursor
    ? await postsInOrder(await idsAfterCursor(sort, decodeCursor(options.cursor), limit + 1, categoryId))
    : await db.forumPost.findMany({ where: { ...PUBLISHED, ...(categoryId ? { categoryId } : {}) }, orderBy: orderByTab[sort], take: limit + 1, include: postInclude });
  const page = rows.slice(0, limit);
  return { posts: page.map(toPostJson), next: rows.length > limit ? encodeCursor(sort, page[page.length - 1]!) : null };
}

/**
 * Published posts whose title or text matches the words (PostgreSQL
 * full-text search, English stemming: "healing" finds "heal"), newest first,
 * a page at a time. The match uses the GIN index of migration
 * 20261126013558_community, whose expression this must repeat exactly.
 */
export async function searchForumPosts(query: string, options: { limit?: number; cursor?: string } = {}): Promise<ForumPage> {
  const limit = options.limit ?? POSTS_PER_TAB;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const afterSql = after ? Prisma.sql`AND ("createdAt", "id") < (${new Date(after[1])}, ${after[2]}::uuid)` : Prisma.empty;
  const ids = await db.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "ForumPost"
    WHERE "status" = 'published'
      AND (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "content"), 'B')) @@ websearch_to_tsquery('english'::regconfig, ${query})
      ${afterSql}
    ORDER BY "createdAt" DESC, "id" DESC
    LIMIT ${limit + 1}`;
  const page = await postsInOrder(ids.slice(0, limit).map((row) => row.id));
  const last = page[page.length - 1];
  return { posts: page.map(toPostJson), next: ids.length > limit && last ? encodeCursor("recent", { ...last, isPinned: false }) : null };
}

export interface ForumOverview {
  categories: ForumCategoryJson[];
  totalPosts: number;
  recent: ForumPostJson[];
  popular: ForumPostJson[];
  /** Where each tab's second page starts (its first page's `next`); null when the tab has one page. */
  next: Record<ForumTab, string | null>;
}

/** Everything the /forum page shows, in four queries. */
export async function getForumOverview(): Promise<ForumOverview> {
  const [categories, totalPosts, recent, popular] = await Promise.all([
    listForumCategories(),
    db.forumPost.count({ where: PUBLISHED }),
    readForumPage({ sort: "recent" }),
    readForumPage({ sort: "popular" }),
  ]);
  return { categories, totalPosts, recent: recent.posts, popular: popular.posts, next: { recent: recent.next, popular: popular.next } };
}

export interface ForumCategoryOverview extends ForumPage {
  categories: ForumCategoryJson[];
  totalPosts: number;
  category: ForumCategoryJson;
}

/**
 * Everything a category's page shows: the category, its first page of recent
 * posts (pinned first) and the sidebar's figures, in three queries; null when
 * no category has this slug.
 */
export async function getForumCategoryOverview(slug: string): Promise<ForumCategoryOverview | null> {
  const [categories, totalPosts] = await Promise.all([listForumCategories(), db.forumPost.count({ where: PUBLISHED })]);
  const category = categories.find((row) => row.slug === slug);
  if (!category) return null;
  const page = await readForumPage({ sort: "recent" }, category.id);
  return { categories, totalPosts, category, ...page };
}

const postWithRepliesInclude = {
  ...postInclude,
  replies: { where: PUBLISHED, orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: { select: authorSelect } } },
} satisfies Prisma.ForumPostInclude;

/** One post with its replies (oldest first), or null when no post has this id. */
export async function getForumPost(id: string): Promise<ForumPostWithRepliesJson | null> {
  if (!forumPostIdSchema.safeParse(id).success) return null;
  const post = await db.forumPost.findUnique({ where: { id, ...PUBLISHED }, include: postWithRepliesInclude });
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
    .update({ where: { id, ...PUBLISHED }, data: { views: { increment: 1 } }, select: { views: true } })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "P2025") return null;
      throw error;
    });
  return post?.views ?? null;
}

// What the forum's pages show, as cached reads tagged "forum": each change
// a reader can see (a post or reply published, a moderation, a badge)
// refreshes the tag (lib/cache/data-tags.ts), and with it every page that
// read one of these. Only what exists is read through the cache, so a
// made-up address keeps nothing in it.

/** The /forum tabs' overview (getForumOverview), cached. */
export const readForumOverview = cachedRead("forum-overview", ["forum"], getForumOverview, READ_CACHE_SECONDS);

/** The categories with their post counts (listForumCategories), cached. */
export const readForumCategories = cachedRead("forum-category-list", ["forum"], listForumCategories, READ_CACHE_SECONDS);

/** A category's page (getForumCategoryOverview) by a slug of readForumCategories, cached. */
export const readForumCategoryOverview = cachedRead("forum-category", ["forum"], getForumCategoryOverview, READ_CACHE_SECONDS);

/** A published post with its replies (getForumPost) by an id forumPostExists confirmed, cached. */
export const readForumPost = cachedRead("forum-post-page", ["forum"], getForumPost, READ_CACHE_SECONDS);

/** Whether a published post has this id, read now. */
export async function forumPostExists(id: string): Promise<boolean> {
  if (!forumPostIdSchema.safeParse(id).success) return false;
  return (await db.forumPost.count({ where: { id, ...PUBLISHED } })) > 0;
}
