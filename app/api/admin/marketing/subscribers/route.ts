// GET /api/admin/marketing/subscribers?q=&page=: a page of 50 subscribers
// (newest first), searched by e-mail, with the number subscribed (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { listSubscribers } from "@/lib/marketing/admin";
import { subscriberQuerySchema } from "@/lib/marketing/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin, query }) => Response.json(await listSubscribers(admin, query)), { query: subscriberQuerySchema }),
});
