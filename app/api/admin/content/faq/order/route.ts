// PUT /api/admin/content/faq/order: { ids } puts the home page's questions in
// this order (admins only); 409 edit_conflict when the list changed meanwhile.
import { route, withAdmin } from "@/lib/api/route";
import { orderSchema, reorderFaq } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await reorderFaq(admin, body.ids)), { body: orderSchema }),
});
