// GET /api/admin/analytics?range=7d|30d|90d|all (default 30d): the dashboard's
// Analytics tab, for the shop's payment mode, money in dollars (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { getAnalytics } from "@/lib/orders/analytics";
import { analyticsQuerySchema } from "@/lib/schemas/analytics";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin, query }) => Response.json(await getAnalytics(admin, query.range)), { query: analyticsQuerySchema }),
});
