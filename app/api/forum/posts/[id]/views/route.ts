// POST /api/forum/posts/{id}/views: the post page reports a visit; answers the
// post's views so far, or 404 when there is no such post.
import { countForumPostView } from "@/lib/forum/posts";
import { notFound, withApiErrors } from "@/lib/http/errors";
import { otherMethods } from "@/lib/http/methods";
import { LIMITS } from "@/lib/security/limits";
import { enforceClientLimit } from "@/lib/security/rate-limit";

export const POST = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  await enforceClientLimit(request, LIMITS.forumViews);
  const views = await countForumPostView((await params).id);
  if (views === null) throw notFound("Post Not Found");
  return Response.json({ views }, { headers: { "Cache-Control": "no-store" } });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
