// GET /api/forum/posts: recent (pinned first) or popular posts, ?sort= and ?limit=,
// answered from the cache of public reads (lib/cache/reads.ts).
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { listForumPosts } from "@/lib/forum/posts";
import { forumPostsQuerySchema } from "@/lib/forum/schema";
import { route, withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

const readPosts = cachedJsonRead("forum-posts", ["forum"], listForumPosts);

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ query }) => jsonResponse(await readPosts(query)), { query: forumPostsQuerySchema }),
});
