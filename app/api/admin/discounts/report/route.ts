// GET /api/admin/discounts/report?from=YYYY-MM-DD&to=YYYY-MM-DD: per artist
// credited with a code, their codes and the orders, revenue, discount given
// and tins sold of the orders made with them in the period (UTC days, both
// included; all time without them). Admins only; money in dollars. The same
// report as a CSV file: GET /api/admin/discounts/report/export.
import { route, withAdmin } from "@/lib/api/route";
import { artistReport } from "@/lib/discounts/admin";
import { artistReportQuerySchema } from "@/lib/discounts/admin-schemas";

export const { GET, POST, PUT, PATCH, DELETE } = route({
  GET: withAdmin(async ({ admin, query }) => Response.json(await artistReport(admin, query)), { query: artistReportQuerySchema }),
});
