// GET /api/orders/tracking: orders with their tracking, for the dashboard (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { listAdminOrders } from "@/lib/orders/admin";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await listAdminOrders(admin))),
});
