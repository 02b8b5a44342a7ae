// GET /api/admin/community: the moderation queue (admins only): held posts
// and replies, open reports, recent posts and members, and the log of
// moderation actions.
import { moderationQueue } from "@/lib/forum/moderation";
import { route, withAdmin } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await moderationQueue(admin))),
});
