// GET /api/forum/posts: recent (pinned first) or popular posts, ?sort= and ?limit=.
import { listForumPosts } from "@/lib/forum/posts";
import { forumPostsQuerySchema } from "@/lib/forum/schema";
import { route, withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ query }) => Response.json(await listForumPosts(query)), { query: forumPostsQuerySchema }),
});
