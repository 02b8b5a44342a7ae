// PATCH /api/admin/content/reviews/{id}: { version, name, title, text,
// isArtist }; DELETE with { version } (admins only). 409 edit_conflict when
// another admin changed the review after `version`, 404 when it is gone.
import { editedItemGone, versionOnlySchema } from "@/lib/editing/changes";
import { isUuid } from "@/lib/http/ids";
import { route, withAdmin } from "@/lib/api/route";
import { deleteReview, reviewUpdateSchema, updateReview } from "@/lib/editable-content/admin-content";

function reviewId(params: Record<string, string>): string {
  if (!isUuid(params.id)) throw editedItemGone("review");
  return params.id!;
}

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PATCH: withAdmin(async ({ admin, body, params }) => Response.json(await updateReview(admin, reviewId(params), body)), { body: reviewUpdateSchema }),
  DELETE: withAdmin(async ({ admin, body, params }) => Response.json(await deleteReview(admin, reviewId(params), body.version)), { body: versionOnlySchema }),
});
