// GET /api/admin/wholesale/applications?status=pending|approved|rejected|all (admins only).
import { z } from "zod";
import { route, withAdmin } from "@/lib/api/route";
import { applicationStatusFilter, listWholesaleApplications } from "@/lib/wholesale/review";

export const dynamic = "force-dynamic";

const query = z.object({ status: applicationStatusFilter });

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin, query }) => Response.json(await listWholesaleApplications(admin, query.status)), { query }),
});
