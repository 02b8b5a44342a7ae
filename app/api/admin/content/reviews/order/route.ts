// PUT /api/admin/content/reviews/order: { ids } puts the reviews in this order
// (admins only); 409 edit_conflict when the list changed meanwhile.
import { route, withAdmin } from "@/lib/api/route";
import { orderSchema, reorderReviews } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await reorderReviews(admin, body.ids)), { body: orderSchema }),
});
