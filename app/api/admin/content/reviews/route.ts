// POST /api/admin/content/reviews: { name, title, text, isArtist } adds a
// review at the end of the list (admins only). Artists carry a title.
import { route, withAdmin } from "@/lib/api/route";
import { createReview } from "@/lib/editable-content/admin-content";
import { reviewSchema } from "@/lib/editable-content/schema";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, body }) => Response.json(await createReview(admin, body), { status: 201 }), { body: reviewSchema }),
});
