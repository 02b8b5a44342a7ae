// GET /api/forum/posts/{id}: one post with its replies; 404 when there is none.
// Reading through the API does not count a view: the post page reports its
// views to POST /api/forum/posts/{id}/views.
import { notFound } from "@/lib/errors";
import { getForumPost } from "@/lib/forum/posts";
import { route, withPublic } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ params }) => {
    const post = await getForumPost(params.id);
    if (!post) throw notFound("Post Not Found");
    return Response.json(post);
  }),
});
