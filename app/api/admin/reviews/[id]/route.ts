// POST /api/admin/reviews/{id}: one action on a verified buyer's review
// (admins only): { action: "approve" | "reject", version } or { action:
// "answer", version, reply } (a public answer shown under the review; ""
// removes it). 409 edit_conflict when another admin acted on it after
// `version`, 404 when there is no such customer's review. Logged in the
// change log; the storefront shows the change within seconds.
import { editedItemGone } from "@/lib/editing/changes";
import { isUuid } from "@/lib/http/ids";
import { route, withAdmin } from "@/lib/api/route";
import { moderateReview } from "@/lib/reviews/moderation";
import { reviewModerationSchema } from "@/lib/reviews/schema";

function reviewId(params: Record<string, string>): string {
  if (!isUuid(params.id)) throw editedItemGone("review");
  return params.id!;
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body, params }) => Response.json(await moderateReview(admin, reviewId(params), body)), { body: reviewModerationSchema }),
});
