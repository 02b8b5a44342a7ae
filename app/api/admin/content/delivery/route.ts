// PUT /api/admin/content/delivery: { version, values } saves the delivery
// promise (processing and delivery, in business days) that the checkout, the
// success page, the confirmation e-mail, the home and landing pages and
// /shipping state (admins only); 409 edit_conflict when another admin saved
// it after `version`.
import { route, withAdmin } from "@/lib/api/route";
import { deliveryUpdateSchema, saveDelivery } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveDelivery(admin, body)), { body: deliveryUpdateSchema }),
});
