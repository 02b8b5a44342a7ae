// GET /api/admin/returns?status=open (admins only): the money-back guarantee
// requests of one status (open, approved, refused, refunded), newest first,
// with their order, customer, reason, whether the tin comes back, and how
// many requests each status has.
import { route, withAdmin } from "@/lib/api/route";
import { returnQueueQuerySchema } from "@/lib/account/return-schemas";
import { returnQueue } from "@/lib/account/return-queue";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin, query }) => Response.json(await returnQueue(admin, query.status)), { query: returnQueueQuerySchema }),
});
