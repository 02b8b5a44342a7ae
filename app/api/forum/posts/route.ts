// GET /api/forum/posts: recent (pinned first) or popular posts, ?sort= and ?limit=.
import { listForumPosts } from "@/lib/forum/posts";
import { forumPostsQuerySchema } from "@/lib/forum/schema";
import { withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const query = forumPostsQuerySchema.parse({
    sort: params.get("sort") ?? undefined,
    limit: params.get("limit") ?? undefined,
  });
  return Response.json(await listForumPosts(query));
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
