// GET /api/forum/posts: recent (pinned first) or popular posts, ?sort= and
// ?limit=, of one category with ?category=<slug>, or matching ?q= (full-text
// search, newest first). The body is the list; when more posts follow, a
// `Link: <…>; rel="next"` header gives the next page's address (?cursor=).
// First pages are answered from the cache of public reads
// (lib/cache/reads.ts); further pages and searches are read from the
// database, within a per-client limit.
//
// POST /api/forum/posts: a member's new post { title, categoryId, content }.
// 201 with { id, status }: "published" (in the lists at once) or "pending"
// while a new member's first contributions wait for review.
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { listForumPage, searchForumPosts, type ForumPage } from "@/lib/forum/posts";
import { forumPostsQuerySchema, newPostSchema } from "@/lib/forum/schema";
import { createPost } from "@/lib/forum/write";
import { route, withMember, withPublic } from "@/lib/api/route";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const dynamic = "force-dynamic";

const readFirstPage = cachedJsonRead("forum-posts", ["forum"], (sort: "recent" | "popular", limit: number, category: string | null) =>
  listForumPage({ sort, limit, category: category ?? undefined }),
);

/** The page's posts as the body, and the next page's address in a Link header. */
function pageResponse(request: Request, page: ForumPage, cacheable: boolean): Response {
  const headers = new Headers();
  if (page.next) {
    const next = new URL(request.url);
    next.searchParams.set("cursor", page.next);
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  if (cacheable) return jsonResponse(JSON.stringify(page.posts), { headers });
  headers.set("Cache-Control", "no-store");
  return Response.json(page.posts, { headers });
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(
    async ({ request, query }) => {
      if (query.q || query.cursor) {
        await enforceClientLimit(request, LIMITS.forumSearches, "Too many searches at once. Please wait a moment.");
        const page = query.q
          ? await searchForumPosts(query.q, { limit: query.limit, cursor: query.cursor })
          : await listForumPage({ sort: query.sort, limit: query.limit, category: query.category, cursor: query.cursor });
        return pageResponse(request, page, false);
      }
      const page = JSON.parse(await readFirstPage(query.sort, query.limit, query.category ?? null)) as ForumPage;
      return pageResponse(request, page, true);
    },
    { query: forumPostsQuerySchema },
  ),
  POST: withMember(async ({ member, body }) => Response.json(await createPost(member, body), { status: 201 }), { body: newPostSchema }),
});
