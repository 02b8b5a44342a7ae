// GET /api/admin/shipping/stats: the dashboard's figures (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { getShippingStats } from "@/lib/orders/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await getShippingStats(admin))),
});
