// PUT /api/admin/content/claims: { version, values } saves the eight claims
// the pages make (admins only); 409 edit_conflict when another admin saved
// them after `version`.
import { route, withAdmin } from "@/lib/api/route";
import { claimsUpdateSchema, saveClaims } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveClaims(admin, body)), { body: claimsUpdateSchema }),
});
