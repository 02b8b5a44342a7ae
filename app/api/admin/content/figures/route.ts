// PUT /api/admin/content/figures: { version, values: { viewingNow,
// percentSold, ordersThisWeek (the fixed texts), <figure>Source ("auto",
// "data", "fixed" or "hidden") and <figure>Minimum for viewingNow,
// percentSold, ordersThisWeek and popup } } saves the live figures' settings
// (admins only); 409 edit_conflict when another admin saved them after
// `version`.
import { route, withAdmin } from "@/lib/api/route";
import { figuresUpdateSchema, saveFigures } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveFigures(admin, body)), { body: figuresUpdateSchema }),
});
