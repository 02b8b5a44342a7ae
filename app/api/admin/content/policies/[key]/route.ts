// PUT /api/admin/content/policies/{key}: { version, title, body } saves a
// policy page (privacy, terms, returns, shipping, contact) and marks it
// reviewed (admins only). 400 with field messages for a missing title or
// text, or one too long; 409 edit_conflict when another admin saved it after
// `version`; 404 for any other key.
import { route, withAdmin } from "@/lib/api/route";
import { policyUpdateSchema, savePolicy } from "@/lib/editable-content/admin-policies";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body, params }) => Response.json(await savePolicy(admin, params.key ?? "", body)), { body: policyUpdateSchema }),
});
