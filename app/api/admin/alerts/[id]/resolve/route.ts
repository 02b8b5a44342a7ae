// POST /api/admin/alerts/{id}/resolve: marks an open alert resolved by this
// admin, in the change log (admins only). An alert resolved before answers
// { alreadyResolved: true } with who resolved it; 404 when there is none.
import { route, withAdmin } from "@/lib/api/route";
import { resolveAlert } from "@/lib/alerts/dashboard";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  POST: withAdmin(async ({ admin, params }) => Response.json(await resolveAlert(admin, params.id ?? ""))),
});
