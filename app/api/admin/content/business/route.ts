// PUT /api/admin/content/business: { version, values } saves the business
// details /contact and every e-mail's footer show: name, phone, street, city,
// state, ZIP code (admins only); 409 edit_conflict when another admin saved
// them after `version`.
import { route, withAdmin } from "@/lib/api/route";
import { businessUpdateSchema, saveBusiness } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveBusiness(admin, body)), { body: businessUpdateSchema }),
});
