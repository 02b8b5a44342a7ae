// PUT /api/admin/orders/bulk-status: { orderIds, status }, all or nothing (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { bulkUpdateOrderStatus } from "@/lib/orders/admin";
import { bulkStatusSchema } from "@/lib/orders/admin-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  PUT: withAdmin(async ({ admin, body }) => Response.json(await bulkUpdateOrderStatus(admin, body)), { body: bulkStatusSchema }),
});
