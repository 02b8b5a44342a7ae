// PUT /api/admin/reviews/settings: { version, values: { askForReviews,
// requestDelayDays, averageRatingFromReviews } } (admins only): whether and
// how many days after delivery customers get the review e-mail, and whether
// the "Average rating" claim follows the verified reviews. 409 edit_conflict
// when another admin saved them after `version`.
import { route, withAdmin } from "@/lib/api/route";
import { reviewSettingsUpdateSchema } from "@/lib/reviews/schema";
import { saveReviewSettings } from "@/lib/reviews/settings";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveReviewSettings(admin, body)), { body: reviewSettingsUpdateSchema }),
});
