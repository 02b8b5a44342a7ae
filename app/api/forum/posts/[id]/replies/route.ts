// POST /api/forum/posts/{id}/replies: a member's reply { content } (at most
// 1000 characters). 201 with { id, status }: "published", or "pending" while a
// new member's first contributions wait for review. 404 for a post readers
// cannot see, 409 for a locked one, 429 past the member's replies per minute.
import { newReplySchema } from "@/lib/forum/schema";
import { createReply } from "@/lib/forum/write";
import { notFound } from "@/lib/errors";
import { isUuid } from "@/lib/http/ids";
import { route, withMember } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withMember(
    async ({ member, params, body }) => {
      if (!isUuid(params.id)) throw notFound("Post Not Found");
      return Response.json(await createReply(member, params.id, body.content), { status: 201 });
    },
    { body: newReplySchema },
  ),
});
