// GET /api/admin/reviews: the moderation of verified buyers' reviews (admins
// only): the reviews waiting (oldest first), the latest approved and
// rejected ones, the counts, the published average and the review settings.
import { route, withAdmin } from "@/lib/api/route";
import { reviewModeration } from "@/lib/reviews/moderation";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await reviewModeration(admin))),
});
