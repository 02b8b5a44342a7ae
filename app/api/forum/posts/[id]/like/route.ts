// /api/forum/posts/{id}/like: the signed-in member's like of a post. GET
// answers { liked, likesCount } (liked false when signed out), PUT likes,
// DELETE unlikes; both answer the same shape and are idempotent, so a double
// click or a retried request never counts twice.
import { notFound } from "@/lib/errors";
import { memberOfRequest } from "@/lib/forum/members";
import { likeState, POST_NOT_FOUND, setLike } from "@/lib/forum/write";
import { isUuid } from "@/lib/http/ids";
import { route, withMember, withPublic } from "@/lib/api/route";

function postId(params: Record<string, string>): string {
  if (!isUuid(params.id)) throw notFound(POST_NOT_FOUND);
  return params.id;
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withPublic(async ({ request, params }) => {
    const id = postId(params);
    const member = await memberOfRequest(request);
    const state = await likeState(member?.id ?? null, id);
    if (!state) throw notFound(POST_NOT_FOUND);
    return Response.json(state, { headers: { "Cache-Control": "private, no-store" } });
  }),
  PUT: withMember(async ({ member, params }) => Response.json(await setLike(member, postId(params), true))),
  DELETE: withMember(async ({ member, params }) => Response.json(await setLike(member, postId(params), false))),
});
