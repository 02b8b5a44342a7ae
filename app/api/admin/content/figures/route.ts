// PUT /api/admin/content/figures: { version, values: { viewingNow,
// percentSold, ordersThisWeek } } saves the live-style indicators' display
// figures (admins only); 409 edit_conflict when another admin saved them
// after `version`. Whether the indicators show at all is SHOW_LIVE_INDICATORS.
import { route, withAdmin } from "@/lib/api/route";
import { figuresUpdateSchema, saveFigures } from "@/lib/editable-content/admin-content";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await saveFigures(admin, body)), { body: figuresUpdateSchema }),
});
