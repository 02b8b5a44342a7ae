// GET /api/admin/tax/nexus: per state, the trailing twelve months' orders,
// sales and tax collected against the state's economic-nexus threshold, and
// whether the shop is registered there (admins only).
import { route, withAdmin } from "@/lib/api/route";
import { nexusReport } from "@/lib/tax/nexus-report";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin }) => Response.json(await nexusReport(admin))),
});
