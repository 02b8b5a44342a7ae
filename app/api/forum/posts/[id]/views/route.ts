// POST /api/forum/posts/{id}/views: the post page reports a visit; answers the
// post's views so far, or 404 when there is no such post.
import { notFound } from "@/lib/errors";
import { countForumPostView } from "@/lib/forum/posts";
import { route, withPublic } from "@/lib/api/route";
import { LIMITS } from "@/lib/security/limits";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withPublic(
    async ({ params }) => {
      const views = await countForumPostView(params.id);
      if (views === null) throw notFound("Post Not Found");
      return Response.json({ views }, { headers: { "Cache-Control": "no-store" } });
    },
    { limit: LIMITS.forumViews },
  ),
});
