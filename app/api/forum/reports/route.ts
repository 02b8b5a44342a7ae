// POST /api/forum/reports: a member reports a post, or a reply of it
// ({ postId, replyId?, reason, note? }), for the owner's moderation queue.
// 202 once recorded; reporting the same thing again changes nothing.
import { reportSchema } from "@/lib/forum/schema";
import { reportContent } from "@/lib/forum/write";
import { route, withMember } from "@/lib/api/route";

export const REPORT_THANKS = "Thank you. The moderators will look at it.";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withMember(
    async ({ member, body }) => {
      await reportContent(member, body);
      return Response.json({ reported: true, message: REPORT_THANKS }, { status: 202 });
    },
    { body: reportSchema },
  ),
});
