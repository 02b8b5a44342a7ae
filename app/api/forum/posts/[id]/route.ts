// GET /api/forum/posts/{id}: one post with its replies; 404 when there is none.
// Reading through the API does not count a view: the post page reports its
// views to POST /api/forum/posts/{id}/views.
import { getForumPost } from "@/lib/forum/posts";
import { notFound, withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

export const GET = withApiErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const post = await getForumPost((await params).id);
  if (!post) throw notFound("Post Not Found");
  return Response.json(post);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
