// POST /api/admin/community/actions: one moderation action (admins only),
// { targetType: post|reply|member|report, targetId, action, reason? }:
// approve, hide, delete, lock, unlock, pin, unpin, suspend, unsuspend,
// verify_artist, unverify_artist, dismiss. Logged with the admin and the time.
import { moderate, moderationActionSchema } from "@/lib/forum/moderation";
import { route, withAdmin } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body }) => Response.json(await moderate(admin, body)), { body: moderationActionSchema }),
});
