// GET /api/forum/posts/{id}: one post with its replies; 404 when there is none.
// Found posts are answered from the cache of public reads (lib/cache/reads.ts);
// a miss is never cached, so made-up ids cannot fill the cache.
// Reading through the API does not count a view: the post page reports its
// views to POST /api/forum/posts/{id}/views.
import { cachedJsonRead, jsonResponse } from "@/lib/cache/reads";
import { notFound } from "@/lib/errors";
import { getForumPost } from "@/lib/forum/posts";
import { route, withPublic } from "@/lib/api/route";

export const dynamic = "force-dynamic";

const readPost = cachedJsonRead("forum-post", ["forum"], async (id: string) => {
  const post = await getForumPost(id);
  if (!post) throw notFound("Post Not Found");
  return post;
});

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ params }) => jsonResponse(await readPost(params.id))),
});
